import CCairo
import CPangoCairo
import Foundation
import StrobeCore
import StrobeGeometry

extension CairoDrawer {
  /// Whether a run is drawn letter by letter (``drawStyledText(_:)``): it has a stroke, a
  /// group opacity or text animators.
  static func isStyled(_ run: TextRun) -> Bool {
    run.stroke != nil || run.groupOpacity < 1 || !run.animators.isEmpty
  }

  /// Draws a text run letter by letter: each glyph cluster's outline (taken as in
  /// ``drawText(_:)``, at the run's matrix without the output scale, snapped to Cairo's
  /// 1/256-point grid) is moved by its letter's transform (``TextLetterStyler``), filled and
  /// stroked in the paint order (docs/scene-format.md §Text stroke, §Text animators).
  ///
  /// The stroke is centred on the outlines, mitred (limit 4) with butt caps, its width in
  /// the letter's own space (a letter scaled 2× has a stroke twice as wide). A letter whose
  /// fill and stroke both show and whose opacity is below 1 is composited as one group, and
  /// so is the whole text for ``TextRun/groupOpacity``. Letters whose transform is singular,
  /// not finite or beyond ±10⁹ are not drawn. Always outlines, also with ``textAsOutlines``
  /// false.
  func drawStyledText(_ run: TextRun) {
    withPlacedLayout(run) { layout, origin in drawStyledLetters(run, layout, origin) }
  }

  /// Draws `run` letter by letter with its layout placed by ``withPlacedLayout(_:_:)``.
  private func drawStyledLetters(
    _ run: TextRun, _ layout: OpaquePointer, _ origin: CGAffineTransform
  ) {
    let placed = origin.concatenating(run.transform)
    var outlineMatrix = Self.outlineMatrix(run, placed: placed)
    var current = cairo_matrix_t()
    cairo_get_matrix(cr, &current)

    let glyphs = TextGlyphLayout(layout, string: run.string)
    let base = TextLetterStyler.Style(
      transform: .identity, opacity: 1, fill: run.color,
      stroke: run.stroke?.color ?? RGBA(0, 0, 0, 0), strokeWidth: run.stroke?.width ?? 0)
    let styles: [TextLetterStyler.Style]
    if run.animators.isEmpty {
      styles = Array(repeating: base, count: glyphs.letters.count)
    } else {
      let styler = TextLetterStyler(
        animators: run.animators, grouping: run.animatorGrouping,
        groupingAlignment: run.animatorGroupingAlignment, fontSize: run.drawnFontSize,
        alignment: run.alignment, base: base)
      styles = styler.styles(for: glyphs.letters)
    }
    let grouped = run.groupOpacity < 1
    if grouped { cairo_push_group(cr) }
    let snap = GridSnap(placed)
    for cluster in glyphs.clusters where cluster.letter < styles.count {
      let style = styles[cluster.letter]
      guard style.opacity > 0, Self.isDrawable(style.transform) else { continue }
      guard let glyphString = pango_glyph_string_new() else { continue }
      defer { pango_glyph_string_free(glyphString) }
      pango_glyph_string_set_size(glyphString, Int32(cluster.glyphs.count))
      for (k, info) in cluster.glyphs.enumerated() {
        glyphString.pointee.glyphs[k] = info
        glyphString.pointee.log_clusters[k] = 0
      }
      cairo_set_matrix(cr, &outlineMatrix)
      cairo_new_path(cr)
      cairo_move_to(cr, cluster.x, cluster.baseline)
      pango_cairo_glyph_string_path(cr, cluster.font, glyphString)
      let outline = cairo_copy_path(cr)
      cairo_set_matrix(cr, &current)
      defer { cairo_path_destroy(outline) }
      appendSnapped(outline, snap, moving: style.transform)
      paintLetter(style, stroke: run.stroke)
    }
    cairo_new_path(cr)
    if grouped {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, min(max(run.groupOpacity, 0), 1))
    }
  }

  /// Whether a letter transform can be drawn: finite, invertible, entries within ±10⁹.
  private static func isDrawable(_ t: CGAffineTransform) -> Bool {
    let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
    guard entries.allSatisfy({ $0.isFinite && abs($0) <= 1e9 }) else { return false }
    let det = entries[0] * entries[3] - entries[1] * entries[2]
    return abs(det) > 1e-12
  }

  /// Fills and strokes the current path (one letter, device space) with `style`, in the
  /// stroke's paint order; the path is consumed.
  private func paintLetter(_ style: TextLetterStyler.Style, stroke: TextRun.Stroke?) {
    let fillShows = style.fill.a > 0
    let strokeShows = stroke != nil && style.strokeWidth > 0 && style.stroke.a > 0
    let asGroup = fillShows && strokeShows && style.opacity < 1
    let alpha = asGroup ? 1 : style.opacity
    if asGroup { cairo_push_group(cr) }
    func fill() {
      guard fillShows else { return }
      cairo_set_source_rgba(cr, style.fill.r, style.fill.g, style.fill.b, style.fill.a * alpha)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_fill_preserve(cr)
    }
    func strokeOutline() {
      guard strokeShows else { return }
      cairo_save(cr)
      var m = cairo_matrix_t(
        xx: Double(style.transform.a), yx: Double(style.transform.b),
        xy: Double(style.transform.c), yy: Double(style.transform.d),
        x0: Double(style.transform.tx), y0: Double(style.transform.ty))
      cairo_transform(cr, &m)
      cairo_set_source_rgba(
        cr, style.stroke.r, style.stroke.g, style.stroke.b, style.stroke.a * alpha)
      cairo_set_line_width(cr, min(style.strokeWidth, TextRun.maximumSpacing))
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
      cairo_set_miter_limit(cr, 4)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
      cairo_stroke_preserve(cr)
      cairo_restore(cr)
    }
    if stroke?.isUnderFill == true {
      strokeOutline()
      fill()
    } else {
      fill()
      strokeOutline()
    }
    cairo_new_path(cr)
    if asGroup {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, style.opacity)
    }
  }
}
