import Foundation
import Testing

/// Extreme finite numbers in every numeric field of the scene schema and every numeric field
/// of the Lottie fixtures, run through the real `strobe` binary (docs/limits.md, "Numbers"):
/// each child exits 0 or 1 — never a signal — within 10 s and 1 GiB (debug build).
///
/// Children run four at a time per test on documents of many cases each (``SweepBatch``);
/// canvases are 2×2 points, Lottie renders are scaled to 2×2 pixels. By default each value
/// class is swept with one sign and Lottie files are only rendered (99 s for both tests on
/// this shared 2-core machine, from 410 s); `STROBE_SWEEP_FULL=1` sweeps all eight values,
/// both forms of `"k": []` and `strobe import lottie` too.
@Suite struct NumericSweepTests {
  /// ±1e300, ±1e19 (beyond Int64), ±2^53, the smallest denormal and negative zero, as JSON.
  static let allExtremes = [
    "1e300", "-1e300", "1e19", "-1e19", "9007199254740992", "-9007199254740992", "5e-324", "-0",
  ]

  /// Whether `STROBE_SWEEP_FULL` asks for every value; by default each class is swept with
  /// one sign (1e300 both), which keeps the sweep to about half the children.
  static let full = ProcessInfo.processInfo.environment["STROBE_SWEEP_FULL"] != nil

