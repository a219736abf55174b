import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The `strobe-bench` command: runs the benchmarks or compares two result files.
enum BenchCommand {
  /// Runs the command with the arguments after the program name; returns the exit status
  /// (0 success, 1 failed benchmark or check, 64 usage error).
  static func run(arguments: [String]) -> Int32 {
    if arguments.first == "compare" {
      guard arguments.count == 3 else {
        printError("usage: strobe-bench compare OLD.tsv NEW.tsv")
        return 64
      }
      do {
        print(try CompareCommand.compare(old: arguments[1], new: arguments[2]), terminator: "")
        return 0
      } catch {
        printError("\(error)")
        return 1
      }
    }
    let options: BenchOptions
    do {
      options = try BenchOptions(arguments: arguments)
    } catch {
      printError("strobe-bench: \(error)\nRun strobe-bench --help for the options.")
      return 64
    }
    if options.help {
      print(BenchOptions.usage)
      return 0
    }
    #if DEBUG
      if !options.allowDebug && !options.list {
        printError(
          "strobe-bench: this is a debug build; its figures mean nothing. Run `make bench` "
            + "(or `swift build -c release --product strobe-bench`), or pass --allow-debug.")
        return 1
      }
    #endif
    return runBenchmarks(options)
  }

  /// Runs the selected benchmarks and prints the report.
  static func runBenchmarks(_ options: BenchOptions) -> Int32 {
    let workspace: BaselineWorkspace
    do {
      workspace = try BaselineWorkspace(sourceFolder: baselineFolder(options))
    } catch {
      printError("strobe-bench: cannot create a temporary folder: \(error)")
      return 1
    }
    defer { workspace.remove() }
    let context = BenchContext(workspace: workspace)
    let all =
      PathBenchmarks.all() + EvalBenchmarks.all() + RenderBenchmarks.all(context: context)
      + PNGEncodeBenchmarks.all(context: context)
      + AnimatedRasterBenchmarks.all(context: context)
      + ExportBenchmarks.all(context: context)
      + LottieBenchmarks.all(context: context)
      + ProcessBenchmarks.all(context: context)
      + AnimatedSVGBenchmarks.all(context: context)
    if options.list {
      for b in all { print("\(b.name)\t\(b.summary)") }
      return 0
    }
    let chosen = Set(all.filter { options.selects($0.name) }.flatMap { [$0.name] + $0.baselines })
    let selected = all.filter { chosen.contains($0.name) }
    guard !selected.isEmpty else {
      printError("strobe-bench: no benchmark matches \(options.filters); see --list")
      return 64
    }
    let environment = BenchEnvironment.current()
    var runner = BenchmarkRunner()
    runner.budget = options.budget
    runner.fixedSamples = options.iterations
    var measured: [String: Measurement] = [:]
    var failed = false
    func fail(_ benchmark: Benchmark, _ error: Error) {
      failed = true
      context.notes.append("\(benchmark.name) FAILED: \(error)")
    }
    for benchmark in selected where measured[benchmark.name] == nil {
      switch benchmark.body {
      case .custom(let run):
        printError("running \(benchmark.name)…")
        do { measured[benchmark.name] = try run(runner) } catch { fail(benchmark, error) }
      case .prepared:
        // The benchmark and the rest of its group, prepared (untimed), then timed in turn.
        let members = selected.filter {
          $0.name == benchmark.name || ($0.group != nil && $0.group == benchmark.group)
        }
        printError("running \(members.map(\.name).joined(separator: ", "))…")
        var items: [(name: String, body: () throws -> Void)] = []
        for member in members {
          guard case .prepared(let prepare) = member.body else { continue }
          do { items.append((member.name, try prepare())) } catch { fail(member, error) }
        }
        var groupRunner = runner
        if let least = members.compactMap(\.minimumSamples).max() {
          groupRunner.minimumSamples = max(runner.minimumSamples, least)
          groupRunner.fixedSamples = runner.fixedSamples.map { max($0, least) }
        }
        do {
          for m in try groupRunner.measureInterleaved(items) { measured[m.name] = m }
        } catch {
          fail(benchmark, error)
        }
      }
    }
    let results = selected.compactMap { b in measured[b.name].map { (b, $0) } }
    let report = BenchReport(environment: environment, results: results, notes: context.notes)
    print(options.format == .tsv ? report.tsv : report.table, terminator: "")
    return failed ? 1 : 0
  }

  /// The baseline source folder: the option, else ./Benchmarks/baseline, else the package's.
  static func baselineFolder(_ options: BenchOptions) -> URL {
    if let folder = options.baselineFolder { return URL(fileURLWithPath: folder) }
    let local = URL(fileURLWithPath: "Benchmarks/baseline")
    if FileManager.default.fileExists(atPath: local.appendingPathComponent("rawcairo_e2e.c").path) {
      return local.standardizedFileURL
    }
    // Sources/strobe-bench/BenchCommand.swift → package root.
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Benchmarks/baseline")
  }

  /// Writes `message` and a newline to standard error.
  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
