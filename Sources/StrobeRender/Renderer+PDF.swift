import CCairo
import Foundation

extension Renderer {
  /// Encodes `pages` as a PDF with one page per draw list.
  ///
  /// Each page is its list's size in points (lists may differ in size). Transparent
  /// backgrounds stay transparent (a viewer shows its paper colour). The creation date is
  /// `metadata.creationDate` (fixed by default), so the same pages give the same bytes.
  /// Throws ``RenderError/noPages`` for an empty array.
  public func pdfData(pages: [DrawList], metadata: PDFMetadata = PDFMetadata()) throws -> Data {
    guard let first = pages.first else { throw RenderError.noPages }
    // Every page is checked (and built) before the document is begun.
    let displays = try pages.map { page in
      _ = try Self.pixelSize(of: page.size, scale: 1)
      return try DisplayList(page)
    }
    return try pdfDocument(firstPageSize: first.size, count: pages.count, metadata: metadata) {
      let (page, display) = (pages[$0], displays[$0])
      return (
        page.size, page,
        { cr in try CairoDrawer(cr: cr, scale: 1, textAsOutlines: textAsOutlines).draw(display) }
      )
    }
  }
}
