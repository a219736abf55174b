/// Ends a command with a given exit status and no further message.
///
/// A handler that has already written its report (for example `verify`, which prints the
/// difference statistics and then fails beyond the tolerance) throws this to set the status
/// without an extra `Error:` line. Mirrors ASP's `ExitCode`.
public struct ExitCode: Error, Sendable, Hashable, CustomStringConvertible {
  /// The process exit status.
  public var rawValue: Int32

  /// An exit status.
  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Exit status 0.
  public static let success = ExitCode(0)
  /// Exit status 1: a runtime failure (I/O, scene errors, rendering, verification beyond tolerance).
  public static let failure = ExitCode(1)
  /// Exit status 64 (`EX_USAGE`): the command line was wrong.
  public static let validationFailure = ExitCode(64)

  /// `exit status N`.
  public var description: String { "exit status \(rawValue)" }
}
