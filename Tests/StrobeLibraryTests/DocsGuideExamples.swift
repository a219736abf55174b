import Foundation
import Strobe
import StrobeCairo

/// The Swift blocks of the README's "Use as a library" section and of docs/scaling.md,
/// verbatim (``DocsCodeBlockTests``); they read and write files in the current folder, so
/// they are compiled, not run (``LibraryGuideTests`` runs the library guide's examples).
enum DocsGuideExamples {
  /// README.md, "Use as a library / build plugin".
  static func readmeLibrary(cr: OpaquePointer) throws {
    let scene = try FrozenScene(contentsOf: URL(fileURLWithPath: "ring.strobe.json"))  // Sendable
    let png = try scene.pngData(at: 0.75, scale: 2)
    let svg = try scene.svgString(at: 0.75)
    let pdf = try scene.pdfData(times: [0, 0.5, 1], metadata: PDFMetadata(title: "Ring"))
    try scene.draw(at: 0.5, into: cr)  // into your own cairo_t, at its current transform

    var book = PDFDocumentBuilder()  // pages from several scenes, times and layer trees
    book.addPages(scene, times: scene.keyframeTimes)
    try book.write(to: URL(fileURLWithPath: "book.pdf"))
    _ = (png, svg, pdf)
  }

  /// docs/scaling.md, "`--multipage`, streamed".
  static func pageStream(_ document: SceneDocument) throws {
    let stream = try PDFPageStream(
      metadata: PDFMetadata(title: "Intro"), to: URL(fileURLWithPath: "intro.pdf"))
    for t in stride(from: 0.0, through: document.duration, by: 1.0 / 30) {
      try stream.addPage(document.drawList(at: t))  // the list can be dropped right after
    }
    try stream.finish()  // writes the trailer, publishes the file
  }
}
