import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// Nine-part contents (`contentsCenter`) and contents under perspective (``ImageMesh``),
/// against hand-computed spans and the exact projection.
@Suite struct ContentsMeshTests {
  static let images = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/golden/images")

  static func image(_ name: String) throws -> CGImage {
    let data = try Data(contentsOf: images.appendingPathComponent(name))
    return try #require(
      name.hasSuffix(".svg") ? CGImage(svgData: data) : CGImage(pngData: data))
  }

  typealias Span = (source: ClosedRange<CGFloat>, destination: ClosedRange<CGFloat>)

  static func flat(_ spans: [Span]) -> [CGFloat] {
    spans.flatMap {
      [
        $0.source.lowerBound, $0.source.upperBound, $0.destination.lowerBound,
        $0.destination.upperBound,
      ]
    }
  }

  @Test func ninePartSpansKeepTheCornersAndStretchTheMiddle() {
    // 24 px, centre ⅓…⅔ = 8…16 px, scale 1, into 160 pt at 20: 8 | 144 | 8 pt.
    let s = DrawListBuilder.ninePartSpans(
      start: 1.0 / 3, length: 1.0 / 3, pixels: 24, scale: 1, from: 20, length: 160)
    let want: [CGFloat] = [0, 8, 20, 28, 8, 16, 28, 172, 16, 24, 172, 180]
    #expect(zip(Self.flat(s), want).allSatisfy { abs($0 - $1) < 1e-9 } && s.count == 3)
    // contentsScale 2: the 8 px corners are 4 pt.
    let k2 = DrawListBuilder.ninePartSpans(
      start: 1.0 / 3, length: 1.0 / 3, pixels: 24, scale: 2, from: 0, length: 100)
    #expect(abs(k2[0].destination.upperBound - 4) < 1e-9)
    #expect(abs(k2[2].destination.lowerBound - 96) < 1e-9)
  }

  @Test func zeroWidthCentreIsOneSourcePixel() {
    // CALayer.h: a zero width means one source pixel centred at the position: 11.5…12.5.
    let s = DrawListBuilder.ninePartSpans(
      start: 0.5, length: 0, pixels: 24, scale: 1, from: 0, length: 100)
    let want: [CGFloat] = [0, 11.5, 0, 11.5, 11.5, 12.5, 11.5, 88.5, 12.5, 24, 88.5, 100]
    #expect(s.count == 3 && zip(Self.flat(s), want).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func cornersLargerThanTheDestinationShrinkInProportion() {
    // 8 + 8 pt corners into 8 pt: each halves to 4, no middle.
    let s = DrawListBuilder.ninePartSpans(
      start: 1.0 / 3, length: 1.0 / 3, pixels: 24, scale: 1, from: 0, length: 8)
    let want: [CGFloat] = [0, 8, 0, 4, 16, 24, 4, 8]
    #expect(s.count == 2 && zip(Self.flat(s), want).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  /// rotY(60°)·perspective(200) about the origin, then (100, 100); bounds (−50, −50, 100,
  /// 100) so the exact map is ``ProjectionTests/exact(_:theta:d:)``.
  static func tiltedLayer(_ image: CGImage) -> CALayer {
    let l = CALayer()
    l.bounds = CGRect(x: -50, y: -50, width: 100, height: 100)
    l.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    l.position = CGPoint(x: 0, y: 0)
    l.transform = ProjectionTests.tilted()
    l.contents = image
    return l
  }

  @Test func perspectiveContentsAreAMeshWithinTolerance() throws {
    let list = LayerRenderSupport.list(
      200, 200, [Self.tiltedLayer(try Self.image("quadrants.png"))])
    let meshes = list.operations.compactMap { op -> ImageMesh? in
      if case .imageMesh(let m) = op { return m }
      return nil
    }
    let mesh = try #require(meshes.first)
    #expect(meshes.count == 1 && mesh.cells.count > 4)
    // Each cell maps image pixels (20 px ↔ 100 pt, origin at bounds (−50, −50)) to the
    // canvas: at the corners of its clip (exact projections), the affine placement must
    // agree with the exact projection within the 0.25 pt tolerance (+ the 1 pt overlap's
    // own deviation, which is no larger on these small cells).
    for cell in mesh.cells {
      let inverse = cell.transform.inverted()
      for e in cell.clip.elements {
        guard let q = e.points.first else { continue }
        let px = q.applying(inverse)
        let bounds = CGPoint(x: px.x * 5 - 50, y: px.y * 5 - 50)
        let exact = ProjectionTests.exact(bounds)
        #expect(hypot(exact.x - q.x, exact.y - q.y) < 0.5, "cell corner \(q)")
      }
    }
    // The mesh is clipped to the exactly projected bounds: x from 68.09 to 120.55.
    let outline = try #require(mesh.outline)
    #expect(mesh.outlineTransform == .identity)
    let xs = outline.elements.flatMap { $0.points.map(\.x) }
    #expect(abs(xs.min()! - 68.09) < 0.01 && abs(xs.max()! - 120.55) < 0.01)
  }

  @Test(arguments: ["quadrants.png", "quadrants.svg"])
  func perspectiveContentsHaveNoSeams(_ name: String) throws {
    let list = LayerRenderSupport.list(200, 200, [Self.tiltedLayer(try Self.image(name))])
    // Every pixel of the red quadrant's interior (bounds x, y in −45…−5: ≥ 3 pt from its
    // projected edges and from the colour boundary) is pure red: no cell seams.
    for scale in [1.0, 2.0] {
      let raster = try Renderer().rasterize(list, scale: scale)
      var y: CGFloat = -45
      while y <= -5 {
        var x: CGFloat = -45
        while x <= -5 {
          let q = ProjectionTests.exact(CGPoint(x: x, y: y))
          let p = raster.pixel(x: Int(q.x * scale), y: Int(q.y * scale))
          #expect(
            LayerRenderSupport.difference(p, (255, 0, 0, 255)) <= 2,
            "\(name) @\(scale)x at bounds (\(x), \(y)): \(p)")
          x += 0.5
        }
        y += 0.5
      }
    }
  }

  @Test func svgMeshStaysVector() throws {
    let list = LayerRenderSupport.list(
      200, 200, [Self.tiltedLayer(try Self.image("quadrants.svg"))])
    let svg = String(decoding: try Renderer().svgData(list), as: UTF8.self)
    let pdf = String(decoding: try Renderer().pdfData(pages: [list]), as: UTF8.self)
    #expect(!svg.contains("<image"))
    #expect(!pdf.contains("/Subtype /Image"))
  }

  @Test func ninePartSVGStaysVectorAndPNGIsNineCells() throws {
    let l = CALayer()
    l.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
    l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    l.contents = try Self.image("quadrants.svg")
    let svg = String(
      decoding: try Renderer().svgData(LayerRenderSupport.list(200, 100, [l])), as: UTF8.self)
    #expect(!svg.contains("<image"))
    l.contents = try Self.image("nine-part.png")
    let list = LayerRenderSupport.list(200, 100, [l])
    let cells = list.operations.compactMap { op -> Int? in
      if case .imageMesh(let m) = op { return m.cells.count }
      return nil
    }
    #expect(cells == [9])
  }
}

