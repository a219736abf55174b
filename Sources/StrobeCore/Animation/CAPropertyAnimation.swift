import Foundation

/// An animation of one key path of a layer (Core Animation's `CAPropertyAnimation`).
///
/// `keyPath` names any animatable key path (``AnimatableProperty/named(_:)``): whole
/// properties (`opacity`, `position`, `path`…), struct fields (`position.x`,
/// `bounds.size.width`…) and transform sub-keys (`transform.rotation.z`, `transform.scale`…).
/// An unknown or non-animatable key path makes the animation contribute nothing (Core
/// Animation ignores it too); Strobe reports it through ``AnimationDiagnostics`` when the
/// animation is added, and scene files report it as an error.
open class CAPropertyAnimation: CAAnimation {
  /// The animated key path.
  public var keyPath: String?
  /// Whether the animated value is added to the value below it (model or earlier animations).
  public var isAdditive = false
  /// Whether each repeat cycle builds on the end value of the previous one.
  public var isCumulative = false
  /// A function that turns the animated scalars into a transform (transform key paths only).
  public var valueFunction: CAValueFunction?
  /// How a path animation morphs between paths (a Strobe extension; default Core
  /// Animation's point-wise rule, under which different structures do not animate).
  public var morphMode: PathMorphMode = .coreAnimation

  /// An animation with no key path.
  public override init() { super.init() }

  /// An animation of `path` (Core Animation's `init(keyPath:)`).
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// A copy of `other` (property fields too when it is a property animation).
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CAPropertyAnimation {
      keyPath = o.keyPath
      isAdditive = o.isAdditive
      isCumulative = o.isCumulative
      valueFunction = o.valueFunction
      morphMode = o.morphMode
    }
  }
}

/// How a path animation morphs (a Strobe extension of `CAPropertyAnimation`).
public enum PathMorphMode: String, Sendable, Hashable {
  /// Core Animation's rule: every point moves linearly when the two paths have the same
  /// element structure; otherwise the animation has no effect (the value below shows).
  case coreAnimation
  /// The arc-length resampling morph (`PathMorph`): any two paths morph smoothly.
  case resample
}
