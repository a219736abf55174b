import Foundation
import Strobe
import Testing

/// Masks over time, shadow penumbra profiles, read-back probes and "stays vector" checks for
/// the look fixtures (masks, shadows, contents, continuous corners).
@Suite struct LookRenderTests {
  static func document(_ name: String) throws -> SceneDocument {
    try SceneLoader.load(
      contentsOf: GoldenImageTests.fixtures.appendingPathComponent("\(name).json"))
  }

  static func channels(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
    let p = image.pixel(x: x, y: y)
    return [p.r, p.g, p.b, p.a].map(Int.init)
  }

  /// The reveal mask's radius is 300 · easeOut(t / 0.4) about (100, 60); easeOut is
  /// measured at x = .1 → .1605722 and x = .25 → .3781395 (docs/core-animation-semantics.md §8).
  @Test(arguments: [
    (0.04, 300 * 0.1605722), (0.1, 300 * 0.3781395),
  ])
  func animatedMaskFollowsItsPath(time: Double, radius: Double) throws {
    let list = try Self.document("mask-reveal").drawList(at: time)
    for scale in [1, 2] {
      let image = try Renderer().rasterize(list, scale: Double(scale))
      // Every probe pixel is at least 1 pt inside or outside the circle.
      for (x, y) in [(100, 60), (120, 60), (100, 40), (40, 60), (150, 60), (100, 10), (0, 0)] {
        let cx = Double(x) + 0.5
        let cy = Double(y) + 0.5
        let d = ((cx - 100) * (cx - 100) + (cy - 60) * (cy - 60)).squareRoot()
        guard abs(d - radius) > 1.2 else { continue }
        let want = d < radius ? [0, 0, 255, 255] : [255, 255, 255, 255]
        let got = Self.channels(image, x * scale, y * scale)
        #expect(
          zip(got, want).allSatisfy { abs($0 - $1) <= 1 },
          "t \(time) @\(scale)x (\(x), \(y)) at \(d) from the centre, r \(radius): \(got)")
      }
    }
    // Vector outputs keep the mask (cairo_mask stays vector) and read back alike.
    let raster = try Renderer().rasterize(list, scale: 1)
    let svg = try Renderer().svgData(list)
    #expect(try Verifier().verify(svg: svg, against: raster).passes(tolerance: 2))
    let pdf = try Renderer().pdfData(pages: [list])
    #expect(try Verifier().verify(pdf: pdf, page: 0, against: raster).passes(tolerance: 2))
    #expect(!String(decoding: svg, as: UTF8.self).contains("<image"))
  }

  /// Φ, the standard normal CDF.
  static func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

  /// The shadow's edge profile is Φ(d/σ) with σ = shadowRadius.
  ///
  /// shadow-offset-radius: the shadow square's left edge is x = 100, its top edge y = 30;
  /// σ = shadowRadius = 4, opacity 0.5, black over white. At signed distance d inside an
  /// edge (far from the others) the coverage is Φ(d/σ), so a pixel is 255·(1 − 0.5·Φ(d/4)).
  /// Tolerance 3: the alpha is rasterised (box-filtered) and the kernel sampled per pixel.
  @Test func shadowPenumbraIsGaussianWithSigmaEqualToShadowRadius() throws {
    let list = try Self.document("shadow-offset-radius").drawList(at: 0)
    for scale in [1.0, 2.0] {
      let image = try Renderer().rasterize(list, scale: scale)
      for i in -14...14 {
        let d = Double(i) / 2 + 0.25  // points inside the edge
        let px = Int(((100 + d) * scale).rounded(.down))
        let centre = (Double(px) + 0.5) / scale - 100
        let want = 255 * (1 - 0.5 * Self.phi(centre / 4))
        let across = Self.channels(image, px, Int(60 * scale))
        #expect(abs(Double(across[0]) - want) <= 3, "@\(scale)x left edge d \(centre): \(across)")
        let py = Int(((30 + d) * scale).rounded(.down))
        let centreY = (Double(py) + 0.5) / scale - 30
        let down = Self.channels(image, Int(130 * scale), py)
        let wantY = 255 * (1 - 0.5 * Self.phi(centreY / 4))
        #expect(abs(Double(down[1]) - wantY) <= 3, "@\(scale)x top edge d \(centreY): \(down)")
      }
    }
  }

  static let lookFixtures = [
    "mask-circle", "mask-reveal", "shadow-offset-radius", "shadow-path",
    "shadow-masks-to-bounds", "contents-png-gravity", "contents-svg", "contents-rect",
    "corners-continuous", "contents-center", "perspective-image", "shadow-perspective",
  ]

  /// The SVG (librsvg) and PDF (poppler) read-backs show every hand-computed probe within 2
  /// (bitmap contents included, where whole-image comparison is not meaningful).
  @Test(arguments: lookFixtures) func vectorReadBacksMatchTheProbes(_ name: String) throws {
    let list = try Self.document(name).drawList(at: 0)
    let svg = try Verifier().rasterizeSVG(try Renderer().svgData(list))
    let pdf = try Verifier().rasterizePDF(try Renderer().pdfData(pages: [list]))
    for probe in goldenProbes[name] ?? [] {
      let want = [probe.rgba.0, probe.rgba.1, probe.rgba.2, probe.rgba.3].map(Int.init)
      for (format, image) in [("SVG", svg), ("PDF", pdf)] {
        let got = Self.channels(image, probe.x, probe.y)
        #expect(
          zip(got, want).allSatisfy { abs($0 - $1) <= 2 }, "\(name) \(format) \(probe): \(got)")
      }
    }
  }

  /// Fixtures that may embed images: blurred shadows (raster by design; shadow-path's has
  /// radius 0, a vector mask), PNG contents, and conic gradients (an SVG fallback).
  static func mayEmbedImages(_ name: String) -> Bool {
    (name.contains("shadow") && name != "shadow-masks-to-bounds" && name != "shadow-path")
      || name.contains("conic")
      || name.contains("png")
      || name == "contents-rect" || name == "contents-center" || name == "perspective-image"
  }

  /// Without shadows or bitmaps, SVG has no `<image` and PDF no image XObject; masks, clips,
  /// SVG contents and continuous corners stay vector.
  @Test(arguments: GoldenImageTests.names) func staysVector(_ name: String) throws {
    let list = try Renderer().svgData(try GoldenImageTests.drawList(name))
    let pdf = try Renderer().pdfData(pages: [try GoldenImageTests.drawList(name)])
    let svgHasImage = String(decoding: list, as: UTF8.self).contains("<image")
    let pdfHasImage = String(decoding: pdf, as: UTF8.self).contains("/Subtype /Image")
    if Self.mayEmbedImages(name) {
      if name.hasPrefix("shadow-") {
        #expect(svgHasImage && pdfHasImage, "\(name): the shadow is an embedded image")
      }
    } else {
      #expect(!svgHasImage, "\(name): SVG has an <image>")
      #expect(!pdfHasImage, "\(name): PDF has an image XObject")
    }
  }
}
