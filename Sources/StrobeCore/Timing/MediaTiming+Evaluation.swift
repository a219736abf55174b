import Foundation

extension MediaTiming {
  /// Where the animation is at a parent time, or nil when it contributes nothing
  /// (semantics §4.2).
  ///
  /// nil: before the start without a backwards fill; after the end without a forwards fill or
  /// with ``isRemovedOnCompletion`` (a removed animation shows the model); a non-finite
  /// local time. Otherwise, with `d` = ``resolvedDuration(defaultDuration:)``, `C` the
  /// cycle and `A` the active duration:
  /// * before: `a = timeOffset`; active: `a = (T − beginTime)·speed + timeOffset`;
  ///   after: `a = A·sign(speed) + timeOffset` (the end state);
  /// * at or after the end with `a > 0`: `k = ceil(a/C) − 1` (the end shows the final frame),
  ///   else `k = floor(a/C)` (negative `a` wraps to the cycle's end);
  /// * `u = a − k·C`, folded to `2d − u` past `d` when autoreversing; `fraction = u/d`.
  ///
  /// Speed 0 freezes local time at ``timeOffset``: the sample is active with `a = timeOffset`
  /// at every parent time. A zero resolved duration (`defaultDuration` 0) is instantaneous:
  /// fraction 0 before the start, else 1 (0 when autoreversing), iteration 0.
  ///
  /// - Parameters:
  ///   - parentTime: T, in the parent's time space (the layer's local time for an animation).
  ///   - defaultDuration: the duration used when ``duration`` is 0 (the transaction's
  ///     animationDuration when the animation was added, 0.25 by default).
  public func evaluate(
    parentTime: Double, defaultDuration: Double = MediaTiming.defaultTransactionDuration
  ) -> TimingSample? {
    evaluate(
      parentTime: parentTime, defaultDuration: defaultDuration,
      removedOnCompletion: isRemovedOnCompletion)
  }

  /// Evaluates this timing as a child of an animation group (semantics §12.2).
  ///
  /// The child's parent time is the group's warped time, `group.warpedTime(groupFunction)`
  /// (the group's repeat, autoreverse and timing function apply to the child timeline); a
  /// child duration of 0 means the group's duration; ``isRemovedOnCompletion`` is ignored
  /// (the child's fill mode alone decides what it shows outside its own interval). Because
  /// group time stays in [0, group duration], children are clipped, not scaled.
  ///
  /// - Parameters:
  ///   - group: the group's own sample at the current time (nil from the group means its
  ///     children show nothing either).
  ///   - groupFunction: the group's timing function (nil = linear).
  public func evaluate(
    inGroup group: TimingSample, groupFunction: CAMediaTimingFunction?
  ) -> TimingSample? {
    evaluate(
      parentTime: group.warpedTime(groupFunction), defaultDuration: group.duration,
      removedOnCompletion: false)
  }

  private func evaluate(
    parentTime: Double, defaultDuration: Double, removedOnCompletion: Bool
  ) -> TimingSample? {
    let d = resolvedDuration(defaultDuration: defaultDuration)
    let cycle = d * (autoreverses ? 2 : 1)
    let active = activeDuration(defaultDuration: defaultDuration)
    let s = Double(speed)
    let phase = self.phase(parentTime: parentTime, defaultDuration: defaultDuration)
    let a: Double
    let atEnd: Bool
    switch phase {
    case .before:
      guard fillMode.fillsBackwards else { return nil }
      a = timeOffset
      atEnd = false
    case .active:
      a = localTime(parentTime: parentTime)
      atEnd = s != 0 && (parentTime - beginTime) * abs(s) >= active
    case .after:
      guard fillMode.fillsForwards, !removedOnCompletion else { return nil }
      a = active * (s < 0 ? -1 : 1) + timeOffset
      atEnd = true
    }
    guard a.isFinite else { return nil }
    guard cycle > 0 else {
      let fraction: Double = phase == .before || autoreverses ? 0 : 1
      return TimingSample(
        phase: phase, localTime: a, cycleTime: fraction * d, fraction: fraction, iteration: 0,
        isReversing: false, duration: d)
    }
    let k = atEnd && a > 0 ? (a / cycle).rounded(.up) - 1 : (a / cycle).rounded(.down)
    var u = min(max(a - k * cycle, 0), cycle)
    let reversing = autoreverses && u > d
    if reversing { u = 2 * d - u }
    u = min(max(u, 0), d)
    let limit = 9_007_199_254_740_992.0
    return TimingSample(
      phase: phase, localTime: a, cycleTime: u, fraction: u / d,
      iteration: Int(min(max(k, -limit), limit)), isReversing: reversing, duration: d)
  }
}
