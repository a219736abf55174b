/// Why ``SceneWriter`` (or ``SceneWriterJSON``) could not write a document.
public enum SceneWriterError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A number to write is NaN or infinite, which JSON cannot hold; `path` is its JSON path
  /// in the output (`layers[0].sublayers[1].opacity`).
  case nonFiniteNumber(path: String, value: Double)

  /// The message, naming the JSON path and the value.
  public var description: String {
    switch self {
    case .nonFiniteNumber(let path, let value):
      return "cannot write \(value) at \(path.isEmpty ? "the top level" : path): "
        + "JSON numbers must be finite"
    }
  }
}
