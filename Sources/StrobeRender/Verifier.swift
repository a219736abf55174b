import CCairo
import CGLib
import CPoppler
import CRsvg
import Foundation

/// Reads SVG and PDF output back with independent renderers and compares it to the direct
/// raster render.
///
/// SVG goes through librsvg (`rsvg_handle_render_document`), PDF pages through poppler
/// (`poppler_page_render`), each into a transparent ARGB32 Cairo image surface of
/// ``Renderer/pixelSize(of:scale:)`` pixels for the document's own size (SVG intrinsic size
/// in px, PDF page size in points), drawn with `scale`, exactly like
/// ``Renderer/rasterize(_:scale:)``. So `verify(svg: renderer.svgData(list), against:
/// renderer.rasterize(list, scale: s), scale: s)` compares like with like. Nothing is painted
/// under a PDF page: transparent stays transparent. A comparison passes when the sizes match
/// and no channel differs by more than ``tolerance``.
///
/// librsvg and poppler are opened on first use (docs/performance.md §Lazy libraries): without
/// one, its methods throw ``RenderError/libraryUnavailable(library:package:neededFor:reason:)``.
public struct Verifier: Sendable {
  /// Largest allowed channel difference (0…255) for ``passes(_:)``; default 2.
  public var tolerance: Int

  /// A verifier with the given tolerance.
  public init(tolerance: Int = ImageComparison.defaultTolerance) {
    self.tolerance = tolerance
  }

  /// Whether `comparison` is within ``tolerance`` (and the sizes match).
  public func passes(_ comparison: ImageComparison) -> Bool {
    comparison.passes(tolerance: tolerance)
  }

