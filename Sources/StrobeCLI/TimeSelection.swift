/// Which times a command samples, as asked on the command line (before the scene is known).
public enum TimeSelection: Sendable, Hashable {
  /// No time option: time 0, or the scene's `export` block when it has one.
  case unspecified
  /// `--at T[,T…]` (repeatable), in the order asked; never empty.
  case list([TimeSpec])
  /// `--fps N [--from A] [--to B]`; `from` defaults to 0 and `to` to the scene duration.
  case frameRate(fps: Double, from: Double?, to: Double?)

  /// The sampled times, once the scene's facts are known.
  ///
  /// - Parameters:
  ///   - duration: The scene duration in seconds (default end of `--fps`).
  ///   - keyframeTimes: The scene's keyframe times (sorted, distinct), used for `keyframes`.
  ///   - whenUnspecified: The times to use without a time option (the scene's export block,
  ///     or `[0]`).
  /// - Returns: Times in seconds, see ``TimeSampling``.
  public func times(
    duration: Double, keyframeTimes: [Double], whenUnspecified: [Double] = [0]
  ) -> [Double] {
    switch self {
    case .unspecified:
      return whenUnspecified
    case .list(let specs):
      return TimeSampling.expand(specs, keyframeTimes: keyframeTimes)
    case .frameRate(let fps, let from, let to):
      return TimeSampling.frames(fps: fps, from: from ?? 0, to: to ?? duration)
    }
  }
}
