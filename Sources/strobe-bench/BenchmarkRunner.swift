/// Times a benchmark body: warm-up, calibration, then repeated samples with `ContinuousClock`.
///
/// Calibration runs the body twice (the second run is timed) and chooses the iterations per
/// sample so that one sample lasts at least ``minimumSampleTime``; it then takes samples
/// until ``budget`` is spent (at least ``minimumSamples``, at most ``maximumSamples``), or
/// exactly `fixedSamples` when given (`--iterations N`).
struct BenchmarkRunner {
  /// Time to spend on one benchmark's samples, in seconds.
  var budget: Double = 2
  /// The number of samples to take instead of filling the budget.
  var fixedSamples: Int?
  /// The shortest sample, in seconds (short bodies are repeated within a sample).
  var minimumSampleTime: Double = 0.002
  /// The fewest samples taken when filling the budget.
  var minimumSamples = 5
  /// The most samples taken when filling the budget.
  var maximumSamples = 2000

  /// Seconds in a `Duration`.
  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  }

  /// Seconds taken by one call of `body`.
  static func time(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    try body()
    return seconds(clock.now - start)
  }

  /// Times `body`, which is called many times; returns per-iteration minimum and median.
  func measure(_ name: String, _ body: () throws -> Void) throws -> Measurement {
    try body()  // warm-up: caches, lazy initialisation, page faults
    let once = max(try Self.time(body), 1e-9)
    let inner = max(1, min(100_000, Int((minimumSampleTime / once).rounded(.up))))
    let count =
      fixedSamples
      ?? max(
        minimumSamples, min(maximumSamples, Int(budget / (once * Double(inner)))))
    let clock = ContinuousClock()
    var times: [Double] = []
    times.reserveCapacity(count)
    for _ in 0..<count {
      let start = clock.now
      for _ in 0..<inner { try body() }
      times.append(Self.seconds(clock.now - start) / Double(inner))
    }
    return Measurement(name: name, sampleTimes: times, iterationsPerSample: inner)
  }
}
