import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeScene

/// The scene side of the property tables (docs/animation.md §Where a property lives): the
/// scene keys, kinds, aliases and sub-key paths of each layer type are the tables' rows,
/// the loader applies each key through its row to that row's storage and nowhere else, and
/// the lists are the ones the scene format had before the tables (pinned below; adding a
/// property adds its key here).
@Suite struct ScenePropertyTableTests {
  // MARK: Pinned lists

  /// `CALayer`'s scene keys and kinds, in the scene format's order.
  static let commonProperties: [(String, SceneValueKind)] = [
    ("frame", .layerRect), ("bounds", .layerRect), ("position", .point),
    ("anchorPoint", .point), ("anchorPointZ", .number), ("zPosition", .number),
    ("transform", .transform), ("sublayerTransform", .transform),
    ("isGeometryFlipped", .bool), ("isDoubleSided", .bool),
    ("opacity", .number), ("isHidden", .bool), ("allowsGroupOpacity", .bool),
    ("backgroundColor", .color), ("cornerRadius", .number), ("maskedCorners", .cornerMask),
    ("cornerCurve", .choice(["circular", "continuous"])),
    ("borderWidth", .number), ("borderColor", .color), ("masksToBounds", .bool),
    ("shadowColor", .color), ("shadowOpacity", .number), ("shadowOffset", .size),
    ("shadowRadius", .number), ("shadowPath", .path),
    ("contents", .contents),
    (
      "contentsGravity",
      .choice([
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
        "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
      ])
    ),
    ("contentsRect", .rect), ("contentsCenter", .rect), ("contentsScale", .positiveNumber),
    ("beginTime", .number), ("speed", .number), ("timeOffset", .number),
    ("maskMode", .choice(["alpha", "alphaInverted", "luminance", "luminanceInverted"])),
    ("timeRemap", .timeRemap),
    ("compositingFilter", .choice(CompositingFilter.allCases.map(\.rawValue))),
    ("blurRadius", .nonNegativeNumber),
  ]

  /// Each type's own scene keys and kinds.
  static func ownProperties(_ type: SceneLayerType) -> [(String, SceneValueKind)] {
    switch type {
    case .layer, .transform:
      return []
    case .shape:
      return [
        ("path", .path), ("fillColor", .color), ("fillRule", .choice(["nonZero", "evenOdd"])),
        ("strokeColor", .color), ("lineWidth", .number),
        ("lineCap", .choice(["butt", "round", "square"])),
        ("lineJoin", .choice(["miter", "round", "bevel"])), ("miterLimit", .number),
        ("strokeStart", .number), ("strokeEnd", .number), ("lineDashPattern", .dashPattern),
        ("lineDashPhase", .number),
      ]
    case .gradient:
      return [
        ("colors", .colorList), ("locations", .numberList), ("startPoint", .point),
        ("endPoint", .point), ("gradientType", .choice(["axial", "radial", "conic"])),
      ]
    case .text:
      return [
        ("string", .optionalString), ("font", .string), ("fontSize", .number),
        ("foregroundColor", .color),
        ("alignmentMode", .choice(["natural", "left", "right", "center", "justified"])),
        ("isWrapped", .bool), ("truncationMode", .choice(["none", "start", "middle", "end"])),
        ("fontStyle", .string), ("lineHeight", .nonNegativeNumber), ("letterSpacing", .number),
        ("textLayout", .choice(["box", "point"])), ("textStrokeColor", .color),
        ("textStrokeWidth", .nonNegativeNumber),
        ("textPaintOrder", .choice(TextPaintOrder.allCases.map(\.rawValue))),
        ("textAnimators", .textAnimators),
        ("textAnimatorGrouping", .choice(TextAnimatorGrouping.allCases.map(\.rawValue))),
        ("textAnimatorGroupingAlignment", .point),
      ]
    case .replicator:
      return [
        ("instanceCount", .count), ("instanceTransform", .transform), ("instanceDelay", .number),
        ("instanceColor", .color), ("instanceRedOffset", .number),
        ("instanceGreenOffset", .number), ("instanceBlueOffset", .number),
        ("instanceAlphaOffset", .number),
      ]
    }
  }

