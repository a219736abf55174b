/// Renders `--help` text and usage lines from a ``CommandSpec``, in swift-argument-parser's
/// layout.
///
/// ```
/// OVERVIEW: <abstract>
///
/// USAGE: strobe render <scene> [--format <format> ...] …
///
/// ARGUMENTS:
///   <scene>                 <help>
///
/// OPTIONS:
///   --format <format>       <help> (default: …)
///   --version               Show the version.
///   -h, --help              Show help information.
///
/// SUBCOMMANDS:              (commands with subcommands only)
///   render                  <abstract>
///
///   See 'strobe help <subcommand>' for detailed help.
/// ```
/// Labels are indented 2 columns; help text starts at column 26 and wraps to the screen
/// width (a label 24 characters or longer puts its help on the next line). The usage line is
/// never wrapped. Like ASP, the text of a leaf command ends with a newline (the caller adds
/// one more when printing).
public struct HelpGenerator: Sendable {
  /// Indent of labels.
  static let helpIndent = 2
  /// Column where help text starts.
  static let labelColumnWidth = 26
  /// Above this many declared arguments the usage line keeps only positionals and required
  /// options, replacing the rest by `[<options>]` (ASP's rule).
  static let maximumSynopsisArguments = 12
  /// Narrowest screen width honoured; smaller `COLUMNS` values are raised to this.
  static let minimumScreenWidth = 40

  /// The command described.
  public var command: CommandSpec
  /// Names from the root to ``command``, as in `["strobe", "render"]`.
  public var commandPath: [String]
  /// Whether to list `--version` among the options (the root declares a version).
  public var showsVersion: Bool

  /// Creates a generator for `command`, reached through `commandPath`.
  public init(command: CommandSpec, commandPath: [String], showsVersion: Bool = true) {
    self.command = command
    self.commandPath = commandPath
    self.showsVersion = showsVersion
  }

  /// The screen width to wrap to: the `COLUMNS` environment variable when it is a positive
  /// integer, else 80; never below 40.
  public static func screenWidth(environment: [String: String]) -> Int {
    let columns = environment["COLUMNS"].flatMap { Int($0) } ?? 80
    return Swift.max(columns > 0 ? columns : 80, minimumScreenWidth)
  }

  /// The synopsis after `USAGE:`: the command path followed by each argument's synopsis, in
  /// declaration order, then `<subcommand>` when the command has subcommands.
  public var usage: String {
    let toolName = commandPath.joined(separator: " ")
    var arguments = command.arguments
    var text: String
    if arguments.isEmpty {
      text = toolName
    } else if arguments.count > Self.maximumSynopsisArguments {
      arguments = arguments.filter { $0.kind == .positional || $0.isRequired }
      if !arguments.isEmpty && arguments.count <= Self.maximumSynopsisArguments {
        text = "\(toolName) [<options>] " + arguments.map(\.synopsis).joined(separator: " ")
      } else {
        text = "\(toolName) <options>"
      }
    } else {
      text = toolName + " " + arguments.map(\.synopsis).joined(separator: " ")
    }
    if !command.subcommands.isEmpty { text += " <subcommand>" }
    return text
  }

  /// The line printed under a usage error: `Usage: <usage>`.
  public var usageMessage: String { "Usage: " + usage }

  /// The line that points to the full help after a usage error.
  public var seeHelpMessage: String {
    "  See '\(commandPath.joined(separator: " ")) --help' for more information."
  }

  /// The full help text, wrapped to `screenWidth` columns.
  public func rendered(screenWidth: Int = 80) -> String {
    let width = Swift.max(screenWidth, Self.minimumScreenWidth)
    let sections = [
      section("ARGUMENTS", argumentElements, width),
      section("OPTIONS", optionElements, width),
      section("SUBCOMMANDS", subcommandElements, width),
    ].filter { !$0.isEmpty }
    var text = ""
    if !command.abstract.isEmpty {
      text += "OVERVIEW: \(command.abstract)".wrapped(to: width) + "\n\n"
    }
    text += "USAGE: \(usage)\n\n"
    text += sections.joined(separator: "\n")
    if !subcommandElements.isEmpty {
      var names = commandPath
      names.insert("help", at: Swift.min(1, names.count))
      text += "\n  See '\(names.joined(separator: " ")) <subcommand>' for detailed help."
    }
    return text
  }

  /// Label and help of every positional.
  private var argumentElements: [(label: String, help: String)] {
    command.positionals.map { ($0.helpLabel, $0.helpWithDefault) }
  }

  /// Label and help of every option and flag, then the built-in `--version` and `--help`.
  private var optionElements: [(label: String, help: String)] {
    var elements = command.arguments.filter { $0.kind != .positional }.map {
      ($0.helpLabel, $0.helpWithDefault)
    }
    if showsVersion { elements.append(("--version", "Show the version.")) }
    elements.append(("-h, --help", "Show help information."))
    return elements
  }

  /// Name and abstract of every visible subcommand.
  private var subcommandElements: [(label: String, help: String)] {
    command.subcommands.filter { !$0.isHidden }.map { ($0.name, $0.abstract) }
  }

  /// One section: its header and elements, or the empty string when it has no elements.
  private func section(
    _ header: String, _ elements: [(label: String, help: String)], _ width: Int
  ) -> String {
    guard !elements.isEmpty else { return "" }
    return header + ":\n" + elements.map { element($0.label, $0.help, width) }.joined()
  }

  /// One element: the indented label, then the help from column 26 (or on the next line when
  /// the label reaches that column), ending with a newline.
  private func element(_ label: String, _ help: String, _ width: Int) -> String {
    let paddedLabel = String(repeating: " ", count: Self.helpIndent) + label
    guard !help.isEmpty else { return paddedLabel + "\n" }
    let wrapped = help.wrapped(to: width, wrappingIndent: Self.labelColumnWidth)
    if paddedLabel.count < Self.labelColumnWidth {
      return paddedLabel + String(wrapped.dropFirst(paddedLabel.count)) + "\n"
    }
    return paddedLabel + "\n" + wrapped + "\n"
  }
}
