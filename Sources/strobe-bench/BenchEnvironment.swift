import CCairo
import Foundation

/// The machine and build a run was measured on, printed in the header.
struct BenchEnvironment {
  /// `release` or `debug`.
  var build: String
  /// The first line of `swift --version` at run time, or the compiler version compiled in.
  var toolchain: String
  /// `cairo_version_string()`.
  var cairo: String
  /// The CPU model and logical CPU count from /proc/cpuinfo.
  var cpu: String
  /// /proc/loadavg's 1, 5 and 15 minute load averages when the run started.
  var load: String
  /// The start time, ISO 8601.
  var date: String

  /// The environment of this process now.
  static func current() -> BenchEnvironment {
    #if DEBUG
      let build = "debug"
    #else
      let build = "release"
    #endif
    let swiftLine = (try? Subprocess.shell("swift --version 2>&1"))?
      .split(separator: "\n").first.map(String.init)
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let lines = cpuinfo.split(separator: "\n")
    let model =
      lines.first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
    let count = lines.filter { $0.hasPrefix("processor") }.count
    let loadavg = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return BenchEnvironment(
      build: build,
      toolchain: swiftLine ?? "compiled with \(compilerVersion)",
      cairo: String(cString: cairo_version_string()),
      cpu: "\(model) × \(count)",
      load: loadavg.split(separator: " ").prefix(3).joined(separator: " "),
      date: ISO8601DateFormatter().string(from: Date()))
  }

  /// The compiler version this harness was built with (a lower bound, from `#if compiler`).
  static var compilerVersion: String {
    #if compiler(>=6.3)
      return "Swift ≥ 6.3"
    #elseif compiler(>=6.2)
      return "Swift 6.2"
    #elseif compiler(>=6.1)
      return "Swift 6.1"
    #else
      return "Swift 6.0"
    #endif
  }

  /// The header lines (without a comment prefix).
  var lines: [String] {
    [
      "strobe-bench, \(build) build, \(date)",
      "toolchain: \(toolchain)",
      "cairo: \(cairo)",
      "cpu: \(cpu)",
      "load average at start: \(load)",
    ]
  }
}
