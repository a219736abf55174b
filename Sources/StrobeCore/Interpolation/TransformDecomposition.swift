import Foundation
import StrobeGeometry

/// A 4×4 transform split into translation, scale, skew, perspective and a rotation quaternion
/// (the CSS Transforms / WebKit `unmatrix` algorithm, in Core Animation's row-vector form).
///
/// Recomposition in row-vector form is
/// `M = diag(scale) · K · R · Tr(translation) · P`, where `K` is the lower-triangular skew
/// matrix `[[1, 0, 0], [xy, 1, 0], [xz, yz, 1]]`, `R` the rotation of ``quaternion`` and `P`
/// the identity with its last column replaced by ``perspective``. So a point is scaled,
/// skewed, rotated, translated, then projected.
struct TransformDecomposition: Sendable, Equatable {
  /// How a mirroring (negative-determinant) matrix is split.
  enum MirrorRule: Sendable {
    /// CSS / WebKit: negate all three scale factors (and rows). Used for interpolation.
    case negateAll
    /// Negate one factor only: x or y by the 2-D rule (x when m11 < m22) when the 2-D part
    /// mirrors, z otherwise. Used for sub-key paths so a 2-D flip reads as `scale.x = −1`.
    case negateOne
  }

  /// Translation (m41, m42, m43 after normalisation by m44).
  var translation: [Double]
  /// Scale factors along x, y, z.
  var scale: [Double]
  /// Skew factors xy, xz, yz.
  var skew: [Double]
  /// The perspective column (m14, m24, m34, m44 of the projection part).
  var perspective: [Double]
  /// The rotation.
  var quaternion: Quaternion

  /// The decomposition of a pure rotation, scale or translation composition.
  init(
    translation: [Double] = [0, 0, 0], scale: [Double] = [1, 1, 1], skew: [Double] = [0, 0, 0],
    perspective: [Double] = [0, 0, 0, 1], quaternion: Quaternion = .identity
  ) {
    self.translation = translation
    self.scale = scale
    self.skew = skew
    self.perspective = perspective
    self.quaternion = quaternion
  }

  /// Decomposes `matrix`, or returns nil when it cannot be (m44 = 0 or a singular 3×3 part).
  init?(_ matrix: CATransform3D, mirrorRule: MirrorRule = .negateAll) {
    let raw = matrix.rowMajor.map { Double($0) }
    let m44 = raw[15]
    guard m44 != 0, raw.allSatisfy(\.isFinite) else { return nil }
    let m = raw.map { $0 / m44 }
    func e(_ i: Int, _ j: Int) -> Double { m[i * 4 + j] }
    var rows = (0..<3).map { i in (0..<3).map { j in e(i, j) } }
    let det3 = Self.determinant(rows)
    guard det3 != 0, det3.isFinite else { return nil }

    // Perspective: solve A · p = (m14, m24, m34), p3 = 1 − t · p.
    let t = [e(3, 0), e(3, 1), e(3, 2)]
    if e(0, 3) != 0 || e(1, 3) != 0 || e(2, 3) != 0 {
      let p = Self.solve(rows, [e(0, 3), e(1, 3), e(2, 3)], determinant: det3)
      perspective = p + [1 - (t[0] * p[0] + t[1] * p[1] + t[2] * p[2])]
    } else {
      perspective = [0, 0, 0, 1]
    }
    translation = t

    // Scale and skew by Gram–Schmidt on the rows.
    var s = [0.0, 0.0, 0.0]
    var k = [0.0, 0.0, 0.0]
    s[0] = Self.length(rows[0])
    guard s[0] != 0 else { return nil }
    rows[0] = rows[0].map { $0 / s[0] }
    k[0] = Self.dot(rows[0], rows[1])
    rows[1] = Self.combine(rows[1], rows[0], -k[0])
    s[1] = Self.length(rows[1])
    guard s[1] != 0 else { return nil }
    rows[1] = rows[1].map { $0 / s[1] }
    k[0] /= s[1]
    k[1] = Self.dot(rows[0], rows[2])
    rows[2] = Self.combine(rows[2], rows[0], -k[1])
    k[2] = Self.dot(rows[1], rows[2])
    rows[2] = Self.combine(rows[2], rows[1], -k[2])
    s[2] = Self.length(rows[2])
    guard s[2] != 0 else { return nil }
    rows[2] = rows[2].map { $0 / s[2] }
    k[1] /= s[2]
    k[2] /= s[2]

    if Self.determinant(rows) < 0 {
      switch mirrorRule {
      case .negateAll:
        for i in 0..<3 {
          s[i] = -s[i]
          rows[i] = rows[i].map { -$0 }
        }
      case .negateOne:
        let det2 = e(0, 0) * e(1, 1) - e(0, 1) * e(1, 0)
        let axis = det2 < 0 ? (e(0, 0) < e(1, 1) ? 0 : 1) : 2
        s[axis] = -s[axis]
        rows[axis] = rows[axis].map { -$0 }
        // Skews pairing this axis with another change sign (xy = 0, xz = 1, yz = 2).
        for (index, pair) in [(0, 1), (0, 2), (1, 2)].enumerated()
        where pair.0 == axis || pair.1 == axis {
          k[index] = -k[index]
        }
      }
    }
    scale = s
    skew = k
    quaternion = Quaternion(rows: rows)
  }

