import Foundation

/// Device-like origins for the document clock, for iOS code that writes absolute `beginTime`
/// values.
///
/// On a device `CACurrentMediaTime()` is the time since boot — thousands of seconds or more —
/// so `animation.beginTime = 1.0` (instead of `CACurrentMediaTime() + 1.0`) names an instant
/// long past: a repeating animation is already running when added, in the phase the elapsed
/// time gives it, and a finite one has already ended. Strobe's document clock starts at 0,
/// where the same `beginTime` is a delay. Starting the clock at ``deviceLikeOrigin`` instead
/// gives the device's behaviour (docs/uikit-compat.md, "Clock origin").
///
/// ```swift
/// StrobeMediaClock.withFreshContext(startingAt: StrobeMediaClock.deviceLikeOrigin) {
///   let dot = CALayer()
///   let pulse = CABasicAnimation(keyPath: "opacity")
///   pulse.fromValue = 1
///   pulse.toValue = 0
///   pulse.duration = 1
///   pulse.repeatCount = .infinity
///   pulse.beginTime = 0.25  // absolute: long past, so already running
///   dot.add(pulse, forKey: "pulse")
///   let now = CACurrentMediaTime()  // 100 000
///   _ = dot.presentation(at: now)  // opacity 0.25 (phase 0.75 of 1 s)
/// }
/// ```
public enum StrobeMediaClock {
  /// A media time like a device's a day and some hours after boot: 100 000 s.
  ///
  /// A whole number of seconds and a multiple of many usual durations (0.1, 0.2, 0.25, 0.4,
  /// 0.5, 0.8, 1, 1.25, 2, 2.5 s — not 0.3, 0.75 or 1.5 s), so a repeating animation of such a
  /// period whose absolute `beginTime` is 0 is at the start of a cycle at this time; a real
  /// device's phase depends on when it booted.
  public static let deviceLikeOrigin: CFTimeInterval = 100_000

  /// Runs `body` with a fresh clock and transaction stack on this thread, the clock starting
  /// at `origin` seconds (`CACurrentMediaTime()` reads `origin` at once), then restores the
  /// previous ones — ``DocumentClock/withFreshContext(_:)`` with another starting time.
  public static func withFreshContext<T>(
    startingAt origin: CFTimeInterval, _ body: () throws -> T
  ) rethrows -> T {
    try TransactionStack.withFreshContext {
      TransactionStack.current.setTime(origin)
      return try body()
    }
  }
}
