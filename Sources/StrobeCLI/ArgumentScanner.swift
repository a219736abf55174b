import StrobeScene

/// Scans the words of one command against its argument table into ``ParsedArguments``.
///
/// Accepts `--opt value`, `--opt=value`, `-o value`, flags (`--verify`, grouped short flags
/// `-ab`), repeated options, positionals, `--` (every later word is positional) and `-` (a
/// positional meaning standard input or output). A value may start with `-` only when it is
/// `-` itself or a number (`--at -1` reaches validation and is rejected there with a clear
/// message). `-h`/`--help` anywhere before `--` throws ``CleanExit/help(commandPath:)``, and
/// `--version` throws ``CleanExit/version``, before any other check, as in ASP.
///
/// Scanning is pure: no I/O, no side effects; failures are thrown as ``UsageError``.
public struct ArgumentScanner: Sendable {
  /// The command whose words are scanned.
  public var command: CommandSpec
  /// Names from the root to `command`, used in errors and help requests.
  public var commandPath: [String]
  /// Whether `--version` is accepted (the root declares a version).
  public var acceptsVersion: Bool

  /// An edit distance strictly below this makes a long option a suggestion (ASP's floor).
  static let similarityFloor = 4

  /// Creates a scanner for `command`, reached through `commandPath`.
  public init(command: CommandSpec, commandPath: [String], acceptsVersion: Bool = true) {
    self.command = command
    self.commandPath = commandPath
    self.acceptsVersion = acceptsVersion
  }

  /// Scans `words` (the command line after the command's own name).
  ///
  /// - Returns: The raw values per declared argument.
  /// - Throws: ``CleanExit`` for help or version requests; ``UsageError`` for the first
  ///   problem found: unknown option, missing value, value given to a flag, extra words, then
  ///   missing required arguments in declaration order.
  public func scan(_ words: [String]) throws -> ParsedArguments {
    try checkBuiltInFlags(words)
    var parsed = ParsedArguments(command: command)
    var positionalWords: [String] = []
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || !Self.isOptionLike(word) {
        positionalWords.append(word)
      } else if word == "--" {
        optionsEnded = true
      } else if word.hasPrefix("--") {
        let body = word.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
          name = String(body[..<equals])
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = String(body)
          inlineValue = nil
        }
        guard let spec = command.argument(long: name) else {
          throw failure(.unknownOption("--" + name, suggestion: suggestion(for: "--" + name)))
        }
        try take(spec, typed: "--" + name, inlineValue: inlineValue, words, &index, &parsed)
      } else {
        let letters = Array(word.dropFirst())
        for (position, letter) in letters.enumerated() {
          guard let spec = command.argument(short: letter) else {
            throw failure(.unknownOption("-" + String(letter), suggestion: nil))
          }
          if spec.kind == .option && position != letters.count - 1 {
            throw failure(.missingValue(option: "-" + String(letter), valueName: spec.valueName))
          }
          try take(spec, typed: "-" + String(letter), inlineValue: nil, words, &index, &parsed)
        }
      }
    }
    try assignPositionals(positionalWords, to: &parsed)
    for spec in command.arguments where spec.isRequired && !parsed.isPresent(spec.id) {
      throw failure(.missingArgument(synopsis: spec.requiredSynopsis))
    }
    return parsed
  }

  /// Throws help or version requests found before `--`.
  private func checkBuiltInFlags(_ words: [String]) throws {
    let options = words.prefix { $0 != "--" }
    if options.contains(where: { $0 == "-h" || $0 == "--help" }) {
      throw CleanExit.help(commandPath: commandPath)
    }
    if acceptsVersion && options.contains("--version") {
      throw CleanExit.version
    }
  }

  /// Records one occurrence of `spec`, consuming its value from `inlineValue` or the next word.
  private func take(
    _ spec: ArgumentSpec, typed: String, inlineValue: String?, _ words: [String],
    _ index: inout Int, _ parsed: inout ParsedArguments
  ) throws {
    switch spec.kind {
    case .flag:
      if let inlineValue { throw failure(.unexpectedValue(option: typed, value: inlineValue)) }
      parsed.append("", for: spec.id)
    case .option:
      if let inlineValue {
        parsed.append(inlineValue, for: spec.id)
      } else if index < words.count, Self.isValueLike(words[index]) {
        parsed.append(words[index], for: spec.id)
        index += 1
      } else {
        throw failure(.missingValue(option: typed, valueName: spec.valueName))
      }
    case .positional:
      // Positionals have no names, so the lookups above never return one.
      throw failure(.unknownOption(typed, suggestion: nil))
    }
  }

  /// Hands positional words to the positional arguments in declaration order.
  private func assignPositionals(_ words: [String], to parsed: inout ParsedArguments) throws {
    var remaining = words[...]
    for spec in command.positionals {
      if spec.isRepeatable {
        for word in remaining { parsed.append(word, for: spec.id) }
        remaining = []
      } else if let word = remaining.popFirst() {
        parsed.append(word, for: spec.id)
      }
    }
    if !remaining.isEmpty { throw failure(.unexpectedArguments(Array(remaining))) }
  }

  /// The nearest long option (or built-in) to `typed`, if its edit distance is below the floor.
  ///
  /// The distance is the scene loader's (``EditDistance``: a swap of neighbours counts one);
  /// a word longer than ``EditDistance/longestWord`` bytes gets no suggestion.
  private func suggestion(for typed: String) -> String? {
    guard typed.utf8.count <= EditDistance.longestWord else { return nil }
    var candidates = command.arguments.compactMap { $0.longName.map { "--" + $0 } }
    if acceptsVersion { candidates.append("--version") }
    candidates.append("--help")
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = EditDistance.distance(candidate, typed)
      if distance < Self.similarityFloor, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Wraps `error` with this command's path.
  private func failure(_ error: CLIError) -> UsageError {
    UsageError(commandPath: commandPath, error: error)
  }

  /// Whether `word` is an option or `--` rather than a positional: it starts with `-`, is not
  /// `-` alone and is not a number such as `-1`.
  static func isOptionLike(_ word: String) -> Bool {
    word.hasPrefix("-") && word != "-" && ValueParser.decimal(word) == nil
  }

  /// Whether `word` can be the value of the preceding option.
  static func isValueLike(_ word: String) -> Bool {
    !isOptionLike(word)
  }
}
