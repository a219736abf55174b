import Foundation
import Strobe
import StrobeLottie
import Testing

/// Lottie layer effects (`ef`): drop shadows as Core Animation shadows, Gaussian blurs as
/// Strobe's `blurRadius`, fill and tint as mapped paint colours, on the fixtures drop-shadow,
/// gaussian-blur and fill-tint, against closed forms (a Gaussian of σ = 0.3 × softness or
/// blurriness, as skottie and thorvg convert).
@Suite struct LottieEffectsTests {
  /// Φ(x), the standard normal distribution function.
  static func phi(_ x: Double) -> Double { 0.5 * erfc(-x / 2.0.squareRoot()) }

  /// The coverage at pixel (x, y) of the box `x0…x1 × y0…y1` blurred with σ (the pixel's
  /// centre sampled; the blur of a box is the product of two one-dimensional ones).
  static func blurredBox(
    _ x: Int, _ y: Int, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double, sigma: Double
  ) -> Double {
    let cx = Double(x) + 0.5
    let cy = Double(y) + 0.5
    return (phi((cx - x0) / sigma) - phi((cx - x1) / sigma))
      * (phi((cy - y0) / sigma) - phi((cy - y1) / sigma))
  }

  static let none = LottieFixtures.transparent

  /// drop-shadow, top left: the blue shadow at 50 % (opacity 127.5 / 255) 10 below the red
  /// square (15…35 × 15…35), sharp (softness 0): (0, 0, 255, 128) on 15…35 × 35…45.
  @Test(arguments: [0.0, 20, 40])
  func sharpShadowBelow(frame: Double) throws {
    try expectPixels(
      "drop-shadow", frame: frame,
      [
        (25, 30, [255, 0, 0, 255]), (25, 40, [0, 0, 255, 128]), (16, 44, [0, 0, 255, 128]),
        (25, 46, Self.none), (13, 40, Self.none),
      ])
  }

  /// drop-shadow, top right: softness 20 is a Gaussian of σ = 6 around the green square
  /// (60…80 × 15…35), at 50 %, not moved (distance 0).
  @Test(arguments: [(81, 25), (83, 25), (86, 25), (90, 25), (70, 37), (70, 40), (84, 38)])
  func softShadowIsAGaussianOfThreeTenthsOfTheSoftness(x: Int, y: Int) throws {
    let lottie = try LottieFixtures.load("drop-shadow")
    let image = try LottieFixtures.render(lottie, frame: 20)
    let alpha = 0.5 * Self.blurredBox(x, y, 60, 80, 15, 35, sigma: 6) * 255
    let got = LottieFixtures.rgba(image, x, y)
    #expect(got[0...2] == [0, 0, 0] || got[3] == 0, "(\(x), \(y)): \(got)")
    #expect(abs(Double(got[3]) - alpha) <= 2, "(\(x), \(y)): alpha \(got[3]), want \(alpha)")
  }

  /// drop-shadow, bottom left: the direction turns from 90° to 180° (linear over frames
  /// 0…40), so the 10-long offset is (10 sin θ, −10 cos θ): (10, 0) at frame 0, (7.07, 7.07)
  /// at 20, (0, 10) at 40; the yellow square is 15…35 × 60…80.
  @Test func turningShadowOffset() throws {
    let lottie = try LottieFixtures.load("drop-shadow")
    for (frame, dx, dy) in [
      (0.0, 10.0, 0.0), (20, 10 * sin(Double.pi / 4), 10 * cos(Double.pi / 4)),
      (40, 0, 10),
    ] {
      let shadowed = try #require(Self.shadowHost(lottie, frame: frame))
      #expect(abs(shadowed.state.shadowOffset.width - dx) < 1e-9, "frame \(frame)")
      #expect(abs(shadowed.state.shadowOffset.height - dy) < 1e-9, "frame \(frame)")
      #expect(shadowed.state.shadowOpacity == 1)
      #expect(shadowed.state.shadowRadius == 0)
    }
    let black = [0, 0, 0, 255]
    try expectPixels("drop-shadow", frame: 0, [(40, 70, black), (30, 83, Self.none)])
    try expectPixels(
      "drop-shadow", frame: 20, [(40, 85, black), (30, 84, black), (40, 66, Self.none)])
    try expectPixels("drop-shadow", frame: 40, [(25, 85, black), (38, 75, Self.none)])
  }

