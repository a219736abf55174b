import Foundation
import StrobeCore
import StrobeRender

extension FrameSource {
  /// The frame at `time` (seconds) as an SVG 1.1 document (see ``Renderer/svgData(_:)``).
  ///
  /// One SVG px per canvas point; the bytes depend only on the frame and `renderer`'s
  /// options, also when rendered again in the same process.
  public func svgData(at time: TimeInterval = 0, renderer: Renderer = Renderer()) throws -> Data {
    try renderer.svgData(drawList(at: time))
  }

  /// The frame at `time` as SVG text (UTF-8, as Cairo writes it).
  public func svgString(at time: TimeInterval = 0, renderer: Renderer = Renderer()) throws
    -> String
  {
    String(decoding: try svgData(at: time, renderer: renderer), as: UTF8.self)
  }

  /// The frame at `time` as a PNG of `ceil(canvas × scale)` pixels (`scale` 2 gives @2x;
  /// see ``Renderer/pngData(_:scale:)``).
  public func pngData(
    at time: TimeInterval = 0, scale: Double = 1, renderer: Renderer = Renderer()
  ) throws -> Data {
    try renderer.pngData(drawList(at: time), scale: scale)
  }

  /// The frame at `time` as pixels, without encoding (see ``Renderer/rasterize(_:scale:)``).
  public func rasterize(
    at time: TimeInterval = 0, scale: Double = 1, renderer: Renderer = Renderer()
  ) throws -> RasterImage {
    try renderer.rasterize(drawList(at: time), scale: scale)
  }

  /// A PDF with one page per time, in the order given (repeats allowed).
  ///
  /// - Parameters:
  ///   - times: Document times in seconds; an empty list throws ``RenderError/noPages``.
  ///   - pageSize: Page size in points; nil makes each page the canvas size with the frame
  ///     at the origin. Otherwise the frame is scaled uniformly to fit inside the page less
  ///     `margin` points per side, and centred (``PlacedPDFPage/fitting(_:pageSize:margin:)``).
  ///   - margin: Blank border in points, used with `pageSize`.
  ///   - metadata: Title, author, subject, creator and the (fixed by default) creation date.
  ///   - renderer: Rendering options.
  public func pdfData(
    times: [TimeInterval], pageSize: CGSize? = nil, margin: Double = 0,
    metadata: PDFMetadata = PDFMetadata(), renderer: Renderer = Renderer()
  ) throws -> Data {
    var builder = PDFDocumentBuilder(metadata: metadata, renderer: renderer)
    builder.addPages(self, times: times, pageSize: pageSize, margin: margin)
    return try builder.data()
  }

  /// Draws the frame at `time` into a caller's Cairo context (`cairo_t *`), at the
  /// context's current transform, so it composes inside a larger Cairo document.
  ///
  /// Canvas point (x, y) lands on the caller's user-space point (x, y); the context's
  /// state and current path are saved and restored. With `clipToCanvas` nothing is drawn
  /// outside the canvas rectangle. See ``Renderer/draw(_:into:clipToCanvas:)``.
  ///
  /// ```swift
  /// cairo_save(cr)
  /// cairo_translate(cr, 72, 144)   // where the frame goes on the page
  /// cairo_scale(cr, 0.5, 0.5)      // at half size
  /// try scene.draw(at: 1.0, into: cr)
  /// cairo_restore(cr)
  /// ```
  public func draw(
    at time: TimeInterval, into cr: OpaquePointer, clipToCanvas: Bool = true,
    renderer: Renderer = Renderer()
  ) throws {
    try renderer.draw(drawList(at: time), into: cr, clipToCanvas: clipToCanvas)
  }

  /// Writes the frame at `time` in `format` to `url`, atomically (`scale` applies to PNG).
  public func write(
    at time: TimeInterval, format: OutputFormat, scale: Double = 1, to url: URL,
    renderer: Renderer = Renderer()
  ) throws {
    try renderer.write(drawList(at: time), format: format, to: url, scale: scale)
  }
}
