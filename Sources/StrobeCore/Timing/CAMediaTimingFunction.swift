import Foundation

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) that maps an animation's fraction of
/// time to its fraction of progress (Core Animation's `CAMediaTimingFunction`).
///
/// Immutable and `Sendable`. Control points are stored as given: the named curves keep
/// Core Animation's exact decimal values as `Double` (0.42, 0.58, 0.25, 0.1), custom curves
/// keep the `Float` values passed in (so a custom 0.42 is `Double(Float(0.42))`).
///
/// Identity: Core Animation's `init(name:)` returns one shared object per name. A Swift
/// initializer cannot, so ``init(name:)`` returns a new object equal (`==`) to the shared
/// one; use the static members (``linear``, ``easeIn``, ``easeOut``, ``easeInEaseOut``,
/// ``default``) when identity matters. Equality and hashing compare control points.
public final class CAMediaTimingFunction: Sendable, Hashable, CustomStringConvertible {
  /// The predefined name this function was created from; nil for custom control points.
  public let name: CAMediaTimingFunctionName?
  /// The curve and its solvers.
  public let bezier: UnitBezier

  /// The function for a predefined name, with Core Animation's control points.
  ///
  /// Core Animation raises for an unknown name; Strobe never traps and returns the linear
  /// curve with ``name`` nil instead (check ``CAMediaTimingFunctionName/isPredefined``
  /// first to reject unknown names).
  public init(name: CAMediaTimingFunctionName) {
    if let p = name.controlPoints {
      self.name = name
      bezier = UnitBezier(x1: p.c1x, y1: p.c1y, x2: p.c2x, y2: p.c2y)
    } else {
      self.name = nil
      bezier = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    }
  }

  /// A custom curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1).
  ///
  /// Values are stored as given (no clamping). Inner x values outside [0, 1] make X(t)
  /// non-monotone; see ``UnitBezier`` for how such curves are solved.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    bezier = UnitBezier(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
  }

  /// A custom curve from `Double` control points, stored exactly (no `Float` rounding).
  ///
  /// A Strobe addition for scene files and tests; Core Animation's API is the `Float`
  /// ``init(controlPoints:_:_:_:)``.
  public init(preciseControlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    name = nil
    bezier = UnitBezier(x1: c1x, y1: c1y, x2: c2x, y2: c2y)
  }

  /// The shared linear function.
  public static let linear = CAMediaTimingFunction(name: .linear)
  /// The shared ease-in function.
  public static let easeIn = CAMediaTimingFunction(name: .easeIn)
  /// The shared ease-out function.
  public static let easeOut = CAMediaTimingFunction(name: .easeOut)
  /// The shared ease-in-ease-out function.
  public static let easeInEaseOut = CAMediaTimingFunction(name: .easeInEaseOut)
  /// The shared default function (implicit actions' curve).
  public static let `default` = CAMediaTimingFunction(name: .default)

  /// The shared instance for a predefined name; nil for an unknown name.
  public static func shared(_ name: CAMediaTimingFunctionName) -> CAMediaTimingFunction? {
    switch name {
    case .linear: return .linear
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .easeInEaseOut: return .easeInEaseOut
    case .default: return .default
    default: return nil
    }
  }

  /// Writes control point `index` into `values[0]` (x) and `values[1]` (y).
  ///
  /// Index 0 is (0, 0), 1 and 2 the inner points, 3 is (1, 1). Core Animation raises for an
  /// index outside 0…3; Strobe leaves `values` untouched instead. `values` must point to
  /// at least two writable `Float`s.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    guard let p = controlPointValues(at: index) else { return }
    values[0] = Float(p.x)
    values[1] = Float(p.y)
  }

  /// Control point `index` (0 → (0, 0), 1 and 2 the inner points, 3 → (1, 1)), or nil
  /// outside 0…3.
  public func controlPoint(at index: Int) -> CGPoint? {
    controlPointValues(at: index).map { CGPoint(x: $0.x, y: $0.y) }
  }

  private func controlPointValues(at index: Int) -> (x: Double, y: Double)? {
    switch index {
    case 0: return (0, 0)
    case 1: return (bezier.x1, bezier.y1)
    case 2: return (bezier.x2, bezier.y2)
    case 3: return (1, 1)
    default: return nil
    }
  }

  /// The eased fraction at time fraction `x`, as Core Animation computes it.
  ///
  /// Reproduces the measured samples of semantics §8 (see ``UnitBezier/solve(_:)``).
  /// x outside [0, 1] extrapolates linearly with the curve's end gradients; the linear
  /// curve returns x exactly.
  public func evaluate(_ x: Double) -> Double { bezier.solve(x) }

  /// The eased fraction at `x` solved to `epsilon` in x with the §8 solver
  /// (see ``UnitBezier/solvePrecisely(_:epsilon:)``); differs from ``evaluate(_:)`` by up
  /// to about 1.4e-6 on the named curves.
  public func evaluatePrecisely(_ x: Double, epsilon: Double = 1e-7) -> Double {
    bezier.solvePrecisely(x, epsilon: epsilon)
  }

  /// Two functions are equal when their control points are.
  public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
    lhs.bezier == rhs.bezier
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) { hasher.combine(bezier) }

  /// The name for predefined curves, else `controlPoints(x1, y1, x2, y2)`.
  public var description: String {
    if let name { return name.rawValue }
    return "controlPoints(\(bezier.x1), \(bezier.y1), \(bezier.x2), \(bezier.y2))"
  }
}
