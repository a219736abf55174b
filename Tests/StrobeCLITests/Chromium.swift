import Foundation
import Testing

/// Headless Chromium for the preview tests.
///
/// Missing Chromium is a failure, not a skip: the message says how to install it (CI
/// installs it through `make deps`).
struct Chromium {
  /// The executable.
  let path: String

  static let installHint =
    "headless Chromium is needed for the preview tests: install it with "
    + "'sudo apt-get install chromium' (Debian/Ubuntu) or 'make deps'"

  /// Finds Chromium, or records an issue saying how to install it.
  static func locate() throws -> Chromium {
    if let override = ProcessInfo.processInfo.environment["STROBE_CHROMIUM"], !override.isEmpty {
      return Chromium(path: override)
    }
    guard let path = ShellTool.find(["chromium", "chromium-browser", "google-chrome"]) else {
      Issue.record(Comment(rawValue: installHint))
      throw BinaryNotFound()
    }
    return Chromium(path: path)
  }

  /// Runs headless Chromium on `url` with `extra` arguments; returns standard output and
  /// the console lines of standard error (`…:CONSOLE…` messages: logs, errors, exceptions).
  func run(_ extra: [String], url: String) throws -> (stdout: String, console: [String]) {
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let arguments =
      [
        "--headless", "--disable-gpu", "--no-sandbox", "--enable-logging=stderr", "--v=0",
        "--no-first-run", "--user-data-dir=" + profile.path,
      ] + extra + [url]
    let result = try ShellTool.run(path, arguments)
    let console = result.stderr.split(separator: "\n").map(String.init).filter {
      $0.contains(":CONSOLE") || $0.contains("Uncaught")
    }
    return (result.stdout, console)
  }
}
