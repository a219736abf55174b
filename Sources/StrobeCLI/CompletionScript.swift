/// Shell completion scripts generated from a ``CommandSpec`` tree — the same table that
/// drives parsing and `--help`, so completions list exactly the commands and options the
/// tool accepts.
///
/// Subcommands complete by name, options by their long and short spellings, and option
/// values where the table tells what they are: a fixed list for known value names
/// (``valueChoices``), file names for files and scenes, folder names for folders.
public struct CompletionScript: Sendable {
  /// A shell to write a script for.
  public enum Shell: String, Sendable, Hashable, CaseIterable {
    /// GNU bash 4 or later (`complete -F`).
    case bash
    /// zsh (`#compdef`, `_arguments`).
    case zsh
    /// fish (`complete -c`).
    case fish
  }

  /// Completed values of options and positionals, by value name.
  public static let valueChoices: [String: [String]] = [
    "format": ["svg", "pdf", "png"],
    "level": ["fast", "default", "best"],
    "shell": ["bash", "zsh", "fish"],
  ]
  /// Value names that complete as file names.
  static let fileValueNames: Set<String> = ["file", "scene", "reference"]
  /// Value names that complete as folder names.
  static let directoryValueNames: Set<String> = ["dir"]

  /// The root command.
  public var root: CommandSpec

  /// A generator for the tree under `root`.
  public init(root: CommandSpec) {
    self.root = root
  }

  /// The script for `shell`.
  public func script(for shell: Shell) -> String {
    switch shell {
    case .bash: return bash
    case .zsh: return zsh
    case .fish: return fish
    }
  }

  /// Every command with its path from the root (root first, depth first, hidden ones
  /// included so `strobe help <TAB>` works).
  var commands: [(path: [String], command: CommandSpec)] {
    func walk(_ c: CommandSpec, _ path: [String]) -> [(path: [String], command: CommandSpec)] {
      [(path, c)] + c.subcommands.flatMap { walk($0, path + [$0.name]) }
    }
    return walk(root, [root.name])
  }

  /// Options and flags of `command`, with the built-in `--help` (and `--version` at the root).
  func options(of command: CommandSpec, isRoot: Bool) -> [ArgumentSpec] {
    var list = command.arguments.filter { $0.kind != .positional }
    if isRoot { list.append(.flag("version", help: "Show the version.")) }
    list.append(.flag("help", short: "h", help: "Show help information."))
    return list
  }

  /// The ways to spell `option` on the command line: `--long`, then `-s` when it has a short
  /// name.
  func spellings(of option: ArgumentSpec) -> [String] {
    var words = ["--" + (option.longName ?? "")]
    if let s = option.shortName { words.append("-" + String(s)) }
    return words
  }

  /// What a value named `valueName` completes to, as a word list, `.files` or `.directories`.
  enum ValueCompletion: Equatable {
    case words([String])
    case files
    case directories
    case none
  }

  func completion(forValue valueName: String) -> ValueCompletion {
    if let words = Self.valueChoices[valueName] { return .words(words) }
    if valueName == "subcommand" { return .words(root.subcommands.map(\.name)) }
    if Self.fileValueNames.contains(valueName) { return .files }
    if Self.directoryValueNames.contains(valueName) { return .directories }
    return .none
  }

  /// Single-quotes `s` for a POSIX shell.
  static func quoted(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The first sentence of a help text, for one-line descriptions.
  static func summary(_ help: String) -> String {
    let sentence = help.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? help
    return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
  }
}
