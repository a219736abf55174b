/// The members of one JSON object of a scene, already checked against the allowed keys.
public struct SceneFields: Sendable {
  /// The object itself.
  public let cursor: SceneCursor
  /// The object's members.
  public let object: JSONObject

  /// Members of `object`, which is the value under `cursor`.
  public init(cursor: SceneCursor, object: JSONObject) {
    self.cursor = cursor
    self.object = object
  }

  /// The keys present, in source order.
  public var keys: [String] { object.keys }

  /// True when `key` is present (even with a `null` value).
  public func has(_ key: String) -> Bool { object.member(key) != nil }

  /// The value for `key`, if present.
  public subscript(key: String) -> SceneCursor? {
    guard let member = object.member(key) else { return nil }
    return cursor.child(path: cursor.path.appending(key: key), value: member.value)
  }

  /// The location of `key` itself (its opening quote), if present.
  public func keyLocation(_ key: String) -> SceneLocation? {
    guard let member = object.member(key) else { return nil }
    return SceneLocation(
      file: cursor.file, path: cursor.path.appending(key: key), position: member.keyPosition)
  }

  /// The value for `key`, or a ``SceneError/missingKey(_:key:)`` error at the object.
  public func required(_ key: String) throws -> SceneCursor {
    guard let value = self[key] else { throw SceneError.missingKey(cursor.location, key: key) }
    return value
  }

  /// Throws ``SceneError/conflictingKeys(_:key:other:)`` when `key` and any of `others`
  /// are both present (located at `key`).
  public func forbid(_ key: String, with others: [String]) throws {
    guard let location = keyLocation(key) else { return }
    if let other = others.first(where: has) {
      throw SceneError.conflictingKeys(location, key: key, other: other)
    }
  }
}
