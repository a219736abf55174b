import Foundation

extension CALayer {
  /// Adds a copy of `anim` under `key`, replacing any animation with the same key.
  ///
  /// As in Core Animation the animation is copied and frozen: later changes to `anim` do not
  /// reach the layer. A `beginTime` of 0 is stamped with the layer's local time at the
  /// document clock's current time (the commit time of the current transaction). A nil
  /// `key` stores the animation under a unique private key that ``animationKeys()`` does not
  /// list. Values that cannot be animated (a wrong type for the key path, an unknown key
  /// path) make the animation contribute nothing, as in Core Animation, and are reported
  /// through ``AnimationDiagnostics`` (standard error by default).
  public func add(_ anim: CAAnimation, forKey key: String?) {
    let copy = anim.copy()
    // Core Animation stores every transition under `kCATransition` (§12.1).
    let key = copy is CATransition ? kCATransition : key
    let storedKey =
      key ?? "\u{0}anonymous-\(animationList.count)-\(ObjectIdentifier(copy).hashValue)"
    let context = TransactionStack.current
    _ = context.ensure()
    if copy.beginTime == 0 {
      copy.beginTime = convertTime(CACurrentMediaTime(), from: nil)
    }
    if copy.duration == 0 {
      copy.duration = context.top.duration
    }
    if hasAnimationEntry(forKey: storedKey),
      let old = removeAnimationEntries(forKey: storedKey).first
    {
      context.didRemove(old.animation)
    }
    var frozen = FrozenAnimation(copy, key: storedKey)
    if case .transition(var spec)? = frozen?.body {
      // The rendering before this transaction's changes, captured now (§12.1).
      let now = CACurrentMediaTime()
      spec.before = [
        presentationNode(
          parentTime: superlayer?.convertTime(now, from: nil) ?? now,
          overrides: context.before)
      ]
      frozen?.body = .transition(spec)
    }
    appendAnimationEntry(AnimationEntry(key: storedKey, animation: copy, frozen: frozen))
    let timing = frozen?.timing ?? MediaTiming(beginTime: copy.beginTime, duration: copy.duration)
    context.didAdd(
      copy, to: self, start: convertTime(copy.beginTime, to: nil),
      end: convertTime(timing.endTime(), to: nil))
  }

  /// The animation stored under `key` (the frozen copy; changing it has no effect).
  public func animation(forKey key: String) -> CAAnimation? {
    guard hasAnimationEntry(forKey: key) else { return nil }
    return animationList.first { $0.key == key }?.animation
  }

  /// The keys of the layer's animations in order of addition, or nil when there are none.
  public func animationKeys() -> [String]? {
    let keys = animationList.map(\.key).filter { !$0.hasPrefix("\u{0}") }
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation stored under `key`.
  public func removeAnimation(forKey key: String) {
    let removed = removeAnimationEntries(forKey: key)
    for entry in removed { TransactionStack.current.didRemove(entry.animation) }
  }

  /// Removes every animation (delegates get `animationDidStop(finished: false)`).
  public func removeAllAnimations() {
    let removed = removeAllAnimationEntries()
    for entry in removed { TransactionStack.current.didRemove(entry.animation) }
  }

  /// The frozen animations in order of addition (what presentation snapshots evaluate).
  public var frozenAnimations: [FrozenAnimation] { frozenList }

  /// Whether this layer or anything under it (masks included) has an animation: what an
  /// animated export needs before it writes anything (docs/animated-output.md).
  package var hasAnimationsInTree: Bool {
    if !frozenList.isEmpty { return true }
    if let mask, mask.hasAnimationsInTree { return true }
    return (sublayers ?? []).contains { $0.hasAnimationsInTree }
  }
}

/// One stored animation: the frozen copy and its `Sendable` evaluation form.
struct AnimationEntry {
  var key: String
  var animation: CAAnimation
  var frozen: FrozenAnimation?
}
