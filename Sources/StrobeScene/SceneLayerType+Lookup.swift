import StrobeCore

extension SceneLayerType {
  /// A layer type's keys and property kinds, computed once per type (decoding a scene asks
  /// for them once per layer and property, applying it once per property: a reference, so
  /// neither copies it).
  final class KeyLookup: Sendable {
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

  /// Every type's lookup, in ``allCases`` order.
  private static let keyLookups: [KeyLookup] = allCases.map(KeyLookup.init)

  /// The raw values of every type, in declaration order (the `type` values allowed).
  static let rawValues: [String] = allCases.map(\.rawValue)

  /// This type's cached keys and kinds (found by case, without hashing the raw value).
  var keyLookup: KeyLookup {
    switch self {
    case .layer: return Self.keyLookups[0]
    case .shape: return Self.keyLookups[1]
    case .gradient: return Self.keyLookups[2]
    case .text: return Self.keyLookups[3]
    case .replicator: return Self.keyLookups[4]
    case .transform: return Self.keyLookups[5]
    }
  }
}
