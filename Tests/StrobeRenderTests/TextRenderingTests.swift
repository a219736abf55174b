import CCairo
import CPangoCairo
import Foundation
import StrobeCore
import StrobeGeometry
import StrobeRender
import Testing

/// CATextLayer through the builder, Pango and Cairo.
///
/// Expected geometry comes from the test's own Pango layout (DejaVu Sans, absolute size,
/// hinting off, unrounded glyph positions, as Core Animation's fractional layout), not from
/// the renderer: the ink box of the drawn pixels must match it, top-aligned in the bounds,
/// shifted for right and centre alignment by the free width. Strings use U+2588 FULL BLOCK,
/// whose glyph is a solid rectangle, so the inside of its ink box is text colour.
@Suite struct TextRenderingTests {
  typealias S = LayerRenderSupport
  static let block = "\u{2588}"

  /// Ink and logical rectangles (points) of `string` laid out by Pango.
  static func pangoExtents(
    _ string: String, size: Double, width: Double? = nil, wrap: Bool = false,
    ellipsizeEnd: Bool = false
  ) -> (ink: CGRect, logical: CGRect) {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
    let cr = cairo_create(surface)
    defer {
      cairo_destroy(cr)
      cairo_surface_destroy(surface)
    }
    let layout = pango_cairo_create_layout(cr)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    let context = pango_layout_get_context(layout)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_layout_context_changed(layout)
    let desc = pango_font_description_from_string("DejaVu Sans")
    pango_font_description_set_absolute_size(desc, size * 1024)
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)
    pango_layout_set_text(layout, string, -1)
    if let width { pango_layout_set_width(layout, Int32(width * 1024)) }
    if wrap { pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR) }
    if ellipsizeEnd { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END) }
    var ink = PangoRectangle()
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    func rect(_ r: PangoRectangle) -> CGRect {
      CGRect(
        x: Double(r.x) / 1024, y: Double(r.y) / 1024, width: Double(r.width) / 1024,
        height: Double(r.height) / 1024)
    }
    return (rect(ink), rect(logical))
  }

  static func textLayer(
    _ string: String, frame: CGRect, alignment: CATextLayerAlignmentMode = .natural,
    wrapped: Bool = false, truncation: CATextLayerTruncationMode = .none
  ) -> CATextLayer {
    let t = CATextLayer()
    t.frame = frame
    t.string = string
    t.font = "DejaVu Sans"
    t.fontSize = 20
    t.foregroundColor = S.color(0, 0, 0)
    t.alignmentMode = alignment
    t.isWrapped = wrapped
    t.truncationMode = truncation
    return t
  }

  /// The bounding box (points) of the pixels darker than mid-grey, at `scale`.
  static func inkBox(_ image: RasterImage, scale: Double) -> CGRect? {
    var minX = Int.max
    var minY = Int.max
    var maxX = -1
    var maxY = -1
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y).g < 128 {
        minX = min(minX, x)
        minY = min(minY, y)
        maxX = max(maxX, x)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(
      x: Double(minX) / scale, y: Double(minY) / scale, width: Double(maxX - minX + 1) / scale,
      height: Double(maxY - minY + 1) / scale)
  }

  /// Whether two boxes agree within `tolerance` points on every edge.
  static func close(_ a: CGRect, _ b: CGRect, _ tolerance: Double) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
      && abs(a.minY - b.minY) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
  }

  @Test func defaultsAreCoreAnimations() {
    let t = CATextLayer()
    #expect(t.string == nil)
    #expect(t.fontSize == 36)
    #expect(t.foregroundColor == .white)
    #expect(t.alignmentMode == .natural)
    #expect(t.truncationMode == CATextLayerTruncationMode.none)
    #expect(t.isWrapped == false)
    #expect(t.textModel.fontFamily == "Helvetica")
  }

  /// Alignment moves the ink box within the bounds; the first line is at the top.
  ///
  /// Two full blocks in a 200-point-wide box at (10, 10): the ink box is Pango's, moved to
  /// the frame's top-left for left/natural, by (200 − logical width) for right and half of
  /// that for centre; the first line's top is at the frame's top (no vertical centring).
  /// Edges agree within half a point (one pixel at 2×, where the box is measured).
  @Test(arguments: ["natural", "left", "center", "right"])
  func alignmentPlacesTheInkBox(_ mode: String) throws {
    let frame = CGRect(x: 10, y: 10, width: 200, height: 40)
    let string = Self.block + Self.block
    let list = S.list(
      220, 60,
      [Self.textLayer(string, frame: frame, alignment: CATextLayerAlignmentMode(rawValue: mode))])
    let (ink, logical) = Self.pangoExtents(string, size: 20)
    let free = frame.width - logical.width
    let shift = mode == "right" ? free : mode == "center" ? free / 2 : 0
    let expected = ink.offsetBy(dx: frame.minX + shift, dy: frame.minY)
    let image = try Renderer().rasterize(list, scale: 2)
    let measured = try #require(Self.inkBox(image, scale: 2))
    #expect(Self.close(measured, expected, 0.5), "measured \(measured), Pango \(expected)")
    // The block's inside is solid text colour.
    let p = image.pixel(x: Int(expected.midX * 2), y: Int(expected.midY * 2))
    #expect(S.difference(p, (0, 0, 0, 255)) == 0)
  }

  /// Three words of two blocks in a box that fits two words per line wrap to two lines:
  /// the ink box is Pango's wrapped one.
  @Test func wrappedTextBreaksAtTheBoundsWidth() throws {
    let word = Self.block + Self.block
    let string = "\(word) \(word) \(word)"
    let one = Self.pangoExtents(word + " " + word, size: 20).logical.width
    let width = (one + 1).rounded(.up)
    let frame = CGRect(x: 10, y: 10, width: width, height: 100)
    let list = S.list(width + 20, 120, [Self.textLayer(string, frame: frame, wrapped: true)])
    let (ink, logical) = Self.pangoExtents(string, size: 20, width: width, wrap: true)
    let single = Self.pangoExtents(word, size: 20).logical.height
    #expect(abs(logical.height - 2 * single) < 0.01, "two lines")
    let image = try Renderer().rasterize(list, scale: 2)
    let measured = try #require(Self.inkBox(image, scale: 2))
    let expected = ink.offsetBy(dx: frame.minX, dy: frame.minY)
    #expect(Self.close(measured, expected, 0.5), "measured \(measured), Pango \(expected)")
    #expect(measured.maxX <= frame.maxX)
  }

  /// Truncation at the end puts an ellipsis inside the bounds.
  ///
  /// Twelve blocks in a 100-point box with truncation at the end: one line ending in an
  /// ellipsis inside the bounds, the ink box Pango's ellipsized one. Without truncation the
  /// text runs to the bounds' right edge and is clipped there.
  @Test func truncationEndEllipsizesInsideTheBounds() throws {
    let string = String(repeating: Self.block, count: 12)
    let frame = CGRect(x: 10, y: 10, width: 100, height: 40)
    let truncated = S.list(
      120, 60, [Self.textLayer(string, frame: frame, truncation: .end)])
    let (ink, _) = Self.pangoExtents(string, size: 20, width: 100, ellipsizeEnd: true)
    let image = try Renderer().rasterize(truncated, scale: 2)
    let measured = try #require(Self.inkBox(image, scale: 2))
    let expected = ink.offsetBy(dx: frame.minX, dy: frame.minY)
    #expect(Self.close(measured, expected, 0.5), "measured \(measured), Pango \(expected)")
    #expect(measured.maxX < frame.maxX)
    let clipped = try Renderer().rasterize(
      S.list(120, 60, [Self.textLayer(string, frame: frame)]), scale: 2)
    let full = try #require(Self.inkBox(clipped, scale: 2))
    #expect(abs(full.maxX - frame.maxX) < 0.01, "clipped at the bounds: \(full)")
  }

  static let sample: DrawList = {
    let t = textLayer(
      "Strobe text: Hamburgefonstiv 0123", frame: CGRect(x: 8, y: 6, width: 150, height: 60),
      alignment: .center, wrapped: true)
    return S.list(170, 72, [t])
  }()

  /// Text as outlines (the default): SVG and PDF hold paths, read back within 2 levels at
  /// 1× and 2×, with no images.
  @Test(arguments: [1.0, 2.0]) func outlinesReadBackWithinVectorTolerance(scale: Double) throws {
    let r = Renderer()
    let raster = try r.rasterize(Self.sample, scale: scale)
    let svgData = try r.svgData(Self.sample)
    let svg = try Verifier().verify(svg: svgData, against: raster, scale: scale)
    #expect(svg.passes(tolerance: 2), "SVG: \(svg)")
    let pdfData = try r.pdfData(pages: [Self.sample])
    let pdf = try Verifier().verify(pdf: pdfData, page: 0, against: raster, scale: scale)
    #expect(pdf.passes(tolerance: 2), "PDF: \(pdf)")
    #expect(!String(decoding: svgData, as: UTF8.self).contains("<image"))
    #expect(!String(decoding: pdfData, as: UTF8.self).contains("/Subtype /Image"))
    #expect(!String(decoding: pdfData, as: UTF8.self).contains("/FontFile"), "no embedded font")
  }

  /// Text as glyphs: the PDF embeds the font (real text); the read-back is *not* exact, so
  /// only a PSNR floor is asserted.
  ///
  /// Measured on this sample: PDF max channel difference 237 (1×) / 250 (2×) in under 1 %
  /// of the pixels, PSNR ≈ 29 dB (poppler rasterises the embedded glyphs itself); SVG (Cairo's
  /// glyph symbols through librsvg) max 173 / 148, PSNR ≈ 22–25 dB. That is why outlines are
  /// the default.
  @Test(arguments: [1.0, 2.0]) func glyphsReadBackWithinStatedBounds(scale: Double) throws {
    let r = Renderer(textAsOutlines: false)
    let raster = try r.rasterize(Self.sample, scale: scale)
    let pdfData = try r.pdfData(pages: [Self.sample])
    #expect(String(decoding: pdfData, as: UTF8.self).contains("/FontFile"))
    let pdf = try Verifier().verify(pdf: pdfData, page: 0, against: raster, scale: scale)
    #expect(pdf.psnr >= Self.glyphPDFMinimumPSNR, "PDF: \(pdf)")
    let svg = try Verifier().verify(svg: r.svgData(Self.sample), against: raster, scale: scale)
    #expect(svg.psnr >= Self.glyphSVGMinimumPSNR, "SVG: \(svg)")
  }

  /// PSNR floor (dB) of the glyph-mode PDF read-back.
  static let glyphPDFMinimumPSNR = 26.0
  /// PSNR floor (dB) of the glyph-mode SVG read-back.
  static let glyphSVGMinimumPSNR = 20.0
}
