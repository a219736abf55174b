import Foundation
import Strobe
import Testing

/// The facade's SVG, PNG and PDF calls, checked against hand-computed pixels and sizes.
@Suite struct FrameSourceRenderingTests {
  /// PNG at scale 2 is 80 × 40 px and shows the box where the closed form puts it.
  @Test func pngAtTimeAndScale() throws {
    let scene = try LibraryFixtures.movingBoxScene()
    // t = 1: box x ∈ [15, 25] pt → [30, 50] px at scale 2.
    let image = try RasterImage(pngData: scene.pngData(at: 1, scale: 2))
    #expect(image.width == 80 && image.height == 40)
    #expect(LibraryFixtures.matches(image.pixel(x: 40, y: 20), 255, 0, 0))
    #expect(LibraryFixtures.matches(image.pixel(x: 31, y: 5), 255, 0, 0))
    #expect(LibraryFixtures.matches(image.pixel(x: 28, y: 20), 255, 255, 255))
    #expect(LibraryFixtures.matches(image.pixel(x: 52, y: 20), 255, 255, 255))
    #expect(LibraryFixtures.matches(image.pixel(x: 5, y: 20), 255, 255, 255))
  }

  /// SVG text: a px-unit document of the canvas size that librsvg reads back with the box
  /// at the time's position.
  @Test func svgStringAndData() throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let text = try scene.svgString(at: 0)
    #expect(text.hasPrefix("<?xml"))
    #expect(text.contains("width=\"40px\"") && text.contains("height=\"20px\""))
    // t = 0: box x ∈ [0, 10].
    let image = try Verifier().rasterizeSVG(Data(text.utf8))
    #expect(image.width == 40 && image.height == 20)
    #expect(LibraryFixtures.matches(image.pixel(x: 5, y: 10), 255, 0, 0))
    #expect(LibraryFixtures.matches(image.pixel(x: 15, y: 10), 255, 255, 255))
    #expect(try scene.svgData(at: 0) == Data(text.utf8))
  }

  /// One page per time, in the order given, with the metadata written into the document.
  @Test func pdfPagesPerTimeWithMetadata() throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let metadata = PDFMetadata(
      title: "Box report", author: "Ada", subject: "Motion", creator: "LibraryTests")
    let pdf = try scene.pdfData(times: [2, 0, 1], metadata: metadata)
    let sizes = try Verifier().pdfPageSizes(pdf)
    #expect(sizes == Array(repeating: CGSize(width: 40, height: 20), count: 3))
    let text = String(decoding: pdf, as: UTF8.self)
    for field in ["/Title (Box report)", "/Author (Ada)", "/Subject (Motion)"] {
      #expect(text.contains(field), "missing \(field)")
    }
    #expect(text.contains("/Creator (LibraryTests)"))
    // Page 2 is t = 0 (box at x ∈ [0, 10]); page 3 is t = 1 (x ∈ [15, 25]). At t = 2 the
    // animation has ended and is removed: the box is back at its model frame x ∈ [0, 10].
    let page2 = try Verifier().rasterizePDF(pdf, page: 1)
    #expect(LibraryFixtures.matches(page2.pixel(x: 5, y: 10), 255, 0, 0))
    #expect(LibraryFixtures.matches(page2.pixel(x: 20, y: 10), 255, 255, 255))
    let page3 = try Verifier().rasterizePDF(pdf, page: 2)
    #expect(LibraryFixtures.matches(page3.pixel(x: 20, y: 10), 255, 0, 0))
    #expect(LibraryFixtures.matches(page3.pixel(x: 5, y: 10), 255, 255, 255))
    // Fixed creation date: the same call gives the same bytes.
    #expect(try scene.pdfData(times: [2, 0, 1], metadata: metadata) == pdf)
  }

  /// A page size scales the frame to fit, centred: 40 × 20 on 200 × 200 with a 20 pt margin
  /// is scale min(160/40, 160/20) = 4, so the canvas covers x ∈ [20, 180], y ∈ [60, 140].
  @Test func pdfPageSizeFitsAndCentres() throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let pdf = try scene.pdfData(
      times: [1], pageSize: CGSize(width: 200, height: 200), margin: 20)
    #expect(try Verifier().pdfPageSizes(pdf) == [CGSize(width: 200, height: 200)])
    let page = try Verifier().rasterizePDF(pdf, page: 0)
    // Box at t = 1: canvas x ∈ [15, 25] → page x ∈ [80, 120].
    #expect(LibraryFixtures.matches(page.pixel(x: 100, y: 100), 255, 0, 0))
    #expect(LibraryFixtures.matches(page.pixel(x: 70, y: 100), 255, 255, 255))
    // Outside the canvas the page is blank (transparent: the background fills the canvas
    // only).
    #expect(page.pixel(x: 100, y: 40).a == 0)
    #expect(page.pixel(x: 100, y: 160).a == 0)
    #expect(page.pixel(x: 10, y: 100).a == 0)
  }

  /// A tree built in Swift renders through the same calls.
  @Test func layerTreeBuiltInSwift() throws {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    root.backgroundColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.0
    fade.duration = 4
    root.add(fade, forKey: "fade")
    let scene = FrozenScene(root: root, canvasSize: CGSize(width: 20, height: 20), duration: 4)
    #expect(scene.keyframeTimes == [0, 4])
    // t = 1: opacity 0.75 over a transparent canvas → green, alpha round(0.75 × 255) = 191.
    let image = try RasterImage(pngData: scene.pngData(at: 1))
    let p = image.pixel(x: 10, y: 10)
    #expect(LibraryFixtures.close(p.a, 191) && LibraryFixtures.close(p.g, 255) && p.r == 0)
  }

  /// A plain `SceneDocument` is a frame source too (one thread), with the same frames as the
  /// frozen scene: the box at t = 1 covers canvas x ∈ [15, 25].
  @Test func sceneDocumentRendersLikeFrozenScene() throws {
    let document = try SceneLoader.load(
      data: Data(LibraryFixtures.movingBox.utf8), fileName: "moving-box.json")
    let frozen = try LibraryFixtures.movingBoxScene()
    let image = try document.rasterize(at: 1)
    #expect(LibraryFixtures.matches(image.pixel(x: 20, y: 10), 255, 0, 0))
    #expect(LibraryFixtures.matches(image.pixel(x: 12, y: 10), 255, 255, 255))
    #expect(try document.pngData(at: 1) == (try frozen.pngData(at: 1)))
    #expect(document.duration == frozen.duration && document.canvasSize == frozen.canvasSize)
  }
}
