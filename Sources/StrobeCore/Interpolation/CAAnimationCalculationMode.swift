import Foundation

/// How a keyframe animation computes values between its keyframes (Core Animation's
/// `CAAnimationCalculationMode`), docs/core-animation-semantics.md §6.
public struct CAAnimationCalculationMode: RawRepresentable, Sendable, Hashable {
  /// The mode's name as Core Animation spells it (`"linear"`, `"cubicPaced"`…).
  public let rawValue: String

  /// A calculation mode from its raw string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Straight-line interpolation between keyframes, timed by `keyTimes` (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// No interpolation: each value holds until the next key time (n + 1 key times).
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Linear interpolation at constant speed: key times come from the distances.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A Kochanek–Bartels (Catmull–Rom by default) spline through the keyframes.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// The cubic spline with key times from the distances.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

  /// Every mode Core Animation defines.
  public static let allCases: [CAAnimationCalculationMode] = [
    .linear, .discrete, .paced, .cubic, .cubicPaced,
  ]

  /// Whether the mode ignores `keyTimes` and `timingFunctions` (paced and cubicPaced).
  public var isPaced: Bool { self == .paced || self == .cubicPaced }
}
