import StrobeCore

/// The layer objects of the scene format's JSON Schema (`$defs/layer-<type>` in
/// docs/strobe-scene.schema.json), derived from the property tables: the structural keys,
/// then each property row's scene key with the schema of its kind and its note, in the
/// tables' order (docs/scene-format.md §Schema).
///
/// The rest of the schema (value kinds, animations, transactions) is written by hand;
/// `SceneSchemaGenerationTests` checks that the committed file holds these definitions, and
/// `make schema` writes them into it.
package enum SceneSchema {
  /// The `$defs` entry of layers of `type`.
  package static func layerDefinition(_ type: SceneLayerType) -> SceneWriterJSON {
    var properties: [(key: String, value: SceneWriterJSON)] = SceneLayerType.structuralKeys.map {
      ($0, structuralSchema($0, of: type))
    }
    for row in type.sceneRows {
      guard let scene = row.scene else { continue }
      properties.append((scene.key, propertySchema(scene)))
    }
    var members: [(key: String, value: SceneWriterJSON)] = [
      ("description", .string(className(type) + ".")), ("type", .string("object")),
      ("properties", .object(properties)), ("additionalProperties", .bool(false)),
    ]
    if type != .layer { members.append(("required", .array([.string("type")]))) }
    // `frame` excludes `bounds` and `position`, as the decoder checks.
    let table = CALayer.layerProperties
    let exclusions: [SceneWriterJSON] = [table.bounds.key, table.position.key].map {
      .object([("required", .array([.string(table.frame.key), .string($0)]))])
    }
    members.append(("not", .object([("anyOf", .array(exclusions))])))
    return .object(members)
  }

  /// The Core Animation class of a layer type.
  static func className(_ type: SceneLayerType) -> String {
    switch type {
    case .layer: return "CALayer"
    case .shape: return "CAShapeLayer"
    case .gradient: return "CAGradientLayer"
    case .text: return "CATextLayer"
    case .replicator: return "CAReplicatorLayer"
    case .transform: return "CATransformLayer"
    }
  }

  /// The schema of a structural key (``SceneLayerType/structuralKeys``).
  static func structuralSchema(_ key: String, of type: SceneLayerType) -> SceneWriterJSON {
    switch key {
    case "type": return .object([("const", .string(type.rawValue))])
    case "name":
      return .object([
        ("type", .string("string")),
        ("description", .string("A name unique in the scene (transactions refer to it).")),
      ])
    case "sublayers", "animations":
      let item = key == "sublayers" ? "layer" : "animation"
      return .object([("type", .string("array")), ("items", reference(item))])
    case "mask": return reference("layer")
    case "inTransition":
      return .object([
        ("type", .string("boolean")),
        (
          "description",
          .string("Written by strobe eval on layers inside a transition; no effect.")
        ),
      ])
    default: preconditionFailure("no schema for the structural key \(key)")
    }
  }

  /// The schema of one property: its note, then its kind's schema.
  static func propertySchema(_ scene: LayerPropertyRow.Scene) -> SceneWriterJSON {
    var members: [(key: String, value: SceneWriterJSON)] = []
    if let note = scene.schemaNote { members.append(("description", .string(note))) }
    return .object(members + kindSchema(scene.kind))
  }

  /// `{"$ref": "#/$defs/<name>"}`.
  static func reference(_ name: String) -> SceneWriterJSON {
    .object([("$ref", .string("#/$defs/" + name))])
  }

  /// The members of a kind's schema: a reference to the `$defs` entry of the kind's name,
  /// or the inline schema of a choice, a time-remapping curve or a text animator list.
  static func kindSchema(_ kind: SceneValueKind) -> [(key: String, value: SceneWriterJSON)] {
    let name: String
    switch kind {
    case .choice(let names): return [("enum", .array(names.map { .string($0) }))]
    case .textAnimators: return [("type", .string("array")), ("items", reference("textAnimator"))]
    case .timeRemap:
      let numbers: SceneWriterJSON = .object([
        ("type", .string("array")), ("items", reference("number")), ("minItems", .number(1)),
      ])
      let controlPoints: SceneWriterJSON = .object([
        ("type", .string("array")), ("items", .object([("type", .string("number"))])),
        ("minItems", .number(4)), ("maxItems", .number(4)),
      ])
      let function: SceneWriterJSON = .object([
        (
          "anyOf",
          .array([
            .object([("enum", .array([.string("linear"), .string("hold")]))]), controlPoints,
          ])
        )
      ])
      return [
        ("type", .string("object")),
        ("required", .array([.string("keyTimes"), .string("values")])),
        ("additionalProperties", .bool(false)),
        (
          "properties",
          .object([
            ("keyTimes", numbers), ("values", numbers),
            ("timingFunctions", .object([("type", .string("array")), ("items", function)])),
          ])
        ),
      ]
    case .number: name = "number"
    case .nonNegativeNumber: name = "nonNegativeNumber"
    case .positiveNumber: name = "positiveNumber"
    case .count: name = "count"
    case .bool: name = "bool"
    case .point: name = "point"
    case .size: name = "size"
    case .rect: name = "rect"
    case .layerRect: name = "layerRect"
    case .color: name = "color"
    case .transform: name = "transform"
    case .path: name = "path"
    case .string: name = "string"
    case .optionalString: name = "optionalString"
    case .dashPattern: name = "dashPattern"
    case .numberList: name = "numberList"
    case .colorList: name = "colorList"
    case .cornerMask: name = "cornerMask"
    case .contents: name = "contents"
    case .timingFunction: name = "timingFunction"
    }
    return [("$ref", .string("#/$defs/" + name))]
  }
}
