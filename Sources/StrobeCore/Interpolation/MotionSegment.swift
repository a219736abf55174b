import Foundation
import StrobeGeometry

/// One keyframe segment of a motion path, held as a cubic Bézier.
///
/// Lines become cubics with controls at 1/3 and 2/3 and quads are degree-elevated, which
/// keeps their parametrisation (the point at parameter t is unchanged), so "the Bézier
/// parameter of the element" is the same for every kind.
struct MotionSegment: Sendable, Equatable {
  /// Start point (x, y).
  var p0: (Double, Double)
  /// First control point.
  var c1: (Double, Double)
  /// Second control point.
  var c2: (Double, Double)
  /// End point.
  var p1: (Double, Double)

  /// Compares all four points.
  static func == (a: MotionSegment, b: MotionSegment) -> Bool {
    a.p0 == b.p0 && a.c1 == b.c1 && a.c2 == b.c2 && a.p1 == b.p1
  }

  /// A straight segment.
  static func line(_ a: CGPoint, _ b: CGPoint) -> MotionSegment {
    let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
    return MotionSegment(
      p0: (ax, ay), c1: (ax + (bx - ax) / 3, ay + (by - ay) / 3),
      c2: (ax + 2 * (bx - ax) / 3, ay + 2 * (by - ay) / 3), p1: (bx, by))
  }

  /// A quadratic segment, degree-elevated.
  static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> MotionSegment {
    let (ax, ay, cx, cy) = (Double(a.x), Double(a.y), Double(c.x), Double(c.y))
    let (bx, by) = (Double(b.x), Double(b.y))
    return MotionSegment(
      p0: (ax, ay), c1: (ax + 2 * (cx - ax) / 3, ay + 2 * (cy - ay) / 3),
      c2: (bx + 2 * (cx - bx) / 3, by + 2 * (cy - by) / 3), p1: (bx, by))
  }

  /// A cubic segment.
  static func cubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint) -> MotionSegment {
    MotionSegment(
      p0: (Double(a.x), Double(a.y)), c1: (Double(c1.x), Double(c1.y)),
      c2: (Double(c2.x), Double(c2.y)), p1: (Double(b.x), Double(b.y)))
  }

  /// The keyframe segments of a path: one per line, quad, cubic or close (a line back to the
  /// subpath start) after a move; moves start new subpaths and are not segments.
  static func segments(of path: PathData) -> [MotionSegment] {
    var result: [MotionSegment] = []
    var current: CGPoint?
    var start: CGPoint?
    for element in path.elements {
      switch element {
      case .move(let p):
        current = p
        start = p
      case .line(let p):
        if let c = current { result.append(.line(c, p)) }
        current = p
      case .quadCurve(let p, let control):
        if let c = current { result.append(.quad(c, control, p)) }
        current = p
      case .curve(let p, let c1, let c2):
        if let c = current { result.append(.cubic(c, c1, c2, p)) }
        current = p
      case .closeSubpath:
        if let c = current, let s = start { result.append(.line(c, s)) }
        current = start
      }
    }
    return result
  }

  /// The point at Bézier parameter t.
  func point(at t: Double) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.0 + b * c1.0 + c * c2.0 + d * p1.0, y: a * p0.1 + b * c1.1 + c * c2.1 + d * p1.1)
  }

  /// The derivative dB/dt at t.
  func derivative(at t: Double) -> (Double, Double) {
    let u = 1 - t
    let a = 3 * u * u
    let b = 6 * u * t
    let c = 3 * t * t
    return (
      a * (c1.0 - p0.0) + b * (c2.0 - c1.0) + c * (p1.0 - c2.0),
      a * (c1.1 - p0.1) + b * (c2.1 - c1.1) + c * (p1.1 - c2.1)
    )
  }

  /// The tangent direction `atan2(dy, dx)` at t, or nil for a segment that is a single point.
  ///
  /// Where the derivative vanishes (a control point on the end point) the direction is taken
  /// a little inside the segment, then from the chord.
  func tangentAngle(at t: Double) -> Double? {
    let scale = max(abs(p0.0), abs(p0.1), abs(p1.0), abs(p1.1), 1)
    var d = derivative(at: t)
    if hypot(d.0, d.1) <= 1e-12 * scale {
      d = derivative(at: t < 0.5 ? t + 1e-6 : t - 1e-6)
    }
    if hypot(d.0, d.1) <= 1e-12 * scale {
      d = (p1.0 - p0.0, p1.1 - p0.1)
    }
    guard hypot(d.0, d.1) > 1e-12 * scale else { return nil }
    return atan2(d.1, d.0)
  }
}
