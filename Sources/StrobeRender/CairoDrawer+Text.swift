import CCairo
import CPangoCairo
import Foundation
import StrobeGeometry

extension CairoDrawer {
  /// Pango units per point (`PANGO_SCALE`).
  static let pangoScale = 1024.0

  /// Lays out and draws a text run with PangoCairo.
  ///
  /// The context matrix is `scale × transform`, translated to the frame's origin, and
  /// drawing is clipped to the frame. The layout is made by ``TextLayoutSetup`` (font, size,
  /// width, wrapping, ellipsis, alignment, deterministic font options). With
  /// ``textAsOutlines`` the glyph outlines are filled as a path (`pango_cairo_layout_path`,
  /// so SVG and PDF hold plain paths and read back exactly); otherwise the glyphs are shown
  /// (`pango_cairo_show_layout`: real text in PDF, glyph symbols in SVG).
  func drawText(_ run: TextRun) {
    if Self.isStyled(run) {
      drawStyledText(run)
      return
    }
    withPlacedLayout(run) { layout, origin in drawPlainText(run, layout, origin) }
  }

  /// Places `run`'s Pango layout and runs `body` with it.
  ///
  /// Sets the run's matrix, clips box text to its frame, makes the layout and translates the
  /// context by its alignment offsets; `body` gets the layout and that origin in the run's
  /// space. Nothing is drawn when the run's matrix is unusable or Pango makes no layout; the
  /// context is restored afterwards.
  func withPlacedLayout(_ run: TextRun, _ body: (OpaquePointer, CGAffineTransform) -> Void) {
    guard setMatrix(run.transform) else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let f = run.frame
    if !run.isPointText {
      cairo_new_path(cr)
      cairo_rectangle(cr, Double(f.minX), Double(f.minY), Double(f.width), Double(f.height))
      cairo_clip(cr)
    }
    guard let layout = TextLayoutSetup.makeLayout(cr, run) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let dx = TextLayoutSetup.alignmentOffset(layout, run)
    let dy = TextLayoutSetup.verticalOffset(layout, run)
    cairo_translate(cr, Double(f.minX) + dx, Double(f.minY) + dy)
    body(layout, CGAffineTransform(translationX: f.minX + CGFloat(dx), y: f.minY + CGFloat(dy)))
  }

  /// The matrix that takes `run`'s outlines in canvas points, from its layout's placement
  /// `placed` (origin then run transform).
  ///
  /// No output scale, so the glyphs come from the same font size as in SVG/PDF; shrunk by
  /// ``TextRun/outlineReduction(scale:)`` when the font would be too large for FreeType at
  /// this matrix.
  static func outlineMatrix(_ run: TextRun, placed: CGAffineTransform) -> cairo_matrix_t {
    let (a, b, c, d) = (Double(placed.a), Double(placed.b), Double(placed.c), Double(placed.d))
    let r = run.outlineReduction(scale: TextRun.fontScale(a, b, c, d))
    return cairo_matrix_t(
      xx: a * r, yx: b * r, xy: c * r, yy: d * r, x0: Double(placed.tx), y0: Double(placed.ty))
  }

  /// Draws unstyled text with its layout placed by ``withPlacedLayout(_:_:)``.
  private func drawPlainText(_ run: TextRun, _ layout: OpaquePointer, _ origin: CGAffineTransform) {
    cairo_set_source_rgba(cr, run.color.r, run.color.g, run.color.b, run.color.a)
    var device = cairo_matrix_t()
    cairo_get_matrix(cr, &device)
    // Glyphs too large for FreeType at this matrix are filled as outlines (TextRun+Bounds).
    let showsGlyphs =
      !textAsOutlines
      && run.fitsFreeType(scale: TextRun.fontScale(device.xx, device.yx, device.xy, device.yy))
    if !showsGlyphs {
      // Take the outlines in canvas points (no output scale): the glyphs then come from the
      // same font size as in SVG/PDF (FreeType rounds outlines to 1/64 of its pixel size).
      let placed = origin.concatenating(run.transform)
      var unscaled = Self.outlineMatrix(run, placed: placed)
      var current = cairo_matrix_t()
      cairo_get_matrix(cr, &current)
      cairo_set_matrix(cr, &unscaled)
      cairo_new_path(cr)
      pango_cairo_layout_path(cr, layout)
      let outlines = cairo_copy_path(cr)
      cairo_set_matrix(cr, &current)
      defer { cairo_path_destroy(outlines) }
      appendSnapped(outlines, GridSnap(placed))
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_fill(cr)
    } else {
      cairo_move_to(cr, 0, 0)
      pango_cairo_show_layout(cr, layout)
    }
  }
}

