import Foundation

/// Where an animation is in its timeline at one parent time, as computed by
/// ``MediaTiming/evaluate(parentTime:defaultDuration:)`` (semantics §4.2).
///
/// The value shown is `interpolate(timingFunction(fraction))`, plus `iteration` times the
/// end-of-cycle value for cumulative animations.
public struct TimingSample: Sendable, Hashable {
  /// The part of the timeline a parent time falls in.
  public enum Phase: Sendable, Hashable {
    /// Before the start (elapsed time < 0); only sampled with a backwards fill.
    case before
    /// Inside the active duration, both ends included.
    case active
    /// After the active duration; only sampled with a forwards fill and
    /// `isRemovedOnCompletion == false`.
    case after
  }

  /// The phase of the parent time.
  public var phase: Phase
  /// The local active time `a` in seconds, before wrapping into a cycle: timeOffset before
  /// the start, `(T − beginTime)·speed + timeOffset` while active, and
  /// `activeDuration·sign(speed) + timeOffset` after the end.
  public var localTime: Double
  /// Seconds into the current forward pass, after the autoreverse fold, in [0, duration].
  public var cycleTime: Double
  /// `cycleTime / duration` in [0, 1], before the timing function.
  public var fraction: Double
  /// Completed cycles `k` (a cycle includes the reverse pass when autoreversing).
  ///
  /// At or after the end with a positive local time it is `ceil(a/C) − 1` so the end shows
  /// the last frame; otherwise `floor(a/C)`, which is negative for negative local times
  /// (speed < 0, negative timeOffset). Cumulative animations add `iteration` times the
  /// end-of-cycle value. Clamped to ±2^53.
  public var iteration: Int
  /// Whether the sample is in the reverse half of an autoreversing cycle.
  public var isReversing: Bool
  /// The duration `d` of one forward pass in seconds (the resolved duration: a duration of
  /// 0 is replaced by the transaction's or the group's).
  public var duration: Double

  /// Creates a sample from its parts.
  public init(
    phase: Phase, localTime: Double, cycleTime: Double, fraction: Double, iteration: Int,
    isReversing: Bool, duration: Double
  ) {
    self.phase = phase
    self.localTime = localTime
    self.cycleTime = cycleTime
    self.fraction = fraction
    self.iteration = iteration
    self.isReversing = isReversing
    self.duration = duration
  }

  /// The eased fraction: `function(fraction)`, or `fraction` when `function` is nil (linear).
  public func easedFraction(_ function: CAMediaTimingFunction?) -> Double {
    function?.evaluate(fraction) ?? fraction
  }

  /// The time seen by children of a group with this sample: `duration · easedFraction`.
  ///
  /// A group's repeat, autoreverse and timing function warp its children's time (semantics
  /// §4.1, §12.2); this is the parent time of a group child.
  public func warpedTime(_ function: CAMediaTimingFunction?) -> Double {
    duration * easedFraction(function)
  }
}
