/// A JSON object: members in source order, with unique keys.
public struct JSONObject: Sendable, Hashable {
  /// One `"key": value` member.
  public struct Member: Sendable, Hashable {
    /// The key (escapes resolved).
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The member's value.
    public var value: JSONValue

    /// A member from its key, key position and value.
    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
      self.key = key
      self.keyPosition = keyPosition
      self.value = value
    }
  }

  /// The members, in source order.
  public var members: [Member]

  /// An object from its members (the caller keeps keys unique).
  public init(members: [Member] = []) {
    self.members = members
  }

  /// The keys, in source order.
  public var keys: [String] { members.map(\.key) }

  /// The member with `key`, if any.
  public func member(_ key: String) -> Member? {
    guard let k = index(ofKey: key) else { return nil }
    return members[k]
  }

  /// The value for `key`, if present.
  public subscript(key: String) -> JSONValue? {
    guard let k = index(ofKey: key) else { return nil }
    return members[k].value
  }

  /// The index of the member with `key`: a linear scan by index (no copy of the members passed
  /// over) that compares key lengths before contents.
  private func index(ofKey key: String) -> Int? {
    let length = key.utf8.count
    for k in members.indices {
      let candidate = members[k].key
      if candidate.utf8.count == length && candidate == key { return k }
    }
    return nil
  }
}
