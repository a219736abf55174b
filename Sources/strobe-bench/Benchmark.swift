/// A named, parameterised benchmark.
///
/// The name is stable and dotted, with parameters after a slash
/// (`path.measure/segments=1000`), so TSV files from different runs can be compared.
/// `baselines` name the benchmarks whose times this one is printed as ratios of. Benchmarks
/// with the same `group` are timed interleaved (one sample of each in turn), so that load
/// from other processes hits the rows that are compared with each other alike.
struct Benchmark {
  /// How the benchmark is timed.
  enum Body {
    /// `prepare` runs outside the timed region and returns the timed body.
    case prepared(() throws -> () throws -> Void)
    /// Sets up and times the benchmark itself with the runner (for work that must be timed
    /// inside a context, such as a fresh document clock); never interleaved.
    case custom((BenchmarkRunner) throws -> Measurement)
  }

  /// The stable name.
  let name: String
  /// The names of the benchmarks this one is compared with (possibly none).
  let baselines: [String]
  /// The interleaving group, if any.
  let group: String?
  /// A one-line description for the report.
  let summary: String
  /// How it is timed.
  let body: Body
  /// The fewest samples its group takes, also under `--iterations` (nil: the runner's).
  let minimumSamples: Int?

  /// A benchmark with its own run function.
  init(
    name: String, baselines: [String] = [], summary: String,
    run: @escaping (BenchmarkRunner) throws -> Measurement
  ) {
    self.name = name
    self.baselines = baselines
    group = nil
    self.summary = summary
    body = .custom(run)
    minimumSamples = nil
  }

  /// A benchmark whose `prepare` runs outside the timed region and returns the timed body.
  init(
    name: String, baselines: [String] = [], group: String? = nil, summary: String,
    minimumSamples: Int? = nil, prepare: @escaping () throws -> () throws -> Void
  ) {
    self.name = name
    self.baselines = baselines
    self.group = group
    self.summary = summary
    self.minimumSamples = minimumSamples
    body = .prepared(prepare)
  }
}
