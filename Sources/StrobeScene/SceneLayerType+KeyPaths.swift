import StrobeCore

extension SceneLayerType {
  /// Core Animation key-value names that differ from the scene (Swift) spelling: the
  /// property table rows whose Swift name is not their key (`hidden` → `isHidden`).
  public static let keyValueAliases: [String: String] = Dictionary(
    uniqueKeysWithValues: LayerPropertyTables.all.compactMap { row in
      guard row.swiftName != row.key, let scene = row.scene else { return nil }
      return (row.key, scene.key)
    })

  /// Sub-key paths of structured properties and their value kinds: every row's scene fields
  /// (`position.x`, `frame.size`, `transform.rotation.z`…).
  static let subKeyPaths: [String: SceneValueKind] = {
    var table: [String: SceneValueKind] = [:]
    for row in LayerPropertyTables.all {
      guard let scene = row.scene else { continue }
      for field in scene.fields {
        table[scene.key + "." + field.suffix] = field.kind
      }
    }
    return table
  }()

  /// Resolves an animation or change key path for this type: the canonical scene key path
  /// (KVC aliases such as `hidden` become `isHidden`) and the kind of its values.
  ///
  /// Returns nil when the key path names nothing this layer type has.
  public func resolveKeyPath(_ keyPath: String) -> (keyPath: String, kind: SceneValueKind)? {
    if self == .text, let (_, key) = AnimatableProperty.textAnimatorKeyPath(keyPath),
      let kind = SceneValueKind.textAnimatorValueKind(key)
    {
      return (keyPath, kind)
    }
    var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard let head = parts.first else { return nil }
    if let alias = Self.keyValueAliases[head] { parts[0] = alias }
    let canonical = parts.joined(separator: ".")
    if parts.count == 1 {
      guard let kind = kind(of: canonical) else { return nil }
      return (canonical, kind)
    }
    guard self.kind(of: parts[0]) != nil, let kind = Self.subKeyPaths[canonical] else {
      return nil
    }
    return (canonical, kind)
  }

  /// Resolves the key path string under `cursor`, or throws a located error naming it with
  /// a "did you mean" suggestion among this type's key paths.
  func resolveKeyPath(at cursor: SceneCursor) throws -> (keyPath: String, kind: SceneValueKind) {
    let written = try cursor.string()
    guard let resolved = resolveKeyPath(written) else {
      if self == .text, written.hasPrefix(AnimatableProperty.textAnimatorPrefix) {
        throw cursor.error(
          "unknown text animator key path \(JSONValue.quote(written)); expected "
            + "\"textAnimators.<name>.<key>\" with a key of "
            + TextAnimator.animatableKeys.map(\.key).joined(separator: ", "))
      }
      var message = "unknown key path \(JSONValue.quote(written)) for a \"\(rawValue)\" layer"
      if let s = EditDistance.suggestion(for: written, among: knownKeyPaths) {
        message += "; did you mean \(JSONValue.quote(s))?"
      }
      throw cursor.error(message)
    }
    return resolved
  }

  /// Every key path this type resolves (for suggestions).
  public var knownKeyPaths: [String] {
    let keys = properties.map(\.0)
    let keySet = Set(keys)
    let subs = Self.subKeyPaths.keys.filter {
      keySet.contains(String($0.split(separator: ".")[0]))
    }
    return keys + subs.sorted() + Self.keyValueAliases.keys.sorted()
  }
}
