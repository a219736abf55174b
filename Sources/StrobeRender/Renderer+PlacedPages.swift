import CCairo
import Foundation

extension Renderer {
  /// Encodes `pages` as one PDF, each page its own size with its list placed on it.
  ///
  /// Page `i` is `pages[i].pageSize` points; its list is drawn through `pages[i].transform`
  /// with ``draw(_:into:clipToCanvas:)`` (clipped to the canvas rectangle). The creation date
  /// is `metadata.creationDate` (fixed by default), so the same pages give the same bytes.
  /// Throws ``RenderError/noPages`` for an empty array, and
  /// ``RenderError/invalidSize(width:height:scale:)`` for a page or canvas size that is not
  /// finite and positive.
  public func pdfData(placedPages pages: [PlacedPDFPage], metadata: PDFMetadata = PDFMetadata())
    throws -> Data
  {
    guard let first = pages.first else { throw RenderError.noPages }
    for page in pages {
      _ = try Self.pixelSize(of: page.pageSize, scale: 1)
      _ = try Self.pixelSize(of: page.list.size, scale: 1)
    }
    return try pdfDocument(
      firstPageSize: first.pageSize, count: pages.count, metadata: metadata
    ) {
      let page = pages[$0]
      return (
        page.pageSize, page.list,
        { cr in
          let t = page.transform
          var matrix = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
            y0: Double(t.ty))
          let det = matrix.xx * matrix.yy - matrix.yx * matrix.xy
          if det.isFinite, abs(det) > 1e-24, matrix.x0.isFinite, matrix.y0.isFinite {
            cairo_set_matrix(cr, &matrix)
            try draw(page.list, into: cr)
          }
        }
      )
    }
  }
}