extension CairoDrawer {
  /// Replaces the current path with `path` (in the space `snap` maps to canvas points), its
  /// points first mapped by `moving`, then moved onto Cairo's 1/256-point canvas grid (see
  /// `buildPath`): glyph outlines then flatten the same in a raster render at any scale as in
  /// librsvg's or poppler's render of the SVG/PDF, which store that precision.
  func appendSnapped(
    _ path: UnsafeMutablePointer<cairo_path_t>?, _ snap: GridSnap,
    moving: CGAffineTransform = .identity
  ) {
    guard let path, path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else {
      return
    }
    cairo_new_path(cr)
    var i = 0
    let count = Int(path.pointee.num_data)
    while i < count {
      let header = data[i].header
      func point(_ k: Int) -> (x: Double, y: Double) {
        let (x, y) = (data[i + k].point.x, data[i + k].point.y)
        let m = moving
        return snap(
          Double(m.a) * x + Double(m.c) * y + Double(m.tx),
          Double(m.b) * x + Double(m.d) * y + Double(m.ty))
      }
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        let p = point(1)
        cairo_move_to(cr, p.x, p.y)
      case CAIRO_PATH_LINE_TO:
        let p = point(1)
        cairo_line_to(cr, p.x, p.y)
      case CAIRO_PATH_CURVE_TO:
        let (a, b, c) = (point(1), point(2), point(3))
        cairo_curve_to(cr, a.x, a.y, b.x, b.y, c.x, c.y)
      default:
        cairo_close_path(cr)
      }
      i += Int(header.length)
    }
  }
}

