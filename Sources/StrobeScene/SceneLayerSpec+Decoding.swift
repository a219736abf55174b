import StrobeCore

extension SceneLayerSpec {
  /// Decodes a layer object (and its sublayers, mask and animations).
  ///
  /// Checks: known `type`; every key known for that type (unknown keys get a "did you
  /// mean" suggestion, or a note naming the types that have the key); `frame` not given
  /// together with `bounds` or `position`; values of the right kind.
  public static func decode(_ cursor: SceneCursor) throws -> SceneLayerSpec {
    guard case .object(let object) = cursor.value.kind else {
      throw cursor.mismatch("a layer object")
    }
    var type = SceneLayerType.layer
    if let typeValue = object["type"] {
      if case .string(let name) = typeValue.kind, let known = SceneLayerType(rawValue: name) {
        type = known
      } else {
        // A cursor (and its path) only for the error.
        let typeCursor = cursor.child(path: cursor.path.appending(key: "type"), value: typeValue)
        type = SceneLayerType(rawValue: try typeCursor.oneOf(SceneLayerType.rawValues))!
      }
    }
    let lookup = type.keyLookup
    // Where each member's key is in the type's table, noted while the keys are checked (one
    // lookup per member; docs/performance.md §Key tables).
    var positions: [Int] = []
    positions.reserveCapacity(object.members.count)
    let fields = try cursor.fields(allowed: lookup.allowed) { key in
      guard let position = lookup.entries.index(of: key) else { return false }
      positions.append(position)
      return true
    } note: { key in
      let owners = type.otherTypes(defining: key)
      guard !owners.isEmpty else { return nil }
      return "\"\(key)\" belongs to layers of type "
        + owners.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
    try fields.forbid("bounds", with: ["frame"])
    try fields.forbid("position", with: ["frame"])

    var layer = SceneLayerSpec(type: type, location: cursor.location)
    layer.properties.reserveCapacity(object.members.count)
    // The members in source order, each read once (no key list, no lookup by key).
    for index in object.members.indices {
      let key = object.members[index].key
      let entry = lookup.entries.value(at: positions[index])
      if entry == nil, key == "type" { continue }  // read above
      let c = cursor.child(
        path: cursor.path.appending(key: key), value: object.members[index].value)
      if let property = entry {
        let value = try property.kind.decode(c)
        layer.properties.append(SceneProperty(key: key, value: value, location: c.location))
        continue
      }
      switch key {
      case "name":
        layer.name = try c.string()
        layer.nameLocation = c.location
      case "inTransition":
        layer.inTransition = try c.bool()
      case "sublayers":
        layer.sublayers = try c.array().map(decode)
      case "mask":
        layer.mask = try decode(c)
      case "animations":
        layer.animations = try c.array().map {
          try SceneAnimationSpec.decode($0, layerType: type)
        }
      default:
        // No other structural key; no property has one (StringKeyTableTests).
        continue
      }
    }
    if type == .text { try checkTextAnimatorNames(layer) }
    return layer
  }

  /// Throws at the first animation (or group child) whose key path names a text animator
  /// (`textAnimators.<name>.<key>`) the layer's `textAnimators` do not have.
  private static func checkTextAnimatorNames(_ layer: SceneLayerSpec) throws {
    var names: [String] = []
    for p in layer.properties where p.key == "textAnimators" {
      if case .textAnimators(let list) = p.value { names = list.map(\.name) }
    }
    func check(_ animation: SceneAnimationSpec) throws {
      if let keyPath = animation.keyPath,
        let (name, _) = AnimatableProperty.textAnimatorKeyPath(keyPath), !names.contains(name)
      {
        let known =
          names.isEmpty
          ? "the layer has no textAnimators"
          : "its textAnimators are " + names.map { JSONValue.quote($0) }.joined(separator: ", ")
        throw SceneError.invalid(
          animation.location,
          message: "key path \(JSONValue.quote(keyPath)) names no text animator of this layer ("
            + known + ")")
      }
      for child in animation.animations { try check(child) }
    }
    for animation in layer.animations { try check(animation) }
  }

  /// Calls `body` with this layer, its mask and all descendants, depth first (self, mask,
  /// sublayers: the order of ``allLayers``), reading them in place instead of copying them
  /// into an array.
  func forEachLayer(_ body: (borrowing SceneLayerSpec) throws -> Void) rethrows {
    try body(self)
    for index in maskStorage.indices { try maskStorage[index].forEachLayer(body) }
    for index in sublayers.indices { try sublayers[index].forEachLayer(body) }
  }

  /// This layer, its mask and all descendants, depth first (self, mask, sublayers).
  public var allLayers: [SceneLayerSpec] {
    var out = [self]
    if let mask { out += mask.allLayers }
    for s in sublayers { out += s.allLayers }
    return out
  }
}
