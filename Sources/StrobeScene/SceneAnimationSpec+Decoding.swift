import StrobeCore

extension SceneAnimationSpec {
  /// CAMediaTiming keys (each typed field's decoder declares its keys; these lists are
  /// derived from them, in the scene format's order).
  static let timingKeys = SceneAnimationTiming.keys.filter { $0 != "timingFunction" }
  /// Keys of every animation.
  static let commonKeys = ["type", "key", "timingFunction"] + timingKeys
  /// Keys of property animations.
  static let propertyKeys = ["keyPath", "isAdditive", "isCumulative"]
  /// Keys of basic (and spring) animations.
  static let basicKeys = ["fromValue", "toValue", "byValue", "morph"]
  /// Spring parameters.
  static let springKeys = SceneSpringParameters.keys
  /// Keyframe keys.
  static let keyframeKeys = SceneKeyframes.keys
  /// CATransition keys (besides timing).
  static let transitionKeys = SceneTransitionParameters.keys

  /// The keys an animation of `kind` accepts.
  static func allowedKeys(_ kind: Kind) -> [String] {
    switch kind {
    case .basic: return commonKeys + propertyKeys + basicKeys
    case .spring: return commonKeys + propertyKeys + basicKeys + springKeys
    case .keyframe: return commonKeys + propertyKeys + keyframeKeys
    case .group: return commonKeys + ["animations"]
    case .transition: return commonKeys + transitionKeys
    }
  }

  /// Decodes an animation object for a layer of `layerType`.
  public static func decode(_ cursor: SceneCursor, layerType: SceneLayerType) throws
    -> SceneAnimationSpec
  {
    guard case .object(let object) = cursor.value.kind else {
      throw cursor.mismatch("an animation object")
    }
    guard let typeMember = object["type"] else {
      throw SceneError.missingKey(cursor.location, key: "type")
    }
    let typeCursor = cursor.child(path: cursor.path.appending(key: "type"), value: typeMember)
    let kind = Kind(rawValue: try typeCursor.oneOf(Kind.allCases.map(\.rawValue)))!
    let fields = try cursor.fields(allowed: allowedKeys(kind)) { key in
      let owners = Kind.allCases.filter { $0 != kind && allowedKeys($0).contains(key) }
      guard !owners.isEmpty else { return nil }
      return "\"\(key)\" belongs to " + owners.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        + " animations"
    }
    let key = try fields["key"]?.string()

    // Key path and value kind.
    var keyPath: String?
    var valueKind: SceneValueKind?
    if [.basic, .spring, .keyframe].contains(kind) {
      let resolved = try layerType.resolveKeyPath(at: try fields.required("keyPath"))
      keyPath = resolved.keyPath
      valueKind = resolved.kind
    }

    var spec = SceneAnimationSpec(
      kind: kind, key: key, keyPath: keyPath, valueKind: valueKind, location: cursor.location)
    // In source order, so the first bad key in the file is the one reported.
    for name in fields.keys where !["type", "key", "keyPath"].contains(name) {
      let c = fields[name]!
      if try spec.timing.decode(name, c, allowsSettling: kind == .spring) { continue }
      switch name {
      case "isAdditive": spec.isAdditive = try c.bool()
      case "isCumulative": spec.isCumulative = try c.bool()
      case "morph":
        _ = try c.oneOf(["resample"])
        spec.morph = .resample
      case "fromValue", "toValue", "byValue":
        let value = SceneProperty(key: name, value: try valueKind!.decode(c), location: c.location)
        switch name {
        case "fromValue": spec.fromValue = value
        case "toValue": spec.toValue = value
        default: spec.byValue = value
        }
      case "animations":
        spec.animations = try c.array().map { try decode($0, layerType: layerType) }
      default:
        if try spec.keyframes.decode(name, c, valueKind: valueKind) { continue }
        if try spec.spring.decode(name, c) { continue }
        if try spec.transition.decode(name, c) { continue }
        preconditionFailure("allowed animation key \(name) has no decoder")
      }
    }

    try spec.validate(fields)
    return spec
  }

  /// Cross-key checks: spring parameters, `path` and `morph` only for fitting key paths,
  /// `pathProgress` only with a `path`.
  func validate(_ fields: SceneFields) throws {
    if let progress = fields["pathProgress"], !fields.has("path") {
      throw progress.error("\"pathProgress\" applies only to motion along a \"path\"")
    }
    if let morph = fields["morph"], valueKind != .path {
      throw morph.error("\"morph\" applies only to path animations (key path \"path\")")
    }
    if let path = fields["path"], valueKind != .point {
      throw path.error("a keyframe \"path\" needs a point key path such as \"position\"")
    }
    if kind == .spring {
      if fields.has("perceptualDuration") || fields.has("bounce") {
        for other in ["mass", "stiffness", "damping"] {
          try fields.forbid(other, with: ["perceptualDuration", "bounce"])
        }
      }
      if let m = fields["mass"], try m.number() <= 0 {
        throw m.mismatch("a mass greater than 0")
      }
      if let s = fields["stiffness"], try s.number() <= 0 {
        throw s.mismatch("a stiffness greater than 0")
      }
      if let d = fields["damping"], try d.number() < 0 {
        throw d.mismatch("a damping ≥ 0")
      }
    }
  }
}