  /// The recomposed matrix.
  var transform: CATransform3D {
    let r = quaternion.rotationRows
    // K · R
    let kr = [
      r[0],
      Self.combine(r[1], r[0], skew[0]),
      Self.combine(Self.combine(r[2], r[0], skew[1]), r[1], skew[2]),
    ]
    let a = (0..<3).map { i in kr[i].map { $0 * scale[i] } }
    let p = perspective
    let t = translation
    var values = [Double](repeating: 0, count: 16)
    for i in 0..<3 {
      for j in 0..<3 { values[i * 4 + j] = a[i][j] }
      values[i * 4 + 3] = a[i][0] * p[0] + a[i][1] * p[1] + a[i][2] * p[2]
    }
    values[12] = t[0]
    values[13] = t[1]
    values[14] = t[2]
    values[15] = t[0] * p[0] + t[1] * p[1] + t[2] * p[2] + p[3]
    return CATransform3D(rowMajor: values.map { CGFloat($0) })
  }

  /// Component-wise linear interpolation, with the quaternion slerped; `fraction` may leave
  /// 0…1.
  static func interpolate(
    _ a: TransformDecomposition, _ b: TransformDecomposition, fraction f: Double
  ) -> TransformDecomposition {
    func lerp(_ x: [Double], _ y: [Double]) -> [Double] {
      zip(x, y).map { $0 + ($1 - $0) * f }
    }
    return TransformDecomposition(
      translation: lerp(a.translation, b.translation), scale: lerp(a.scale, b.scale),
      skew: lerp(a.skew, b.skew), perspective: lerp(a.perspective, b.perspective),
      quaternion: Quaternion.slerp(a.quaternion, b.quaternion, fraction: f))
  }

  // MARK: Small 3-vector helpers

  /// The dot product.
  static func dot(_ a: [Double], _ b: [Double]) -> Double {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
  }

  /// The Euclidean length.
  static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }

  /// `a + k·b`.
  static func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] {
    [a[0] + k * b[0], a[1] + k * b[1], a[2] + k * b[2]]
  }

  /// The determinant of a 3×3 given by rows.
  static func determinant(_ r: [[Double]]) -> Double {
    r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1])
      - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
      + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
  }

  /// Solves `A · x = b` (A by rows) by Cramer's rule.
  static func solve(_ a: [[Double]], _ b: [Double], determinant det: Double) -> [Double] {
    (0..<3).map { column in
      var m = a
      for i in 0..<3 { m[i][column] = b[i] }
      return determinant(m) / det
    }
  }
}
