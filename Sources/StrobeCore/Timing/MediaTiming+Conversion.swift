import Foundation

extension MediaTiming {
  /// The parent time for a local time: `(localTime − timeOffset) / speed + beginTime`, the
  /// inverse of ``localTime(parentTime:)``.
  ///
  /// With speed 0 the mapping has no inverse; Strobe returns 0, as Core Animation measurably
  /// does when converting a paused layer's time to host time (`convertTime(_:to: nil)`,
  /// semantics §4.1).
  public func parentTime(localTime: Double) -> Double {
    speed == 0 ? 0 : (localTime - timeOffset) / Double(speed) + beginTime
  }

  /// The local time of the last element of `chain` for a host time (`CACurrentMediaTime`).
  ///
  /// `chain` lists the timings from the root layer down to the target (an animation or
  /// group child may end it; only ``localTime(parentTime:)`` is applied, no wrapping); an
  /// empty chain is host time itself. Speeds multiply down the chain.
  public static func localTime(hostTime: Double, through chain: [MediaTiming]) -> Double {
    chain.reduce(hostTime) { t, timing in timing.localTime(parentTime: t) }
  }

  /// The host time for a local time of the last element of `chain` (root first).
  ///
  /// Each level applies ``parentTime(localTime:)`` from the target up; a level with speed 0
  /// maps every time to 0 in its parent, which the levels above then map as usual.
  public static func hostTime(localTime: Double, through chain: [MediaTiming]) -> Double {
    chain.reversed().reduce(localTime) { t, timing in timing.parentTime(localTime: t) }
  }

  /// Converts a time from one time space to another through host time (Core Animation's
  /// `convertTime(_:from:)` / `convertTime(_:to:)`).
  ///
  /// - Parameters:
  ///   - time: a time in the space of the last element of `source`.
  ///   - source: the timings from the root down to the source (empty = host time, `nil` in
  ///     Core Animation).
  ///   - destination: the timings from the root down to the destination (empty = host time).
  public static func convertTime(
    _ time: Double, from source: [MediaTiming], to destination: [MediaTiming]
  ) -> Double {
    localTime(hostTime: hostTime(localTime: time, through: source), through: destination)
  }
}
