import Foundation
import Strobe
import Testing

/// Multi-scene PDFs: pages from different scenes, times and layer trees in one document.
@Suite struct PDFDocumentBuilderTests {
  @Test func pagesFromScenesTimesAndLayerTrees() throws {
    let box = try LibraryFixtures.movingBoxScene()
    let bar = try LibraryFixtures.blueBarScene()
    let layer = CALayer()
    layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    layer.backgroundColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)

    var builder = PDFDocumentBuilder(metadata: PDFMetadata(title: "Mixed", author: "Tests"))
    builder.addPages(box, times: [0, 1])
    builder.addPage(bar, at: 0, pageSize: CGSize(width: 90, height: 60))
    builder.addPage(
      layer: layer, canvasSize: CGSize(width: 20, height: 20),
      background: CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
    #expect(builder.pageCount == 4)
    let pdf = try builder.data()
    let sizes = try Verifier().pdfPageSizes(pdf)
    #expect(
      sizes == [
        CGSize(width: 40, height: 20), CGSize(width: 40, height: 20),
        CGSize(width: 90, height: 60), CGSize(width: 20, height: 20),
      ])
    let text = String(decoding: pdf, as: UTF8.self)
    #expect(text.contains("/Title (Mixed)") && text.contains("/Author (Tests)"))

    let v = Verifier()
    // Page 1: t = 0, box x ∈ [0, 10]; page 2: t = 1, box x ∈ [15, 25].
    #expect(LibraryFixtures.matches(try v.rasterizePDF(pdf, page: 0).pixel(x: 5, y: 10), 255, 0, 0))
    #expect(
      LibraryFixtures.matches(try v.rasterizePDF(pdf, page: 1).pixel(x: 20, y: 10), 255, 0, 0))
    // Page 3: the 30 × 30 bar canvas fitted into 90 × 60 → scale 2, canvas at x ∈ [15, 75],
    // y ∈ [0, 60]; the bar (canvas y ∈ [10, 20]) at page y ∈ [20, 40].
    let page3 = try v.rasterizePDF(pdf, page: 2)
    #expect(LibraryFixtures.matches(page3.pixel(x: 45, y: 30), 0, 0, 255))
    #expect(page3.pixel(x: 45, y: 10).a == 0)
    #expect(page3.pixel(x: 8, y: 30).a == 0)  // left of the fitted canvas
    #expect(page3.pixel(x: 82, y: 30).a == 0)
    // Page 4: green square at (5, 5, 10, 10) on white.
    let page4 = try v.rasterizePDF(pdf, page: 3)
    #expect(LibraryFixtures.matches(page4.pixel(x: 10, y: 10), 0, 255, 0))
    #expect(LibraryFixtures.matches(page4.pixel(x: 2, y: 2), 255, 255, 255))
  }

  @Test func pagesAreCapturedWhenAdded() throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    var builder = PDFDocumentBuilder()
    builder.addPage(layer: layer, canvasSize: CGSize(width: 10, height: 10))
    layer.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1)
    let page = try Verifier().rasterizePDF(builder.data(), page: 0)
    #expect(LibraryFixtures.matches(page.pixel(x: 5, y: 5), 255, 0, 0))
  }

  @Test func emptyBuilderThrowsNoPages() {
    #expect(throws: RenderError.noPages) { try PDFDocumentBuilder().data() }
  }

  @Test func writeToFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strobe-pdfbuilder-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var builder = PDFDocumentBuilder()
    builder.addPage(try LibraryFixtures.blueBarScene(), at: 0)
    let url = dir.appendingPathComponent("out.pdf")
    try builder.write(to: url)
    let bytes = try Data(contentsOf: url)
    #expect(bytes.starts(with: Data("%PDF-".utf8)))
    #expect(try Verifier().pdfPageSizes(bytes) == [CGSize(width: 30, height: 30)])
  }
}
