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
    var modes: [CALayerMaskMode] = []
    func walk(_ layer: CALayer) {
      if layer.mask != nil { modes.append(layer.maskMode) }
      for s in layer.sublayers ?? [] { walk(s) }
    }
    walk(root)
    #expect(Set(modes) == Set(CALayerMaskMode.allCases))
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
