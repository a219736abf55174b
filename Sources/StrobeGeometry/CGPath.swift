import Foundation

/// An immutable graphics path with Core Graphics' API shape.
///
/// On Apple platforms `CGPath` is a Core Foundation type; here it is a class over the
/// `Sendable` value store ``PathData`` so iOS code such as
/// `let path = CGMutablePath(); path.move(to: p); layer.path = path` compiles unchanged.
/// Read ``data`` to get the value that geometry algorithms and the presentation tree use.
///
/// `CGPath` itself is not `Sendable` because ``CGMutablePath`` (a subclass) mutates; pass
/// ``data`` across threads instead.
open class CGPath: CustomStringConvertible, Equatable {
  /// The elements as a value.
  public internal(set) var data: PathData

  /// An empty path.
  public init() { data = PathData() }

  /// A path holding the given elements.
  public init(data: PathData) { self.data = data }

  /// An immutable copy of the path (Core Graphics' `copy()`).
  public func copy() -> CGPath { CGPath(data: data) }

  /// A mutable copy of the path (Core Graphics' `mutableCopy()`).
  public func mutableCopy() -> CGMutablePath { CGMutablePath(data: data) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { data.isEmpty }

  /// The current point, or `.zero` for an empty path (Core Graphics' convention).
  public var currentPoint: CGPoint { data.currentPoint ?? .zero }

  /// A short debugging description listing the elements.
  public var description: String { "CGPath(\(data.elements))" }

  /// Paths are equal when their element lists are equal (Core Graphics' `CGPathEqualToPath`).
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.data == rhs.data }
}

/// A mutable graphics path with Core Graphics' API shape.
///
/// Constructors (`addRect`, `addEllipse(in:)`, `addArc`…) live in extensions by concern.
open class CGMutablePath: CGPath {
  /// An empty mutable path.
  public override init() { super.init() }

  /// A mutable path holding the given elements.
  public override init(data: PathData) { super.init(data: data) }

  /// Starts a new subpath at `point` (mapped by `transform`).
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    data.append(.move(to: point.applying(transform)))
  }

  /// Adds a straight line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    data.append(.line(to: point.applying(transform)))
  }

  /// Adds a quadratic Bézier from the current point to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    data.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
  }

  /// Adds a cubic Bézier from the current point to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    data.append(
      .curve(
        to: end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// Closes the current subpath (a straight line back to its start).
  public func closeSubpath() { data.append(.closeSubpath) }

  /// Appends the elements of another path, mapped by `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for e in path.data.elements { data.append(e.mapPoints { $0.applying(transform) }) }
  }
}
