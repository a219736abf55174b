/// One declared command-line argument: an option that takes a value, a flag, or a positional.
///
/// A command declares its arguments once, as a table of these values; the same table drives
/// the scanner (``ArgumentScanner``), the usage line and the `--help` text, so they cannot
/// drift apart. Names are stored without dashes: `long: "format"` is typed `--format`,
/// `short: "o"` is typed `-o`.
public struct ArgumentSpec: Sendable, Hashable {
  /// What kind of argument this is.
  public enum Kind: Sendable, Hashable {
    /// `--name value`, `--name=value` or `-n value`.
    case option
    /// `--name` or `-n`, no value.
    case flag
    /// A bare word, matched by position.
    case positional
  }

  /// The argument's key in ``ParsedArguments``: the long name, or the value name of a positional.
  public var id: String
  /// Option, flag or positional.
  public var kind: Kind
  /// Long name without the leading `--`; `nil` only for positionals.
  public var longName: String?
  /// One-character short name without the leading `-`, if any.
  public var shortName: Character?
  /// Placeholder shown in angle brackets (`<format>`); empty for flags.
  public var valueName: String
  /// One-paragraph help text; wrapped by the help generator.
  public var help: String
  /// The default shown in help as `(default: …)`; display only, `nil` for none.
  public var defaultValue: String?
  /// Whether the argument may be given more than once (options) or take several words
  /// (positionals).
  ///
  /// A non-repeatable option given twice keeps its last value, as in swift-argument-parser.
  public var isRepeatable: Bool
  /// Whether omitting the argument is a usage error.
  public var isRequired: Bool

  /// Declares an option that takes a value.
  ///
  /// - Parameters:
  ///   - long: The long name without dashes, e.g. `"format"`.
  ///   - short: An optional one-character short name, e.g. `"o"`.
  ///   - value: The value placeholder shown as `<value>`.
  ///   - help: The help text.
  ///   - defaultValue: The default to show in help, if any.
  ///   - repeatable: Whether the option may be given several times.
  ///   - required: Whether the option must be given.
  public static func option(
    _ long: String, short: Character? = nil, value: String, help: String,
    defaultValue: String? = nil, repeatable: Bool = false, required: Bool = false
  ) -> ArgumentSpec {
    ArgumentSpec(
      id: long, kind: .option, longName: long, shortName: short, valueName: value, help: help,
      defaultValue: defaultValue, isRepeatable: repeatable, isRequired: required)
  }

  /// Declares a flag (an option without a value).
  ///
  /// - Parameters:
  ///   - long: The long name without dashes.
  ///   - short: An optional one-character short name.
  ///   - help: The help text.
  public static func flag(_ long: String, short: Character? = nil, help: String) -> ArgumentSpec {
    ArgumentSpec(
      id: long, kind: .flag, longName: long, shortName: short, valueName: "", help: help,
      defaultValue: nil, isRepeatable: false, isRequired: false)
  }

  /// Declares a positional argument.
  ///
  /// - Parameters:
  ///   - value: The placeholder name, shown as `<value>`; also the ``id``.
  ///   - help: The help text.
  ///   - required: Whether it must be given (default `true`).
  ///   - repeatable: Whether it takes all remaining positional words.
  public static func positional(
    _ value: String, help: String, required: Bool = true, repeatable: Bool = false
  ) -> ArgumentSpec {
    ArgumentSpec(
      id: value, kind: .positional, longName: nil, shortName: nil, valueName: value, help: help,
      defaultValue: nil, isRepeatable: repeatable, isRequired: required)
  }

  /// The name used in messages and the usage line: `--long`, else `-s`, else `<value>`.
  public var preferredName: String {
    if let longName { return "--" + longName }
    if let shortName { return "-" + String(shortName) }
    return "<\(valueName)>"
  }

  /// The argument as it appears in messages: `--format <format>`, `--multipage` or `<scene>`.
  public var unadornedSynopsis: String {
    switch kind {
    case .option: return "\(preferredName) <\(valueName)>"
    case .flag: return preferredName
    case .positional: return "<\(valueName)>"
    }
  }

  /// The argument in a "missing" message: the synopsis without brackets, with ` ...` when
  /// repeatable (`--at <time> ...`).
  public var requiredSynopsis: String {
    isRepeatable ? unadornedSynopsis + " ..." : unadornedSynopsis
  }

  /// The argument as it appears in the usage line: brackets when optional, ` ...` when repeatable.
  public var synopsis: String {
    isRequired ? requiredSynopsis : "[\(requiredSynopsis)]"
  }

  /// The label of the argument in the help text: `-o, --output <file>`, `--verify`, `<scene>`.
  public var helpLabel: String {
    var names: [String] = []
    if let shortName { names.append("-" + String(shortName)) }
    if let longName { names.append("--" + longName) }
    switch kind {
    case .option: return names.joined(separator: ", ") + " <\(valueName)>"
    case .flag: return names.joined(separator: ", ")
    case .positional: return "<\(valueName)>"
    }
  }

  /// The help text followed by `(default: …)` when there is a default, as shown in `--help`.
  public var helpWithDefault: String {
    guard let defaultValue, !defaultValue.isEmpty else { return help }
    let suffix = "(default: \(defaultValue))"
    return help.isEmpty ? suffix : help + " " + suffix
  }
}
