import Foundation

/// Formats a run's results: a human table, or appendable tab-separated lines.
///
/// TSV columns: `name`, `min_ns`, `median_ns`, `samples`, `iterations` (per sample),
/// `baseline` (the compared rows, comma-separated, or `-`), `ratio_min`, `ratio_median` (one
/// ratio per compared row, comma-separated, or `-`), `run` (ISO 8601 start time). Header
/// lines start with `#` so runs can be appended to one file.
struct BenchReport {
  /// A measurement's ratio to another row of the same run.
  struct Comparison {
    /// The compared row's name.
    var baseline: String
    /// minimum ÷ the compared row's minimum.
    var ratioMin: Double
    /// median ÷ the compared row's median.
    var ratioMedian: Double
    /// CPU minimum ÷ the compared row's CPU minimum, when both were recorded.
    var ratioCPU: Double?
    /// The median over sample pairs (rows timed interleaved, sample `i` of each taken in the
    /// same round) of this row's time ÷ the compared row's; nil when the rows were not
    /// sampled in pairs.
    var pairedRatioMedian: Double?
    /// The median over sample pairs of this row's time − the compared row's, in seconds.
    var pairedDifferenceMedian: Double?
  }

  /// One result with its comparisons.
  struct Row {
    /// The measurement.
    var measurement: Measurement
    /// Ratios to the benchmark's baselines that ran.
    var comparisons: [Comparison]
    /// The issue target, if any.
    var target: BenchTarget?
  }

  /// The run's environment.
  var environment: BenchEnvironment
  /// The results, in run order.
  var rows: [Row]
  /// Notes printed after the table.
  var notes: [String]

  /// A report of `results`, each compared with its benchmark's baselines that ran.
  init(
    environment: BenchEnvironment, results: [(Benchmark, Measurement)], notes: [String]
  ) {
    self.environment = environment
    self.notes = notes
    var byName: [String: Measurement] = [:]
    for (_, m) in results { byName[m.name] = m }
    rows = results.map { benchmark, m in
      let comparisons = benchmark.baselines.compactMap { name in
        byName[name].map { base in
          var cpu: Double?
          if let a = m.cpuMinimum, let b = base.cpuMinimum, b > 0 { cpu = a / b }
          let pairs =
            m.wallSamples.count == base.wallSamples.count
            ? Array(zip(m.wallSamples, base.wallSamples)) : []
          return Comparison(
            baseline: name, ratioMin: m.minimum / base.minimum,
            ratioMedian: m.median / base.median, ratioCPU: cpu,
            pairedRatioMedian: Measurement.median(pairs.compactMap { $1 > 0 ? $0 / $1 : nil }),
            pairedDifferenceMedian: Measurement.median(pairs.map { $0 - $1 }))
        }
      }
      return Row(measurement: m, comparisons: comparisons, target: BenchTarget.targets[m.name])
    }
  }

  /// Seconds as text with a unit chosen for 3–4 significant digits (`412.3 µs`, `1.04 ms`).
  static func time(_ seconds: Double) -> String {
    let (value, unit): (Double, String) =
      seconds >= 1
      ? (seconds, "s")
      : seconds >= 1e-3
        ? (seconds * 1e3, "ms") : seconds >= 1e-6 ? (seconds * 1e6, "µs") : (seconds * 1e9, "ns")
    let digits = value >= 100 ? 1 : value >= 10 ? 2 : 3
    return String(format: "%.\(digits)f %@", value, unit)
  }

  /// A ratio as text (`1.04×`).
  static func ratio(_ r: Double) -> String { String(format: "%.2f×", r) }

  /// `text` padded with spaces to `width` characters (left-aligned, or right-aligned).
  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
  }

  /// The human-readable table with the header and notes.
  var table: String {
    var out = environment.lines.joined(separator: "\n") + "\n\n"
    let nameWidth = max(9, rows.map(\.measurement.name.count).max() ?? 0)
    let versusWidth = 56
    out +=
      Self.pad("benchmark", nameWidth) + "  " + Self.pad("min", 10, right: true) + "  "
      + Self.pad("median", 10, right: true) + "  " + Self.pad("cpu min", 10, right: true)
      + "  " + Self.pad("runs", 9, right: true) + "  "
      + Self.pad("ratio of min (cpu) to", versusWidth) + "target\n"
    for row in rows {
      let m = row.measurement
      var line =
        Self.pad(m.name, nameWidth) + "  " + Self.pad(Self.time(m.minimum), 10, right: true)
        + "  " + Self.pad(Self.time(m.median), 10, right: true) + "  "
        + Self.pad(m.cpuMinimum.map(Self.time) ?? "-", 10, right: true) + "  "
        + Self.pad("\(m.samples)×\(m.iterationsPerSample)", 9, right: true) + "  "
      let versus = row.comparisons.map {
        "\(Self.ratio($0.ratioMin)) (\($0.ratioCPU.map(Self.ratio) ?? "-")) "
          + "\($0.baseline.split(separator: "/")[0])"
      }
      line += Self.pad(versus.joined(separator: ", "), versusWidth)
      if let target = row.target {
        let met = target.isMet(by: row)
        line +=
          target.text + target.measured(by: row)
          + (met == nil ? " (not run)" : met! ? " ok" : " MISSED")
      }
      out += line.replacingOccurrences(of: " +$", with: "", options: .regularExpression) + "\n"
    }
    if !notes.isEmpty { out += "\n" + notes.map { "note: \($0)" }.joined(separator: "\n") + "\n" }
    out +=
      "\nmin and median are per iteration; runs = samples × iterations per sample; "
      + "ratios are min ÷ min, wall clock (in brackets: CPU time of this process and its "
      + "children); the TSV also has median ÷ median.\n"
    return out
  }

  /// The tab-separated lines, with `#` header lines.
  var tsv: String {
    var out = environment.lines.map { "# \($0)" }.joined(separator: "\n") + "\n"
    out +=
      "# name\tmin_ns\tmedian_ns\tsamples\titerations\tbaseline\tratio_min\tratio_median\tcpu_min_ns\tratio_cpu_min\trun\n"
    for row in rows {
      let m = row.measurement
      func list(_ items: [String]) -> String {
        items.isEmpty ? "-" : items.joined(separator: ",")
      }
      let fields = [
        m.name, String(format: "%.1f", m.minimum * 1e9), String(format: "%.1f", m.median * 1e9),
        "\(m.samples)", "\(m.iterationsPerSample)", list(row.comparisons.map(\.baseline)),
        list(row.comparisons.map { String(format: "%.4f", $0.ratioMin) }),
        list(row.comparisons.map { String(format: "%.4f", $0.ratioMedian) }),
        m.cpuMinimum.map { String(format: "%.1f", $0 * 1e9) } ?? "-",
        list(row.comparisons.map { $0.ratioCPU.map { String(format: "%.4f", $0) } ?? "-" }),
        environment.date,
      ]
      out += fields.joined(separator: "\t") + "\n"
    }
    for note in notes { out += "# note: \(note)\n" }
    return out
  }
}
