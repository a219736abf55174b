/// A file format the renderer writes.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Scalable Vector Graphics (`.svg`).
  case svg
  /// Portable Document Format (`.pdf`).
  case pdf
  /// Portable Network Graphics (`.png`); the only format `--scale` applies to.
  case png

  /// The file extension, without the dot.
  public var fileExtension: String { rawValue }

  /// The name as typed on the command line (`svg`, `pdf`, `png`).
  public var description: String { rawValue }
}
