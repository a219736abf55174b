import StrobeCore

/// The `CATransition` keys of a transition (an animation of type `"transition"` or a
/// transaction's transition), decoded (nil: not given).
public struct SceneTransitionParameters: Sendable, Equatable {
  /// `transitionType`.
  public var type: CATransitionType?
  /// `subtype`.
  public var subtype: CATransitionSubtype?
  /// `startProgress`.
  public var startProgress: Double?
  /// `endProgress`.
  public var endProgress: Double?

  /// No key given.
  public init() {}

  /// The keys this type decodes.
  static let keys = ["transitionType", "subtype", "startProgress", "endProgress"]

  /// Decodes `key` from `c` into its field; false when `key` is not a transition key.
  mutating func decode(_ key: String, _ c: SceneCursor) throws -> Bool {
    switch key {
    case "transitionType":
      type = CATransitionType(rawValue: try c.oneOf(["fade", "moveIn", "push", "reveal"]))
    case "subtype":
      subtype = CATransitionSubtype(
        rawValue: try c.oneOf(["fromLeft", "fromRight", "fromTop", "fromBottom"]))
    case "startProgress": startProgress = try c.number()
    case "endProgress": endProgress = try c.number()
    default: return false
    }
    return true
  }

  /// The transition these parameters describe.
  func makeTransition() -> CATransition {
    let t = CATransition()
    if let type { t.type = type }
    if let subtype { t.subtype = subtype }
    if let startProgress { t.startProgress = Float(startProgress) }
    if let endProgress { t.endProgress = Float(endProgress) }
    return t
  }
}
