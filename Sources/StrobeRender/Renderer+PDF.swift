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
    for page in pages { _ = try Self.pixelSize(of: page.size, scale: 1) }
    let sink = ByteSink()
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        ByteSink.writeFunction, sink.closure, Double(first.size.width), Double(first.size.height))
    else { throw RenderError.cairo(operation: "create PDF surface", status: "no surface") }
    defer { cairo_surface_destroy(surface) }
    try configurePDFSurface(surface, metadata: metadata)
    for (index, page) in pages.enumerated() {
      cairo_pdf_surface_set_size(surface, Double(page.size.width), Double(page.size.height))
      setFallbackResolution(surface, for: page, pdf: true)
      guard let cr = cairo_create(surface) else {
        throw RenderError.cairo(operation: "create context for page \(index)", status: "no context")
      }
      defer { cairo_destroy(cr) }
      do {
        try CairoDrawer(cr: cr, scale: 1, textAsOutlines: textAsOutlines).draw(DisplayList(page))
      } catch RenderError.cairo(let operation, let status) {
        throw RenderError.cairo(operation: "\(operation) on page \(index)", status: status)
      }
      cairo_show_page(cr)
      try CairoStatus.check(context: cr, "show page \(index)")
    }
    cairo_surface_finish(surface)
    try CairoStatus.check(surface: surface, "finish PDF surface")
    return withExtendedLifetime(sink) { sink.data }
  }
}
