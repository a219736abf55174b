import StrobeCore

/// A validated animation object of a scene file (not yet a Core Animation object): every key
/// decoded once into a typed field, none read back by name (docs/scene-format.md
/// "Animation").
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
  /// The timing keys and `timingFunction`.
  public var timing = SceneAnimationTiming()
  /// `isAdditive` (property animations).
  public var isAdditive: Bool?
  /// `isCumulative` (property animations).
  public var isCumulative: Bool?
  /// `morph` (path animations): `.resample` for `"resample"`.
  public var morph: PathMorphMode?
  /// `fromValue` (basic and spring animations), located.
  public var fromValue: SceneProperty?
  /// `toValue`, located.
  public var toValue: SceneProperty?
  /// `byValue`, located.
  public var byValue: SceneProperty?
  /// The keyframe keys (keyframe animations).
  public var keyframes = SceneKeyframes()
  /// The spring keys (spring animations).
  public var spring = SceneSpringParameters()
  /// The transition keys (transitions).
  public var transition = SceneTransitionParameters()
  /// The children of a group.
  public var animations: [SceneAnimationSpec]
  /// Where the animation object starts.
  public var location: SceneLocation

  /// An animation of `kind` with no keys but its key path; set the typed fields after.
  public init(
    kind: Kind, key: String? = nil, keyPath: String? = nil, valueKind: SceneValueKind? = nil,
    animations: [SceneAnimationSpec] = [], location: SceneLocation
  ) {
    self.kind = kind
    self.key = key
    self.keyPath = keyPath
    self.valueKind = valueKind
    self.animations = animations
    self.location = location
  }

  /// The located values of the animation, in key order: `fromValue`, `toValue`, `byValue`,
  /// keyframe `values` and `path` (what the limits check for path elements).
  public var valueProperties: [SceneProperty] {
    [fromValue, toValue, byValue, keyframes.values, keyframes.path].compactMap { $0 }
  }
}
