/// A ``CLIError`` together with the command it happened in, so the usage line of the right
/// command can be printed.
///
/// This is what the parser throws (ASP's `CommandError`); ``MessageInfo`` renders it as
/// `Error: <message>`, an optional `Help:` line, `Usage: strobe render …` and a pointer to
/// `--help`, with exit status 64.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Command names from the root, as in `["strobe", "render"]`.
  public var commandPath: [String]
  /// What went wrong.
  public var error: CLIError

  /// Wraps `error`, which happened while parsing the command at `commandPath`.
  public init(commandPath: [String], error: CLIError) {
    self.commandPath = commandPath
    self.error = error
  }

  /// The underlying error's message.
  public var description: String { error.description }
}
