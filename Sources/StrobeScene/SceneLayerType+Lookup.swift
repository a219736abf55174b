import StrobeCore

extension SceneLayerType {
  /// A layer type's keys and property kinds, computed once per type (decoding a scene asks
  /// for them once per layer and property).
  struct KeyLookup: Sendable {
    /// ``SceneLayerType/allowedKeys``.
    let allowed: [String]
    /// The same keys as a set.
    let allowedSet: Set<String>
    /// The first kind ``SceneLayerType/properties`` lists for each key.
    let kinds: [String: SceneValueKind]
    /// The property table rows with a scene key (``SceneLayerType/sceneRows``).
    let rows: [LayerPropertyRow]
    /// The row of each scene key.
    let rowsByKey: [String: LayerPropertyRow]

    init(_ type: SceneLayerType) {
      let properties = type.properties
      allowed = SceneLayerType.structuralKeys + properties.map(\.0)
      allowedSet = Set(allowed)
      kinds = Dictionary(properties.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
      rows = (LayerPropertyTables.layer + (type.layerClass.map(LayerPropertyTables.rows) ?? []))
        .filter { $0.scene != nil }
      rowsByKey = Dictionary(
        rows.map { ($0.scene!.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// Every type's lookup.
  private static let keyLookups: [SceneLayerType: KeyLookup] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0, KeyLookup($0)) })

  /// The raw values of every type, in declaration order (the `type` values allowed).
  static let rawValues: [String] = allCases.map(\.rawValue)

  /// This type's cached keys and kinds.
  var keyLookup: KeyLookup { Self.keyLookups[self]! }
}
