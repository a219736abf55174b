import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Times a benchmark body: warm-up, calibration, then repeated samples with `ContinuousClock`.
///
/// Calibration runs the body twice (the second run is timed) and chooses the iterations per
/// sample so that one sample lasts at least ``minimumSampleTime``; it then takes samples
/// until ``budget`` is spent (at least ``minimumSamples``, at most ``maximumSamples``), or
/// exactly `fixedSamples` when given (`--iterations N`). Each sample is timed on the wall
/// clock and in CPU time (``cpuSeconds()``).
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

  /// CPU seconds used so far by this process and its waited-for children (user + system).
  ///
  /// Timing this as well as wall time makes comparisons usable on a shared machine: time
  /// spent waiting for a core does not count. Child processes (the C baseline) count once
  /// `waitpid` has reaped them.
  static func cpuSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    var children = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &children)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) * 1e-6 }
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9 + seconds(children.ru_utime)
      + seconds(children.ru_stime)
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
    try withoutActuallyEscaping(body) { try measureInterleaved([(name, $0)])[0] }
  }

  /// Times several bodies in turn, one sample of each per round.
  ///
  /// Slow phases of a shared machine then affect all of them alike. Each body gets its own
  /// iterations per sample; the budget is ``budget`` per body.
  func measureInterleaved(_ items: [(name: String, body: () throws -> Void)]) throws
    -> [Measurement]
  {
    var inner: [Int] = []
    var roundTime = 0.0
    for item in items {
      try item.body()  // warm-up: caches, lazy initialisation, page faults
      let once = max(try Self.time(item.body), 1e-9)
      let n = max(1, min(100_000, Int((minimumSampleTime / once).rounded(.up))))
      inner.append(n)
      roundTime += once * Double(n)
    }
    let count =
      fixedSamples
      ?? max(
        minimumSamples,
        min(maximumSamples, Int(budget * Double(items.count) / roundTime)))
    let clock = ContinuousClock()
    var times = [[Double]](repeating: [], count: items.count)
    var cpuTimes = [[Double]](repeating: [], count: items.count)
    for _ in 0..<count {
      for (i, item) in items.enumerated() {
        let cpuStart = Self.cpuSeconds()
        let start = clock.now
        for _ in 0..<inner[i] { try item.body() }
        let end = clock.now
        cpuTimes[i].append((Self.cpuSeconds() - cpuStart) / Double(inner[i]))
        times[i].append(Self.seconds(end - start) / Double(inner[i]))
      }
    }
    return items.indices.map {
      Measurement(
        name: items[$0].name, sampleTimes: times[$0], cpuTimes: cpuTimes[$0],
        iterationsPerSample: inner[$0])
    }
  }
}