/// How a ``TextRun`` becomes a `PangoLayout`: the one place the text parameters map to Pango.
///
/// - font: `family`, absolute size `fontSize` (em size in user units; no dpi conversion);
/// - font options: hint style NONE, hint metrics OFF (platform-notes.md: the raster, SVG and
///   PDF then agree), glyph positions not rounded to whole units; the layout is made under
///   an identity matrix, so glyph advances and outlines (FreeType rounds them to 1/64 unit
///   at the font's pixel size) are the same at every output scale;
/// - width: the frame width when wrapped or truncating, otherwise unlimited;
/// - wrapped: `PANGO_WRAP_WORD_CHAR`; with truncation also a height limit of the frame
///   height, so the last line that fits takes the ellipsis; unwrapped with truncation: each
///   paragraph one ellipsized line;
/// - style: `fontStyle` words parsed by `pango_font_description_from_string`;
/// - line height: an absolute `line_height` attribute (baseline-to-baseline distance);
///   letter spacing: a `letter_spacing` attribute (Pango puts it between characters); with
///   text animators, the font features `liga`, `clig`, `dlig` off (each letter is drawn on
///   its own, as lottie-web draws them);
/// - point text: unlimited width and height, no ellipsis;
/// - alignment: natural = left with the paragraph's own direction (`auto_dir`); left/right/
///   center fixed; justified = left + `justify`. Without a width Pango aligns lines within
///   the widest line, and ``alignmentOffset(_:_:)`` moves that block within the frame.
enum TextLayoutSetup {
  /// A new layout for `run` on `cr` (caller unrefs), or nil when Pango fails.
  static func makeLayout(_ cr: OpaquePointer, _ run: TextRun) -> OpaquePointer? {
    guard let options = cairo_font_options_create() else { return nil }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_set_font_options(cr, options)
    // Lay out in untransformed units: the Pango context takes the current matrix for its
    // font metrics, so an identity matrix gives the same glyph advances and outlines at
    // every output scale and in every format (the drawing matrix then maps them).
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let made = pango_cairo_create_layout(cr)
    cairo_restore(cr)
    guard let layout = made else { return nil }
    let context = pango_layout_get_context(layout)
    pango_cairo_context_set_font_options(context, options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_layout_context_changed(layout)

    // Style words ("Bold Italic") parsed as a Pango font description; the family and
    // size are then set explicitly.
    let desc = pango_font_description_from_string(run.fontStyle)
    pango_font_description_set_family(desc, run.drawnFontFamily)
    pango_font_description_set_absolute_size(desc, run.drawnFontSize * CairoDrawer.pangoScale)
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)

    pango_layout_set_text(layout, run.string, -1)
    let lineHeight = run.drawnLineHeight
    let letterSpacing = run.drawnLetterSpacing
    let perLetter = !run.animators.isEmpty
    if lineHeight > 0 || letterSpacing != 0 || perLetter {
      let attributes = pango_attr_list_new()
      if perLetter {
        // Animated letters are drawn one by one: no ligature joins two of them.
        pango_attr_list_insert(attributes, pango_attr_font_features_new("liga=0,clig=0,dlig=0"))
      }
      if lineHeight > 0 {
        let units = Int32(saturating: (lineHeight * CairoDrawer.pangoScale).rounded())
        pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(units))
      }
      if letterSpacing != 0 {
        let units = Int32(saturating: (letterSpacing * CairoDrawer.pangoScale).rounded())
        pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(units))
      }
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    let width = Int32(saturating: (Double(run.frame.width) * CairoDrawer.pangoScale).rounded())
    let limitWidth = run.isWrapped || run.truncation != .none
    if limitWidth { pango_layout_set_width(layout, max(width, 0)) }
    if run.isWrapped {
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if run.truncation != .none {
        let height = Double(run.frame.height) * CairoDrawer.pangoScale
        pango_layout_set_height(layout, Int32(saturating: height.rounded()))
      }
    }
    switch run.truncation {
    case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
    case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
    case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    if run.isPointText {
      pango_layout_set_width(layout, -1)
      pango_layout_set_height(layout, -1)
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    }
    pango_layout_set_auto_dir(layout, run.alignment == .natural ? 1 : 0)
    switch run.alignment {
    case .natural, .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
    case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .justified:
      pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
      pango_layout_set_justify(layout, 1)
    }
    return layout
  }

  /// The y offset (user units) of the layout's top from the frame's top edge.
  ///
  /// Point text: minus the first line's baseline (that baseline lands on the top edge).
  /// Box text with a line height: the first baseline moved to one font ascent (Pango's font
  /// metrics for the description) below the top edge, undoing the half leading Pango puts
  /// above each line. Otherwise 0.
  static func verticalOffset(_ layout: OpaquePointer, _ run: TextRun) -> Double {
    let baseline = Double(pango_layout_get_baseline(layout)) / CairoDrawer.pangoScale
    if run.isPointText { return -baseline }
    guard run.drawnLineHeight > 0 else { return 0 }
    let context = pango_layout_get_context(layout)
    guard
      let metrics = pango_context_get_metrics(
        context, pango_layout_get_font_description(layout), nil)
    else { return 0 }
    defer { pango_font_metrics_unref(metrics) }
    let ascent = Double(pango_font_metrics_get_ascent(metrics)) / CairoDrawer.pangoScale
    return ascent - baseline
  }

  /// The x offset (user units) of the layout inside the frame: 0 when the layout has the
  /// frame's width; otherwise the block of lines (as wide as the widest line) is placed
  /// right or centred in the frame for right/center alignment.
  static func alignmentOffset(_ layout: OpaquePointer, _ run: TextRun) -> Double {
    guard pango_layout_get_width(layout) < 0 else { return 0 }
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let blockWidth = Double(logical.width) / CairoDrawer.pangoScale
    let free = Double(run.frame.width) - blockWidth
    switch run.alignment {
    case .right: return free
    case .center: return free / 2
    default: return 0
    }
  }
}
