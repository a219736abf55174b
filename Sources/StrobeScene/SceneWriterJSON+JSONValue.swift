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
