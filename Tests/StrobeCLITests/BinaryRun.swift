import Foundation

/// What one run of the `strobe` executable produced.
struct BinaryRun {
  /// The exit status (or the signal number when `exitedNormally` is false).
  var status: Int32
  /// Whether the process exited, rather than being killed by a signal (a crash).
  var exitedNormally: Bool
  /// Standard output, as bytes (it may be a PNG or PDF).
  var stdout: Data
  /// Standard error, as text.
  var stderr: String

  /// Standard output as text.
  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

  /// The lines of standard output, without the final empty one.
  var stdoutLines: [String] { Self.lines(stdoutText) }

  /// The lines of standard error, without the final empty one.
  var stderrLines: [String] { Self.lines(stderr) }

  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
