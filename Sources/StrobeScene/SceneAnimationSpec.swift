import StrobeCore

/// A validated animation object of a scene file (not yet a Core Animation object).
public struct SceneAnimationSpec: Sendable, Equatable {
  /// The animation `type`.
  public enum Kind: String, Sendable, CaseIterable {
    /// CABasicAnimation.
    case basic
    /// CAKeyframeAnimation.
    case keyframe
    /// CASpringAnimation.
    case spring
    /// CAAnimationGroup.
    case group
    /// CATransition.
    case transition
  }

  /// The animation class.
  public var kind: Kind
  /// The key it is added under (`add(_:forKey:)`), if any.
  public var key: String?
  /// The canonical key path (KVC aliases resolved), for property animations.
  public var keyPath: String?
  /// The kind of the animated values, for property animations.
  public var valueKind: SceneValueKind?
  /// Every other key, decoded, in source order (timing, values, spring parameters…).
  public var properties: [SceneProperty]
  /// The children of a group.
  public var animations: [SceneAnimationSpec]
  /// Where the animation object starts.
  public var location: SceneLocation

  /// An animation from its parts.
  public init(
    kind: Kind, key: String?, keyPath: String?, valueKind: SceneValueKind?,
    properties: [SceneProperty], animations: [SceneAnimationSpec], location: SceneLocation
  ) {
    self.kind = kind
    self.key = key
    self.keyPath = keyPath
    self.valueKind = valueKind
    self.properties = properties
    self.animations = animations
    self.location = location
  }

  /// The decoded value of `key`, if present.
  public func value(_ key: String) -> SceneValue? {
    properties.first { $0.key == key }?.value
  }

  /// A number-valued property (`beginTime`, `duration`…), if present and numeric.
  public func number(_ key: String) -> Double? {
    if case .number(let d) = value(key) { return d }
    return nil
  }

  /// A boolean property, if present.
  public func bool(_ key: String) -> Bool? {
    if case .bool(let b) = value(key) { return b }
    return nil
  }
}
