/// The declaration of one command: its name, one-line abstract, argument table and subcommands.
///
/// Pure data. The same value drives parsing (``ArgumentScanner``), the usage line and the help
/// text (``HelpGenerator``). Every command also accepts the built-in `-h`/`--help` and, when
/// the root has a version, `--version`; those are not part of ``arguments``.
public struct CommandSpec: Sendable, Hashable {
  /// The word that selects the command (`render`), or the tool name for the root (`strobe`).
  public var name: String
  /// One sentence shown after `OVERVIEW:` and in the parent's `SUBCOMMANDS:` list.
  public var abstract: String
  /// The argument table, in display order (the usage line and help follow this order).
  public var arguments: [ArgumentSpec]
  /// Subcommands, in display order; empty for leaf commands.
  public var subcommands: [CommandSpec]
  /// Whether the command is left out of the parent's `SUBCOMMANDS:` list (as ASP hides `help`).
  public var isHidden: Bool

  /// Creates a command declaration.
  ///
  /// - Parameters:
  ///   - name: The command word.
  ///   - abstract: The one-line description.
  ///   - arguments: The argument table.
  ///   - subcommands: Nested commands.
  ///   - isHidden: Whether to hide the command from its parent's list.
  public init(
    name: String, abstract: String, arguments: [ArgumentSpec] = [],
    subcommands: [CommandSpec] = [], isHidden: Bool = false
  ) {
    self.name = name
    self.abstract = abstract
    self.arguments = arguments
    self.subcommands = subcommands
    self.isHidden = isHidden
  }

  /// The declared argument whose long name is `name` (without dashes), if any.
  public func argument(long name: String) -> ArgumentSpec? {
    arguments.first { $0.longName == name }
  }

  /// The declared argument whose short name is `name`, if any.
  public func argument(short name: Character) -> ArgumentSpec? {
    arguments.first { $0.shortName == name }
  }

  /// The declared argument with the given ``ArgumentSpec/id``, if any.
  public func argument(id: String) -> ArgumentSpec? {
    arguments.first { $0.id == id }
  }

  /// The direct subcommand named `name`, if any.
  public func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// The positional arguments, in order.
  public var positionals: [ArgumentSpec] {
    arguments.filter { $0.kind == .positional }
  }
}
