import Foundation

/// One cubic Bézier piece used by the resampling morph (lines and quadratics are raised to
/// cubics exactly).
struct MorphCubic: Sendable, Hashable {
  /// Start point.
  var p0: CGPoint
  /// First control point.
  var p1: CGPoint
  /// Second control point.
  var p2: CGPoint
  /// End point.
  var p3: CGPoint

  /// A cubic from its four points.
  init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
    (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
  }

  /// The straight line from `a` to `b` as a cubic with controls at one and two thirds, so its
  /// parameter is proportional to arc length.
  static func line(_ a: CGPoint, _ b: CGPoint) -> MorphCubic {
    MorphCubic(a, lerp(a, b, 1.0 / 3), lerp(a, b, 2.0 / 3), b)
  }

  /// The quadratic (a, c, b) raised exactly to a cubic.
  static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> MorphCubic {
    MorphCubic(a, lerp(a, c, 2.0 / 3), lerp(b, c, 2.0 / 3), b)
  }

  /// A cubic with all four points at `p`.
  static func point(_ p: CGPoint) -> MorphCubic { MorphCubic(p, p, p, p) }

  /// `a + (b − a)·t`.
  static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  /// The point at parameter `t`.
  func point(at t: CGFloat) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The signed area between the curve and the origin, ½∫(x·y′ − y·x′) dt, in closed form
  /// (positive for clockwise travel on a y-down screen when summed over a closed contour).
  var signedArea: CGFloat {
    let a = p0.x * (6 * p1.y + 3 * p2.y + p3.y)
    let b = 3 * (p1.x * (-2 * p0.y + p2.y + p3.y) - p2.x * (p0.y + p1.y - 2 * p3.y))
    let c = p3.x * (p0.y + 3 * p1.y + 6 * p2.y)
    return (a + b - c) / 20
  }

  /// The two halves at parameter `t` (de Casteljau); they share the split point exactly.
  func split(at t: CGFloat) -> (MorphCubic, MorphCubic) {
    let a = Self.lerp(p0, p1, t)
    let b = Self.lerp(p1, p2, t)
    let c = Self.lerp(p2, p3, t)
    let d = Self.lerp(a, b, t)
    let e = Self.lerp(b, c, t)
    let f = Self.lerp(d, e, t)
    return (MorphCubic(p0, a, d, f), MorphCubic(f, e, c, p3))
  }

  /// The piece between parameters `t0 ≤ t1`; the whole cubic (bit for bit) for 0…1.
  func piece(from t0: CGFloat, to t1: CGFloat) -> MorphCubic {
    if t0 <= 0 && t1 >= 1 { return self }
    if t1 <= t0 { return .point(t0 <= 0 ? p0 : t0 >= 1 ? p3 : point(at: t0)) }
    let left = t1 >= 1 ? self : split(at: t1).0
    if t0 <= 0 { return left }
    return left.split(at: t0 / t1).1
  }

  /// The same curve traversed backwards.
  var reversed: MorphCubic { MorphCubic(p3, p2, p1, p0) }
}
