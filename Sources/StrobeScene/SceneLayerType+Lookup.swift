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
