import Foundation
import StrobeGeometry

extension UIBezierPath {
  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) { data.append(.move(to: point)) }

  /// Adds a straight line from the current point to `point`.
  ///
  /// On an empty path the line has no start; as in StrobeGeometry it becomes a move to
  /// `point` (UIKit logs an error and ignores it).
  public func addLine(to point: CGPoint) { data.append(.line(to: point)) }

  /// Adds a cubic Bézier from the current point to `endPoint`.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    data.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
  }

  /// Adds a quadratic Bézier from the current point to `endPoint`.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    data.append(.quadCurve(to: endPoint, control: controlPoint))
  }

  /// Adds a circular arc with UIKit's direction: `clockwise = true` means increasing angle.
  ///
  /// A line from the current point to the arc's start comes first (a move on an empty
  /// path), then cubic pieces of at most 90°: Core Graphics' `addArc` with the flag
  /// inverted, as UIKit calls it.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    let p = CGMutablePath(data: data)
    p.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
    data = p.data
  }

  /// Closes the current subpath with a straight line back to its start.
  public func close() { data.append(.closeSubpath) }

  /// Removes every element.
  public func removeAllPoints() { data = PathData() }

  /// Appends the elements of `bezierPath` (its structure kept; its stroke attributes are not
  /// copied).
  public func append(_ bezierPath: UIBezierPath) { data.append(contentsOf: bezierPath.data) }

  /// Maps every point (end and control points) by `transform`; the structure is kept.
  public func apply(_ transform: CGAffineTransform) { data = data.applying(transform) }

  /// A new path with every subpath traversed in the opposite direction, in the same order.
  ///
  /// An open subpath p0 → … → pn becomes a move to pn, then each segment backwards (a curve's
  /// control points swapped) down to p0. A closed subpath starts at its last on-curve point
  /// pn, runs the segments backwards to p0 and closes (the close then draws p0 → pn, the
  /// original closing segment reversed), so it keeps its element count. Apple's start point
  /// for reversed closed subpaths is unconfirmed. Stroke attributes are copied.
  public func reversing() -> UIBezierPath {
    let p = copy()
    p.data = Self.reversed(data)
    return p
  }

  /// `data` with every subpath reversed (see ``reversing()``).
  static func reversed(_ data: PathData) -> PathData {
    var subpaths: [[PathElement]] = []
    for e in data.elements {
      if case .move = e {
        subpaths.append([e])
      } else if subpaths.isEmpty || isClosed(subpaths[subpaths.count - 1]) {
        // A segment after a close continues from the closed subpath's start.
        let start = subpaths.last.flatMap { startPoint(of: $0) } ?? .zero
        subpaths.append([.move(to: start), e])
      } else {
        subpaths[subpaths.count - 1].append(e)
      }
    }
    var out = PathData()
    for sub in subpaths { out.append(contentsOf: PathData(reverse(subpath: sub))) }
    return out
  }

  private static func isClosed(_ sub: [PathElement]) -> Bool {
    if case .closeSubpath? = sub.last { return true }
    return false
  }

  private static func startPoint(of sub: [PathElement]) -> CGPoint? {
    if case .move(let p)? = sub.first { return p }
    return nil
  }

  /// One subpath (a move, segments, maybe a close) reversed.
  private static func reverse(subpath sub: [PathElement]) -> [PathElement] {
    guard let start = startPoint(of: sub) else { return sub }
    let closed = isClosed(sub)
    let segments = sub.dropFirst().filter {
      if case .closeSubpath = $0 { return false }
      return true
    }
    // On-curve points p0 … pn.
    var points = [start]
    for s in segments { points.append(s.endPoint ?? start) }
    var out: [PathElement] = [.move(to: points[points.count - 1])]
    for i in stride(from: segments.count - 1, through: 0, by: -1) {
      let back = points[i]
      switch segments[i] {
      case .line: out.append(.line(to: back))
      case .quadCurve(_, let c): out.append(.quadCurve(to: back, control: c))
      case .curve(_, let c1, let c2): out.append(.curve(to: back, control1: c2, control2: c1))
      case .move, .closeSubpath: break
      }
    }
    if closed { out.append(.closeSubpath) }
    return out
  }
}
