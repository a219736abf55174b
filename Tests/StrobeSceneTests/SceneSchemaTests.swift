import Foundation
import Testing

@testable import StrobeScene

/// docs/strobe-scene.schema.json: every valid fixture conforms, wrong shapes are rejected
/// by both the schema and the loader, and the schema's keys per object equal the loader's.
@Suite struct SceneSchemaTests {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func parse(_ url: URL) throws -> JSONValue {
    try JSONParser().parse(try Data(contentsOf: url))
  }

  static let schema: JSONValue = {
    let url = repository.appendingPathComponent("docs/strobe-scene.schema.json")
    return (try? parse(url)) ?? JSONValue(.null, at: SourcePosition(line: 1, column: 1))
  }()

  static var validator: JSONSchemaValidator { JSONSchemaValidator(root: schema) }

  /// Every scene the repository holds that the loader accepts.
  static func validFixtures() throws -> [URL] {
    let fm = FileManager.default
    var urls: [URL] = [repository.appendingPathComponent("Fixtures/demo.json")]
    for folder in ["Fixtures/golden", "Fixtures/scenes", "Fixtures/cli", "docs/examples"] {
      let dir = repository.appendingPathComponent(folder)
      guard let names = try? fm.contentsOfDirectory(atPath: dir.path) else { continue }
      urls += names.filter { $0.hasSuffix(".json") && !$0.hasPrefix("bad-") }.sorted()
        .map { dir.appendingPathComponent($0) }
    }
    return urls
  }

  /// The schema node describing an object kind of ``SceneKeyTable``.
  static func node(_ kind: String) -> JSONValue? {
    if kind == "document" { return schema }
    return validator.resolve("#/$defs/" + kind)
  }

  /// The keys a schema node allows: its `properties`, and those of its oneOf/anyOf branches.
  static func keys(of node: JSONValue) -> Set<String> {
    guard case .object(let o) = node.kind else { return [] }
    var out: Set<String> = []
    if case .object(let props)? = o["properties"]?.kind { out.formUnion(props.keys) }
    for combiner in ["oneOf", "anyOf"] {
      if case .array(let branches)? = o[combiner]?.kind {
        for b in branches { out.formUnion(keys(of: b)) }
      }
    }
    return out
  }

  /// Every schema object in the document (the root, `$defs`, `properties` values and the
  /// subschemas of the combinators and array keywords).
  static func subschemas(_ node: JSONValue) -> [JSONObject] {
    guard case .object(let o) = node.kind else { return [] }
    var out = [o]
    for key in ["$defs", "properties"] {
      if case .object(let map)? = o[key]?.kind {
        for m in map.members { out += subschemas(m.value) }
      }
    }
    for key in ["oneOf", "anyOf", "allOf", "prefixItems"] {
      if case .array(let list)? = o[key]?.kind { for s in list { out += subschemas(s) } }
    }
    for key in ["items", "not", "additionalProperties"] {
      if let s = o[key] { out += subschemas(s) }
    }
    return out
  }

  @Test func schemaIsDraft2020AndUsesOnlyTheCheckedKeywords() throws {
    guard case .object(let root) = Self.schema.kind else {
      Issue.record("docs/strobe-scene.schema.json is missing or not a JSON object")
      return
    }
    guard case .string(let dialect)? = root["$schema"]?.kind else {
      Issue.record("no $schema")
      return
    }
    #expect(dialect == "https://json-schema.org/draft/2020-12/schema")
    let allowed = JSONSchemaValidator.keywords.union(JSONSchemaValidator.annotations)
    let all = Self.subschemas(Self.schema)
    #expect(all.count > 100)
    for s in all {
      let unknown = s.keys.filter { !allowed.contains($0) }
      #expect(unknown.isEmpty, "unsupported keywords \(unknown)")
      // Every object schema that lists properties rejects unknown keys, like the loader.
      if s["properties"] != nil {
        #expect(s["additionalProperties"].map { $0.summary == "false" } == true)
      }
      if case .string(let ref)? = s["$ref"]?.kind {
        #expect(Self.validator.resolve(ref) != nil, "dangling \(ref)")
      }
    }
  }

