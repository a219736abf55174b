import Foundation
import StrobeLottie
import Testing

/// Located errors, warnings for unsupported features, and strict mode.
@Suite struct LottieDiagnosticsTests {
  static func importText(_ text: String, strict: Bool = false) throws -> LottieImport {
    try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json", strict: strict)
  }

  @Test func unsupportedItemsFixtureNowImportsItsTextLayer() throws {
    // Its text layer ("Hi", 12 px, origin (0, 0)) is supported now: point text sits on its
    // baseline at y 0, above the canvas, so nothing of it shows; the merge paths item after
    // the fill merges nothing (no warning).
    let lottie = try LottieFixtures.load("unsupported-items")
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    // The black square at (50, 50); the top rows stay empty.
    try expectPixels(
      "unsupported-items", frame: 0,
      [(50, 50, [0, 0, 0, 255]), (2, 2, LottieFixtures.transparent)])
  }

  @Test func syntaxErrorsHaveLineAndColumn() throws {
    #expect {
      _ = try Self.importText("{\"v\": \"5\",\n \"fr\": 30,}")
    } throws: { error in
      guard case LottieError.syntax = error else { return false }
      return "\(error)".hasPrefix("t.json:2:")
    }
  }

  @Test func wrongTypesNameTheJSONPath() throws {
    let text = """
      {"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ks": {"p": {"a": 0, "k": "left"}}, "shapes": [], "ip": 0, "op": 10}]}
      """
    #expect {
      _ = try Self.importText(text)
    } throws: { error in
      "\(error)"
        == "t.json:2:39: layers[0].ks.p.k: expected a number or an array of numbers; got \"left\""
    }
  }

  @Test func missingKeysAreLocated() throws {
    let text = """
      {"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [{"ks": {}}]}
      """
    #expect {
      _ = try Self.importText(text)
    } throws: { error in
      "\(error)" == "t.json:1:72: layers[0]: missing key \"ty\""
    }
  }

  @Test func notLottie() throws {
    #expect(!LottieImporter.isLottie(Data("{\"strobe\": 1}".utf8)))
    #expect(LottieImporter.isLottie(Data("{\"v\": \"5\", \"fr\": 1, \"layers\": []}".utf8)))
    #expect {
      _ = try Self.importText("{\"strobe\": 1}")
    } throws: { error in
      "\(error)" == "t.json: not a Lottie animation: no \"v\" at the top level"
    }
  }

  @Test func unsupportedLayerFeaturesAreWarned() throws {
    let text = """
      {"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 7, "ks": {}, "ip": 0, "op": 10},
        {"ty": 4, "ks": {}, "bm": 17, "ip": 0, "op": 10, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}},
          {"ty": "mm", "mm": 3},
          {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 1}}],
         "masksProperties": [
           {"mode": "a", "pt": {"a": 0, "k": {"c": true, "v": []}}},
           {"mode": "a", "pt": {"a": 0, "k": {"c": true, "v": []}}},
           {"mode": "f", "pt": {"a": 0, "k": {"c": true, "v": []}}}]}]}
      """
    let lottie = try Self.importText(text)
    #expect(
      lottie.warnings.map(\.description) == [
        "layers[0].ty 7: unsupported layer type; layer skipped",
        "layers[1].shapes[1].ty \"mm\": subtract merge paths on strokes and gradients need boolean path operations; paths drawn unmerged",
        "layers[1].masksProperties[2].mode \"f\": difference masks are supported only after a single add mask, both at 100 % opacity; mask skipped",
        "layers[1].bm 17: the blend mode hard mix is not supported; drawn normally",
      ])
  }

  /// Mask expansion is drawn when every keyframe has one sign on an opaque add mask; one that
  /// changes sign, or on a subtract mask, is reported with its JSON path (and ignored).
  @Test func maskExpansionOutsideTheSupportedCasesIsReported() throws {
    func text(mode: String, second: Double) -> String {
      """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 1, "sc": "#ff0000", "sw": 10, "sh": 10, "ks": {}, "ip": 0, "op": 10,
         "masksProperties": [{"mode": "\(mode)", "pt": {"a": 0, "k": {"c": true,
           "v": [[2, 2], [8, 2], [8, 8], [2, 8]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]],
           "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}},
           "x": {"a": 1, "k": [{"t": 0, "s": [-1], "o": {"x": [0], "y": [0]},
             "i": {"x": [1], "y": [1]}}, {"t": 5, "s": [\(second)]}]}}]}]}
      """
    }
    let message =
      "layers[0].masksProperties[0].x: mask expansion is supported only on an add or intersect mask at 100 % opacity, not inverted, and not changing sign; ignored"
    #expect(try Self.importText(text(mode: "a", second: -2)).warnings.isEmpty)
    #expect(
      try Self.importText(text(mode: "a", second: 2)).warnings.map(\.description) == [message])
    #expect(
      try Self.importText(text(mode: "s", second: -2)).warnings.map(\.description) == [message])
  }

  /// A repeater's skew cannot be repeated by a replicator: it is reported (and ignored), a
  /// zero skew is not.
  @Test func repeaterSkewIsReported() throws {
    func text(skew: Double) -> String {
      """
      {"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ks": {}, "ip": 0, "op": 10, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [2, 2]}, "s": {"a": 0, "k": [2, 2]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
          {"ty": "rp", "c": {"a": 0, "k": 3}, "tr": {"p": {"a": 0, "k": [3, 0]},
            "sk": {"a": 0, "k": \(skew)}, "sa": {"a": 0, "k": 0}}}]}]}
      """
    }
    #expect(
      try Self.importText(text(skew: 15)).warnings.map(\.description) == [
        "layers[0].shapes[2].tr.sk: skew in a repeater transform is not supported; ignored"
      ])
    #expect(try Self.importText(text(skew: 0)).warnings.isEmpty)
  }
}
