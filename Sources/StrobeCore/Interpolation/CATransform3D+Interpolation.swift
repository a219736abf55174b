import Foundation
import StrobeGeometry

extension CATransform3D {
  /// The transform a fraction of the way to `other`, as Core Animation interpolates transforms.
  ///
  /// - When both matrices are affine (``CATransform3D/isAffine``): the CSS Transforms
  ///   Level 1 2-D algorithm (docs/core-animation-semantics.md §3.2): translation, scale with the
  ///   sign rule for mirrored matrices, angle (0° taken as 360°, the shorter way round) and a
  ///   2×2 remainder are interpolated linearly and recomposed. Consequences (measured on
  ///   Core Animation): identity → rotate(π) passes rotate(−π/2) at 0.5; identity → rotate(2π)
  ///   is a no-op; identity → scale(−1, 1) shrinks m11 through 0.5 at 0.25.
  /// - Otherwise: the CSS / WebKit 3-D decomposition (translation, scale, skew, perspective,
  ///   rotation quaternion); components are interpolated linearly and the quaternion by
  ///   shortest-arc slerp, then recomposed (Core Animation's exact 3-D algorithm is
  ///   unconfirmed; it reproduces the measured rotY(1.2) → rotY(0.3) at 0.25 from identity).
  ///   When either matrix cannot be decomposed (m44 = 0 or a singular 3×3 part), the result
  ///   jumps: `self` below fraction 0.5, `other` from 0.5 on.
  ///
  /// `fraction` may leave 0…1 (springs, overshooting timing functions); components then
  /// extrapolate. Fraction 0 and 1 return the endpoints exactly.
  public func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return other }
    if isAffine && other.isAffine {
      return AffineDecomposition.interpolate(
        AffineDecomposition(self), AffineDecomposition(other), fraction: fraction
      ).transform
    }
    guard let a = TransformDecomposition(self), let b = TransformDecomposition(other) else {
      return fraction < 0.5 ? self : other
    }
    return TransformDecomposition.interpolate(a, b, fraction: fraction).transform
  }

  /// The transform raised to an integer power by repeated concatenation (`self⁰` = identity);
  /// negative powers use the inverse, nil when the matrix is singular.
  func power(_ n: Int) -> CATransform3D? {
    var base = self
    if n < 0 {
      guard let inv = inverse else { return nil }
      base = inv
    }
    var exponent = n.magnitude
    var result = CATransform3D.identity
    while exponent > 0 {
      if exponent & 1 == 1 { result = result.concatenating(base) }
      base = base.concatenating(base)
      exponent >>= 1
    }
    return result
  }
}