  @Test func everyValidFixtureConformsToTheSchema() throws {
    let fixtures = try Self.validFixtures()
    #expect(fixtures.count >= 55)
    for url in fixtures {
      let data = try Data(contentsOf: url)
      // These are valid scenes: the loader accepts them…
      #expect(throws: Never.self, "\(url.lastPathComponent)") {
        _ = try SceneLoader.loadSpec(data: data, fileName: url.lastPathComponent)
      }
      // …and so does the schema.
      let failures = Self.validator.validate(try JSONParser().parse(data))
      #expect(failures.isEmpty, "\(url.lastPathComponent): \(failures.prefix(3))")
    }
  }

  @Test(arguments: [
    ("Fixtures/bad/unknown-key.json", "fillColour"),
    ("Fixtures/bad/lineCap-typo.json", "rond"),
    ("Fixtures/cli/bad-linecap.json", "rond"),
    ("Fixtures/bad/wrong-version.json", "expected 1"),
    ("Fixtures/bad/frame-and-bounds.json", "must not match"),
  ])
  func invalidFixturesAreRejected(path: String, clue: String) throws {
    let value = try Self.parse(Self.repository.appendingPathComponent(path))
    let failures = Self.validator.validate(value)
    #expect(!failures.isEmpty)
    #expect(failures.contains { $0.description.contains(clue) }, "\(failures)")
  }

  /// Documents around one layer (or other snippet) for the shape checks.
  static func scene(layer: String = "{}", extra: String = "") -> String {
    """
    {"strobe": 1, "canvas": {"width": 10, "height": 10}, "layers": [\(layer)]\(extra)}
    """
  }

  /// Wrong shapes: both the schema and the loader reject each.
  @Test(arguments: [
    scene(layer: ##"{"type": "shape", "fillColor": "#12"}"##),
    scene(layer: #"{"type": "shape", "strokeEnd": "half"}"#),
    scene(layer: #"{"type": "shape", "fillColor": [1, 0]}"#),
    scene(layer: #"{"type": "shape", "fillColor": [1, 0, 2]}"#),
    scene(layer: #"{"type": "shape", "fillColor": "sytemBlue"}"#),
    scene(layer: #"{"type": "shape", "path": {"rect": [0, 0, 1, 1], "ellipse": [0, 0, 1, 1]}}"#),
    scene(layer: #"{"type": "shape", "path": {"ellipse": [0, 0, 1, 1], "cornerRadius": 2}}"#),
    scene(layer: #"{"type": "shape", "path": {"arc": {"center": [0, 0], "radius": 1}}}"#),
    scene(layer: #"{"transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0]}"#),
    scene(layer: #"{"transform": [{"translate": [1, 2], "axis": [0, 0, 1]}]}"#),
    scene(layer: #"{"transform": {"affine": [1, 0, 0, 1, 0]}}"#),
    scene(layer: #"{"type": "text", "lineWidth": 2}"#),
    scene(layer: #"{"type": "circle"}"#),
    scene(layer: #"{"contents": "data:text/plain,hello"}"#),
    scene(layer: #"{"contentsScale": 0}"#),
    scene(layer: #"{"maskedCorners": ["top"]}"#),
    scene(layer: #"{"type": "replicator", "instanceCount": 2.5}"#),
    scene(layer: #"{"animations": [{"keyPath": "opacity", "toValue": 0}]}"#),
    scene(layer: #"{"animations": [{"type": "basic", "keyPath": "opacity", "values": [0, 1]}]}"#),
    scene(
      layer: #"{"animations": [{"type": "basic", "keyPath": "opacity", "repeatCount": "forever"}]}"#
    ),
    scene(layer: #"{"animations": [{"type": "basic", "keyPath": "opacity", "duration": -1}]}"#),
    scene(
      layer:
        #"{"animations": [{"type": "basic", "keyPath": "opacity", "timingFunction": [2, 0, 1, 1]}]}"#
    ),
    scene(layer: #"{"animations": [{"type": "spring", "keyPath": "opacity", "mass": 0}]}"#),
    scene(layer: #"{"animations": [{"type": "transition", "transitionType": "dissolve"}]}"#),
    scene(extra: #", "export": {"formats": []}"#),
    scene(extra: #", "export": {"formats": ["gif"]}"#),
    scene(extra: #", "export": {"times": "all"}"#),
    scene(extra: #", "export": {"fps": 0}"#),
    scene(extra: #", "transactions": [{"duration": 1}]"#),
    scene(
      extra: #", "transactions": [{"at": 0, "changes": [{"layer": "a", "keyPath": "opacity"}]}]"#),
    scene(extra: #", "duration": -2"#),
    scene(extra: #", "$schema": 3"#),
    #"{"strobe": 1, "canvas": {"width": 0, "height": 10}}"#,
    #"{"strobe": 1, "canvas": {"width": 10}}"#,
    #"{"strobe": 1, "canvas": {"width": 10, "height": 10, "depth": 1}}"#,
    #"{"canvas": {"width": 10, "height": 10}}"#,
  ])
  func wrongShapesAreRejectedByBoth(json: String) throws {
    let failures = Self.validator.validate(try JSONParser().parse(json))
    #expect(!failures.isEmpty, "schema accepts \(json)")
    #expect(SceneTestSupport.loadError(json) != nil, "loader accepts \(json)")
  }

  /// Right shapes of every value form: both accept each.
  @Test(arguments: [
    scene(extra: #", "$schema": "../docs/strobe-scene.schema.json""#),
    scene(layer: ##"{"type": "shape", "fillColor": "#1a2B3c80", "strokeColor": [0, 0.5, 1]}"##),
    scene(layer: #"{"type": "shape", "fillColor": null, "strokeColor": "systemGray6"}"#),
    scene(
      layer:
        #"{"type": "shape", "path": {"roundedRect": [0, 0, 4, 4], "cornerWidth": 1, "cornerHeight": 2}}"#
    ),
    scene(
      layer:
        #"{"type": "shape", "path": {"arc": {"center": [0, 0], "radius": 1, "startAngle": 0, "endAngle": 3, "clockwise": false}}}"#
    ),
    scene(
      layer: #"{"type": "shape", "path": "M0 0 A 5 5 0 0 1 10 10 Z", "lineDashPattern": null}"#),
    scene(
      layer:
        #"{"transform": [{"translate": [1, 2, 3]}, {"rotate": 1, "axis": [0, 1, 0]}, {"scale": [2, 2]}, {"perspective": 500}]}"#
    ),
    scene(layer: #"{"transform": {"affine": [1, 0, 0, 1, 5, 5]}, "sublayerTransform": []}"#),
    scene(layer: #"{"contents": "data:image/svg+xml,%3Csvg/%3E", "contentsGravity": "topLeft"}"#),
    scene(layer: #"{"contents": null, "contentsRect": [0, 0, 1, 1]}"#),
    scene(layer: #"{"type": "gradient", "colors": ["red", [0, 0, 1, 0.5]], "locations": null}"#),
    scene(
      layer:
        #"{"type": "replicator", "instanceCount": 3, "instanceTransform": {"affine": [1, 0, 0, 1, 2, 0]}}"#
    ),
    scene(
      layer:
        #"{"animations": [{"type": "spring", "keyPath": "position", "fromValue": [0, 0], "toValue": [5, 5], "duration": "settling", "perceptualDuration": 1, "bounce": 0.2}]}"#
    ),
    scene(
      layer:
        #"{"animations": [{"type": "keyframe", "keyPath": "position", "path": {"ellipse": [0, 0, 5, 5]}, "calculationMode": "paced", "rotationMode": "auto", "repeatCount": "infinity"}]}"#
    ),
    scene(
      layer:
        #"{"animations": [{"type": "group", "duration": 2, "animations": [{"type": "basic", "keyPath": "transform.rotation.z", "byValue": 3.14, "timingFunction": [0.2, -1, 0.8, 2]}]}]}"#
    ),
    scene(
      layer:
        #"{"animations": [{"type": "basic", "keyPath": "transform.scale.xy", "fromValue": 1, "toValue": 0.3}]}"#
    ),
    scene(
      layer: #"{"name": "a"}"#,
      extra:
        #", "transactions": [{"at": 1, "changes": [{"layer": "a", "keyPath": "opacity", "value": 0.5}], "transitions": [{"layer": "a", "transitionType": "push", "subtype": "fromTop", "duration": 0.5}]}]"#
    ),
    scene(
      extra:
        #", "export": {"times": "keyframes", "fps": 30, "formats": ["png", "svg"], "scales": [1, 2, 3]}"#
    ),
  ])
  func rightShapesAreAcceptedByBoth(json: String) throws {
    let failures = Self.validator.validate(try JSONParser().parse(json))
    #expect(failures.isEmpty, "\(failures)")
    #expect(SceneTestSupport.loadError(json) == nil)
  }

  /// The schema's keys per object kind equal the loader's key tables.
  @Test func schemaKeysEqualTheLoaderTables() throws {
    #expect(SceneKeyTable.all.count == 22)
    for (kind, keys) in SceneKeyTable.all {
      let node = try #require(Self.node(kind), "schema has no $defs/\(kind)")
      #expect(Self.keys(of: node) == Set(keys), "\(kind)")
    }
  }

  /// A document whose only object of `kind` holds just `key` (with a dummy value), so the
  /// loader's unknown-key check for that object is the first check that can fail.
  static func probe(_ kind: String, key: String) -> String {
    let m = "\(SceneWriterJSON.quote(key)): 0"
    let canvas = #""canvas": {"width": 1, "height": 1}"#
    func doc(_ rest: String) -> String { #"{"strobe": 1, \#(canvas), \#(rest)}"# }
    if kind.hasPrefix("layer-") {
      return doc(#""layers": [{"type": "\#(kind.dropFirst(6))", \#(m)}]"#)
    }
    if kind.hasPrefix("animation-") {
      return doc(#""layers": [{"animations": [{"type": "\#(kind.dropFirst(10))", \#(m)}]}]"#)
    }
    switch kind {
    case "document": return "{\(m)}"
    case "canvas": return #"{"strobe": 1, "canvas": {\#(m)}}"#
    case "transaction": return doc(#""transactions": [{\#(m)}]"#)
    case "transactionChange": return doc(#""transactions": [{"at": 0, "changes": [{\#(m)}]}]"#)
    case "transactionTransition":
      return doc(#""transactions": [{"at": 0, "transitions": [{\#(m)}]}]"#)
    case "export": return doc(#""export": {\#(m)}"#)
    case "pathConstructor": return doc(#""layers": [{"type": "shape", "path": {\#(m)}}]"#)
    case "arc": return doc(#""layers": [{"type": "shape", "path": {"arc": {\#(m)}}}]"#)
    case "transformStep": return doc(#""layers": [{"transform": [{\#(m)}]}]"#)
    case "affineTransform": return doc(#""layers": [{"transform": {\#(m)}}]"#)
    case "textAnimator": return doc(#""layers": [{"type": "text", "textAnimators": [{\#(m)}]}]"#)
    default: return ""
    }
  }

  /// The loader itself accepts exactly the keys of its tables: every table key passes the
  /// unknown-key check of its object, and no key of any other table (nor a made-up one) does.
  @Test func loaderAcceptsExactlyTheTableKeys() throws {
    var candidates = Set(SceneKeyTable.all.flatMap(\.keys))
    candidates.formUnion(["bogus", "fillColour", "colour", "Type", "frames"])
    for (kind, keys) in SceneKeyTable.all {
      var accepted: Set<String> = []
      for key in candidates {
        // `type` selects the layer or animation class: it is read before the key check.
        if key == "type", kind.hasPrefix("layer-") || kind.hasPrefix("animation-") {
          accepted.insert(key)
          continue
        }
        let json = Self.probe(kind, key: key)
        #expect(!json.isEmpty)
        let error = SceneTestSupport.sceneError { try SceneTestSupport.load(json) }
        if case .syntax? = error { Issue.record("probe \(kind)/\(key) is not JSON: \(json)") }
        if case .unknownKey(_, let k, _, _)? = error, k == key { continue }
        accepted.insert(key)
      }
      #expect(
        accepted == Set(keys), "\(kind): loader ≠ table by \(accepted.symmetricDifference(keys))")
    }
  }
}
