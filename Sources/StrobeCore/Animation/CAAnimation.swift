import Foundation

/// The abstract base of every animation, with Core Animation's timing properties.
///
/// Defaults are Core Animation's (docs/core-animation-semantics.md §2.5): beginTime 0, duration 0
/// (the transaction's duration, 0.25 s, when added), speed 1, timeOffset 0, repeatCount 0,
/// repeatDuration 0, autoreverses false, fillMode `.removed`, timingFunction nil (linear),
/// isRemovedOnCompletion true, delegate nil (held **strongly**, as Core Animation does).
///
/// Adding an animation to a layer copies and freezes it: changing the object afterwards
/// has no effect on the layer (Core Animation raises; Strobe ignores).
open class CAAnimation {
  /// Start time in the parent's time space (seconds); 0 means "when committed".
  public var beginTime: CFTimeInterval = 0
  /// Length of one cycle (seconds); 0 means the transaction's animation duration.
  public var duration: CFTimeInterval = 0
  /// Rate of local time relative to the parent (negative plays backwards, 0 freezes).
  public var speed: Float = 1
  /// Offset added to local time (seconds).
  public var timeOffset: CFTimeInterval = 0
  /// Number of cycles (fractional allowed, `.infinity` repeats forever); 0 means one.
  public var repeatCount: Float = 0
  /// Total active time (seconds), instead of a repeat count; 0 means unset.
  public var repeatDuration: CFTimeInterval = 0
  /// Whether every cycle plays forwards then backwards.
  public var autoreverses = false
  /// What shows outside the active interval.
  public var fillMode: CAMediaTimingFillMode = .removed
  /// The pacing of one cycle; nil is linear.
  public var timingFunction: CAMediaTimingFunction?
  /// Whether the animation is removed when it ends (then `fillMode` forwards has no effect).
  public var isRemovedOnCompletion = true
  /// Receives start/stop messages; held strongly, as Core Animation does.
  public var delegate: CAAnimationDelegate?
  /// Values stored by ``setValue(_:forKey:)`` under keys that name no property (copied with
  /// the animation, so a delegate reads them from the copy it is sent).
  var keyedValues: [String: Any] = [:]

  /// An animation with Core Animation's defaults.
  public init() {}

  /// A copy of `other`'s properties (used by ``copy()``; subclasses chain to it).
  public required init(copying other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
    keyedValues = other.keyedValues
  }

  /// A copy of the animation (Core Animation's `copy()`).
  public func copy() -> Self { Self(copying: self) }

  /// A new animation object (Core Animation's `+animation` class method).
  public class func animation() -> Self { Self.init(copying: CAAnimation()) }

  /// Whether `key` has a default value (Core Animation's class method; always false here).
  public class func defaultValue(forKey key: String) -> Any? { nil }
}
