/// Where `-o/--output` sends the single output: a file, or standard output when it is `-`.
public enum OutputTarget: Sendable, Hashable {
  /// A file path as typed (relative to the current folder, not to `--out`).
  case file(String)
  /// Standard output (the path `-`).
  case standardOutput

  /// `-` means standard output; any other text is a file path.
  public init(argument: String) {
    self = argument == "-" ? .standardOutput : .file(argument)
  }
}
