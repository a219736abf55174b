/// A named, parameterised benchmark.
///
/// The name is stable and dotted, with parameters after a slash
/// (`path.measure/segments=1000`), so TSV files from different runs can be compared.
/// `baselines` name the benchmarks whose times this one is printed as ratios of.
struct Benchmark {
  /// The stable name.
  let name: String
  /// The names of the benchmarks this one is compared with (possibly none).
  let baselines: [String]
  /// A one-line description for the report.
  let summary: String
  /// Sets up (untimed) and times the benchmark with the runner.
  let run: (BenchmarkRunner) throws -> Measurement

  /// A benchmark with its own run function (for work that must be timed inside a context,
  /// such as a fresh document clock).
  init(
    name: String, baselines: [String] = [], summary: String,
    run: @escaping (BenchmarkRunner) throws -> Measurement
  ) {
    self.name = name
    self.baselines = baselines
    self.summary = summary
    self.run = run
  }

  /// A benchmark whose `prepare` runs outside the timed region and returns the timed body.
  init(
    name: String, baselines: [String] = [], summary: String,
    prepare: @escaping () throws -> () throws -> Void
  ) {
    self.init(name: name, baselines: baselines, summary: summary) { runner in
      let body = try prepare()
      return try runner.measure(name, body)
    }
  }
}
