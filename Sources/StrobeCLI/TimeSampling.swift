/// Pure helpers that turn time options into lists of times (docs/cli-conventions.md §Times).
public enum TimeSampling {
  /// Slack allowed past the end of an `--fps` range, in seconds, so that an end falling on the
  /// grid is included despite rounding.
  public static let endTolerance = 1e-9

  /// The times `from + k / fps` for k = 0, 1, … while ≤ `to` + ``endTolerance``.
  ///
  /// Each time is computed directly as `from + Double(k) / fps`, never by accumulating
  /// `1 / fps`, so errors do not grow along the range. A time within ``endTolerance`` of `to`
  /// is returned as `to` exactly, so both ends are included when they fall on the grid.
  ///
  /// ```
  /// TimeSampling.frames(fps: 3, from: 0, to: 1)   // [0, 1/3, 2/3, 1]
  /// TimeSampling.frames(fps: 30, from: 0, to: 1)  // 31 times, 0 and 1 included
  /// TimeSampling.frames(fps: 2, from: 1, to: 0.5) // []
  /// ```
  /// - Precondition: `fps` is finite and > 0; `from` and `to` are finite.
  public static func frames(fps: Double, from: Double, to: Double) -> [Double] {
    precondition(fps.isFinite && fps > 0, "fps must be finite and > 0")
    precondition(from.isFinite && to.isFinite, "from and to must be finite")
    var times: [Double] = []
    var k = 0
    while true {
      let time = from + Double(k) / fps
      guard time <= to + endTolerance else { break }
      times.append(abs(time - to) <= endTolerance ? to : time)
      k += 1
    }
    return times
  }

  /// An `--at` list with every `keyframes` marker replaced by `keyframeTimes`, in place.
  ///
  /// The order asked is kept and duplicates are kept (`--at 1,0,1` gives `[1, 0, 1]`).
  public static func expand(_ specs: [TimeSpec], keyframeTimes: [Double]) -> [Double] {
    specs.flatMap { spec -> [Double] in
      switch spec {
      case .seconds(let time): return [time]
      case .keyframes: return keyframeTimes
      }
    }
  }
}
