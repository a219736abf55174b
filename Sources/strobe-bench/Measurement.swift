/// The timing of one benchmark: per-iteration minimum and median over the timed samples,
/// wall clock, and the minimum CPU time.
struct Measurement: Sendable, Hashable {
  /// The benchmark's name (`render.png/shapes=1000`).
  var name: String
  /// The fastest sample, seconds per iteration.
  var minimum: Double
  /// The median sample, seconds per iteration.
  var median: Double
  /// The sample with the least CPU time (this process and its children), seconds per
  /// iteration; nil when not recorded.
  var cpuMinimum: Double?
  /// How many samples were timed.
  var samples: Int
  /// Iterations per sample (the sample's time is divided by this).
  var iterationsPerSample: Int
  /// The per-iteration wall-clock time of each sample, in the order taken (empty when read
  /// back from a TSV file); interleaved rows pair up sample by sample.
  var wallSamples: [Double] = []

  /// A measurement from per-iteration sample times (seconds, wall and CPU); `sampleTimes`
  /// must not be empty.
  init(name: String, sampleTimes: [Double], cpuTimes: [Double], iterationsPerSample: Int) {
    precondition(!sampleTimes.isEmpty, "no samples for \(name)")
    let sorted = sampleTimes.sorted()
    let mid = sorted.count / 2
    self.name = name
    minimum = sorted[0]
    median = sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    cpuMinimum = cpuTimes.min()
    samples = sorted.count
    self.iterationsPerSample = iterationsPerSample
    wallSamples = sampleTimes
  }

  /// The median of `values` (nil when empty).
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  /// A measurement with the given figures (as read back from a TSV file).
  init(name: String, minimum: Double, median: Double, samples: Int, iterationsPerSample: Int) {
    self.name = name
    self.minimum = minimum
    self.median = median
    self.samples = samples
    self.iterationsPerSample = iterationsPerSample
  }
}
