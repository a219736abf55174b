/// `strobe help [<subcommand> ...]`: shows the same text as `strobe <subcommand> --help`.
///
/// Hidden from the `SUBCOMMANDS:` list, as in swift-argument-parser; the root's help ends
/// with a line pointing to it.
public enum HelpCommand {
  /// The argument table.
  public static let spec = CommandSpec(
    name: "help",
    abstract: "Show subcommand help information.",
    arguments: [
      .positional(
        "subcommand", help: "The subcommand to show help for.", required: false,
        repeatable: true)
    ],
    isHidden: true)

  /// The help request `parsed` asks for, as the ``CleanExit`` to throw.
  ///
  /// - Parameter root: The root command the names are looked up from.
  /// - Throws: ``CLIError/invalidValue(argument:value:expected:)`` for a name that is not a
  ///   subcommand.
  public static func helpRequest(from parsed: ParsedArguments, root: CommandSpec) throws
    -> CleanExit
  {
    var command = root
    var path = [root.name]
    for name in parsed.values("subcommand") {
      guard let next = command.subcommand(named: name) else {
        let names = command.subcommands.map { "'\($0.name)'" }
        let expected =
          names.isEmpty
          ? "no subcommand: '\(path.joined(separator: " "))' has none"
          : "one of " + names.dropLast().joined(separator: ", ") + " or " + names.last!
        throw CLIError.invalidValue(argument: "<subcommand>", value: name, expected: expected)
      }
      command = next
      path.append(name)
    }
    return .help(commandPath: path)
  }
}
