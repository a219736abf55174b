import Foundation

/// Turns animated scalars into a transform (Core Animation's `CAValueFunction`).
///
/// With a value function, a `transform` animation interpolates numbers (one for the
/// rotate/scaleX… functions, three for `scale` and `translate`) and the built matrix
/// **replaces** the whole transform (measured: rotateZ over a model scale of 2 gives
/// m11 = cos θ).
public final class CAValueFunction: Sendable, Hashable {
  /// The function's name.
  public let name: CAValueFunctionName

  /// The function with the given name (Core Animation's `init(name:)`).
  public init?(name: CAValueFunctionName) {
    guard CAValueFunctionName.allCases.contains(name) else { return nil }
    self.name = name
  }

  /// Value functions are equal when their names are.
  public static func == (a: CAValueFunction, b: CAValueFunction) -> Bool { a.name == b.name }
  /// Hashes the name.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
