import Foundation

/// The `CAMediaTiming` properties of an animation or layer, with Core Animation's timing
/// model as pure functions (semantics §4.1, §4.2).
///
/// Types follow Core Animation (`speed` and `repeatCount` are `Float`, times are seconds as
/// `Double`); defaults are Core Animation's. Layers use only ``localTime(parentTime:)``
/// (their duration is infinite, so they never wrap); animations use
/// ``evaluate(parentTime:defaultDuration:)``.
public struct MediaTiming: Sendable, Hashable {
  /// The start, in the parent's time space (seconds).
  ///
  /// Default 0.
  public var beginTime: Double
  /// The length of one forward pass (seconds); 0 or less means the transaction's duration (or a
  /// group's duration for a group child).
  ///
  /// Default 0.
  public var duration: Double
  /// The rate of local time relative to the parent's; negative plays backwards, 0 freezes local
  /// time at ``timeOffset``.
  ///
  /// Default 1.
  public var speed: Float
  /// Added to local time after scaling (seconds); shifts the phase without changing the active
  /// length.
  ///
  /// Default 0.
  public var timeOffset: Double
  /// The number of cycles, fractional allowed; `.infinity` or `Float.greatestFiniteMagnitude`
  /// repeat forever; 0 or less means one cycle.
  ///
  /// Default 0.
  public var repeatCount: Float
  /// The active duration in seconds when positive (wins over ``repeatCount``; setting both is
  /// undefined in Core Animation).
  ///
  /// Default 0.
  public var repeatDuration: Double
  /// Whether each cycle plays forwards then backwards (a cycle is then 2 × duration).
  ///
  /// Default false.
  public var autoreverses: Bool
  /// What is shown outside the active interval.
  ///
  /// Default ``CAMediaTimingFillMode/removed``.
  public var fillMode: CAMediaTimingFillMode
  /// Whether the animation is removed when it ends, so a forwards fill shows nothing
  /// (`CAAnimation.isRemovedOnCompletion`).
  ///
  /// Default true.
  public var isRemovedOnCompletion: Bool

  /// Core Animation's default transaction animation duration, 0.25 s.
  public static let defaultTransactionDuration: Double = 0.25

  /// Timing with Core Animation's defaults unless given.
  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Float = 1, timeOffset: Double = 0,
    repeatCount: Float = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fillMode: CAMediaTimingFillMode = .removed, isRemovedOnCompletion: Bool = true
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
    self.isRemovedOnCompletion = isRemovedOnCompletion
  }

  /// The local time for a parent time: `(parentTime − beginTime) · speed + timeOffset`.
  ///
  /// The layer mapping of §4.1 (no wrapping). With speed 0 it is `timeOffset` for every
  /// parent time (time stands still).
  public func localTime(parentTime: Double) -> Double {
    speed == 0 ? timeOffset : (parentTime - beginTime) * Double(speed) + timeOffset
  }

  /// The duration `d` of one forward pass: ``duration`` when positive, else `defaultDuration`
  /// (the transaction's animationDuration, 0.25 by default, or a group's duration).
  public func resolvedDuration(
    defaultDuration: Double = MediaTiming.defaultTransactionDuration
  ) -> Double {
    duration > 0 ? duration : max(defaultDuration, 0)
  }

  /// The duration `C` of one cycle: `d`, doubled when ``autoreverses``.
  public func cycleDuration(
    defaultDuration: Double = MediaTiming.defaultTransactionDuration
  ) -> Double {
    resolvedDuration(defaultDuration: defaultDuration) * (autoreverses ? 2 : 1)
  }

  /// The active duration `A` in local seconds: ``repeatDuration`` when positive, else
  /// ``repeatCount`` × cycle when positive, else one cycle; `.infinity` when repeating
  /// forever (repeatCount `.infinity` or `Float.greatestFiniteMagnitude`).
  public func activeDuration(
    defaultDuration: Double = MediaTiming.defaultTransactionDuration
  ) -> Double {
    if repeatDuration > 0 { return repeatDuration }
    let cycle = cycleDuration(defaultDuration: defaultDuration)
    if repeatCount > 0 {
      if repeatCount >= Float.greatestFiniteMagnitude { return .infinity }
      return Double(repeatCount) * cycle
    }
    return cycle
  }

  /// The parent time at which the active interval ends: `beginTime + A / |speed|`;
  /// `.infinity` when it never ends (infinite A or speed 0).
  public func endTime(defaultDuration: Double = MediaTiming.defaultTransactionDuration) -> Double {
    let active = activeDuration(defaultDuration: defaultDuration)
    if speed == 0 || active.isInfinite { return .infinity }
    return beginTime + active / abs(Double(speed))
  }

  /// The phase of a parent time, from the elapsed active time `e = (T − beginTime)·|speed|`:
  /// e < 0 before, 0 ≤ e ≤ A active (closed at the end), e > A after.
  ///
  /// With speed 0, e is 0 for every T, so the phase is always active.
  public func phase(
    parentTime: Double, defaultDuration: Double = MediaTiming.defaultTransactionDuration
  ) -> TimingSample.Phase {
    let elapsed = speed == 0 ? 0 : (parentTime - beginTime) * abs(Double(speed))
    if elapsed < 0 { return .before }
    return elapsed <= activeDuration(defaultDuration: defaultDuration) ? .active : .after
  }
}