  /// Renders SVG bytes with librsvg at `scale` (pixels per SVG px).
  ///
  /// Throws ``RenderError/svgReadFailed(message:)`` with librsvg's message when the document
  /// cannot be parsed or rendered, or has no absolute intrinsic size, and
  /// ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` without librsvg.
  public func rasterizeSVG(_ svg: Data, scale: Double = 1) throws -> RasterImage {
    try Self.withSVGHandle(svg) { handle, width, height in
      try Self.withImageSurface(width: width, height: height, scale: scale) { cr in
        var error: UnsafeMutablePointer<GError>?
        var viewport = RsvgRectangle(x: 0, y: 0, width: width * scale, height: height * scale)
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
          throw RenderError.svgReadFailed(message: Self.consume(&error))
        }
      }
    }
  }

  /// The pixel size ``rasterizeSVG(_:scale:)`` gives `svg` at `scale`, without drawing
  /// anything (so a caller can refuse a raster too large before allocating it).
  public func svgPixelSize(_ svg: Data, scale: Double = 1) throws -> (width: Int, height: Int) {
    try Self.withSVGHandle(svg) { _, width, height in
      let size = try Renderer.pixelSize(of: CGSize(width: width, height: height), scale: scale)
      return (Int(size.width), Int(size.height))
    }
  }

  /// Parses `svg` with librsvg and calls `body` with the handle and the document's intrinsic
  /// size in pixels; throws ``RenderError/svgReadFailed(message:)`` when it cannot be parsed
  /// or has no absolute width and height.
  private static func withSVGHandle<T>(
    _ svg: Data, _ body: (OpaquePointer, Double, Double) throws -> T
  ) throws -> T {
    try LazyLibrary.librsvg.require(for: "verifying SVG")
    var error: UnsafeMutablePointer<GError>?
    let handle = svg.withUnsafeBytes { buffer in
      rsvg_handle_new_from_data(
        buffer.bindMemory(to: guint8.self).baseAddress, gsize(buffer.count), &error)
    }
    guard let handle else { throw RenderError.svgReadFailed(message: Self.consume(&error)) }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    var width = 0.0
    var height = 0.0
    guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 else {
      throw RenderError.svgReadFailed(
        message: "the document has no absolute width and height")
    }
    return try body(handle, width, height)
  }

  /// The page sizes of a PDF, in points (poppler).
  public func pdfPageSizes(_ pdf: Data) throws -> [CGSize] {
    try Self.withPDF(pdf) { document in
      let count = Int(poppler_document_get_n_pages(document))
      return try (0..<count).map { index in
        try Self.withPage(document, index) { page in
          var width = 0.0
          var height = 0.0
          poppler_page_get_size(page, &width, &height)
          return CGSize(width: width, height: height)
        }
      }
    }
  }

  /// Renders page `page` (0-based) of a PDF with poppler at `scale` (pixels per point).
  ///
  /// Throws ``RenderError/pdfReadFailed(message:)`` for unreadable data,
  /// ``RenderError/pageOutOfRange(page:pageCount:)`` for a missing page and
  /// ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` without poppler.
  public func rasterizePDF(_ pdf: Data, page: Int = 0, scale: Double = 1) throws -> RasterImage {
    try Self.withPDF(pdf) { document in
      try Self.withPage(document, page) { popplerPage in
        var width = 0.0
        var height = 0.0
        poppler_page_get_size(popplerPage, &width, &height)
        return try Self.withImageSurface(width: width, height: height, scale: scale) { cr in
          cairo_scale(cr, scale, scale)
          poppler_page_render(popplerPage, cr)
        }
      }
    }
  }

  /// Renders SVG bytes with librsvg and compares them with `expected` (the direct render at
  /// the same `scale`).
  public func verify(svg: Data, against expected: RasterImage, scale: Double = 1) throws
    -> ImageComparison
  {
    ImageComparison(expected: expected, actual: try rasterizeSVG(svg, scale: scale))
  }

  /// Renders PDF page `page` with poppler and compares it with `expected` (the direct render
  /// at the same `scale`).
  public func verify(
    pdf: Data, page: Int = 0, against expected: RasterImage, scale: Double = 1
  ) throws -> ImageComparison {
    ImageComparison(expected: expected, actual: try rasterizePDF(pdf, page: page, scale: scale))
  }

  // MARK: - Helpers

  /// librsvg's or GLib's message in `error` (freed and reset), or a generic text.
  static func consume(_ error: inout UnsafeMutablePointer<GError>?) -> String {
    guard let e = error else { return "unknown error" }
    defer {
      g_error_free(e)
      error = nil
    }
    guard let message = e.pointee.message else { return "unknown error" }
    return String(cString: message)
  }

  /// Creates a transparent surface of the pixel size for `width × height` at `scale`, lets
  /// `draw` fill it through a fresh context, checks Cairo's status and returns the pixels.
  static func withImageSurface(
    width: Double, height: Double, scale: Double, _ draw: (OpaquePointer) throws -> Void
  ) throws -> RasterImage {
    let size = try Renderer.pixelSize(of: CGSize(width: width, height: height), scale: scale)
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
    else { throw RenderError.cairo(operation: "create image surface", status: "no surface") }
    defer { cairo_surface_destroy(surface) }
    try CairoStatus.check(surface: surface, "create image surface")
    guard let cr = cairo_create(surface) else {
      throw RenderError.cairo(operation: "create context", status: "no context")
    }
    defer { cairo_destroy(cr) }
    try draw(cr)
    try CairoStatus.check(context: cr, "render document")
    return try RasterImage(cairoSurface: surface)
  }

  /// Opens PDF bytes with poppler (which keeps its own copy through `GBytes`) for `body`.
  static func withPDF<T>(_ pdf: Data, _ body: (OpaquePointer) throws -> T) throws -> T {
    try LazyLibrary.poppler.require(for: "verifying PDF")
    let bytes = pdf.withUnsafeBytes { buffer in g_bytes_new(buffer.baseAddress, gsize(buffer.count))
    }
    defer { g_bytes_unref(bytes) }
    var error: UnsafeMutablePointer<GError>?
    guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
      throw RenderError.pdfReadFailed(message: consume(&error))
    }
    defer { g_object_unref(UnsafeMutableRawPointer(document)) }
    return try body(document)
  }

  /// Opens page `index` of `document` for `body`.
  static func withPage<T>(
    _ document: OpaquePointer, _ index: Int, _ body: (OpaquePointer) throws -> T
  ) throws -> T {
    let count = Int(poppler_document_get_n_pages(document))
    guard index >= 0, index < count, let page = poppler_document_get_page(document, Int32(index))
    else { throw RenderError.pageOutOfRange(page: index, pageCount: count) }
    defer { g_object_unref(UnsafeMutableRawPointer(page)) }
    return try body(page)
  }
}
