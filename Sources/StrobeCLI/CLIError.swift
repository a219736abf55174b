/// A usage error: the command line does not match the command's declaration.
///
/// Errors are data: each case carries the argument as shown to the user (its synopsis, e.g.
/// `--format <format>` or `<scene>`) and the raw value typed. The message text is produced
/// only here, in ``description``, in swift-argument-parser's wording; throw sites never format
/// user-facing text. ``MessageInfo`` turns it into `Error: …` + usage on standard error and
/// exit status 64.
public enum CLIError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An option that the command does not declare, e.g. `--fromat`; `suggestion` is the
  /// nearest long option by edit distance (never a short one), if one is close enough.
  case unknownOption(String, suggestion: String?)
  /// An option that takes a value was given last or followed by another option.
  /// `option` is the name as typed (`-o`), `valueName` its placeholder (`file`).
  case missingValue(option: String, valueName: String)
  /// A required positional or option was not given; `synopsis` is e.g. `<scene>` or
  /// `--at <time> ...`.
  case missingArgument(synopsis: String)
  /// A value that does not parse or is out of range.
  ///
  /// `argument` is the synopsis (`--scale <scale>`), `value` the offending raw text (one
  /// element of a comma list), `expected` what is allowed, e.g. `a finite number greater than 0`.
  case invalidValue(argument: String, value: String, expected: String)
  /// Words that match no positional argument.
  case unexpectedArguments([String])
  /// A flag was given a value with `=`, e.g. `--multipage=yes`.
  case unexpectedValue(option: String, value: String)
  /// Two options that cannot be used together, e.g. `--at` and `--fps`.
  case conflictingOptions(String, String)
  /// An option that only makes sense with another one, e.g. `--from` without `--fps`.
  case requiresOption(String, requires: String)
  /// `-o/--output` names one file but the request describes several outputs; `reason` says why.
  case notSingleOutput(option: String, reason: String)

  /// The message after `Error: `, worded as swift-argument-parser words it.
  public var description: String {
    switch self {
    case .unknownOption(let name, let suggestion?):
      return "Unknown option '\(name)'. Did you mean '\(suggestion)'?"
    case .unknownOption(let name, nil):
      return "Unknown option '\(name)'"
    case .missingValue(let option, let valueName):
      return "Missing value for '\(option) <\(valueName)>'"
    case .missingArgument(let synopsis):
      return "Missing expected argument '\(synopsis)'"
    case .invalidValue(let argument, let value, let expected):
      return "The value '\(value)' is invalid for '\(argument)': expected \(expected)"
    case .unexpectedArguments(let values):
      if values.count == 1 { return "Unexpected argument '\(values[0])'" }
      return "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
    case .unexpectedValue(let option, let value):
      return "The option '\(option)' does not take any value, but '\(value)' was specified."
    case .conflictingOptions(let first, let second):
      return "The options '\(first)' and '\(second)' cannot be used together"
    case .requiresOption(let option, let requires):
      return "The option '\(option)' requires '\(requires)'"
    case .notSingleOutput(let option, let reason):
      return "The option '\(option)' names one output file, but \(reason)"
    }
  }
}
