import Foundation

/// The value-type element store behind every ``CGPath``.
///
/// `PathData` is an immutable-by-value list of ``PathElement``s with exactly the structure
/// that was built (no normalisation: a quad stays a quad, a close stays a close), so that
/// morphing can match element kinds the way Core Animation does. It is `Sendable` and is
/// what the presentation tree, the draw list and all geometry algorithms carry.
///
/// Appending follows Core Graphics' rules: a line or curve added to an empty path (or after
/// a close, with no move) starts with an implicit move to the current point.
public struct PathData: Sendable, Hashable {
  /// The elements, in order.
  public private(set) var elements: [PathElement]

  /// The start point of the current subpath (where a close returns to).
  public private(set) var subpathStart: CGPoint?
  /// The current point: the end of the last element, or the subpath start after a close;
  /// `nil` for an empty path.
  public private(set) var currentPoint: CGPoint?

  /// An empty path.
  public init() {
    elements = []
    subpathStart = nil
    currentPoint = nil
  }

  /// A path with the given elements, appended one by one under Core Graphics' rules.
  public init<S: Sequence>(_ elements: S) where S.Element == PathElement {
    self.init()
    for e in elements { append(e) }
  }

  /// A path from elements already in canonical form (every subpath starts with a move; no
  /// close without an open subpath, no repeated close), with its state recomputed from the
  /// tail, skipping the per-element checks of ``append(_:)`` (internal fast path).
  init(canonical elements: [PathElement]) {
    self.elements = elements
    var start: CGPoint?
    var lastMove: CGPoint?
    var current: CGPoint?
    for e in elements.reversed() {
      if case .move(let p) = e {
        lastMove = p
        break
      }
    }
    switch elements.last {
    case .none: break
    case .closeSubpath?:
      current = lastMove
    case let e?:
      current = e.endPoint
      start = lastMove
    }
    subpathStart = start
    currentPoint = current
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Appends one element.
  ///
  /// A drawing element with no current point first gets an implicit move to its own start
  /// (its end point for a line, Core Graphics' behaviour for an empty path is to ignore the
  /// line; we treat it as a move so nothing is silently dropped). A close with no open
  /// subpath is ignored, as in Core Graphics.
  public mutating func append(_ element: PathElement) {
    switch element {
    case .move(let p):
      elements.append(element)
      subpathStart = p
      currentPoint = p
    case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
      if currentPoint == nil {
        elements.append(.move(to: p))
        subpathStart = p
        currentPoint = p
        if case .line = element { return }
      } else if subpathStart == nil {
        elements.append(.move(to: currentPoint!))
        subpathStart = currentPoint
      }
      elements.append(element)
      currentPoint = p
    case .closeSubpath:
      guard subpathStart != nil, let last = elements.last else { return }
      if case .closeSubpath = last { return }
      elements.append(.closeSubpath)
      currentPoint = subpathStart
      subpathStart = nil
    }
  }

  /// Appends every element of `other` (its structure is kept as is).
  public mutating func append(contentsOf other: PathData) {
    for e in other.elements { append(e) }
  }
}
