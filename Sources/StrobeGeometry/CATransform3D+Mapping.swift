import Foundation

extension CATransform3D {
  /// Maps a 3-D point: `[x y z 1] · M = [x′ y′ z′ w′]`, then divides by w′.
  ///
  /// When w′ = 0 (a point on the perspective vanishing plane) the result has infinite or NaN
  /// components, as the division gives.
  public func apply(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
    let xp = x * m11 + y * m21 + z * m31 + m41
    let yp = x * m12 + y * m22 + z * m32 + m42
    let zp = x * m13 + y * m23 + z * m33 + m43
    let w = x * m14 + y * m24 + z * m34 + m44
    if w == 1 { return (xp, yp, zp) }
    return (xp / w, yp / w, zp / w)
  }

  /// Maps a point of the z = 0 plane and drops the resulting z (with the divide by w′).
  ///
  /// `x′ = (x·m11 + y·m21 + m41) / w′`, `y′ = (x·m12 + y·m22 + m42) / w′`,
  /// `w′ = x·m14 + y·m24 + m44`. This is how a layer's flat content lands on its parent's
  /// plane under perspective. w′ = 0 gives infinite or NaN components.
  public func apply(to point: CGPoint) -> CGPoint {
    let r = apply(x: point.x, y: point.y, z: 0)
    return CGPoint(x: r.x, y: r.y)
  }
}