  /// The sub-key paths a scene resolves, and their kinds.
  static let subKeyPaths: [String: SceneValueKind] = {
    var table: [String: SceneValueKind] = [:]
    for base in ["transform", "sublayerTransform", "instanceTransform"] {
      for sub in [
        "rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y",
        "scale.z", "scale.xy", "translation.x", "translation.y", "translation.z",
      ] {
        table[base + "." + sub] = .number
      }
      table[base + ".translation"] = .size
    }
    for base in ["position", "anchorPoint", "startPoint", "endPoint"] {
      table[base + ".x"] = .number
      table[base + ".y"] = .number
    }
    for base in ["bounds", "frame", "contentsRect", "contentsCenter"] {
      table[base + ".origin"] = .point
      table[base + ".size"] = .size
      for field in ["origin.x", "origin.y", "size.width", "size.height"] {
        table[base + "." + field] = .number
      }
    }
    table["shadowOffset.width"] = .number
    table["shadowOffset.height"] = .number
    return table
  }()

  // MARK: Views

  /// `(key, kind)` lists compare as lists of their printed pairs.
  static func pairs(_ list: [(String, SceneValueKind)]) -> [String] {
    list.map { "\($0.0): \($0.1)" }
  }

  @Test func eachTypesSceneKeysAreItsTablesRows() {
    #expect(Self.pairs(SceneLayerType.commonProperties) == Self.pairs(Self.commonProperties))
    for type in SceneLayerType.allCases {
      #expect(Self.pairs(type.ownProperties) == Self.pairs(Self.ownProperties(type)), "\(type)")
      // Derived here from the rows, independently of the type's cached lookup.
      let rows =
        LayerPropertyTables.layer + (type.layerClass.map(LayerPropertyTables.rows) ?? [])
      let fromRows = rows.compactMap { row in
        row.scene.map { ($0.key, $0.kind) }
      }
      #expect(Self.pairs(type.properties) == Self.pairs(fromRows), "\(type)")
      #expect(type.sceneRows.map { $0.scene?.key } == fromRows.map(\.0), "\(type)")
      #expect(type.allowedKeys == SceneLayerType.structuralKeys + fromRows.map(\.0))
      #expect(SceneKeyTable.layer(type) == type.allowedKeys)
      // Structural keys are not properties.
      #expect(Set(SceneLayerType.structuralKeys).isDisjoint(with: fromRows.map(\.0)))
    }
  }

