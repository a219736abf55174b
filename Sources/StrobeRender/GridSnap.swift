import Foundation
import StrobeGeometry

/// Moves path-space points so that their canvas images lie on Cairo's 1/256-point grid.
///
/// For `x' = T(p)`, returns `p + L⁻¹(round₂₅₆(x') − x')` where `L` is the linear part of `T`,
/// so `T` of the result is the rounded canvas point (up to floating-point error). Rounding is
/// to nearest, ties to even, like Cairo's fixed-point conversion. `T` must be invertible.
struct GridSnap {
  /// The transform's entries.
  private let a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
  /// Its determinant (non-zero).
  private let det: Double

  /// A snapper for `transform`.
  init(_ transform: CGAffineTransform) {
    a = Double(transform.a)
    b = Double(transform.b)
    c = Double(transform.c)
    d = Double(transform.d)
    tx = Double(transform.tx)
    ty = Double(transform.ty)
    det = a * d - b * c
  }

  /// The snapped path-space point for (`x`, `y`).
  func callAsFunction(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    let cx = a * x + c * y + tx
    let cy = b * x + d * y + ty
    let dx = (cx * 256).rounded(.toNearestOrEven) / 256 - cx
    let dy = (cy * 256).rounded(.toNearestOrEven) / 256 - cy
    guard dx != 0 || dy != 0, det != 0 else { return (x, y) }
    return (x + (d * dx - c * dy) / det, y + (a * dy - b * dx) / det)
  }
}
