import Foundation

extension CATransform3D {
  /// The inverse matrix, or `nil` when the matrix is singular or has non-finite entries.
  ///
  /// Gauss–Jordan elimination with partial pivoting; a pivot of exactly 0 (or a non-finite
  /// result) counts as singular.
  public var inverse: CATransform3D? {
    var m = [
      [m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44],
    ]
    var inv: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
    for col in 0..<4 {
      var pivotRow = col
      for row in (col + 1)..<4 where abs(m[row][col]) > abs(m[pivotRow][col]) {
        pivotRow = row
      }
      let pivot = m[pivotRow][col]
      guard pivot != 0, pivot.isFinite else { return nil }
      m.swapAt(col, pivotRow)
      inv.swapAt(col, pivotRow)
      for j in 0..<4 {
        m[col][j] /= pivot
        inv[col][j] /= pivot
      }
      for row in 0..<4 where row != col {
        let f = m[row][col]
        if f == 0 { continue }
        for j in 0..<4 {
          m[row][j] -= f * m[col][j]
          inv[row][j] -= f * inv[col][j]
        }
      }
    }
    let values = inv.flatMap { $0 }
    guard values.allSatisfy(\.isFinite) else { return nil }
    return CATransform3D(rowMajor: values)
  }
}

/// The inverse of `t`, or `t` unchanged when it is singular (Core Animation's behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverse ?? t }
