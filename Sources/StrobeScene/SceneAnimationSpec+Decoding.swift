import StrobeCore

extension SceneAnimationSpec {
  /// CAMediaTiming keys.
  static let timingKeys = [
    "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
    "autoreverses", "fillMode", "isRemovedOnCompletion",
  ]
  /// Keys of every animation.
  static let commonKeys = ["type", "key", "timingFunction"] + timingKeys
  /// Keys of property animations.
  static let propertyKeys = ["keyPath", "isAdditive", "isCumulative"]
  /// Keys of basic (and spring) animations.
  static let basicKeys = ["fromValue", "toValue", "byValue", "morph"]
  /// Spring parameters.
  static let springKeys = [
    "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "perceptualDuration",
    "bounce",
  ]
  /// Keyframe keys.
  static let keyframeKeys = [
    "values", "keyTimes", "timingFunctions", "calculationMode", "tensionValues",
    "continuityValues", "biasValues", "path", "rotationMode", "morph", "pathProgress",
  ]
  /// CATransition keys (besides timing).
  static let transitionKeys = ["transitionType", "subtype", "startProgress", "endProgress"]

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

  /// Kinds of the fixed-type keys.
  static func fixedKind(_ key: String) -> SceneValueKind? {
    switch key {
    case "beginTime", "timeOffset", "speed", "initialVelocity", "bounce", "startProgress",
      "endProgress":
      return .number
    case "repeatDuration", "perceptualDuration": return .nonNegativeNumber
    case "mass", "stiffness", "damping": return .number
    case "autoreverses", "isRemovedOnCompletion", "isAdditive", "isCumulative",
      "allowsOverdamping":
      return .bool
    case "fillMode": return .choice(["removed", "forwards", "backwards", "both"])
    case "timingFunction": return .timingFunction
    case "keyTimes", "tensionValues", "continuityValues", "biasValues": return .numberList
    case "calculationMode": return .choice(["linear", "discrete", "paced", "cubic", "cubicPaced"])
    case "rotationMode": return .choice(["auto", "autoReverse"])
    case "morph": return .choice(["resample"])
    case "pathProgress": return .choice(["bezierParameter", "arcLength"])
    case "path": return .path
    case "transitionType": return .choice(["fade", "moveIn", "push", "reveal"])
    case "subtype": return .choice(["fromLeft", "fromRight", "fromTop", "fromBottom"])
    default: return nil
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

    var properties: [SceneProperty] = []
    var children: [SceneAnimationSpec] = []
    for name in fields.keys where !["type", "key", "keyPath"].contains(name) {
      let c = fields[name]!
      let value: SceneValue
      switch name {
      case "duration":
        if kind == .spring, case .string = c.value.kind {
          _ = try c.oneOf(["settling"])
          value = .string("settling")
        } else {
          value = .number(try c.nonNegativeNumber())
        }
      case "repeatCount":
        if case .string = c.value.kind {
          _ = try c.oneOf(["infinity"])
          value = .number(.infinity)
        } else {
          value = .number(try c.nonNegativeNumber())
        }
      case "fromValue", "toValue", "byValue":
        value = try valueKind!.decode(c)
      case "values":
        value = .list(try c.array().map { try valueKind!.decode($0) })
      case "timingFunctions":
        value = .list(try c.array().map { try SceneValueKind.timingFunction.decode($0) })
      case "animations":
        children = try c.array().map { try decode($0, layerType: layerType) }
        continue
      default:
        value = try fixedKind(name)!.decode(c)
      }
      properties.append(SceneProperty(key: name, value: value, location: c.location))
    }

    let spec = SceneAnimationSpec(
      kind: kind, key: key, keyPath: keyPath, valueKind: valueKind, properties: properties,
      animations: children, location: cursor.location)
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