extension ContentsMeshTests {
  /// One source image for all the cells of a mesh, so the vector backends embed it once.
  @Test func perspectiveBitmapIsEmbeddedOnce() throws {
    let list = LayerRenderSupport.list(
      200, 200, [Self.tiltedLayer(try Self.image("quadrants.png"))])
    let svg = String(decoding: try Renderer().svgData(list), as: UTF8.self)
    let pdf = String(decoding: try Renderer().pdfData(pages: [list]), as: UTF8.self)
    #expect(svg.components(separatedBy: "<image").count - 1 == 1)
    #expect(pdf.components(separatedBy: "/Subtype /Image").count - 1 == 1)
  }

  /// Nine-part SVG contents, drawn piece by piece in every format.
  ///
  /// quadrants.svg (20 px: red, green / blue, yellow) with contentsCenter (¼, ¼, ¼, ¼) in the
  /// frame (20, 20, 160, 60): source columns 0…5 | 5…10 | 10…20 px → x 20…25 | 25…170 |
  /// 170…180, rows the same → y 20…25 | 25…70 | 70…80. The centre piece (source 5…10) is all
  /// red; plain stretching would show green at x = 150 (source x 16.3).
  @Test func ninePartSVGIsDrawnPieceByPiece() throws {
    let l = CALayer()
    l.frame = CGRect(x: 20, y: 20, width: 160, height: 60)
    l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.25, height: 0.25)
    l.contents = try Self.image("quadrants.svg")
    let list = LayerRenderSupport.list(200, 100, [l])
    let probes: [(Int, Int, (Double, Double, Double, Double))] = [
      (100, 40, (255, 0, 0, 255)), (150, 40, (255, 0, 0, 255)), (175, 40, (0, 255, 0, 255)),
      (175, 75, (255, 255, 0, 255)), (100, 75, (0, 0, 255, 255)), (22, 75, (0, 0, 255, 255)),
      (22, 22, (255, 0, 0, 255)), (185, 50, (255, 255, 255, 255)),
    ]
    let raster2 = try Renderer().rasterize(list, scale: 2)
    let svg = try Verifier().rasterizeSVG(try Renderer().svgData(list))
    let pdf = try Verifier().rasterizePDF(try Renderer().pdfData(pages: [list]))
    for (x, y, want) in probes {
      for (label, image, k) in [("PNG@2x", raster2, 2), ("SVG", svg, 1), ("PDF", pdf, 1)] {
        let p = image.pixel(x: x * k, y: y * k)
        #expect(LayerRenderSupport.difference(p, want) <= 2, "\(label) (\(x), \(y)): \(p)")
      }
    }
  }

  /// A uniformly half-transparent image under perspective: the cells' overlaps must not
  /// composite it twice (raster output), so its interior is red at alpha 128 over white,
  /// (255, 127, 127) ± 2, everywhere.
  @Test func translucentMeshIsCompositedOnce() throws {
    let png = try RasterImage(width: 20, height: 20, filledWith: (255, 0, 0, 128)).pngData()
    let list = LayerRenderSupport.list(
      200, 200, [Self.tiltedLayer(try #require(CGImage(pngData: png)))])
    for scale in [1.0, 2.0] {
      let raster = try Renderer().rasterize(list, scale: scale)
      var y: CGFloat = -45
      while y <= 45 {
        var x: CGFloat = -45
        while x <= 45 {
          let q = ProjectionTests.exact(CGPoint(x: x, y: y))
          let p = raster.pixel(x: Int(q.x * scale), y: Int(q.y * scale))
          #expect(
            LayerRenderSupport.difference(p, (255, 127, 127, 255)) <= 2,
            "@\(scale)x at bounds (\(x), \(y)): \(p)")
          x += 1
        }
        y += 1
      }
    }
  }

  /// The projected top edge of the image is antialiased once.
  ///
  /// Its pixels get the exact coverage of the
  /// line from (68.09, 36.18) to (120.55, 58.90) (the projected (−50, −50) and (50, −50)):
  /// a pixel the line crosses is red over white by the area below the line in it,
  /// (y + 1) − line(x + ½), so its green channel is 255 × (1 − coverage). The 20-level
  /// tolerance covers Cairo's supersampled coverage; a faded image edge or an edge drawn
  /// twice would be off by more.
  @Test func projectedSilhouetteHasExactCoverage() throws {
    let list = LayerRenderSupport.list(
      200, 200, [Self.tiltedLayer(try Self.image("quadrants.png"))])
    let a = ProjectionTests.exact(CGPoint(x: -50, y: -50))
    let b = ProjectionTests.exact(CGPoint(x: 50, y: -50))
    let slope = (b.y - a.y) / (b.x - a.x)
    for scale in [1.0, 2.0] {
      let raster = try Renderer().rasterize(list, scale: scale)
      var checked = 0
      for px in Int(72 * scale)..<Int(96 * scale) {
        let cx = (Double(px) + 0.5) / scale
        let ly = (a.y + (cx - a.x) * slope) * scale  // the line at the column centre, pixels
        let row = Int(ly.rounded(.down))
        // Only where the line stays inside one pixel row across the column.
        let left = ly - 0.5 * slope
        let right = ly + 0.5 * slope
        guard Int(left.rounded(.down)) == row, Int(right.rounded(.down)) == row else { continue }
        let coverage = Double(row + 1) - ly
        let p = raster.pixel(x: px, y: row)
        #expect(
          abs(Double(p.g) - 255 * (1 - coverage)) <= 20 && p.r >= 253,
          "@\(scale)x pixel (\(px), \(row)) coverage \(coverage): \(p)")
        checked += 1
      }
      #expect(checked > 10)
    }
  }
}
