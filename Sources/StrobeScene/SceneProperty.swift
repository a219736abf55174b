/// One decoded `key: value` of a scene object, with the value's location.
public struct SceneProperty: Sendable, Equatable {
  /// The key as written in the scene, in Swift spelling (`isHidden`).
  public var key: String
  /// The decoded value.
  public var value: SceneValue
  /// Where the value is.
  public var location: SceneLocation

  /// A property from its key, value and location.
  public init(key: String, value: SceneValue, location: SceneLocation) {
    self.key = key
    self.value = value
    self.location = location
  }
}
