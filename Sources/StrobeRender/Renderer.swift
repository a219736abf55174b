import CCairo
import Foundation

/// Renders ``DrawList``s with Cairo to SVG, PDF, PNG or an in-memory ``RasterImage``.
///
/// A draw list's size is in points. Vector outputs keep it (SVG: 1 point = 1 px; PDF: page
/// size in points); raster outputs are `ceil(size × scale)` pixels (see
/// ``pixelSize(of:scale:)``), drawn with the scale. Output is deterministic: the same list
/// gives the same SVG and PDF bytes and the same pixels, also when rendered again in the same
/// process. The renderer holds no state and is safe to use from any thread; each call uses
/// its own Cairo surface.
public struct Renderer: Sendable {
  /// Cairo's largest image surface side, in pixels.
  public static let maximumPixelSide = 32767

  /// Whether text is drawn as filled glyph outlines (default true).
  ///
  /// True: `pango_cairo_layout_path` + fill in every format, so SVG and PDF hold plain paths
  /// and read back (librsvg, poppler) within the vector tolerance of the raster render; the
  /// PDF has no selectable text. False: glyphs are shown (`pango_cairo_show_layout`): the
  /// PDF embeds the font subset and keeps real text; Cairo's SVG writes glyph symbols; the
  /// read-back differs slightly more (see the text round-trip tests for measured bounds).
  /// The same choice applies to raster output so all formats agree.
  public var textAsOutlines: Bool
  /// Resolution (dots per inch, one point = 1/72 inch) of the images Cairo embeds in SVG and
  /// PDF for what the format cannot hold as vectors (default ``defaultFallbackResolution``).
  ///
  /// Today that is a conic gradient in SVG (Cairo's SVG surface has no mesh patterns). A page
  /// with a blend mode SVG or PDF cannot hold uses ``blendFallbackResolution`` instead. A
  /// value that is not finite and positive means ``defaultFallbackResolution``.
  public var fallbackResolution: Double

  /// The default of ``fallbackResolution``: 288 dpi, four image pixels per point, so the
  /// fallback image's pixels fall on the page's point grid (Cairo's own default, 300, does
  /// not divide by 72).
  public static let defaultFallbackResolution = 288.0

  /// The default of ``maximumPixels``: 100 megapixels (a 10,000 × 10,000 raster).
  public static let defaultMaximumPixels = 100_000_000

  /// The most pixels (width × height, after scaling) one in-memory raster may have
  /// (default ``defaultMaximumPixels``; 4 bytes each, so 400 MB).
  ///
  /// PNG output and ``rasterize(_:scale:)`` draw into one surface of that size; past the
  /// limit they throw ``RenderError/surfaceLimitExceeded(pixelWidth:pixelHeight:limit:)``
  /// before allocating. SVG and PDF output is not affected. The CLI sets it with
  /// `--limit pixels=<n>`.
  public var maximumPixels: Int = Renderer.defaultMaximumPixels

  /// How PNG output is compressed (default ``PNGCompression/default``); the pixels are the
  /// same at every level.
  public var pngCompression: PNGCompression

  /// A string put before every id of the SVG output, and before every reference to one
  /// (`id="…"`, `href="#…"`, `url(#…)`); empty by default (a Strobe extension).
  ///
  /// Cairo names the clip paths, masks, patterns and images of every document alike
  /// (`clip1`, `mask0`, `image2`…), so two SVGs inlined in one HTML page would use each
  /// other's definitions. Give each document its own prefix (`"a-"`, `"b-"`): the ids stay
  /// deterministic and never collide. It must be an ASCII letter or `_` followed by
  /// letters, digits, `_`, `-` or `.`; ``svgData(_:)`` throws
  /// ``RenderError/invalidSVGIDPrefix(prefix:)`` otherwise. PDF and PNG output ignore it.
  public var svgIDPrefix: String = ""

  /// ``fallbackResolution``, or ``defaultFallbackResolution`` when it is not finite and
  /// positive.
  var effectiveFallbackResolution: Double {
    fallbackResolution.isFinite && fallbackResolution > 0
      ? fallbackResolution : Self.defaultFallbackResolution
  }

  /// A renderer.
  public init(
    textAsOutlines: Bool = true, fallbackResolution: Double = Renderer.defaultFallbackResolution,
    pngCompression: PNGCompression = .default
  ) {
    self.textAsOutlines = textAsOutlines
    self.fallbackResolution = fallbackResolution
    self.pngCompression = pngCompression
  }

