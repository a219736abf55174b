/// A request to stop early and successfully: print help or the version on standard output and
/// exit 0.
///
/// Thrown by the parser when it sees `-h`, `--help`, `help <subcommand>` or `--version`
/// (ASP's `CleanExit`); parsing itself never prints.
public enum CleanExit: Error, Sendable, Equatable {
  /// Show the help of the command at this path from the root, e.g. `["strobe", "render"]`.
  case help(commandPath: [String])
  /// Show `strobe <version>`.
  case version
}
