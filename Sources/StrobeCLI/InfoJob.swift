import Foundation
import Strobe

/// One `strobe info`: the facts of a loaded scene, as text or as one JSON object.
///
/// Text layout (times in seconds, shortest form; a time that never comes is `infinity`):
/// ```
/// scene: ring.json
/// canvas: 200 x 100
/// background: [1, 1, 1, 1]          (or "none")
/// duration: 2
/// layers:
///   ring (shape)                     (2 spaces per level; "(unnamed)" without a name)
/// animations:
///   ring: key "fade", opacity, basic, begin 0, active duration 4, end 4, fill removed
/// transactions:
///   at 1: completes at 2.5
/// keyframe times: 0, 2, 4
/// ```
/// Empty sections print `none` after the colon. Animations are listed depth first, in
/// order of addition; `, kept on completion` follows the fill mode when the animation is
/// not removed on completion. Transactions are in file order. The JSON form's schema is
/// in ``InfoCommand/spec``'s `--json` help.
struct InfoJob {
  let document: SceneDocument

  /// The output: text or JSON, ending with a newline.
  func output(json: Bool) throws -> String {
    json ? try self.json().text() : text()
  }

  /// A time: its shortest form, or `infinity`.
  static func time(_ t: Double) -> String {
    t.isFinite ? SceneWriterJSON.format(t) : (t < 0 ? "-infinity" : "infinity")
  }

  /// A time for JSON: a number, or the string `"infinity"`.
  static func jsonTime(_ t: Double) -> SceneWriterJSON {
    t.isFinite ? .number(t) : .string(time(t))
  }

  /// The tree of the file's layers: name (nil when unnamed), type and sublayers.
  static func layerLines(_ layers: [SceneLayerSpec], depth: Int) -> [String] {
    layers.flatMap { layer in
      [
        String(repeating: "  ", count: depth + 1)
          + "\(layer.name ?? "(unnamed)") (\(layer.type.rawValue))"
      ]
        + layerLines(layer.sublayers, depth: depth + 1)
    }
  }

  static func layerJSON(_ layer: SceneLayerSpec) -> SceneWriterJSON {
    .object([
      ("name", layer.name.map { .string($0) } ?? .null),
      ("type", .string(layer.type.rawValue)),
      ("sublayers", .array(layer.sublayers.map(layerJSON))),
    ])
  }

  var transactions: [(at: Double, completion: Double)] {
    zip(document.spec.transactions, document.transactionCompletions).map { ($0.at, $1) }
  }

  /// The text form.
  func text() -> String {
    var lines = [
      "scene: \(document.fileName)",
      "canvas: \(Self.time(document.canvasSize.width)) x \(Self.time(document.canvasSize.height))",
      "background: "
        + (document.background.map { c in
          "["
            + [c.red, c.green, c.blue, c.alpha].map { Self.time(Double($0)) }.joined(
              separator: ", ")
            + "]"
        } ?? "none"),
      "duration: \(Self.time(document.duration))",
    ]
    func section(_ title: String, _ items: [String]) {
      lines.append(items.isEmpty ? "\(title): none" : "\(title):")
      lines += items
    }
    section("layers", Self.layerLines(document.spec.layers, depth: 0))
    section(
      "animations",
      document.rootLayer.animationSummaries().map { a in
        var fields = ["key \(SceneWriterJSON.quote(a.key))"]
        if let keyPath = a.keyPath { fields.append(keyPath) }
        fields += [
          a.kind, "begin \(Self.time(a.begin))",
          "active duration \(Self.time(a.activeDuration))", "end \(Self.time(a.end))",
          "fill \(a.fillMode)",
        ]
        if !a.isRemovedOnCompletion { fields.append("kept on completion") }
        return "  \(a.layerName ?? "(unnamed)"): " + fields.joined(separator: ", ")
      })
    section(
      "transactions",
      transactions.map { "  at \(Self.time($0.at)): completes at \(Self.time($0.completion))" })
    lines.append(
      "keyframe times: " + document.keyframeTimes.map(Self.time).joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The JSON form (schema in the `--json` help).
  func json() -> SceneWriterJSON {
    let writer = SceneWriter()
    return .object([
      ("file", .string(document.fileName)),
      (
        "canvas",
        .object([
          ("width", .number(Double(document.canvasSize.width))),
          ("height", .number(Double(document.canvasSize.height))),
          ("background", writer.color(document.background)),
        ])
      ),
      ("duration", Self.jsonTime(document.duration)),
      ("layers", .array(document.spec.layers.map(Self.layerJSON))),
      (
        "animations",
        .array(
          document.rootLayer.animationSummaries().map { a in
            .object([
              ("layer", a.layerName.map { .string($0) } ?? .null),
              ("key", .string(a.key)),
              ("keyPath", a.keyPath.map { .string($0) } ?? .null),
              ("kind", .string(a.kind)),
              ("begin", Self.jsonTime(a.begin)),
              ("activeDuration", Self.jsonTime(a.activeDuration)),
              ("end", Self.jsonTime(a.end)),
              ("cycle", Self.jsonTime(a.cycle)),
              ("fillMode", .string(a.fillMode)),
              ("isRemovedOnCompletion", .bool(a.isRemovedOnCompletion)),
            ])
          })
      ),
      (
        "transactions",
        .array(
          transactions.map {
            .object([("at", .number($0.at)), ("completion", Self.jsonTime($0.completion))])
          })
      ),
      ("keyframeTimes", .numbers(document.keyframeTimes)),
      ("animatedSVGSampled", .array(animatedSVGSampled())),
    ])
  }

  /// What `render --animate --format svg` would show by sampling over the scene duration
  /// (docs/animated-output.md §What is sampled): layer, key path and reason of each.
  func animatedSVGSampled() -> [SceneWriterJSON] {
    let samples =
      (try? AnimatedSVGWriter().sampledAnimations(
        root: document.rootLayer, canvasSize: document.canvasSize, from: 0,
        to: max(document.duration, 0))) ?? []
    return samples.map {
      .object([
        ("layer", .string($0.layer)), ("keyPath", .string($0.keyPath)),
        ("reason", .string($0.reason.description)),
      ])
    }
  }
}
