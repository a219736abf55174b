import StrobeCore

/// A layer `type` of the scene format and the property keys it accepts.
public enum SceneLayerType: String, Sendable, Hashable, CaseIterable {
  /// `CALayer`.
  case layer
  /// `CAShapeLayer`.
  case shape
  /// `CAGradientLayer`.
  case gradient
  /// `CATextLayer`.
  case text
  /// `CAReplicatorLayer`.
  case replicator
  /// `CATransformLayer`.
  case transform

  /// Keys every layer object may have that are not properties: structure and identity.
  ///
  /// `inTransition` is the marker `strobe eval` writes on layers caught inside a
  /// transition; it is accepted (as a boolean) and has no effect.
  public static let structuralKeys = [
    "type", "name", "sublayers", "mask", "animations", "inTransition",
  ]

  /// The CALayer properties (scene keys) shared by every type: `CALayer`'s property table
  /// rows that have a scene key, in the table's order.
  public static let commonProperties: [(String, SceneValueKind)] = sceneProperties(
    LayerPropertyTables.layer)

  /// The class whose property table adds this type's own properties (nil: none).
  package var layerClass: LayerClass? {
    switch self {
    case .layer, .transform: return nil
    case .shape: return .shape
    case .gradient: return .gradient
    case .text: return .text
    case .replicator: return .replicator
    }
  }

  /// The property table rows of this type that have a scene key: `CALayer`'s, then the
  /// type's own.
  package var sceneRows: [LayerPropertyRow] { keyLookup.rows }

  /// The properties this type adds to ``commonProperties``: its class's property table rows
  /// that have a scene key.
  public var ownProperties: [(String, SceneValueKind)] {
    layerClass.map { Self.sceneProperties(LayerPropertyTables.rows(of: $0)) } ?? []
  }

  /// The scene keys and kinds of `rows` (those with a scene key), in order.
  static func sceneProperties(_ rows: [LayerPropertyRow]) -> [(String, SceneValueKind)] {
    rows.compactMap { row in row.scene.map { ($0.key, $0.kind) } }
  }

  /// Every property of this type: common ones first, then the type's own.
  public var properties: [(String, SceneValueKind)] {
    Self.commonProperties + ownProperties
  }

  /// The kind of the property `key` for this type, if it has one.
  public func kind(of key: String) -> SceneValueKind? { keyLookup.kind(of: key) }

  /// Every key a layer object of this type may have.
  public var allowedKeys: [String] { keyLookup.allowed }

  /// The other types that define `key`, for "belongs to" notes on unknown keys.
  public func otherTypes(defining key: String) -> [SceneLayerType] {
    Self.allCases.filter { $0 != self && $0.ownProperties.contains { $0.0 == key } }
  }
}
