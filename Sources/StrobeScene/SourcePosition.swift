/// A place in a source text: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line (a tab counts as one), so
/// they match what editors show for UTF-8 files. `offset` is the 0-based byte offset.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, in Unicode scalars.
  public var column: Int
  /// 0-based byte offset into the UTF-8 source.
  public var offset: Int

  /// A position from its line, column and byte offset.
  public init(line: Int, column: Int, offset: Int = 0) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }
}
