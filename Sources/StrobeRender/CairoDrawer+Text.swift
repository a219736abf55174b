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
    guard setMatrix(run.transform) else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let f = run.frame
    cairo_new_path(cr)
    cairo_rectangle(cr, Double(f.minX), Double(f.minY), Double(f.width), Double(f.height))
    cairo_clip(cr)
    guard let layout = TextLayoutSetup.makeLayout(cr, run) else { return }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let dx = TextLayoutSetup.alignmentOffset(layout, run)
    cairo_translate(cr, Double(f.minX) + dx, Double(f.minY))
    cairo_set_source_rgba(cr, run.color.r, run.color.g, run.color.b, run.color.a)
    if textAsOutlines {
      cairo_new_path(cr)
      pango_cairo_layout_path(cr, layout)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_fill(cr)
    } else {
      cairo_move_to(cr, 0, 0)
      pango_cairo_show_layout(cr, layout)
    }
  }
}

/// How a ``TextRun`` becomes a `PangoLayout`: the one place the text parameters map to Pango.
///
/// - font: `family`, absolute size `fontSize` (em size in user units; no dpi conversion);
/// - font options: hint style NONE, hint metrics OFF (platform-notes.md: the raster, SVG and
///   PDF then agree), glyph positions not rounded to whole units, so layout is the same at
///   every scale;
/// - width: the frame width when wrapped or truncating, otherwise unlimited;
/// - wrapped: `PANGO_WRAP_WORD_CHAR`; with truncation also a height limit of the frame
///   height, so the last line that fits takes the ellipsis; unwrapped with truncation: each
///   paragraph one ellipsized line;
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
    guard let layout = pango_cairo_create_layout(cr) else { return nil }
    let context = pango_layout_get_context(layout)
    pango_cairo_context_set_font_options(context, options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_layout_context_changed(layout)

    let desc = pango_font_description_new()
    pango_font_description_set_family(desc, run.fontFamily)
    pango_font_description_set_absolute_size(desc, run.fontSize * CairoDrawer.pangoScale)
    pango_layout_set_font_description(layout, desc)
    pango_font_description_free(desc)

    pango_layout_set_text(layout, run.string, -1)
    let width = Int32(clamping: Int((Double(run.frame.width) * CairoDrawer.pangoScale).rounded()))
    let limitWidth = run.isWrapped || run.truncation != .none
    if limitWidth { pango_layout_set_width(layout, max(width, 0)) }
    if run.isWrapped {
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if run.truncation != .none {
        let height = Double(run.frame.height) * CairoDrawer.pangoScale
        pango_layout_set_height(layout, Int32(clamping: Int(height.rounded())))
      }
    }
    switch run.truncation {
    case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
    case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
    case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
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
