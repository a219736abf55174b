/// Where in a scene file something is: file name, JSON path, line and column.
public struct SceneLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file name as shown in messages (`scene.json`, `<stdin>`).
  public var file: String
  /// The JSON path of the value (`layers[2].lineCap`).
  public var path: JSONPath
  /// 1-based line.
  public var line: Int
  /// 1-based column (Unicode scalars).
  public var column: Int

  /// A location from its parts.
  public init(file: String, path: JSONPath, line: Int, column: Int) {
    self.file = file
    self.path = path
    self.line = line
    self.column = column
  }

  /// A location from a file, path and source position.
  public init(file: String, path: JSONPath, position: SourcePosition) {
    self.init(file: file, path: path, line: position.line, column: position.column)
  }

  /// `file:line:column: path` (the path part is left out at the root).
  public var description: String {
    let head = "\(file):\(line):\(column)"
    return path.isRoot ? head : head + ": " + path.description
  }
}
