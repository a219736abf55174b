import CCairo
import Foundation
import StrobeGeometry

extension Renderer {
  /// Checks a newly created PDF surface and sets what every Strobe PDF carries: the creation
  /// date (fixed by default, so the same pages give the same bytes), the fallback resolution
  /// and the title, author, subject and creator that `metadata` gives.
  ///
  /// Shared by ``pdfData(pages:metadata:)``, ``pdfData(placedPages:metadata:)`` and
  /// ``PDFPageStream``, so their documents differ only in their pages.
  func configurePDFSurface(_ surface: OpaquePointer, metadata: PDFMetadata) throws {
    try CairoStatus.check(surface: surface, "create PDF surface")
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, metadata.creationDate)
    cairo_surface_set_fallback_resolution(
      surface, effectiveFallbackResolution, effectiveFallbackResolution)
    let fields: [(cairo_pdf_metadata_t, String?)] = [
      (CAIRO_PDF_METADATA_TITLE, metadata.title),
      (CAIRO_PDF_METADATA_AUTHOR, metadata.author),
      (CAIRO_PDF_METADATA_SUBJECT, metadata.subject),
      (CAIRO_PDF_METADATA_CREATOR, metadata.creator),
    ]
    for case (let key, let value?) in fields {
      cairo_pdf_surface_set_metadata(surface, key, value)
    }
    try CairoStatus.check(surface: surface, "set PDF metadata")
  }

  /// Writes a whole in-memory PDF of `count` pages: creates the surface (first page
  /// `firstPageSize` points), configures it (``configurePDFSurface(_:metadata:)``), adds every
  /// page through ``addPDFPage(to:index:size:fallbackFor:draw:afterShowPage:)`` with `page`
  /// giving its size, its list and its drawing, and finishes the document.
  ///
  /// The one page loop of ``pdfData(pages:metadata:)`` and
  /// ``pdfData(placedPages:metadata:)``; ``PDFPageStream`` adds its pages one call at a time.
  func pdfDocument(
    firstPageSize: CGSize, count: Int, metadata: PDFMetadata,
    page: (Int) -> (size: CGSize, list: DrawList, draw: (OpaquePointer) throws -> Void)
  ) throws -> Data {
    let sink = ByteSink()
    guard
      let surface = cairo_pdf_surface_create_for_stream(
        ByteSink.writeFunction, sink.closure, Double(firstPageSize.width),
        Double(firstPageSize.height))
    else { throw RenderError.cairo(operation: "create PDF surface", status: "no surface") }
    defer { cairo_surface_destroy(surface) }
    try configurePDFSurface(surface, metadata: metadata)
    for index in 0..<count {
      let (size, list, draw) = page(index)
      try addPDFPage(to: surface, index: index, size: size, fallbackFor: list, draw: draw)
    }
    cairo_surface_finish(surface)
    try CairoStatus.check(surface: surface, "finish PDF surface")
    return withExtendedLifetime(sink) { sink.data }
  }

  /// Adds page `index` of `size` points to a PDF surface: sets the page size and the fallback
  /// resolution `list` needs, runs `draw` on a new context (a Cairo failure is renamed
  /// "… on page `index`"), shows the page, runs `afterShowPage` and checks the context.
  func addPDFPage(
    to surface: OpaquePointer, index: Int, size: CGSize, fallbackFor list: DrawList,
    draw: (OpaquePointer) throws -> Void, afterShowPage: () throws -> Void = {}
  ) throws {
    cairo_pdf_surface_set_size(surface, Double(size.width), Double(size.height))
    setFallbackResolution(surface, for: list, pdf: true)
    guard let cr = cairo_create(surface) else {
      throw RenderError.cairo(operation: "create context for page \(index)", status: "no context")
    }
    defer { cairo_destroy(cr) }
    do {
      try draw(cr)
    } catch RenderError.cairo(let operation, let status) {
      throw RenderError.cairo(operation: "\(operation) on page \(index)", status: status)
    }
    cairo_show_page(cr)
    try afterShowPage()
    try CairoStatus.check(context: cr, "show page \(index)")
  }
}
