extension SceneWriterJSON {
  /// The value as a parsed ``JSONValue`` tree, without printing and re-parsing it.
  ///
  /// Gives the same kinds, strings, numbers and member order that parsing ``text()`` gives
  /// (the printer writes numbers in shortest round-trip form, so they read back exactly).
  /// Every value and key is placed at `position` — the tree has no source text; decode it
  /// with the printed text instead when an error must point at a line and column.
  /// - Throws: ``SceneWriterError/nonFiniteNumber(path:value:)`` for a NaN or infinite
  ///   number, with the same JSON path as ``text()`` names.
  public func jsonValue(at position: SourcePosition = SourcePosition(line: 1, column: 1))
    throws -> JSONValue
  {
    switch self {
    case .null: return JSONValue(.null, at: position)
    case .bool(let b): return JSONValue(.bool(b), at: position)
    case .number(let n):
      guard n.isFinite else { throw SceneWriterError.nonFiniteNumber(path: "", value: n) }
      // −0 prints as 0, which reads back as +0.
      return JSONValue(.number(n == 0 ? 0 : n), at: position)
    case .string(let s): return JSONValue(.string(s), at: position)
    case .path(let p):
      // A path whose text would not parse back to it is decoded from that text, so it fails
      // as the printed scene fails.
      guard let exact = ScenePathText.readBack(p) else {
        return JSONValue(.string(ScenePathText.text(p)), at: position)
      }
      return JSONValue(.path(exact), at: position)
    case .array(let items):
      var values: [JSONValue] = []
      values.reserveCapacity(items.count)
      for (i, item) in items.enumerated() {
        values.append(try Self.located("[\(i)]") { try item.jsonValue(at: position) })
      }
      return JSONValue(.array(values), at: position)
    case .object(let members):
      var out: [JSONObject.Member] = []
      out.reserveCapacity(members.count)
      for member in members {
        let value = try Self.located(member.key) { try member.value.jsonValue(at: position) }
        out.append(JSONObject.Member(key: member.key, keyPosition: position, value: value))
      }
      return JSONValue(.object(JSONObject(members: out)), at: position)
    }
  }
}

extension SceneWriterJSON {
  /// The value as a ``JSONValue`` tree whose every value and key sits at the line and column
  /// where ``text()`` prints it — what parsing the printed text gives, without printing or
  /// parsing it.
  ///
  /// For errors in trees built in code (the Lottie importer's scene): decoding this tree
  /// reports the line and column of `strobe import lottie`'s output. Scalars in one-line
  /// arrays are measured by their printed width, so this costs more than
  /// ``jsonValue(at:)``; it is meant for the error path.
  /// - Throws: ``SceneWriterError/nonFiniteNumber(path:value:)`` as ``text()`` does.
  public func laidOutJSONValue() throws -> JSONValue {
    var layout = PrintedLayout()
    return try layout.value(self, indent: 0)
  }
}

/// Where ``SceneWriterJSON/write(into:indent:)`` has got to, without the text: the line, the
/// column (Unicode scalars) and the byte offset of the next character it would print.
private struct PrintedLayout {
  var line = 1
  var column = 1
  var offset = 0

  var position: SourcePosition { SourcePosition(line: line, column: column, offset: offset) }

  /// Passes over printed ASCII or other text.
  mutating func print(_ text: String) {
    column += text.unicodeScalars.count
    offset += text.utf8.count
  }

  /// Passes over `count` ASCII characters.
  mutating func print(ascii count: Int) {
    column += count
    offset += count
  }

  /// A line break followed by `indent` spaces.
  mutating func newline(indent: Int) {
    line += 1
    column = 1 + indent
    offset += 1 + indent
  }

  /// Lays out `value` as the printer writes it at the current place.
  mutating func value(_ value: SceneWriterJSON, indent: Int) throws -> JSONValue {
    let start = position
    switch value {
    case .null, .bool, .number, .string:
      let converted = try value.jsonValue(at: start)
      switch value {
      case .null: print(ascii: 4)
      case .bool(let b): print(ascii: b ? 4 : 5)
      case .number(let n): print(ascii: SceneWriterJSON.format(n).utf8.count)
      case .string(let text): print(SceneWriterJSON.quote(text))
      default: break
      }
      return converted
    case .path(let p):
      // Laid out as printed, and as parsing the printed text gives it: a string.
      let text = ScenePathText.text(p)
      print(ascii: text.utf8.count + 2)
      return JSONValue(.string(text), at: start)
    case .array(let items):
      if items.isEmpty {
        print(ascii: 2)
        return JSONValue(.array([]), at: start)
      }
      var values: [JSONValue] = []
      values.reserveCapacity(items.count)
      if items.allSatisfy(\.isScalar) {
        print(ascii: 1)
        for (i, item) in items.enumerated() {
          if i > 0 { print(ascii: 2) }
          values.append(
            try SceneWriterJSON.located("[\(i)]") { try self.value(item, indent: indent) })
        }
        print(ascii: 1)
        return JSONValue(.array(values), at: start)
      }
      print(ascii: 1)
      for (i, item) in items.enumerated() {
        newline(indent: indent + 2)
        values.append(
          try SceneWriterJSON.located("[\(i)]") { try self.value(item, indent: indent + 2) })
        if i < items.count - 1 { print(ascii: 1) }
      }
      newline(indent: indent)
      print(ascii: 1)
      return JSONValue(.array(values), at: start)
    case .object(let members):
      if members.isEmpty {
        print(ascii: 2)
        return JSONValue(.object(JSONObject(members: [])), at: start)
      }
      var out: [JSONObject.Member] = []
      out.reserveCapacity(members.count)
      print(ascii: 1)
      for (i, member) in members.enumerated() {
        newline(indent: indent + 2)
        let keyPosition = position
        print(SceneWriterJSON.quote(member.key))
        print(ascii: 2)
        let converted = try SceneWriterJSON.located(member.key) {
          try self.value(member.value, indent: indent + 2)
        }
        out.append(JSONObject.Member(key: member.key, keyPosition: keyPosition, value: converted))
        if i < members.count - 1 { print(ascii: 1) }
      }
      newline(indent: indent)
      print(ascii: 1)
      return JSONValue(.object(JSONObject(members: out)), at: start)
    }
  }
}
