import StrobeCore

/// The keys of a `"keyframe"` animation besides its key path and timing, decoded (nil: not
/// given).
///
/// `values` and `path` keep their locations (as ``SceneProperty`` values), for the limits
/// and for errors building a path.
public struct SceneKeyframes: Sendable, Equatable {
  /// `values`: a ``SceneValue/list(_:)`` of values of the key path's kind.
  public var values: SceneProperty?
  /// `keyTimes`.
  public var keyTimes: [Double]?
  /// `timingFunctions`, one per segment.
  public var timingFunctions: [CAMediaTimingFunction]?
  /// `calculationMode`.
  public var calculationMode: CAAnimationCalculationMode?
  /// `tensionValues`.
  public var tensionValues: [Double]?
  /// `continuityValues`.
  public var continuityValues: [Double]?
  /// `biasValues`.
  public var biasValues: [Double]?
  /// `path`: a motion path (a ``SceneValue/path(_:)``), for point key paths.
  public var path: SceneProperty?
  /// `rotationMode`.
  public var rotationMode: CAAnimationRotationMode?
  /// `pathProgress` (a Strobe extension): how `path` is followed.
  public var pathProgress: PathProgressMode?

  /// No key given.
  public init() {}

  /// The keys of a keyframe animation besides the timing and property keys.
  ///
  /// In the scene format's order. `morph`, shared with basic animations, is listed here but
  /// decoded into ``SceneAnimationSpec/morph``.
  static let keys = [
    "values", "keyTimes", "timingFunctions", "calculationMode", "tensionValues",
    "continuityValues", "biasValues", "path", "rotationMode", "morph", "pathProgress",
  ]

  /// Decodes `key` from `c` into its field (`values` as `valueKind`); false when `key` is
  /// not a keyframe key.
  mutating func decode(_ key: String, _ c: SceneCursor, valueKind: SceneValueKind?) throws
    -> Bool
  {
    switch key {
    case "values":
      guard let valueKind else { return false }
      values = SceneProperty(
        key: key, value: .list(try c.array().map { try valueKind.decode($0) }),
        location: c.location)
    case "keyTimes": keyTimes = c.isNull ? nil : try c.numberList()
    case "timingFunctions":
      timingFunctions = try c.array().compactMap {
        SceneAnimationTiming.timingFunction(try SceneValueKind.timingFunction.decode($0))
      }
    case "calculationMode":
      calculationMode = CAAnimationCalculationMode(
        rawValue: try c.oneOf(["linear", "discrete", "paced", "cubic", "cubicPaced"]))
    case "tensionValues": tensionValues = c.isNull ? nil : try c.numberList()
    case "continuityValues": continuityValues = c.isNull ? nil : try c.numberList()
    case "biasValues": biasValues = c.isNull ? nil : try c.numberList()
    case "path":
      path = SceneProperty(key: key, value: .path(try c.path()), location: c.location)
    case "rotationMode":
      rotationMode = CAAnimationRotationMode(rawValue: try c.oneOf(["auto", "autoReverse"]))
    case "pathProgress":
      pathProgress = PathProgressMode(rawValue: try c.oneOf(["bezierParameter", "arcLength"]))
    default: return false
    }
    return true
  }
}
