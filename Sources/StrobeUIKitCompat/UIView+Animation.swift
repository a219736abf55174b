import Foundation
import StrobeCore

extension UIView {
  /// Layer keys a view animates inside an animation block (the view-level properties and
  /// the animatable layer properties UIKit animates, plus a backing shape or gradient
  /// layer's animatable properties): the property tables' rows that animate in view blocks
  /// (docs/animation.md §Where a property lives).
  ///
  /// Other keys (`hidden`, `sublayers`, `path`…) never animate on a view's own layer.
  public static let animatableLayerKeys: Set<String> = LayerPropertyTables.viewAnimatableKeys

  /// The action for a change of `event` on the view's own layer (the `CALayerDelegate`
  /// answer).
  ///
  /// Outside an animation block, in ``performWithoutAnimation(_:)``, when animations are
  /// disabled, or for a key not in ``animatableLayerKeys``: `NSNull()` — no implicit
  /// animation, as on iOS. Inside ``animate(withDuration:delay:options:animations:completion:)``:
  /// a `CABasicAnimation` with the block's duration, curve, delay (`beginTime` = now + delay,
  /// fill mode backwards), repeat and autoreverse options. For another layer whose delegate
  /// is this view, nil (the layer's own lookup continues).
  public func action(for layer: CALayer, forKey event: String) -> CAAction? {
    guard layer === self.layer else { return nil }
    let stack = ViewAnimationStack.current
    guard stack.animationsEnabled, let context = stack.top, context.isAnimated,
      Self.animatableLayerKeys.contains(event)
    else { return NSNull() }
    return context.action(for: layer, key: event)
  }

  /// Animates the view changes made in `animations` (UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`).
  ///
  /// Mapped onto one `CATransaction`: it begins (outermost: running the layout pass for the
  /// views that need layout and committing pending changes first, so views created earlier count as on
  /// screen and their layout does not animate), its animation duration and timing function
  /// are set from `duration` and the curve option (so standalone sublayers changed in the
  /// block animate with them through their implicit actions), its completion block is set,
  /// `animations` runs, and it commits. Each change of a view's layer property in the block
  /// becomes a `CABasicAnimation` (see ``action(for:forKey:)``) from the old model value
  /// (or, with `.beginFromCurrentState`, the value on screen when a previous animation of
  /// that property is still running) to the new one; the model holds the new value at once.
  ///
  /// `completion` runs with CATransaction completion semantics: when the document clock
  /// (`DocumentClock.setTime(_:)`) passes the end of every animation added in the block
  /// (never for `.repeat`), or at the next flush or clock move when nothing animated.
  /// `finished` is false when a later animation replaced one of the block's before then.
  /// Differences from UIKit: the delay applies to the views' animations only (standalone
  /// sublayers start at once); an interrupted block's completion runs at its original end
  /// time rather than at the interruption. A `duration` ≤ 0 makes the changes without
  /// animation (completion as above).
  ///
  /// A block nested in an animated curve block inherits that block's duration and curve, as
  /// in UIKit, unless its options contain ``AnimationOptions/overrideInheritedDuration`` or
  /// ``AnimationOptions/overrideInheritedCurve``. With ``AnimationOptions/layoutSubviews``
  /// the views that need layout are laid out at the end of the block, inside it, so their
  /// layout animates with it.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    var duration = duration
    var options = options
    if let outer = ViewAnimationStack.current.top, outer.isAnimated, outer.spring == nil {
      if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
      if !options.contains(.overrideInheritedCurve) {
        options = AnimationOptions(
          rawValue: (options.rawValue & ~AnimationOptions.curveMask)
            | (outer.options.rawValue & AnimationOptions.curveMask))
      }
    }
    let context = ViewAnimationContext(
      isAnimated: duration > 0, duration: duration, delay: max(delay, 0), options: options)
    run(context, animations: animations, completion: completion)
  }

  /// Animates the view changes made in `animations` with a spring (UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
  ///
  /// As ``animate(withDuration:delay:options:animations:completion:)``, but each view change
  /// becomes a `CASpringAnimation` (mass 1, no timing function) whose damping ratio is
  /// `dampingRatio` (clamped to [0.001, 1]; 1 is critically damped) and whose stiffness is the
  /// smallest that settles (to 0.001 of the distance) within `duration`; `velocity` is the
  /// initial velocity in distances per second (1 = the whole distance in one second), as in
  /// UIKit. UIKit's exact mapping from duration to stiffness is not documented: this one is
  /// Strobe's, chosen so the animation ends at rest after `duration`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring =
      duration > 0
      ? ViewAnimationContext.springParameters(
        dampingRatio: Double(dampingRatio), velocity: Double(velocity), duration: duration)
      : nil
    let context = ViewAnimationContext(
      isAnimated: duration > 0, duration: duration, delay: max(delay, 0), options: options,
      spring: spring)
    run(context, animations: animations, completion: completion)
  }

  /// Runs an animation block: one transaction around `animations` (see
  /// ``animate(withDuration:delay:options:animations:completion:)``).
  static func run(
    _ context: ViewAnimationContext, animations: () -> Void, completion: ((Bool) -> Void)?
  ) {
    let animated = context.isAnimated
    let duration = context.duration
    let options = context.options
    // An outermost block starts with a layout pass (a bare CATransaction.begin() does not),
    // which leaves out views created this turn: on iOS they are first laid out at the end of
    // the turn, after their `init` (which may itself run this block) has returned.
    LayerLayoutQueue.current.deferringLayersCreatedThisTurn {
      CATransaction.beginAfterCommitObservers()
    }
    if animated {
      CATransaction.setAnimationDuration(duration)
      CATransaction.setAnimationTimingFunction(options.timingFunction)
    }
    CATransaction.setCompletionBlock { completion?(context.allFinished) }
    let stack = ViewAnimationStack.current
    stack.contexts.append(context)
    animations()
    if options.contains(.layoutSubviews) { LayerLayoutQueue.current.layoutPendingLayers() }
    stack.contexts.removeLast()
    context.finish()
    CATransaction.commit()
  }

  /// Animates with the default options and no delay (UIKit's short form).
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates with the default options, no delay and no completion (UIKit's shortest form).
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Runs `actionsWithoutAnimation` with view animations off, even inside an animation
  /// block (standalone sublayers keep their implicit actions).
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let stack = ViewAnimationStack.current
    stack.contexts.append(
      ViewAnimationContext(isAnimated: false, duration: 0, delay: 0, options: []))
    actionsWithoutAnimation()
    stack.contexts.removeLast()
  }

  /// Whether view animations are enabled on this thread (UIKit's `areAnimationsEnabled`).
  public static var areAnimationsEnabled: Bool { ViewAnimationStack.current.animationsEnabled }

  /// Turns view animations on or off for this thread (UIKit's `setAnimationsEnabled(_:)`).
  public static func setAnimationsEnabled(_ enabled: Bool) {
    ViewAnimationStack.current.animationsEnabled = enabled
  }

  /// The duration of the innermost animation block being run, or 0 outside one (UIKit's
  /// `inheritedAnimationDuration`).
  public static var inheritedAnimationDuration: TimeInterval {
    guard let c = ViewAnimationStack.current.top, c.isAnimated else { return 0 }
    return c.duration
  }
}
