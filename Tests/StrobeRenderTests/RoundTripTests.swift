import Foundation
import StrobeGeometry
import StrobeRender
import Testing

/// SVG through librsvg and PDF through poppler against the direct raster, and determinism.
@Suite struct RoundTripTests {
  let renderer = Renderer()
  let verifier = Verifier()

  /// A drawing exercising every operation kind, curves, dashes, non-uniform transforms and
  /// colours that are not multiples of 1/255.
  static func sampleList(background: RGBA?) -> DrawList {
    var ring = TestShapes.rect(4, 4, 30, 24)
    ring.append(contentsOf: TestShapes.rect(12, 10, 10, 8))
    let blob = PathData([
      .move(to: CGPoint(x: 0, y: 10)),
      .curve(
        to: CGPoint(x: 20, y: 10), control1: CGPoint(x: 5, y: -5), control2: CGPoint(x: 15, y: 25)),
      .quadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 10, y: 30)), .closeSubpath,
    ])
    return TestShapes.list(
      64, 48, background: background,
      [
        .fill(ring, transform: .identity, color: RGBA(0.3, 0.6, 0.1, 1), rule: .evenOdd),
        .beginGroup(opacity: 0.6),
        .fill(
          blob, transform: CGAffineTransform(a: 1.5, b: 0.3, c: -0.2, d: 1, tx: 20, ty: 8),
          color: RGBA(0.9, 0.2, 0.5, 0.8), rule: .nonZero),
        .pushClip(TestShapes.rect(30, 20, 30, 25), transform: .identity, rule: .nonZero),
        TestShapes.fillRect(25, 15, 30, 30, RGBA(0.1, 0.3, 0.95, 1)),
        .popClip,
        .endGroup,
        .stroke(
          blob,
          transform: CGAffineTransform(scaleX: 2, y: 1).concatenating(
            CGAffineTransform(translationX: 10, y: 20)),
          color: RGBA(0.05, 0.05, 0.05, 1),
          style: StrokeStyle(
            lineWidth: 1.5, cap: .round, join: .round, dashes: [3, 2], dashPhase: 1)),
      ])
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func svgThroughLibrsvgMatchesDirectRaster(scale: Double) throws {
    for background in [TestShapes.white, nil] {
      let list = Self.sampleList(background: background)
      let direct = try renderer.rasterize(list, scale: scale)
      let comparison = try verifier.verify(
        svg: renderer.svgData(list), against: direct, scale: scale)
      #expect(comparison.sizesMatch)
      #expect(comparison.maxChannelDifference <= 2, "\(comparison)")
      #expect(verifier.passes(comparison))
    }
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func pdfThroughPopplerMatchesDirectRaster(scale: Double) throws {
    for background in [TestShapes.white, nil] {
      let list = Self.sampleList(background: background)
      let direct = try renderer.rasterize(list, scale: scale)
      let pdf = try renderer.pdfData(pages: [list])
      let comparison = try verifier.verify(pdf: pdf, against: direct, scale: scale)
      #expect(comparison.sizesMatch)
      #expect(comparison.maxChannelDifference <= 2, "\(comparison)")
    }
  }

  @Test func verifierSeesARealDifference() throws {
    // Exact colours (multiples of 1/255), so only the added square differs.
    let list = TestShapes.list(20, 20, [TestShapes.fillRect(4, 4, 10, 10, TestShapes.blue)])
    var other = list
    other.operations.append(TestShapes.fillRect(0, 0, 5, 5, TestShapes.red))
    let comparison = try verifier.verify(
      svg: renderer.svgData(other), against: renderer.rasterize(list))
    // The 5×5 red square: 25 pixels differ, by 255 in some channel.
    #expect(comparison.differingPixelCount == 25)
    #expect(comparison.maxChannelDifference == 255)
    #expect(!verifier.passes(comparison))
  }

  @Test func svgUsesPixelUnitsAndVersionOneOne() throws {
    let svg = try String(decoding: renderer.svgData(TestShapes.list(40, 30, [])), as: UTF8.self)
    #expect(svg.contains("width=\"40px\""))
    #expect(svg.contains("height=\"30px\""))
    #expect(svg.contains("version=\"1.1\""))
    // librsvg reads it at 40×30 px, not 50×37.5 (pt at 90 dpi).
    let image = try verifier.rasterizeSVG(Data(svg.utf8))
    #expect(image.width == 40 && image.height == 30)
  }

  @Test func sameListGivesIdenticalBytesWithinAProcess() throws {
    let list = Self.sampleList(background: TestShapes.white)
    let svg1 = try renderer.svgData(list)
    let pdf1 = try renderer.pdfData(pages: [list, list])
    // Render something else in between so Cairo's process-wide counters move on.
    _ = try renderer.svgData(Self.sampleList(background: nil))
    _ = try renderer.pdfData(pages: [Self.sampleList(background: nil)])
    let svg2 = try renderer.svgData(list)
    let pdf2 = try renderer.pdfData(pages: [list, list])
    #expect(svg1 == svg2)
    #expect(pdf1 == pdf2)
    let pdfText = String(decoding: pdf1, as: UTF8.self)
    #expect(pdfText.contains("/CreationDate (20000101000000Z)"))
  }

  @Test func pngPixelsAreIdenticalAcrossRenders() throws {
    let list = Self.sampleList(background: nil)
    #expect(try renderer.pngData(list, scale: 1.5) == renderer.pngData(list, scale: 1.5))
  }

  @Test func pdfHasOnePagePerListWithItsSize() throws {
    let pages = [
      TestShapes.list(40, 30, [TestShapes.fillRect(0, 0, 10, 10)]),
      TestShapes.list(100, 50, []),
      TestShapes.list(20.5, 70, background: nil, []),
    ]
    let pdf = try renderer.pdfData(pages: pages)
    let sizes = try verifier.pdfPageSizes(pdf)
    #expect(
      sizes == [
        CGSize(width: 40, height: 30), CGSize(width: 100, height: 50),
        CGSize(width: 20.5, height: 70),
      ])
    // Each page renders to its own content.
    let first = try verifier.rasterizePDF(pdf, page: 0)
    #expect(same(first.pixel(x: 5, y: 5), opaqueRed))
    #expect(same(first.pixel(x: 15, y: 5), opaqueWhite))
    let third = try verifier.rasterizePDF(pdf, page: 2)
    #expect(third.width == 21 && third.height == 70)
    #expect(third.pixel(x: 3, y: 3).a == 0)
    #expect(throws: RenderError.pageOutOfRange(page: 3, pageCount: 3)) {
      try verifier.rasterizePDF(pdf, page: 3)
    }
  }

  @Test func pdfMetadataIsWritten() throws {
    let metadata = PDFMetadata(
      title: "Strobe Title", author: "Ann Author", subject: "Subj", creator: "strobe")
    let text = String(
      decoding: try renderer.pdfData(pages: [TestShapes.list(10, 10, [])], metadata: metadata),
      as: UTF8.self)
    for expected in [
      "/Title (Strobe Title)", "/Author (Ann Author)", "/Subject (Subj)", "/Creator (strobe)",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
  }

  @Test func unreadableDocumentsThrowReaderErrors() throws {
    do {
      _ = try verifier.rasterizeSVG(Data("<svg".utf8))
      Issue.record("broken SVG must throw")
    } catch let error as RenderError {
      guard case .svgReadFailed(let message) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(!message.isEmpty)
    }
    do {
      _ = try verifier.pdfPageSizes(Data("not a pdf".utf8))
      Issue.record("broken PDF must throw")
    } catch let error as RenderError {
      guard case .pdfReadFailed(let message) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(!message.isEmpty)
    }
  }

  @Test func generalVerifyDispatchesOnFormat() throws {
    let list = Self.sampleList(background: TestShapes.white)
    let direct = try renderer.rasterize(list, scale: 2)
    for format in OutputFormat.allCases {
      let data = try renderer.data(list, format: format, scale: 2)
      let comparison = try verifier.verify(data, format: format, against: direct, scale: 2)
      #expect(comparison.passes(), "\(format): \(comparison)")
    }
  }
}
