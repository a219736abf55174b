import StrobeCore

extension SceneLayerType {
  /// A layer type's keys and property kinds, computed once per type (decoding a scene asks
  /// for them once per layer and property, applying it once per property: a reference, so
  /// neither copies it).
  final class KeyLookup: Sendable {
    /// ``SceneLayerType/allowedKeys``.
    let allowed: [String]
    /// What each allowed key is: a property with its kind and row, or a structural key (nil).
    let entries: StringKeyTable<Entry?>
    /// The property table rows with a scene key (``SceneLayerType/sceneRows``).
    let rows: [LayerPropertyRow]

    /// A property key of the type: the first kind ``SceneLayerType/properties`` lists for
    /// it, and its property table row (nil when the model has none: applying it fails).
    struct Entry: Sendable {
      let kind: SceneValueKind
      let row: LayerPropertyRow?
    }

    init(_ type: SceneLayerType) {
      let properties = type.properties
      allowed = SceneLayerType.structuralKeys + properties.map(\.0)
      rows = (LayerPropertyTables.layer + (type.layerClass.map(LayerPropertyTables.rows) ?? []))
        .filter { $0.scene != nil }
      let rowsByKey = StringKeyTable(rows.map { ($0.scene!.key, $0) })
      // Properties first: a key that is both (none today) keeps its property row for
      // transactions, while decoding reads the structural keys before any entry.
      entries = StringKeyTable(
        properties.map { ($0.0, Entry(kind: $0.1, row: rowsByKey[$0.0])) }
          + SceneLayerType.structuralKeys.map { ($0, nil) })
    }

    /// The kind of a property key, nil for a structural or unknown key.
    func kind(of key: String) -> SceneValueKind? { entries[key]??.kind }
  }

  // Each type's lookup, built the first time a layer of that type is decoded: building one
  // sets up its class's property table, which a scene without such layers never needs
  // (docs/performance.md §Lazy lookups).
  private static let layerLookup = KeyLookup(.layer)
  private static let shapeLookup = KeyLookup(.shape)
  private static let gradientLookup = KeyLookup(.gradient)
  private static let textLookup = KeyLookup(.text)
  private static let replicatorLookup = KeyLookup(.replicator)
  private static let transformLookup = KeyLookup(.transform)

  /// The raw values of every type, in declaration order (the `type` values allowed).
  static let rawValues: [String] = allCases.map(\.rawValue)

  /// This type's cached keys and kinds (found by case, without hashing the raw value).
  var keyLookup: KeyLookup {
    switch self {
    case .layer: return Self.layerLookup
    case .shape: return Self.shapeLookup
    case .gradient: return Self.gradientLookup
    case .text: return Self.textLookup
    case .replicator: return Self.replicatorLookup
    case .transform: return Self.transformLookup
    }
  }
}
