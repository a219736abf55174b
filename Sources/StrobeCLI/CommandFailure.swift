/// A runtime failure of the CLI layer itself (not a usage error): exit status 1.
///
/// Errors from the scene, core and render modules pass through unchanged and are printed with
/// their own `description`; this enum covers what the CLI adds.
public enum CommandFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The command is declared but its implementation is not wired into this build yet.
  case notAvailable(command: String)
  /// Standard input could not be read; `reason` is the system's message.
  case standardInputUnreadable(reason: String)

  /// The message after `Error: `.
  public var description: String {
    switch self {
    case .notAvailable(let command):
      return "the '\(command)' command is not available in this build yet"
    case .standardInputUnreadable(let reason):
      return "cannot read standard input: \(reason)"
    }
  }
}
