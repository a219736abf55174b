import Foundation
import Strobe
import StrobeLottie
import Testing

/// Track matte modes (Fixtures/lottie/matte-modes.json): a red solid per quadrant under a
/// matte of an opaque green rectangle (left) and a 50 % white one (right).
///
/// Coverage by hand (8-bit, premultiplied matte components): green → luminance
/// 0.7152·255 = 182.4; 50 % white → 0.5·255 = 127.5 (alpha and luminance × alpha alike);
/// outside the rectangles the matte is transparent (alpha 0, luminance × alpha 0).
/// The raster is straight alpha, so the solid stays (255, 0, 0) wherever it shows.
@Suite struct LottieMatteTests {
  /// (quadrant origin, alpha on green, on 50 % white, outside the matte's rectangles).
  static let quadrants: [(name: String, qx: Int, qy: Int, expected: [Int])] = [
    ("alpha", 0, 0, [255, 128, 0]),
    ("alphaInverted", 50, 0, [0, 128, 255]),
    ("luminance", 0, 50, [182, 128, 0]),
    ("luminanceInverted", 50, 50, [73, 128, 255]),
  ]

  @Test(arguments: [0.0, 20, 40])
  func everyModeMasksByItsCoverage(frame: Double) throws {
    for q in Self.quadrants {
      let probes = zip([(15, 25), (35, 25), (47, 2)], q.expected).map { point, a in
        (x: q.qx + point.0, y: q.qy + point.1, rgba: a == 0 ? [0, 0, 0, 0] : [255, 0, 0, a])
      }
      try expectPixels("matte-modes", frame: frame, probes)
    }
  }

  @Test func importerWritesTheMaskModeExtension() throws {
    let lottie = try LottieFixtures.load("matte-modes")
    #expect(lottie.warnings.isEmpty)
    let root = lottie.document.rootLayer
    var modes: [LayerMaskMode] = []
    func walk(_ layer: CALayer) {
      if layer.mask != nil { modes.append(layer.maskMode) }
      for s in layer.sublayers ?? [] { walk(s) }
    }
    walk(root)
    #expect(Set(modes) == Set(LayerMaskMode.allCases))
  }

  /// A matted layer takes the layer above as its matte even when that layer lacks `td`.
  ///
  /// The matte is not drawn itself (thorvg 1.1.3 and rlottie 1.3.8 read it so;
  /// lottie-android's TgsWithoutOpacity.json has such a matte). It used to be drawn, and the
  /// layer unmatted.
  @Test func theLayerAboveIsTheMatteWithoutTd() throws {
    let text = """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ind": 1, "ks": {}, "ip": 0, "op": 10, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [2.5, 5]}, "s": {"a": 0, "k": [5, 10]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}]},
        {"ty": 4, "ind": 2, "tt": 1, "ks": {}, "ip": 0, "op": 10, "shapes": [
          {"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}},
          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
      """
    let lottie = try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json")
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    let image = try LottieFixtures.render(lottie, frame: 0)
    #expect(LottieFixtures.rgba(image, 2, 5) == [255, 0, 0, 255])
    #expect(LottieFixtures.rgba(image, 7, 5) == [0, 0, 0, 0])
  }

  /// SVG output keeps the modes: rendered back through librsvg, the luminance quadrant's
  /// green probe has alpha ≈ 182 and the inverted-alpha quadrant's outside probe 255.
  @Test func svgOutputKeepsTheModes() throws {
    let lottie = try LottieFixtures.load("matte-modes")
    let list = lottie.document.drawList(at: 0)
    let svg = try Renderer().data(list, format: .svg)
    let image = try Verifier().rasterizeSVG(svg)
    for (x, y, a) in [(15, 75, 182), (97, 2, 255), (85, 75, 128), (65, 25, 0)] {
      let got = LottieFixtures.rgba(image, x, y)
      #expect(abs(got[3] - a) <= 3, "(\(x), \(y)): \(got), want alpha \(a)")
    }
  }
}
