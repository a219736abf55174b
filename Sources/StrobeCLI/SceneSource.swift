/// Where a command reads its scene: a file, or standard input when the path is `-`.
public enum SceneSource: Sendable, Hashable {
  /// A scene file path as typed (relative to the current folder).
  case file(String)
  /// Standard input (the path `-`).
  case standardInput

  /// `-` means standard input; any other text is a file path.
  public init(argument: String) {
    self = argument == "-" ? .standardInput : .file(argument)
  }

  /// The stem output names start with: see ``OutputNaming/stem(of:)``; `stdin` for standard input.
  public var stem: String {
    switch self {
    case .file(let path): return OutputNaming.stem(of: path)
    case .standardInput: return OutputNaming.standardInputStem
    }
  }
}
