/// The single translator from any thrown error to what the user sees and the exit status
/// (ASP's `MessageInfo`).
///
/// - ``CleanExit`` → ``help(text:)``: help or version text on standard output, exit 0.
/// - ``UsageError`` → ``validation(message:help:usage:)``: on standard error
///   `Error: <message>`, for some errors a `Help:  <argument>  <its help>` line, then
///   `Usage: strobe render …` and `  See 'strobe render --help' for more information.`;
///   exit 64.
/// - ``ExitCode`` → ``other(message:exitCode:)`` with no message and that status.
/// - anything else → ``other(message:exitCode:)``: `Error: <description>` on standard error,
///   followed by the flag that gets past a limit or permission (``ErrorHint``); exit 1.
public enum MessageInfo: Sendable, Equatable {
  /// Text for standard output; exit 0.
  case help(text: String)
  /// A usage error: message, optional help line (empty for none) and the usage block; exit 64.
  case validation(message: String, help: String, usage: String)
  /// A runtime failure: message (empty for none) and exit status.
  case other(message: String, exitCode: Int32)

  /// Translates `error`, thrown while parsing or running a command of the tool `root`.
  ///
  /// - Parameters:
  ///   - error: Anything thrown by parsing, validation or a command handler.
  ///   - root: The root command (to find the command a usage error belongs to).
  ///   - version: The version string printed for `--version` after the tool name.
  ///   - screenWidth: Columns to wrap help text to.
  public init(error: any Error, root: CommandSpec, version: String, screenWidth: Int) {
    switch error {
    case let exit as CleanExit:
      switch exit {
      case .version:
        self = .help(text: "\(root.name) \(version)")
      case .help(let path):
        let command = Self.command(at: path, in: root) ?? root
        self = .help(
          text: HelpGenerator(command: command, commandPath: path).rendered(
            screenWidth: screenWidth))
      }
    case let usageError as UsageError:
      let command = Self.command(at: usageError.commandPath, in: root) ?? root
      let generator = HelpGenerator(command: command, commandPath: usageError.commandPath)
      self = .validation(
        message: usageError.error.description,
        help: Self.helpLine(for: usageError.error, in: command),
        usage: generator.usageMessage + "\n" + generator.seeHelpMessage)
    case let code as ExitCode:
      self = .other(message: "", exitCode: code.rawValue)
    default:
      self = .other(message: ErrorHint.message(for: error), exitCode: ExitCode.failure.rawValue)
    }
  }

  /// The exit status: 0 for help, 64 for usage errors, the carried status otherwise.
  public var exitCode: Int32 {
    switch self {
    case .help: return ExitCode.success.rawValue
    case .validation: return ExitCode.validationFailure.rawValue
    case .other(_, let code): return code
    }
  }

  /// Whether the text goes to standard output (help, version) rather than standard error.
  public var isForStandardOutput: Bool {
    if case .help = self { return true }
    return false
  }

  /// The complete text to print (the caller appends one final newline when it is not empty).
  public var fullText: String {
    switch self {
    case .help(let text):
      return text
    case .validation(let message, let help, let usage):
      return "Error: \(message)\n" + (help.isEmpty ? "" : "Help:  \(help)\n") + usage
    case .other(let message, _):
      return message.isEmpty ? "" : "Error: \(message)"
    }
  }

  /// The command reached from `root` by the names in `path` (whose first name is the root's).
  static func command(at path: [String], in root: CommandSpec) -> CommandSpec? {
    guard path.first == root.name else { return nil }
    var command = root
    for name in path.dropFirst() {
      guard let next = command.subcommand(named: name) else { return nil }
      command = next
    }
    return command
  }

  /// ASP's `Help:` line for errors about one argument: `<synopsis>  <help text>`; empty when
  /// the error is not about one declared argument or the argument has no help.
  static func helpLine(for error: CLIError, in command: CommandSpec) -> String {
    let spec: ArgumentSpec?
    let label: String
    switch error {
    case .missingValue(let option, let valueName):
      let name = option.hasPrefix("--") ? String(option.dropFirst(2)) : ""
      spec =
        command.argument(long: name)
        ?? option.dropFirst().first.flatMap { command.argument(short: $0) }
      label = "\(option) <\(valueName)>"
    case .invalidValue(let argument, _, _), .missingArgument(let argument):
      spec = command.arguments.first {
        $0.unadornedSynopsis == argument || $0.requiredSynopsis == argument
      }
      label = spec?.unadornedSynopsis ?? argument
    default:
      return ""
    }
    guard let spec, !spec.help.isEmpty else { return "" }
    return "\(label)  \(spec.help)"
  }
}
