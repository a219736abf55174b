import Foundation
import Strobe
import StrobeLottie
import Testing

/// Lottie layer blend modes (`bm`) drawn through `compositingFilter` and Cairo's blend
/// operators, checked against the W3C Compositing formulas (``W3CBlend``) on the fixtures
/// blend-modes and blend-group (backdrop B = (0.2, 0.4, 0.8), source S = (0.8, 0.6, 0.2)).
@Suite struct LottieBlendModeTests {
  static let backdrop = [0.2, 0.4, 0.8]
  static let source = [0.8, 0.6, 0.2]
  static let backdropPixel = [51, 102, 204, 255]

  /// Porter–Duff plus (`bm` 16, Cairo `ADD`) over the opaque backdrop: B + α·S, clamped.
  static func plus(alpha: Double) -> [Int] {
    zip(backdrop, source).map { Int((min(1, $0 + alpha * $1) * 255).rounded()) } + [255]
  }

  /// blend-modes: each square is its mode's W3C formula over the backdrop.
  ///
  /// The square of mode `bm` (0…15) is `B(b, s)` at its centre, (10 + 20 (k mod 5),
  /// 12.5 + 25 (k div 5)); add (16) is min(1, b + s). Outside the squares the backdrop shows
  /// unchanged.
  @Test(arguments: 0...16)
  func blendModeMatchesTheW3CFormula(bm: Int) throws {
    let lottie = try LottieFixtures.load("blend-modes")
    #expect(lottie.warnings.isEmpty)
    let image = try LottieFixtures.render(lottie, frame: 10)
    let x = 10 + 20 * (bm % 5)
    let y = 12 + 25 * (bm / 5)
    let want =
      bm == 16
      ? Self.plus(alpha: 1) : W3CBlend.over(bm, backdrop: Self.backdrop, source: Self.source)
    let got = LottieFixtures.rgba(image, x, y)
    #expect(LottieFixtures.close(got, want), "bm \(bm) at (\(x), \(y)): got \(got), want \(want)")
    let outside = LottieFixtures.rgba(image, x, y + 9)
    #expect(LottieFixtures.close(outside, Self.backdropPixel), "bm \(bm) below: got \(outside)")
  }

  /// The blend modes are the layer's `compositingFilter` (Core Image names), on the layer's
  /// outermost scene layer.
  @Test func blendModesBecomeCompositingFilters() throws {
    let lottie = try LottieFixtures.load("blend-modes")
    let text = try lottie.sceneJSON.text().filter { !$0.isWhitespace }
    for name in [
      "multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "darkenBlendMode",
      "lightenBlendMode", "colorDodgeBlendMode", "colorBurnBlendMode", "hardLightBlendMode",
      "softLightBlendMode", "differenceBlendMode", "exclusionBlendMode", "hueBlendMode",
      "saturationBlendMode", "colorBlendMode", "luminosityBlendMode", "additionCompositing",
    ] {
      #expect(text.contains("\"compositingFilter\":\"\(name)\""), "\(name)")
    }
    #expect(!text.contains("sourceOverCompositing"))
  }

  /// blend-group, top row: layer opacity 50 % applies before the blend, so the result is
  /// (1 − ½)·b + ½·B(b, s) (add: b + ½·s), at x 10, 30, 50, 70, 90 for multiply, difference,
  /// lighten, add and colour.
  @Test(arguments: [(1, 10), (10, 30), (5, 50), (16, 70), (14, 90)])
  func layerOpacityAppliesBeforeTheBlend(bm: Int, x: Int) throws {
    let want =
      bm == 16
      ? Self.plus(alpha: 0.5)
      : W3CBlend.over(bm, backdrop: Self.backdrop, source: Self.source, alpha: 0.5)
    try expectPixels("blend-group", frame: 10, [(x, 15, want)])
  }

  /// blend-group, middle left: the layer's two overlapping squares composite as one group
  /// before the multiply, so their overlap is multiplied once (b·s), like each square alone.
  @Test func aLayerBlendsAsOneGroup() throws {
    let once = W3CBlend.over(1, backdrop: Self.backdrop, source: Self.source)
    try expectPixels("blend-group", frame: 10, [(35, 50, once), (45, 50, once), (55, 50, once)])
  }

  /// blend-group, middle right: a matted layer blends its matted result: its left half (in
  /// the matte) is multiplied, its right half shows the backdrop.
  @Test func aMattedLayerBlendsItsMattedResult() throws {
    let once = W3CBlend.over(1, backdrop: Self.backdrop, source: Self.source)
    try expectPixels(
      "blend-group", frame: 10, [(65, 50, once), (72, 40, once), (80, 50, Self.backdropPixel)])
  }

  /// blend-group, bottom: a multiply layer inside a precomposition blends with the backdrop
  /// outside it (thorvg 1.1.3 draws it so; rlottie 1.3.8 ignores blend modes).
  @Test func aPrecompositionDoesNotIsolateItsBlending() throws {
    let once = W3CBlend.over(1, backdrop: Self.backdrop, source: Self.source)
    try expectPixels("blend-group", frame: 10, [(50, 85, once), (50, 70, Self.backdropPixel)])
  }

  /// Hard mix (17), which Cairo has no operator for, and unknown values are reported once and
  /// drawn normally.
  @Test func hardMixIsReported() throws {
    func text(_ bm: Int) -> String {
      """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ks": {}, "bm": \(bm), "ip": 0, "op": 10, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
      """
    }
    func warnings(_ bm: Int) throws -> [String] {
      try LottieImporter.importScene(data: Data(text(bm).utf8), fileName: "t.json").warnings
        .map(\.description)
    }
    #expect(
      try warnings(17) == [
        "layers[0].bm 17: the blend mode hard mix is not supported; drawn normally"
      ])
    #expect(
      try warnings(18) == ["layers[0].bm 18: this blend mode is not supported; drawn normally"])
    #expect(try warnings(16).isEmpty)
    let lottie = try LottieImporter.importScene(data: Data(text(17).utf8), fileName: "t.json")
    #expect(try !lottie.sceneJSON.text().contains("compositingFilter"))
  }
}
