import StrobeCore

/// The `CAMediaTiming` keys of an animation object (and of a transaction's transition),
/// decoded: nil where the key is absent, so Core Animation's default stays
/// (docs/scene-format.md "Animation").
public struct SceneAnimationTiming: Sendable, Equatable {
  /// An animation's `duration`.
  public enum Duration: Sendable, Equatable {
    /// Seconds (≥ 0; 0 means Core Animation's default, 0.25 s).
    case seconds(Double)
    /// `"settling"`: a spring's own settling duration (spring animations only).
    case settling
  }

  /// `beginTime`, in the parent's time space.
  public var beginTime: Double?
  /// `duration`.
  public var duration: Duration?
  /// `speed`.
  public var speed: Double?
  /// `timeOffset`.
  public var timeOffset: Double?
  /// `repeatCount` (`"infinity"` decodes to `.infinity`).
  public var repeatCount: Double?
  /// `repeatDuration` (≥ 0).
  public var repeatDuration: Double?
  /// `autoreverses`.
  public var autoreverses: Bool?
  /// `fillMode`.
  public var fillMode: CAMediaTimingFillMode?
  /// `isRemovedOnCompletion`.
  public var isRemovedOnCompletion: Bool?
  /// `timingFunction`: a name or four control points.
  public var timingFunction: CAMediaTimingFunction?

  /// No key given: every default.
  public init() {}

  /// The keys this type decodes (the timing keys and `timingFunction`).
  static let keys = [
    "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
    "autoreverses", "fillMode", "isRemovedOnCompletion", "timingFunction",
  ]

  /// Decodes `key` from `cursor` into its field; false when `key` is not a timing key.
  ///
  /// - Parameter allowsSettling: whether `duration` may be `"settling"` (springs).
  mutating func decode(_ key: String, _ c: SceneCursor, allowsSettling: Bool) throws -> Bool {
    switch key {
    case "beginTime": beginTime = try c.number()
    case "duration":
      if allowsSettling, case .string = c.value.kind {
        _ = try c.oneOf(["settling"])
        duration = .settling
      } else {
        duration = .seconds(try c.nonNegativeNumber())
      }
    case "speed": speed = try c.number()
    case "timeOffset": timeOffset = try c.number()
    case "repeatCount":
      if case .string = c.value.kind {
        _ = try c.oneOf(["infinity"])
        repeatCount = .infinity
      } else {
        repeatCount = try c.nonNegativeNumber()
      }
    case "repeatDuration": repeatDuration = try c.nonNegativeNumber()
    case "autoreverses": autoreverses = try c.bool()
    case "fillMode":
      fillMode = CAMediaTimingFillMode(
        rawValue: try c.oneOf(["removed", "forwards", "backwards", "both"]))
    case "isRemovedOnCompletion": isRemovedOnCompletion = try c.bool()
    case "timingFunction":
      timingFunction = Self.timingFunction(try SceneValueKind.timingFunction.decode(c))
    default: return false
    }
    return true
  }

  /// A timing function from its decoded scene value (a name or four control points).
  static func timingFunction(_ v: SceneValue) -> CAMediaTimingFunction? {
    switch v {
    case .string(let name):
      return CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
    case .numbers(let p?) where p.count == 4:
      return CAMediaTimingFunction(preciseControlPoints: p[0], p[1], p[2], p[3])
    default: return nil
    }
  }

  /// Sets the given keys on `animation`; `.settling` takes a spring's settling duration.
  func apply(to animation: CAAnimation) {
    if let beginTime { animation.beginTime = beginTime }
    switch duration {
    case .seconds(let d)?: animation.duration = d
    case .settling?: animation.duration = (animation as? CASpringAnimation)?.settlingDuration ?? 0
    case nil: break
    }
    if let speed { animation.speed = Float(speed) }
    if let timeOffset { animation.timeOffset = timeOffset }
    if let repeatCount { animation.repeatCount = Float(repeatCount) }
    if let repeatDuration { animation.repeatDuration = repeatDuration }
    if let autoreverses { animation.autoreverses = autoreverses }
    if let fillMode { animation.fillMode = fillMode }
    if let isRemovedOnCompletion { animation.isRemovedOnCompletion = isRemovedOnCompletion }
    if let timingFunction { animation.timingFunction = timingFunction }
  }

  /// How many cycles the timing runs (at least 1), for the limit on cumulative counts: the
  /// repeat count, or the repeat duration over the duration (0.25 s when 0 or a spring's).
  var cycles: Double {
    var seconds = 0.25
    if case .seconds(let d)? = duration, d > 0 { seconds = d }
    return max(repeatCount ?? 1, (repeatDuration ?? 0) / seconds, 1).rounded(.up)
  }
}
