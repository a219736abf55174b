/// The raw result of scanning one command's words: strings per declared argument, not yet
/// validated.
///
/// Produced by ``ArgumentScanner``; a command's validation step turns it into a typed request.
/// Values are kept exactly as typed (an `--opt=value` value without the `--opt=`), in the
/// order they appeared.
public struct ParsedArguments: Sendable, Equatable {
  /// The command that was scanned.
  public var command: CommandSpec
  /// Raw values per ``ArgumentSpec/id``, in command-line order.
  ///
  /// Flags appear with one empty string per occurrence.
  public var rawValues: [String: [String]]

  /// Creates a result for `command` with the given raw values.
  public init(command: CommandSpec, rawValues: [String: [String]] = [:]) {
    self.command = command
    self.rawValues = rawValues
  }

  /// Every value given for the argument `id`, in order; empty when absent.
  public func values(_ id: String) -> [String] {
    rawValues[id] ?? []
  }

  /// The last value given for the argument `id`, or `nil` when absent (last one wins, as in ASP).
  public func value(_ id: String) -> String? {
    rawValues[id]?.last
  }

  /// Whether the argument `id` (flag, option or positional) was given at least once.
  public func isPresent(_ id: String) -> Bool {
    !(rawValues[id] ?? []).isEmpty
  }

  /// Records one more value for `id`.
  mutating func append(_ value: String, for id: String) {
    rawValues[id, default: []].append(value)
  }
}