  /// The values swept in scenes.
  static let extremes =
    full ? allExtremes : ["1e300", "-1e300", "-1e19", "9007199254740992", "5e-324", "-0"]

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Keys of each layer type that make it draw something on a 2×2 canvas (a shadow when the
  /// swept key is a shadow's: a shadow on every case would time the blur, not the numbers).
  static func baseLayer(_ type: String) -> [(String, String)] {
    var members: [(String, String)] = [
      ("type", "\"\(type)\""), ("frame", "[0, 0, 2, 2]"), ("backgroundColor", "\"red\""),
      ("borderWidth", "0.5"),
    ]
    switch type {
    case "shape":
      members += [
        ("path", "\"M0 0 L2 2 L0 2 Z\""), ("fillColor", "\"blue\""), ("strokeColor", "\"green\""),
      ]
    case "text": members += [("string", "\"Hi\\nyo\""), ("fontSize", "2"), ("isWrapped", "true")]
    case "gradient": members += [("colors", "[\"red\", \"blue\"]")]
    case "replicator", "transform":
      members += [
        ("instanceCount", "2"),
        ("sublayers", "[{\"frame\": [0, 0, 1, 1], \"backgroundColor\": \"red\"}]"),
      ]
      if type == "transform" { members.removeAll { $0.0 == "instanceCount" } }
    default: break
    }
    return members
  }

  /// Keys of each animation kind that make a running animation of `opacity`.
  static func baseAnimation(_ kind: String) -> [(String, String)] {
    var members: [(String, String)] = [("type", "\"\(kind)\""), ("duration", "1")]
    switch kind {
    case "basic", "spring":
      members += [("keyPath", "\"opacity\""), ("fromValue", "0"), ("toValue", "1")]
    case "keyframe": members += [("keyPath", "\"opacity\""), ("values", "[0, 0.5, 1]")]
    case "group":
      members.append(
        ("animations", "[{\"type\": \"basic\", \"keyPath\": \"opacity\", \"toValue\": 0}]"))
    default: break
    }
    return members
  }

  /// `members` as a JSON object, `key` replaced by (or added as) `value`.
  static func object(_ members: [(String, String)], _ key: String, _ value: String) -> String {
    var members = members.filter { $0.0 != key }
    if key.hasPrefix("shadow") && key != "shadowOpacity" { members.append(("shadowOpacity", "1")) }
    // frame with bounds or position is a conflict of its own; keep the case about `key`.
    if key == "bounds" || key == "position" {
      members.removeAll { $0.0 == "frame" }
      members.append(key == "bounds" ? ("position", "[1, 1]") : ("bounds", "[0, 0, 2, 2]"))
    }
    members.append((key, value))
    return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// The scene around some layers and transactions (a target layer "a" is always last).
  static func scene(
    layers: [String], transactions: [String] = [], canvas: String = "\"width\": 2, \"height\": 2",
    extra: String = ""
  ) -> String {
    let all = layers + ["{\"name\": \"a\", \"frame\": [0, 0, 1, 1], \"backgroundColor\": \"red\"}"]
    return "{\"strobe\": 1, \"canvas\": {\(canvas)}, \(extra)\"layers\": [\n"
      + all.joined(separator: ",\n") + "],\n\"transactions\": [\n"
      + transactions.joined(separator: ",\n") + "]}"
  }

  /// The index after `list[` at the start of a message's location (`layers[3]…`).
  static func index(after list: String, in message: String) -> Int? {
    guard let range = message.range(of: ": \(list)[") else { return nil }
    return Int(message[range.upperBound...].prefix(while: \.isNumber))
  }

  @Test func extremeNumbersInEverySchemaFieldNeverKillStrobe() throws {
    let binary = try StrobeBinary.locate()
    let fields = try SchemaNumberFields(
      schemaURL: Self.packageRoot.appendingPathComponent("docs/strobe-scene.schema.json")
    ).fields()
    // The sweep reaches the fields it should: a regression here means the schema reading broke.
    let keys = Set(fields.map { "\($0.host).\($0.key)" })
    for expected in [
      "layer-layer.shadowRadius", "layer-layer.frame", "layer-text.lineHeight",
      "layer-text.letterSpacing", "layer-shape.path", "animation-basic.beginTime",
      "animation-basic.duration", "layer-replicator.instanceCount", "transaction.at",
      "canvas.width", "export.fps", "layer-layer.transform",
    ] {
      #expect(keys.contains(expected), "field \(expected) not swept")
    }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-sweep-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let log = SweepLog()
    let render = [
      "render", "%/scene.json", "--out", "%/out", "--format", "png", "--at", "0,0.5,3", "--quiet",
    ]
    let info = ["info", "%/scene.json"]
    var work: [(SweepBatch, [SweepBatch.Case])] = []
    let layerBatch = SweepBatch(
      binary: binary.url, fileName: "scene.json",
      document: { cases in Self.scene(layers: cases.map(\.json)) },
      culprit: { message, _ in Self.index(after: "layers", in: message) },
      commands: [info, render])
    let transactionBatch = SweepBatch(
      binary: binary.url, fileName: "scene.json",
      document: { cases in Self.scene(layers: [], transactions: cases.map(\.json)) },
      culprit: { message, _ in Self.index(after: "transactions", in: message) },
      commands: [info, render])
    for value in Self.extremes {
      var layerCases: [SweepBatch.Case] = []
      var transactionCases: [SweepBatch.Case] = []
      for field in fields {
        for template in field.templates {
          let json = template.replacingOccurrences(of: "@", with: value)
          let label = "\(field.host).\(field.key) = \(json)"
          let host = field.host
          if host.hasPrefix("layer-") {
            let type = String(host.dropFirst("layer-".count))
            let layer = Self.object(Self.baseLayer(type), field.key, json)
            layerCases.append(.init(label: label, json: layer))
          } else if host.hasPrefix("animation-") {
            let kind = String(host.dropFirst("animation-".count))
            var members = Self.baseAnimation(kind)
            if field.key == "path" {  // a keyframe path animates a point
              members =
                members.filter { $0.0 != "keyPath" && $0.0 != "values" }
                + [("keyPath", "\"position\"")]
            }
            let animation = Self.object(members, field.key, json)
            let layer = Self.object(Self.baseLayer("layer"), "animations", "[\(animation)]")
            layerCases.append(.init(label: label, json: layer))
          } else if host == "transaction" || host == "transactionChange"
            || host == "transactionTransition"
          {
            var members: [(String, String)] = [("at", "0.5"), ("duration", "1")]
            var change = "{\"layer\": \"a\", \"keyPath\": \"opacity\", \"value\": 0}"
            var transition = "{\"layer\": \"a\", \"transitionType\": \"fade\"}"
            if host == "transactionChange" {
              change = "{\"layer\": \"a\", \"keyPath\": \"opacity\", \"value\": \(json)}"
            } else if host == "transactionTransition" {
              transition = Self.object(
                [("layer", "\"a\""), ("transitionType", "\"fade\"")], field.key, json)
            } else {
              members = members.filter { $0.0 != field.key } + [(field.key, json)]
            }
            members += [("changes", "[\(change)]"), ("transitions", "[\(transition)]")]
            let object = "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
            transactionCases.append(.init(label: label, json: object))
          } else {
            // Document, canvas and export fields: one scene each, rendered at its own times.
            let scene: String
            switch host {
            case "canvas":
              let members = [("width", "2"), ("height", "2")].filter { $0.0 != field.key }
              let canvas = (members + [(field.key, json)]).map { "\"\($0.0)\": \($0.1)" }
              scene = Self.scene(layers: [], canvas: canvas.joined(separator: ", "))
            case "export":
              let object = Self.object([("formats", "[\"png\"]")], field.key, json)
              scene = Self.scene(layers: [], extra: "\"export\": \(object), ")
            default:
              scene = Self.scene(layers: [], extra: "\"\(field.key)\": \(json), ")
            }
            let single = SweepBatch(
              binary: binary.url, fileName: "scene.json", document: { _ in scene },
              culprit: { _, _ in nil },
              commands: [info, ["render", "%/scene.json", "--out", "%/out", "--quiet"]])
            work.append((single, [.init(label: label, json: "")]))
          }
        }
      }
      for chunk in stride(from: 0, to: layerCases.count, by: 24) {
        work.append((layerBatch, Array(layerCases[chunk..<min(chunk + 24, layerCases.count)])))
      }
      for chunk in stride(from: 0, to: transactionCases.count, by: 24) {
        let end = min(chunk + 24, transactionCases.count)
        work.append((transactionBatch, Array(transactionCases[chunk..<end])))
      }
    }
    Self.runAll(work, root: root, log: log)
    Self.report(log, cases: fields.reduce(0) { $0 + $1.templates.count } * Self.extremes.count)
  }

  /// Runs every batch, four children at a time.
  static func runAll(_ work: [(SweepBatch, [SweepBatch.Case])], root: URL, log: SweepLog) {
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      while case let i = log.nextWorkIndex(), i < work.count {
        work[i].0.run(work[i].1, root: root, log: log)
      }
    }
  }

  /// Records every failure as an issue, and prints the totals.
  static func report(_ log: SweepLog, cases: Int) {
    for failure in log.failures { Issue.record("\(failure)") }
    print(
      "numeric sweep: \(cases) cases, \(log.children) children, \(log.accepted) accepted, "
        + "\(log.rejected.count) refused, slowest \(String(format: "%.2f", log.slowest)) s, "
        + "peak \(log.peakKiB / 1024) MiB")
    if ProcessInfo.processInfo.environment["STROBE_SWEEP_VERBOSE"] != nil {
      for line in log.rejected { print("  refused: \(line)") }
    }
  }
}

extension NumericSweepTests {
  /// The Lottie sweep's values (as doubles; -2^53 adds nothing over 2^53 there).
  static let lottieExtremes: [Double] =
    full
    ? [1e300, -1e300, 1e19, -1e19, 9_007_199_254_740_992, 5e-324, -0.0]
    : [1e300, -1e300, -1e19, 9_007_199_254_740_992, 5e-324, -0.0]

