import Foundation
import Strobe
import StrobeCairo
import Testing

/// The code of Sources/Strobe/Strobe.docc/UsingStrobeAsALibrary.md, block by block.
///
/// ``DocsCodeBlockTests`` checks each block of the guide appears here verbatim. Blocks that read or write files in the current folder
/// are only compiled; the others run.
enum LibraryGuideExamples {
  /// "Scenes and frame sources" (reads ring.strobe.json, writes ring@3x.png: compiled only).
  static func scenesAndFrameSources() throws -> (Data, String, Data) {
    let scene = try FrozenScene(contentsOf: URL(fileURLWithPath: "ring.strobe.json"))
    let png = try scene.pngData(at: 0.75, scale: 2)  // Data, ceil(canvas × 2) pixels
    let svg = try scene.svgString(at: 0.75)  // String, one px per point
    let pdf = try scene.pdfData(times: [0, 0.5, 1])  // Data, one page per time
    try scene.write(at: 1, format: .png, scale: 3, to: URL(fileURLWithPath: "ring@3x.png"))
    return (png, svg, pdf)
  }

  /// The catalogue's landing page, Sources/Strobe/Strobe.docc/Strobe.md (reads
  /// ring.strobe.json: compiled only).
  static func landingPage() throws -> (Data, Data) {
    let scene = try FrozenScene(contentsOf: URL(fileURLWithPath: "ring.strobe.json"))
    let png = try scene.pngData(at: 0.75, scale: 2)
    let pdf = try scene.pdfData(times: [0, 0.5, 1], metadata: PDFMetadata(title: "Ring"))
    return (png, pdf)
  }

  /// "Scenes and frame sources": rendering options.
  static func options(_ scene: FrozenScene) throws -> Data {
    let glyphs = Renderer(textAsOutlines: false, pngCompression: .fast)
    let selectable = try scene.pdfData(times: [0], renderer: glyphs)
    return selectable
  }

  /// "Several SVGs in one HTML page".
  static func svgPage(_ scene: FrozenScene) throws -> String {
    var first = Renderer()
    first.svgIDPrefix = "intro-"
    var second = Renderer()
    second.svgIDPrefix = "outro-"
    let page =
      "<div>" + (try scene.svgString(at: 0, renderer: first)) + "</div><div>"
      + (try scene.svgString(at: 1, renderer: second)) + "</div>"
    return page
  }

  /// "Building a layer tree in Swift".
  static func layerTree() throws -> (FrozenScene, Data) {
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
    let path = CGMutablePath()
    path.addEllipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
    ring.path = path
    ring.fillColor = nil
    ring.strokeColor = CGColor(srgbRed: 0, green: 0.478, blue: 1, alpha: 1)
    ring.lineWidth = 8

    let fill = CABasicAnimation(keyPath: "strokeEnd")
    fill.fromValue = 0.0
    fill.toValue = 1.0
    fill.duration = 1.5
    ring.add(fill, forKey: "progress")

    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
    root.addSublayer(ring)
    let frozen = FrozenScene(
      root: root, canvasSize: CGSize(width: 120, height: 120),
      background: CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1), duration: 1.5)
    let halfway = try frozen.pngData(at: 0.75)
    return (frozen, halfway)
  }

  /// "PDF pages: size and metadata".
  static func handout(_ scene: FrozenScene) throws -> Data {
    let a4 = CGSize(width: 595, height: 842)
    let handout = try scene.pdfData(
      times: [0, 0.5, 1], pageSize: a4, margin: 36,
      metadata: PDFMetadata(
        title: "Progress ring", author: "Design team", subject: "Motion study",
        creator: "Report pipeline"))
    return handout
  }

  /// "Several scenes in one PDF" (writes catalogue.pdf: compiled only).
  static func catalogue(_ scene: FrozenScene, _ frozen: FrozenScene, _ badge: CALayer) throws
    -> Data
  {
    var builder = PDFDocumentBuilder(metadata: PDFMetadata(title: "Animation catalogue"))
    builder.addPages(scene, times: scene.keyframeTimes)
    builder.addPage(frozen, at: 1.5, pageSize: CGSize(width: 300, height: 300), margin: 20)
    builder.addPage(layer: badge, canvasSize: CGSize(width: 64, height: 64))
    try builder.write(to: URL(fileURLWithPath: "catalogue.pdf"))
    let bytes = try builder.data()
    return bytes
  }

  /// "Drawing into your own Cairo context" (writes sheet.pdf: compiled only).
  static func cairoSheet(_ scene: FrozenScene) throws {
    let surface = cairo_pdf_surface_create("sheet.pdf", 595, 842)
    let cr = cairo_create(surface)!
    for (index, time) in [0.0, 0.5, 1.0].enumerated() {
      cairo_save(cr)
      cairo_translate(cr, 40, 40 + Double(index) * 250)
      cairo_scale(cr, 2, 2)
      try scene.draw(at: time, into: cr)
      cairo_restore(cr)
    }
    cairo_show_page(cr)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// "Threads".
  static func threads(_ scene: FrozenScene) async throws -> [Int: Data] {
    let frames = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
      for index in 0..<30 {
        group.addTask { (index, try scene.pngData(at: Double(index) / 30)) }
      }
      return try await group.reduce(into: [Int: Data]()) { $0[$1.0] = $1.1 }
    }
    return frames
  }
}

/// Sources/Strobe/Strobe.docc/UsingStrobeAsALibrary.md's runnable examples work (``DocsCodeBlockTests`` keeps its blocks compiled).
@Suite struct LibraryGuideTests {
  @Test func runnableExamplesWork() async throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let selectable = try LibraryGuideExamples.options(scene)
    let page = try LibraryGuideExamples.svgPage(scene)
    #expect(page.contains(" id=\"intro-surface1\"") && page.contains(" id=\"outro-surface1\""))
    #expect(!page.contains(" id=\"surface1\""))
    #expect(try Verifier().pdfPageSizes(selectable) == [CGSize(width: 40, height: 20)])

    // The ring: strokeEnd 0 → 1 over 1.5 s, linear; at 0.75 s half the circle is stroked,
    // from angle 0 (3 o'clock) clockwise on screen (y down) to 9 o'clock: the bottom half.
    let (frozen, halfway) = try LibraryGuideExamples.layerTree()
    let image = try RasterImage(pngData: halfway)
    #expect(image.width == 120 && image.height == 120)
    let bottom = image.pixel(x: 60, y: 100)  // centre (60, 60), radius 40, stroke 8 wide
    let top = image.pixel(x: 60, y: 20)
    #expect(bottom.r <= 1 && bottom.b >= 254, "bottom of the ring: \(bottom)")
    #expect(top.r == 255 && top.g == 255 && top.b == 255, "top of the ring: \(top)")
    #expect(frozen.keyframeTimes == [0, 1.5])

    // A4 pages, 40 × 20 canvas fitted into 523 pt of width.
    let handout = try LibraryGuideExamples.handout(scene)
    #expect(
      try Verifier().pdfPageSizes(handout)
        == Array(repeating: CGSize(width: 595, height: 842), count: 3))
    #expect(String(decoding: handout, as: UTF8.self).contains("/Title (Progress ring)"))

    let frames = try await LibraryGuideExamples.threads(scene)
    #expect(frames.count == 30)
    #expect(frames[15] == (try scene.pngData(at: 0.5)))
  }
}
