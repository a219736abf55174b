/// Why a `--name` pattern was refused (``OutputNamePattern/init(parsing:)``).
public enum OutputNamePatternError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern is empty.
  case empty
  /// The pattern holds `/` or a NUL: it must name a file in `--out`, not a path.
  case separator(pattern: String)
  /// A `{` without its `}`, or a `}` without its `{`.
  case unclosed(pattern: String)
  /// `{name}` is not one of the placeholders.
  case unknownPlaceholder(String, pattern: String)

  /// What is wrong, for the usage error's "expected" text.
  public var description: String {
    switch self {
    case .empty: return "a non-empty pattern"
    case .separator: return "a file name without '/' (the folder is --out)"
    case .unclosed: return "every '{' closed by '}'"
    case .unknownPlaceholder(let name, _):
      return
        "placeholders {stem}, {index}, {index:0N} (N from 1 to "
        + "\(OutputNamePattern.maximumIndexWidth)), {time} or {scale}, not {\(name)}"
    }
  }
}