  @Test func extremeNumbersInEveryLottieFieldNeverKillStrobe() throws {
    let binary = try StrobeBinary.locate()
    let folder = Self.packageRoot.appendingPathComponent("Fixtures/lottie")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    try #require(files.count >= 20, "the Lottie fixtures are missing")
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-lottie-sweep-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let log = SweepLog()
    // `render` imports, loads and draws; `import` adds only the scene writer (full sweep).
    let render = [
      "render", "%/anim.json", "-o", "%/out.png", "--at", "0", "--scale", "0.02", "--quiet",
    ]
    let commands = Self.full ? [render, ["import", "lottie", "%/anim.json"]] : [render]
    var seen: Set<String> = []
    var seenProperties: Set<String> = []
    var work: [(SweepBatch, [SweepBatch.Case])] = []
    for name in files {
      let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
      let document = try JSONSerialization.jsonObject(with: bytes)
      let fields = LottieNumberFields(document)
      let fresh = fields.signatures.filter { seen.insert($0.key).inserted }
        .sorted(by: { $0.key < $1.key })
      let batched = fresh.filter { !LottieNumberFields.isStructural($0.key) }
      let alone = fresh.filter { LottieNumberFields.isStructural($0.key) }
      // A case's json is its signature; the document sets every path of the cases to `value`.
      for value in Self.lottieExtremes {
        let make: @Sendable ([SweepBatch.Case]) -> String = { cases in
          var mutated = (try? JSONSerialization.jsonObject(with: bytes)) ?? [:]
          for c in cases {
            for path in fields.signatures[c.json] ?? [] {
              mutated = LottieNumberFields.setting(mutated, path, to: value)
            }
          }
          let data = (try? JSONSerialization.data(withJSONObject: mutated)) ?? Data()
          return String(decoding: data, as: UTF8.self)
        }
        let batch = SweepBatch(
          binary: binary.url, fileName: "anim.json", document: make,
          culprit: { message, cases in
            // "Error: …anim.json:1:389: layers[0].shapes[0].pt.k: expected…"
            cases.firstIndex { c in
              (fields.signatures[c.json] ?? []).contains { path in
                let text = LottieNumberFields.text(path)
                return message.contains(": \(text):") || message.contains(": \(text)[")
                  || message.contains(": \(text).")
              }
            }
          }, commands: commands, seconds: 10)
        let label = { (sig: String) in "\(name) \(sig) = \(value)" }
        let cases = batched.map { SweepBatch.Case(label: label($0.key), json: $0.key) }
        if !cases.isEmpty { work.append((batch, cases)) }
        // Structural numbers: the render alone, with the values that matter most.
        if value == 1e300 || value == -1e300 || value == 5e-324 {
          for sig in alone {
            work.append((batch, [SweepBatch.Case(label: label(sig.key), json: sig.key)]))
          }
        }
      }
      // `"k": []` in every animatable property, once per property signature.
      for (sig, paths) in fields.properties.sorted(by: { $0.key < $1.key })
      where seenProperties.insert(sig).inserted {
        for animated in Self.full ? [0, 1] : [1] {
          var mutated = document
          for path in paths {
            mutated = LottieNumberFields.setting(mutated, path + [.key("k")], to: [Any]())
            mutated = LottieNumberFields.setting(mutated, path + [.key("a")], to: animated)
          }
          let text = String(
            decoding: (try? JSONSerialization.data(withJSONObject: mutated)) ?? Data(),
            as: UTF8.self)
          let single = SweepBatch(
            binary: binary.url, fileName: "anim.json", document: { _ in text },
            culprit: { _, _ in nil }, commands: [commands[0]], seconds: 10)
          work.append((single, [.init(label: "\(name) \(sig) k: [] a: \(animated)", json: "")]))
        }
      }
    }
    Self.runAll(work, root: root, log: log)
    Self.report(log, cases: work.reduce(0) { $0 + $1.1.count })
  }
}