  /// The scene layer carrying the bottom-left square's shadow at a frame.
  static func shadowHost(_ lottie: LottieImport, frame: Double) -> PresentationLayer? {
    func find(_ layer: PresentationLayer) -> PresentationLayer? {
      if layer.state.shadowOpacity > 0,
        layer.sublayers.contains(where: {
          $0.name == "layers[2] turning"
        })
      {
        return layer
      }
      for sub in layer.sublayers {
        if let hit = find(sub) { return hit }
      }
      return nil
    }
    return find(lottie.document.rootLayer.presentation(at: lottie.time(forFrame: frame)))
  }

  /// drop-shadow, bottom right: a disabled effect (`en` 0) and an expression control draw
  /// nothing and are not reported.
  @Test func disabledEffectsAndControlsDrawNothing() throws {
    let lottie = try LottieFixtures.load("drop-shadow")
    #expect(lottie.warnings.isEmpty)
    try expectPixels(
      "drop-shadow", frame: 20, [(70, 70, [0, 0, 255, 255]), (82, 82, Self.none)])
  }

  /// gaussian-blur: blurriness 0 → 20 over frames 0…40 is σ = 0.3 × blurriness = 0, 3, 6
  /// points at frames 0, 20, 40; the red square (30…70 squared) fades across its edge as the
  /// Gaussian's tail (the other edges are ≥ 6σ away), its colour stays red.
  @Test(arguments: [(20.0, 3.0), (40, 6)])
  func blurIsAGaussianOfThreeTenthsOfTheBlurriness(frame: Double, sigma: Double) throws {
    let image = try LottieFixtures.render(try LottieFixtures.load("gaussian-blur"), frame: frame)
    for x in [66, 69, 70, 71, 73, 76] {
      let want = Self.blurredBox(x, 50, 30, 70, 30, 70, sigma: sigma) * 255
      let got = LottieFixtures.rgba(image, x, 50)
      #expect(abs(Double(got[3]) - want) <= 2, "frame \(frame) x \(x): \(got), want α \(want)")
      if got[3] > 8 { #expect(got[0...2] == [255, 0, 0], "frame \(frame) x \(x): \(got)") }
    }
    let sharp = try LottieFixtures.render(try LottieFixtures.load("gaussian-blur"), frame: 0)
    #expect(LottieFixtures.rgba(sharp, 69, 50) == [255, 0, 0, 255])
    #expect(LottieFixtures.rgba(sharp, 70, 50) == Self.none)
  }

  /// fill-tint, top left: the fill effect (green (0, 0.5, 0)) gives every pixel of the layer
  /// its colour and keeps its alpha — the 50 % red square, the opaque blue one over it and the
  /// red-to-blue gradient alike; top right, a fill at opacity 0.5 halves the alpha.
  @Test func fillGivesEveryPixelTheColourAndKeepsItsAlpha() throws {
    let green = [0, 128, 0, 255]
    try expectPixels(
      "fill-tint", frame: 10,
      [
        (15, 15, [0, 128, 0, 128]), (30, 30, green), (50, 50, green), (30, 77, green),
        (12, 88, green), (77, 22, [255, 0, 255, 128]), (60, 60, Self.none),
      ])
  }

  /// fill-tint, bottom right: tint maps luma L = 0.2126 r + 0.7152 g + 0.0722 b to
  /// black + (white − black)·L, blue (0, 0, 1) to yellow (1, 1, 0), mixed with the original
  /// by the amount: red at 100 % is (L, L, 1 − L) with L = 0.2126; green at 50 % is
  /// ½·(0, 1, 0) + ½·(L, L, 1 − L) with L = 0.7152.
  @Test func tintMapsLumaBetweenTheTwoColours() throws {
    func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
    let red = 0.2126
    let green = 0.7152
    try expectPixels(
      "fill-tint", frame: 10,
      [
        (72, 72, [byte(red), byte(red), byte(1 - red), 255]),
        (87, 72, [byte(green / 2), byte((1 + green) / 2), byte((1 - green) / 2), 255]),
      ])
  }

  static func warnings(_ effects: String) throws -> [String] {
    let text = """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ks": {}, "ip": 0, "op": 10, "ef": [\(effects)], "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
      """
    return try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json").warnings
      .map(\.description)
  }

  /// An effect without `en` is not drawn (thorvg 1.1.3 reads a missing flag as disabled;
  /// lottie-android's fish.json relies on it) and is reported once per file.
  @Test func anEffectWithoutEnIsNotDrawn() throws {
    let effect =
      "{\"ty\": 21, \"ef\": [\(Self.param(0)), \(Self.param(0)), "
      + "{\"ty\": 2, \"v\": {\"a\": 0, \"k\": [0, 0, 1, 1]}}]}"
    let text = """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 1, "sc": "#ff0000", "sw": 10, "sh": 10, "ks": {}, "ip": 0, "op": 10, "ef": [\(effect)]},
        {"ty": 1, "sc": "#ff0000", "sw": 10, "sh": 10, "ks": {}, "ip": 0, "op": 10, "ef": [\(effect)]}]}
      """
    let lottie = try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json")
    #expect(
      lottie.warnings.map(\.description) == [
        "layers[0].ef[0].ty 21: effects without an \"en\" (enabled) flag are not drawn, as thorvg reads them (reported once per file)"
      ])
    #expect(
      LottieFixtures.rgba(try LottieFixtures.render(lottie, frame: 0), 5, 5) == [255, 0, 0, 255])
  }

  static func param(_ v: Double) -> String { "{\"ty\": 0, \"v\": {\"a\": 0, \"k\": \(v)}}" }

  static func shadow(only: Double = 0) -> String {
    "{\"ty\": 25, \"nm\": \"Drop Shadow\", \"en\": 1, \"ef\": [{\"ty\": 2, \"v\": {\"a\": 0, \"k\": [0, 0, 0, 1]}}, "
      + [255, 135, 5, 4, only].map(Self.param).joined(separator: ", ") + "]}"
  }

  /// What is not drawn exactly is reported at its JSON path: "shadow only", a second drop
  /// shadow, a one-dimensional blur, "repeat edge pixels", and effects Strobe does not draw.
  @Test func unsupportedEffectPartsAreReported() throws {
    #expect(try Self.warnings(Self.shadow()).isEmpty)
    #expect(
      try Self.warnings(Self.shadow(only: 1)) == [
        "layers[0].ef[0].ef[5].v: \"shadow only\" drop shadows are not supported; drawn with the layer"
      ])
    #expect(
      try Self.warnings(Self.shadow() + ", " + Self.shadow()) == [
        "layers[0].ef[1].ty 25 \"Drop Shadow\": only one drop shadow per layer is supported; this one is ignored"
      ])
    let blur =
      "{\"ty\": 29, \"en\": 1, \"ef\": [" + [4, 2, 1].map(Self.param).joined(separator: ", ") + "]}"
    #expect(
      try Self.warnings(blur) == [
        "layers[0].ef[0].ef[1].v: horizontal or vertical Gaussian blurs are not supported; blurred in both directions",
        "layers[0].ef[0].ef[2].v: \"repeat edge pixels\" is not supported; the blur fades out at the edges",
      ])
    #expect(
      try Self.warnings("{\"ty\": 26, \"nm\": \"Radial Wipe\", \"mn\": \"ADBE Radial Wipe\"}") == [
        "layers[0].ef[0].ty 26 \"Radial Wipe\": this layer effect is not supported; ignored"
      ])
    #expect(
      try Self.warnings(
        "{\"ty\": 5, \"nm\": \"Rig\", \"mn\": \"Pseudo/abc\"}, {\"ty\": 5, \"mn\": \"ADBE Point Control\"}"
      ).isEmpty)
    let animatedFill =
      "{\"ty\": 21, \"en\": 1, \"ef\": [{\"ty\": 10, \"v\": {\"a\": 0, \"k\": 1}}, \(Self.param(0)), "
      + "{\"ty\": 2, \"v\": {\"a\": 1, \"k\": [{\"t\": 0, \"s\": [1, 0, 0, 1]}, {\"t\": 9, \"s\": [0, 0, 1, 1]}]}}]}"
    #expect(
      try Self.warnings(animatedFill) == [
        "layers[0].ef[0].ef[2].v: animated fill and tint parameters are not supported; the first value is used",
        "layers[0].ef[0].ef[0].v: fill effects limited to a mask are not supported; the whole layer is filled",
      ])
  }

  /// A fill on an image layer cannot map the image's pixels: reported, the image drawn as it is.
  @Test func fillOnAnImageIsReported() throws {
    let png = try Data(
      contentsOf: LottieFixtures.folder.appendingPathComponent("images/blue10.png"))
    let text = """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10,
       "assets": [{"id": "i", "w": 10, "h": 10, "p": "data:image/png;base64,\(png.base64EncodedString())"}],
       "layers": [{"ty": 2, "refId": "i", "ks": {}, "ip": 0, "op": 10, "ef": [{"ty": 21, "en": 1, "ef": []}]}]}
      """
    #expect(
      try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json").warnings
        .map(\.description) == [
          "layers[0].ef[0].ty 21: fill and tint effects are not applied to image content; images drawn unchanged"
        ])
  }
}