  @Test func aliasesAndSubKeyPathsAreTheRowsSwiftNamesAndFields() {
    #expect(
      SceneLayerType.keyValueAliases == [
        "hidden": "isHidden", "doubleSided": "isDoubleSided",
        "geometryFlipped": "isGeometryFlipped", "wrapped": "isWrapped",
      ])
    #expect(SceneLayerType.subKeyPaths == Self.subKeyPaths)
    for row in LayerPropertyTables.all {
      guard let scene = row.scene else { continue }
      for field in scene.fields {
        #expect(SceneLayerType.subKeyPaths[scene.key + "." + field.suffix] != nil)
      }
      // An animatable field resolves in a scene too.
      for p in row.fieldAnimations {
        #expect(
          SceneLayerType.subKeyPaths[scene.key + p.keyPath.dropFirst(row.key.count)] != nil,
          "\(p.keyPath)")
      }
    }
  }

  // MARK: Applying

  /// A scene value of `kind` that differs from `current` (a row's default, as written).
  static func sample(_ kind: SceneValueKind, current: LayerPropertyValue?) -> String? {
    switch kind {
    case .number, .nonNegativeNumber, .positiveNumber: return "0.25"
    case .count: return "3"
    case .bool: return current == .bool(true) ? "false" : "true"
    case .point: return "[0.25, 0.75]"
    case .size: return "[2, 3]"
    case .rect, .layerRect: return "[1, 2, 3, 4]"
    case .color: return "\"#FF0000\""
    case .transform: return "[{\"scale\": [2, 2, 1]}]"
    case .path: return "{\"rect\": [0, 0, 1, 1]}"
    case .string, .optionalString: return "\"DejaVu Sans\""
    case .choice(let names):
      guard case .string(let name) = current else { return nil }
      return names.first { $0 != name }.map { "\"\($0)\"" }
    case .dashPattern: return "[1, 2]"
    case .numberList: return "[0, 1]"
    case .colorList: return "[\"red\", \"blue\"]"
    case .cornerMask: return "[\"minXMinY\"]"
    case .contents:
      return "\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='2' "
        + "height='2'/%3E\""
    case .timeRemap: return "{\"keyTimes\": [0, 1], \"values\": [0, 2]}"
    case .textAnimators: return "[{\"name\": \"a\", \"opacity\": 0}]"
    case .timingFunction: return "\"easeIn\""
    }
  }

  /// The presentation of the one layer of a scene of `type` with `members`.
  static func presentation(_ type: SceneLayerType, _ members: String = "") throws
    -> PresentationLayer
  {
    let json = """
      {"strobe": 1, "canvas": {"width": 10, "height": 10},
       "layers": [{"type": "\(type.rawValue)"\(members.isEmpty ? "" : ", " + members)}]}
      """
    let document = try SceneLoader.load(data: Data(json.utf8), fileName: "t.json")
    return try #require(document.rootLayer.presentation(at: 0).sublayers.first)
  }

  @Test func theLoaderAppliesEachKeyToItsRowAlone() throws {
    for type in SceneLayerType.allCases {
      let plain = try Self.presentation(type)
      for row in type.sceneRows {
        let scene = try #require(row.scene)
        // Rows the snapshot does not hold (frame, timing) are checked below.
        guard row.value(in: plain) != nil else { continue }
        let read = row.value(in:)
        let sample = try #require(
          Self.sample(scene.kind, current: read(plain)), "no sample for \(scene.key)")
        let changed = try Self.presentation(type, "\"\(scene.key)\": \(sample)")
        #expect(read(changed) != read(plain), "\(type).\(scene.key) did not change")
        for other in type.sceneRows where other !== row {
          #expect(
            other.value(in: changed) == other.value(in: plain),
            "\(type).\(scene.key) also changed \(other.key)")
        }
      }
    }
  }

  @Test func rowsWithoutASnapshotValueApplyThroughTheirSetters() throws {
    let json = """
      {"strobe": 1, "canvas": {"width": 10, "height": 10},
       "layers": [{"frame": [1, 2, 3, 4], "beginTime": 0.25, "speed": 2, "timeOffset": 0.5,
                   "timeRemap": {"keyTimes": [0, 1], "values": [0, 2]}}]}
      """
    let document = try SceneLoader.load(data: Data(json.utf8), fileName: "t.json")
    let layer = try #require(document.rootLayer.sublayers?.first)
    #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(layer.beginTime == 0.25 && layer.speed == 2 && layer.timeOffset == 0.5)
    #expect(layer.timeRemap?.values == [0, 2])
  }

  // MARK: Writing

  /// The keys the writer writes for `layer`, in order.
  static func writtenKeys(_ layer: PresentationLayer) throws -> [String] {
    guard case .object(let members) = SceneWriter().layerJSON(layer) else {
      Issue.record("a layer is not written as an object")
      return []
    }
    return members.map(\.key)
  }

  /// A document with `layer` as its only layer, written and loaded back.
  static func rewritten(_ layer: PresentationLayer) throws -> PresentationLayer {
    let data = try SceneWriter().document(
      root: PresentationLayer(state: LayerState(), sublayers: [layer]),
      canvasSize: CGSize(width: 10, height: 10), background: nil)
    let document = try SceneLoader.load(data: data, fileName: "eval.json")
    return try #require(document.rootLayer.presentation(at: 0).sublayers.first)
  }

  @Test func theWriterWritesEveryRowAsItsRowSays() throws {
    for type in SceneLayerType.allCases {
      // Every layer at its defaults: a text layer without a string writes `"string": null`,
      // which loads back as no string.
      let plain = try Self.presentation(type)
      // At the defaults: every row written always, in the tables' order; no extension.
      let always = type.sceneRows.filter { row in
        switch row.scene?.output {
        case .always?, .constant?: return true
        default: return false
        }
      }
      #expect(
        try Self.writtenKeys(plain) == ["type"] + always.compactMap { $0.scene?.key }
          + ["sublayers"], "\(type)")
      // A layer without contents writes contents: null, and that document loads.
      #expect(try Self.rewritten(plain).state.contents == nil)
      if type == .text {
        // …and so does a text layer without a string.
        guard case .text(let text) = plain.content, text.string == nil else {
          Issue.record("a text layer at its defaults has no string: \(plain.content)")
          continue
        }
        guard case .text(let back) = try Self.rewritten(plain).content else {
          Issue.record("a rewritten text layer is not a text layer")
          continue
        }
        #expect(back.string == nil)
      }
      for row in type.sceneRows {
        let scene = try #require(row.scene)
        guard let current = row.value(in: plain),
          let sample = Self.sample(scene.kind, current: current)
        else { continue }
        let member = "\"\(scene.key)\": \(sample)"
        let changed = try Self.presentation(type, member)
        let keys = try Self.writtenKeys(changed)
        // A changed extension is written; what the snapshot bakes in never is.
        #expect(keys.contains(scene.key) == (scene.output != .never), "\(scene.key)")
        // Written and loaded back, the value is the same (a constant is written as it is).
        let back = try Self.rewritten(changed)
        if case .constant(let value) = scene.output {
          #expect(row.value(in: back) == value, "\(scene.key)")
        } else {
          #expect(row.value(in: back) == row.value(in: changed), "\(scene.key)")
        }
      }
    }
  }
}
