extension String {
  /// The text wrapped at spaces to `columns`, every non-empty line indented by
  /// `wrappingIndent` spaces (the indent counts towards `columns`).
  ///
  /// Same rules as swift-argument-parser's help wrapping: explicit line breaks are kept; a
  /// line takes as many words as fit in `columns - wrappingIndent` characters; a word longer
  /// than that stands alone on its own line, unbroken. When `columns - wrappingIndent` is
  /// less than 1 the text is returned unwrapped, indented.
  func wrapped(to columns: Int, wrappingIndent: Int = 0) -> String {
    let indent = String(repeating: " ", count: wrappingIndent)
    let width = columns - wrappingIndent
    guard width > 0 else { return isEmpty ? self : indent + self }
    var lines: [Substring] = []
    var current = startIndex
    while true {
      let chunk = self[current...].prefix(width)
      if let lineBreak = chunk.lastIndex(of: "\n") {
        lines.append(
          contentsOf: self[current..<lineBreak].split(
            separator: "\n", omittingEmptySubsequences: false))
        current = index(after: lineBreak)
      } else if chunk.endIndex == endIndex {
        lines.append(self[current...])
        break
      } else if let space = chunk.lastIndex(of: " ") {
        lines.append(self[current..<space])
        current = index(after: space)
      } else if let space = self[current...].firstIndex(of: " ") {
        lines.append(self[current..<space])
        current = index(after: space)
      } else {
        lines.append(self[current...])
        break
      }
    }
    return lines.map { $0.isEmpty ? "" : indent + $0 }.joined(separator: "\n")
  }
}
