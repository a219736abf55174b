import CCairo
import Foundation

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
}
