import Foundation

/// `strobe-bench compare OLD.tsv NEW.tsv`: per-benchmark ratios of two TSV result files.
///
/// Lines starting with `#` are skipped. When a file holds several runs of a benchmark
/// (appended), its best run (smallest minimum) is used. The ratio is new ÷ old: below 1 is
/// faster. Benchmarks in only one file are listed as added or removed.
enum CompareCommand {
  /// A file that cannot be read as strobe-bench TSV.
  struct ReadError: Error, CustomStringConvertible {
    /// The file.
    var path: String
    /// The 1-based line, or 0 for the whole file.
    var line: Int
    /// What was wrong.
    var reason: String
    /// `path:line: reason`.
    var description: String { line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)" }
  }

  /// Reads the best measurement of each benchmark in the TSV file at `path`, in first-seen order.
  static func read(_ path: String) throws -> [Measurement] {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw ReadError(path: path, line: 0, reason: "cannot read: \(error.localizedDescription)")
    }
    var order: [String] = []
    var best: [String: Measurement] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count >= 5, let min = Double(f[1]), let median = Double(f[2]),
        let samples = Int(f[3]), let iterations = Int(f[4])
      else {
        throw ReadError(
          path: path, line: index + 1,
          reason: "expected name, min_ns, median_ns, samples, iterations separated by tabs")
      }
      let m = Measurement(
        name: f[0], minimum: min * 1e-9, median: median * 1e-9, samples: samples,
        iterationsPerSample: iterations)
      if let old = best[m.name] {
        if m.minimum < old.minimum { best[m.name] = m }
      } else {
        order.append(m.name)
        best[m.name] = m
      }
    }
    return order.compactMap { best[$0] }
  }

  /// Compares the files and returns the report text.
  static func compare(old oldPath: String, new newPath: String) throws -> String {
    let old = try read(oldPath)
    let new = try read(newPath)
    let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let newNames = Set(new.map(\.name))
    let width = max(9, (old + new).map(\.name.count).max() ?? 0)
    var out =
      BenchReport.pad("benchmark", width) + "  " + BenchReport.pad("old min", 10, right: true)
      + "  " + BenchReport.pad("new min", 10, right: true) + "  "
      + BenchReport.pad("min", 7, right: true) + "  " + BenchReport.pad("median", 7, right: true)
      + "\n"
    for n in new {
      guard let o = oldByName[n.name] else {
        out += BenchReport.pad(n.name, width) + "  (new) " + BenchReport.time(n.minimum) + "\n"
        continue
      }
      let rMin = n.minimum / o.minimum
      let rMedian = n.median / o.median
      let verdict = rMin < 0.95 ? "  faster" : rMin > 1.05 ? "  slower" : ""
      out +=
        BenchReport.pad(n.name, width) + "  "
        + BenchReport.pad(BenchReport.time(o.minimum), 10, right: true) + "  "
        + BenchReport.pad(BenchReport.time(n.minimum), 10, right: true) + "  "
        + BenchReport.pad(BenchReport.ratio(rMin), 7, right: true) + "  "
        + BenchReport.pad(BenchReport.ratio(rMedian), 7, right: true) + verdict + "\n"
    }
    for o in old where !newNames.contains(o.name) {
      out += BenchReport.pad(o.name, width) + "  (removed)\n"
    }
    out += "ratios are new ÷ old (below 1.00× is faster); ±5 % is shown as unchanged.\n"
    return out
  }
}
