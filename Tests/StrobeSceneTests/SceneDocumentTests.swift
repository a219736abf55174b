import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeScene

@Suite struct SceneDocumentTests {
  typealias S = SceneTestSupport

  /// A minimal document around `layers` (one layer per line starting at line 4).
  func scene(layers: String, extra: String = "") -> String {
    "{\n  \"strobe\": 1,\n  \"canvas\": { \"width\": 300, \"height\": 200 },\n  \"layers\": [\(layers)]\(extra)\n}"
  }

  func badFixtureError(_ name: String) -> String? {
    S.sceneError {
      try SceneLoader.loadSpec(contentsOf: S.badFixtures.appendingPathComponent(name))
    }?.description
  }

  @Test func lineCapTypoIsLocatedExactly() {
    #expect(
      badFixtureError("lineCap-typo.json")
        == #"lineCap-typo.json:8:18: layers[2].lineCap: expected one of butt, round, square; got "rond""#
    )
  }

  @Test func unknownKeySuggestsClosestKey() {
    #expect(
      badFixtureError("unknown-key.json")
        == #"unknown-key.json:5:47: layers[0].fillColour: unknown key; did you mean "fillColor"?"#)
  }

  @Test func frameWithBoundsIsAnError() {
    #expect(
      badFixtureError("frame-and-bounds.json")
        == #"frame-and-bounds.json:5:32: layers[0].bounds: cannot be given together with "frame""#)
    let e = S.loadError(scene(layers: #"{"position": [1, 2], "frame": [0, 0, 1, 1]}"#))
    #expect(e == #"scene.json:4:15: layers[0].position: cannot be given together with "frame""#)
  }

  @Test func duplicateNamesAreAnErrorAcrossTheTree() {
    #expect(
      badFixtureError("duplicate-name.json")
        == #"duplicate-name.json:7:17: layers[1].sublayers[0].name: duplicate layer name "card" (first used at layers[0].name, line 5)"#
    )
  }

  @Test func wrongVersionIsAnError() {
    #expect(
      badFixtureError("wrong-version.json")
        == "wrong-version.json:1:13: strobe: unsupported scene format version 2; this Strobe reads version 1"
    )
    #expect(
      S.loadError(#"{"canvas": {"width": 1, "height": 1}}"#)
        == #"scene.json:1:1: missing required key "strobe""#)
  }

  @Test func syntaxErrorsNameFileLineAndColumn() {
    #expect(
      badFixtureError("trailing-comma.json")
        == "trailing-comma.json:5:20: trailing comma before ']' (JSON does not allow it)")
    #expect(
      badFixtureError("duplicate-key.json")
        == #"duplicate-key.json:5:36: duplicate key "opacity" (first at 5:20, again at 5:36)"#)
  }

  @Test func unreadableFileIsAnError() {
    let e = S.sceneError {
      try SceneLoader.loadSpec(contentsOf: S.badFixtures.appendingPathComponent("missing.json"))
    }
    guard case .unreadable(let file, _) = e else {
      Issue.record("expected unreadable, got \(String(describing: e))")
      return
    }
    #expect(file.hasSuffix("Fixtures/bad/missing.json"))
  }

  @Test func keyOfAnotherLayerTypeGetsANote() {
    let e = S.loadError(scene(layers: #"{"fillColor": "red"}"#))
    #expect(
      e
        == #"scene.json:4:15: layers[0].fillColor: unknown key ("fillColor" belongs to layers of type "shape")"#
    )
  }

  @Test func unknownLayerTypeListsTheTypes() {
    let e = S.loadError(scene(layers: #"{"type": "shap"}"#))
    #expect(
      e
        == #"scene.json:4:23: layers[0].type: expected one of layer, shape, gradient, text, replicator, transform; got "shap""#
    )
  }

  @Test func stdinFileName() {
    let e = S.loadError(#"{"strobe": 1}"#, file: SceneLoader.standardInputName)
    #expect(e == #"<stdin>:1:1: missing required key "canvas""#)
  }

  @Test func canvasMustBePositive() {
    let e = S.loadError(#"{"strobe": 1, "canvas": {"width": 0, "height": 1}}"#)
    #expect(e == "scene.json:1:35: canvas.width: expected a number greater than 0; got 0")
  }

  @Test func decodesAFullDocument() throws {
    let json = """
      {
        "$schema": "https://example.com/strobe.schema.json",
        "strobe": 1,
        "canvas": { "width": 300, "height": 200, "background": "#FFFFFF" },
        "duration": 2,
        "layers": [
          { "type": "shape", "name": "ring",
            "bounds": [0, 0, -100, 100], "position": [150, 100],
            "path": { "ellipse": [0, 0, 100, 100] }, "fillColor": null,
            "strokeColor": "systemBlue", "lineWidth": 8, "lineCap": "round",
            "lineDashPattern": [4, 2],
            "animations": [
              { "type": "basic", "key": "draw", "keyPath": "strokeEnd",
                "fromValue": 0, "toValue": 1, "duration": 2, "repeatCount": "infinity",
                "timingFunction": "easeInEaseOut" },
              { "type": "keyframe", "keyPath": "hidden", "values": [false, true],
                "keyTimes": [0, 1], "calculationMode": "discrete" }
            ],
            "sublayers": [ { "name": "dot", "frame": [0, 0, 4, 4], "backgroundColor": [1, 0, 0] } ]
          }
        ],
        "transactions": [
          { "at": 1, "duration": 0.5, "changes": [ { "layer": "dot", "keyPath": "opacity", "value": 0.3 } ],
            "transitions": [ { "layer": "ring", "transitionType": "push", "subtype": "fromRight" } ] }
        ],
        "export": { "times": "keyframes", "formats": ["svg", "png"], "scales": [1, 2] }
      }
      """
    let spec = try S.load(json)
    #expect(spec.width == 300 && spec.height == 200)
    #expect(spec.background == SceneColor(white: 1))
    #expect(spec.explicitDuration == 2)
    let ring = try #require(spec.layers.first)
    #expect(ring.type == .shape && ring.name == "ring")
    // Negative sizes are standardised (Core Animation does so on set).
    #expect(ring.value("bounds") == .rect(CGRect(x: -100, y: 0, width: 100, height: 100)))
    #expect(ring.value("fillColor") == .color(nil))
    #expect(ring.value("lineDashPattern") == .numbers([4, 2]))
    #expect(ring.properties.map(\.key).prefix(3) == ["bounds", "position", "path"])
    #expect(ring.animations.count == 2)
    #expect(ring.animations[0].timing.repeatCount == .infinity)
    #expect(ring.animations[0].valueKind == .number)
    #expect(ring.animations[1].keyPath == "isHidden")
    #expect(ring.animations[1].keyframes.values?.value == .list([.bool(false), .bool(true)]))
    #expect(ring.sublayers.first?.name == "dot")
    #expect(spec.transactions.first?.changes.first?.value == .number(0.3))
    #expect(spec.transactions.first?.transitions.first?.layer == "ring")
    #expect(
      spec.export
        == SceneExportSettings(times: .keyframes, formats: ["svg", "png"], scales: [1, 2]))
  }

  /// `pathProgress` (a Strobe extension) selects arc-length motion along a keyframe `path`;
  /// without a `path` it is an error naming the key.
  @Test func pathProgressNeedsAPath() throws {
    let ok = try S.load(
      scene(
        layers:
          #"{"animations": [{"type": "keyframe", "keyPath": "position", "path": "M0 0 C10 0 20 0 30 0", "pathProgress": "arcLength"}]}"#
      ))
    let animation = try #require(
      try ok.layers.first?.animations.first?.makeAnimation() as? CAKeyframeAnimation)
    #expect(animation.pathProgress == .arcLength)
    let e = S.loadError(
      scene(
        layers:
          #"{"animations": [{"type": "keyframe", "keyPath": "position", "values": [[0, 0], [1, 1]], "pathProgress": "arcLength"}]}"#
      ))
    #expect(e?.contains("layers[0].animations[0].pathProgress") == true, "\(e ?? "no error")")
    #expect(e?.contains("applies only to motion along a \"path\"") == true, "\(e ?? "no error")")
  }

  @Test func animationValuesAreTypedByKeyPath() {
    let e1 = S.loadError(
      scene(layers: #"{"animations": [{"type": "basic", "keyPath": "position", "toValue": 3}]}"#))
    #expect(
      e1 == "scene.json:4:82: layers[0].animations[0].toValue: expected a point [x, y]; got 3")
    let e2 = S.loadError(
      scene(layers: #"{"animations": [{"type": "basic", "keyPath": "opasity"}]}"#))
    #expect(
      e2
        == #"scene.json:4:59: layers[0].animations[0].keyPath: unknown key path "opasity" for a "layer" layer; did you mean "opacity"?"#
    )
    let e3 = S.loadError(
      scene(
        layers: #"{"animations": [{"type": "spring", "keyPath": "position.x", "mass": 0}]}"#))
    #expect(
      e3 == "scene.json:4:82: layers[0].animations[0].mass: expected a mass greater than 0; got 0")
  }

  @Test func transactionsReferToExistingLayers() {
    let e = S.loadError(
      scene(
        layers: #"{"name": "card"}"#,
        extra:
          #", "transactions": [{"at": 0, "changes": [{"layer": "crad", "keyPath": "opacity", "value": 1}]}]"#
      ))
    #expect(
      e
        == #"scene.json:4:82: transactions[0].changes[0].layer: no layer is named "crad"; did you mean "card"?"#
    )
  }

  @Test func exportValidation() {
    let e = S.loadError(scene(layers: "", extra: #", "export": {"formats": ["gif"]}"#))
    #expect(e == #"scene.json:4:40: export.formats[0]: expected one of svg, pdf, png; got "gif""#)
  }
}

@Suite struct ExportBlockTests {
  @Test(arguments: ["formats", "scales", "times"])
  func emptyListsAreLocatedErrors(key: String) {
    let json = #"{"strobe": 1, "canvas": {"width": 10, "height": 10}, "export": {"\#(key)": []}}"#
    do {
      _ = try SceneLoader.loadSpec(data: Data(json.utf8), fileName: "e.json")
      Issue.record("expected an error for an empty \(key) list")
    } catch {
      let text = "\(error)"
      #expect(
        text.hasPrefix("e.json:1:") && text.contains("export.\(key)") && text.contains("non-empty"),
        "\(text)")
    }
  }
}
