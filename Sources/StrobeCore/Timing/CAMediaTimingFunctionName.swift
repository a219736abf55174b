import Foundation

/// The name of one of Core Animation's predefined timing curves (`CAMediaTimingFunctionName`).
///
/// The raw values are Core Animation's strings (`"linear"`, `"easeIn"`, `"easeOut"`,
/// `"easeInEaseOut"`, `"default"`), which scene files use as well.
public struct CAMediaTimingFunctionName: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String

  /// A name from its Core Animation string value.
  ///
  /// Any string is accepted; only the five predefined names are known to
  /// ``CAMediaTimingFunction/init(name:)`` (see ``isPredefined``).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Linear pacing: control points (0, 0) and (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Ease in: control points (0.42, 0) and (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Ease out: control points (0, 0) and (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Ease in and out: control points (0.42, 0) and (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The curve of implicit actions: control points (0.25, 0.1) and (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

  /// The five predefined names, in Core Animation's documentation order.
  public static let allPredefined: [CAMediaTimingFunctionName] = [
    .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
  ]

  /// Whether this is one of the five predefined names.
  public var isPredefined: Bool { Self.allPredefined.contains(self) }

  /// Core Animation's inner control points (c1x, c1y, c2x, c2y) for a predefined name, as
  /// exact `Double` literals; nil for any other name.
  public var controlPoints: (c1x: Double, c1y: Double, c2x: Double, c2y: Double)? {
    switch rawValue {
    case "linear": return (0, 0, 1, 1)
    case "easeIn": return (0.42, 0, 1, 1)
    case "easeOut": return (0, 0, 0.58, 1)
    case "easeInEaseOut": return (0.42, 0, 0.58, 1)
    case "default": return (0.25, 0.1, 0.25, 1)
    default: return nil
    }
  }
}