  /// The pixel size of a raster render of a `size`-point canvas at `scale`.
  ///
  /// Each side is `ceil(side × scale)`, computed with a 1e-9 allowance so that rounding noise
  /// (`0.1 × 30 = 3.0000000000000004`) does not add a pixel. Throws
  /// ``RenderError/invalidSize(width:height:scale:)`` when a side or the scale is not finite
  /// or not positive, and ``RenderError/sizeTooLarge(pixelWidth:pixelHeight:limit:)`` past
  /// ``maximumPixelSide``.
  public static func pixelSize(of size: CGSize, scale: Double) throws -> (width: Int, height: Int) {
    let (pw, ph) = try unlimitedPixelSize(of: size, scale: scale)
    let limit = Double(maximumPixelSide)
    guard pw <= limit, ph <= limit else {
      throw RenderError.sizeTooLarge(
        pixelWidth: pw, pixelHeight: ph,
        limit: maximumPixelSide)
    }
    return (max(Int(pw), 1), max(Int(ph), 1))
  }

  /// `ceil(side × scale)` for each side (with the 1e-9 allowance), as doubles, without a
  /// size limit; throws ``RenderError/invalidSize(width:height:scale:)`` for bad input.
  static func unlimitedPixelSize(of size: CGSize, scale: Double) throws -> (Double, Double) {
    let w = Double(size.width)
    let h = Double(size.height)
    guard w.isFinite, h.isFinite, scale.isFinite, w > 0, h > 0, scale > 0 else {
      throw RenderError.invalidSize(width: w, height: h, scale: scale)
    }
    return ((w * scale - 1e-9).rounded(.up), (h * scale - 1e-9).rounded(.up))
  }

  /// Renders `list` directly into pixels, without encoding.
  ///
  /// The image is ``pixelSize(of:scale:)`` pixels; canvas point (x, y) maps to pixel
  /// coordinate (x·scale, y·scale). Pixels outside any drawing stay transparent unless the
  /// list has a background.
  public func rasterize(_ list: DrawList, scale: Double = 1) throws -> RasterImage {
    try withRenderedSurface(list, scale: scale) { surface in
      try RasterImage(cairoSurface: surface)
    }
  }

  /// Renders `list` into a new ARGB32 image surface and hands it to `body` before destroying it.
  func withRenderedSurface<T>(
    _ list: DrawList, scale: Double, _ body: (OpaquePointer) throws -> T
  ) throws -> T {
    let (width, height) = try Self.pixelSize(of: list.size, scale: scale)
    if width.multipliedReportingOverflow(by: height).partialValue > maximumPixels {
      throw RenderError.surfaceLimitExceeded(
        pixelWidth: width, pixelHeight: height, limit: maximumPixels)
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw RenderError.cairo(operation: "create image surface", status: "no surface") }
    defer { cairo_surface_destroy(surface) }
    try CairoStatus.check(surface: surface, "create \(width)×\(height) image surface")
    try draw(list, on: surface, scale: scale)
    cairo_surface_flush(surface)
    try CairoStatus.check(surface: surface, "flush image surface")
    return try body(surface)
  }

  /// Draws `list` on `surface` through a fresh context scaled by `scale`.
  func draw(_ list: DrawList, on surface: OpaquePointer, scale: Double) throws {
    try draw(DisplayList(list), on: surface, scale: scale)
  }

  /// Draws a list already checked and built (``DisplayList``) on `surface` through a fresh
  /// context scaled by `scale`.
  func draw(_ list: DisplayList, on surface: OpaquePointer, scale: Double) throws {
    guard let cr = cairo_create(surface) else {
      throw RenderError.cairo(operation: "create context", status: "no context")
    }
    defer { cairo_destroy(cr) }
    try CairoDrawer(cr: cr, scale: scale, textAsOutlines: textAsOutlines).draw(list)
  }

  /// Encodes `list` in `format` (`scale` only affects PNG).
  public func data(_ list: DrawList, format: OutputFormat, scale: Double = 1) throws -> Data {
    switch format {
    case .svg: return try svgData(list)
    case .pdf: return try pdfData(pages: [list])
    case .png: return try pngData(list, scale: scale)
    }
  }
}
