import Foundation

/// One element of a path: the five kinds Core Graphics knows.
///
/// Points are in the path's own user space (points, y down as on iOS). A path is a list of
/// these in order; ``PathData`` stores them and every geometry algorithm works on that list.
public enum PathElement: Sendable, Hashable {
  /// Starts a new subpath at `to`.
  case move(to: CGPoint)
  /// A straight line from the current point to `to`.
  case line(to: CGPoint)
  /// A quadratic Bézier from the current point to `to` with one control point.
  case quadCurve(to: CGPoint, control: CGPoint)
  /// A cubic Bézier from the current point to `to` with two control points.
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  /// Closes the current subpath with a straight line back to its start point.
  case closeSubpath

  /// The element's end point, or `nil` for ``closeSubpath`` (whose end is the subpath start).
  public var endPoint: CGPoint? {
    switch self {
    case .move(let p), .line(let p): return p
    case .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
  }

  /// Whether every point the element carries has finite coordinates (``closeSubpath``, which
  /// carries none, is finite); checked without building ``points``.
  public var isFinite: Bool {
    switch self {
    case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
    case .quadCurve(let p, let c):
      return p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
    case .curve(let p, let c1, let c2):
      return p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite
        && c2.y.isFinite
    case .closeSubpath: return true
    }
  }

  /// Every point the element carries, in Core Graphics' order (controls first, end last).
  public var points: [CGPoint] {
    switch self {
    case .move(let p), .line(let p): return [p]
    case .quadCurve(let p, let c): return [c, p]
    case .curve(let p, let c1, let c2): return [c1, c2, p]
    case .closeSubpath: return []
    }
  }

  /// The element with every point passed through `transform`.
  public func mapPoints(_ transform: (CGPoint) -> CGPoint) -> PathElement {
    switch self {
    case .move(let p): return .move(to: transform(p))
    case .line(let p): return .line(to: transform(p))
    case .quadCurve(let p, let c): return .quadCurve(to: transform(p), control: transform(c))
    case .curve(let p, let c1, let c2):
      return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
    case .closeSubpath: return .closeSubpath
    }
  }
}
