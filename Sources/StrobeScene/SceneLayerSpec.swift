/// A validated layer object of a scene file (not yet a `CALayer`).
public struct SceneLayerSpec: Sendable, Equatable {
  /// The layer class.
  public var type: SceneLayerType
  /// The layer's unique name, if any.
  public var name: String?
  /// Where the `name` value is, when the layer has one.
  public var nameLocation: SceneLocation?
  /// The layer's properties, decoded, in source order.
  public var properties: [SceneProperty]
  /// Sublayers, in order.
  public var sublayers: [SceneLayerSpec]
  /// Animations in order of addition.
  public var animations: [SceneAnimationSpec]
  /// True when `strobe eval` marked the layer as caught inside a transition (no effect).
  public var inTransition: Bool
  /// Where the layer object starts.
  public var location: SceneLocation
  // Boxed so the struct can contain one of its own type.
  private(set) var maskStorage: [SceneLayerSpec]

  /// A layer from its parts.
  public init(
    type: SceneLayerType, name: String? = nil, properties: [SceneProperty] = [],
    sublayers: [SceneLayerSpec] = [], mask: SceneLayerSpec? = nil,
    animations: [SceneAnimationSpec] = [], inTransition: Bool = false, location: SceneLocation
  ) {
    self.type = type
    self.name = name
    self.properties = properties
    self.sublayers = sublayers
    self.maskStorage = mask.map { [$0] } ?? []
    self.animations = animations
    self.inTransition = inTransition
    self.location = location
  }

  /// The mask layer, if any.
  public var mask: SceneLayerSpec? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  /// The property `key`, if present.
  public func property(_ key: String) -> SceneProperty? {
    properties.first { $0.key == key }
  }

  /// The decoded value of `key`, if present.
  public func value(_ key: String) -> SceneValue? {
    property(key)?.value
  }
}
