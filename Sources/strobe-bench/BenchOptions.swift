import Foundation

/// The command line of a benchmark run.
struct BenchOptions {
  /// Output formats.
  enum Format: String {
    /// The human table.
    case table
    /// Appendable tab-separated lines.
    case tsv
  }

  /// A bad command line.
  struct UsageError: Error, CustomStringConvertible {
    /// What was wrong.
    var description: String
  }

  /// Run only benchmarks whose name contains one of these (all when empty).
  var filters: [String] = []
  /// Samples per benchmark instead of the time budget.
  var iterations: Int?
  /// Seconds per benchmark when calibrating.
  var budget: Double = 2
  /// The output format.
  var format: Format = .table
  /// Allow a debug build.
  var allowDebug = false
  /// List the benchmark names and exit.
  var list = false
  /// Print the help and exit.
  var help = false
  /// The folder with rawcairo_e2e.c and gen_blob_scene.py (default: Benchmarks/baseline in
  /// the current folder, else next to this source file's package).
  var baselineFolder: String?

  /// Parses the arguments after the program name (and after no subcommand).
  init(arguments: [String]) throws {
    var rest = arguments[...]
    func value(_ option: String) throws -> String {
      guard let v = rest.popFirst() else {
        throw UsageError(description: "\(option) needs a value")
      }
      return v
    }
    while let arg = rest.popFirst() {
      switch arg {
      case "--filter": filters.append(try value(arg))
      case "--iterations":
        let v = try value(arg)
        guard let n = Int(v), n > 0 else {
          throw UsageError(description: "--iterations: '\(v)' is not a positive integer")
        }
        iterations = n
      case "--budget":
        let v = try value(arg)
        guard let s = Double(v), s > 0, s.isFinite else {
          throw UsageError(description: "--budget: '\(v)' is not a positive number of seconds")
        }
        budget = s
      case "--format":
        let v = try value(arg)
        guard let f = Format(rawValue: v) else {
          throw UsageError(description: "--format: '\(v)' is not one of table, tsv")
        }
        format = f
      case "--baseline-dir": baselineFolder = try value(arg)
      case "--allow-debug": allowDebug = true
      case "--list": list = true
      case "-h", "--help": help = true
      default:
        if arg.hasPrefix("-") { throw UsageError(description: "unknown option '\(arg)'") }
        filters.append(arg)
      }
    }
  }

  /// Whether `name` is selected by the filters.
  func selects(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { name.contains($0) }
  }

  /// The help text.
  static let usage = """
    USAGE: strobe-bench [--filter SUBSTRING]... [--iterations N] [--budget SECONDS]
                        [--format table|tsv] [--baseline-dir DIR] [--allow-debug] [--list]
           strobe-bench compare OLD.tsv NEW.tsv

    Runs Strobe's benchmarks (release build; see docs/performance.md).

    OPTIONS:
      --filter SUBSTRING  Run benchmarks whose name contains SUBSTRING (repeatable; a bare
                          argument is a filter too). The baselines of selected rows also run.
      --iterations N      Take N timed samples per benchmark instead of filling the budget.
      --budget SECONDS    Time per benchmark when calibrating (default 2).
      --format FORMAT     table (default) or tsv (appendable tab-separated lines).
      --baseline-dir DIR  Folder with rawcairo_e2e.c and gen_blob_scene.py
                          (default Benchmarks/baseline).
      --allow-debug       Run even though this is a debug build (figures are meaningless).
      --list              Print the benchmark names and exit.
      -h, --help          Show this help.

    compare OLD.tsv NEW.tsv prints new ÷ old per benchmark (best run of each file).
    """
}
