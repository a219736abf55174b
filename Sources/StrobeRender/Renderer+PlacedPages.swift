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
    let sink = ByteSink()
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        ByteSink.writeFunction, sink.closure, Double(first.pageSize.width),
        Double(first.pageSize.height))
    else { throw RenderError.cairo(operation: "create PDF surface", status: "no surface") }
    defer { cairo_surface_destroy(surface) }
    try configurePDFSurface(surface, metadata: metadata)
    for (index, page) in pages.enumerated() {
      cairo_pdf_surface_set_size(surface, Double(page.pageSize.width), Double(page.pageSize.height))
      setFallbackResolution(surface, for: page.list, pdf: true)
      guard let cr = cairo_create(surface) else {
        throw RenderError.cairo(operation: "create context for page \(index)", status: "no context")
      }
      defer { cairo_destroy(cr) }
      let t = page.transform
      var matrix = cairo_matrix_t(
        xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx),
        y0: Double(t.ty))
      let det = matrix.xx * matrix.yy - matrix.yx * matrix.xy
      if det.isFinite, abs(det) > 1e-24, matrix.x0.isFinite, matrix.y0.isFinite {
        cairo_set_matrix(cr, &matrix)
        do {
          try draw(page.list, into: cr)
        } catch RenderError.cairo(let operation, let status) {
          throw RenderError.cairo(operation: "\(operation) on page \(index)", status: status)
        }
      }
      cairo_show_page(cr)
      try CairoStatus.check(context: cr, "show page \(index)")
    }
    cairo_surface_finish(surface)
    try CairoStatus.check(surface: surface, "finish PDF surface")
    return withExtendedLifetime(sink) { sink.data }
  }
}
