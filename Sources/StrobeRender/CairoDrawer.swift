import CCairo
import Foundation
import StrobeGeometry

/// Replays a ``DrawList`` into a Cairo context.
///
/// The context's device space is the output surface (pixels for an image surface, points
/// for SVG/PDF); `scale` maps canvas points to it. Each operation sets the context matrix to
/// `scale × transform`, builds its path in path space and fills, strokes or clips it there,
/// so stroke widths and dashes are in path units (a non-uniform transform scales the stroke,
/// as in Core Animation). Groups are `cairo_push_group` … `cairo_pop_group_to_source` +
/// `cairo_paint_with_alpha` (with the blend operator of a composited group, see
/// CairoDrawer+Compositing.swift); clips are `cairo_save` + `cairo_clip` … `cairo_restore`. It
/// draws a ``DisplayList``, whose brackets are nodes holding their children, so every
/// save/restore pair closes where it opened.
///
/// An operation whose transform is singular or not finite draws nothing (a clip with such a
/// transform clips everything away); Cairo would otherwise enter a sticky error state.
struct CairoDrawer {
  /// The context drawn into (not owned).
  let cr: OpaquePointer
  /// Device units per canvas point.
  let scale: Double
  /// Canvas points → the space `scale` applies to (identity for the output surface; the
  /// shadow pass draws canvas-space operations into a layer-space image through it).
  var base: CGAffineTransform = .identity
  /// Whether text is drawn as filled glyph outlines (`pango_cairo_layout_path`) rather than
  /// as glyphs (`pango_cairo_show_layout`); see ``Renderer/textAsOutlines``.
  var textAsOutlines = true

  /// Draws `list` into the context, checking Cairo's status after every operation.
  ///
  /// The list was checked when it was built (``DisplayList/init(_:)``): drawing only draws.
  func draw(_ list: DisplayList) throws {
    try CairoStatus.check(context: cr, "start drawing")
    if let background = list.background {
      cairo_save(cr)
      cairo_identity_matrix(cr)
      setSource(background)
      cairo_paint(cr)
      cairo_restore(cr)
      try CairoStatus.check(context: cr, "paint background")
    }
    try drawNodes(list.nodes, list.operations)
  }

  /// Draws nodes (indexing `operations`) in order; error messages name the flat operations
  /// they came from.
  ///
  /// A group is `cairo_push_group` … `cairo_pop_group_to_source` + `cairo_paint_with_alpha`,
  /// clipped first to its extents where that changes no pixel (see
  /// CairoDrawer+GroupExtents.swift); a mask two pushed groups (see CairoDrawer+Effects.swift);
  /// a shadow or blur is drawn as a whole by ``drawShadow(_:content:_:bounds:)`` or
  /// ``drawBlur(_:content:_:bounds:)``.
  func drawNodes(_ nodes: [DisplayNode], _ operations: [DrawList.Operation]) throws {
    for node in nodes {
      switch node {
      case .draws(let run):
        for index in run {
          let operation = operations[index]
          perform(operation)
          try check(operation, index)
        }
      case .group(let opacity, let filter, let extents, let children, let begin, let end):
        cairo_save(cr)
        if let box = groupClip(extents) {
          cairo_identity_matrix(cr)
          cairo_new_path(cr)
          cairo_rectangle(cr, box.x, box.y, box.width, box.height)
          cairo_clip(cr)
        }
        cairo_push_group(cr)
        try CairoStatus.check(context: cr, "beginGroup (operation \(begin))")
        try drawNodes(children, operations)
        cairo_pop_group_to_source(cr)
        if let filter { cairo_set_operator(cr, Self.cairoOperator(filter)) }
        cairo_paint_with_alpha(cr, opacity)
        cairo_restore(cr)
        try CairoStatus.check(
          context: cr, "\(filter == nil ? "endGroup" : "endCompositedGroup") (operation \(end))")
      case .clip(let path, let transform, let rule, let children, let begin, let end):
        pushClip(path, transform, rule)
        try CairoStatus.check(context: cr, "pushClip (operation \(begin))")
        try drawNodes(children, operations)
        cairo_restore(cr)
        try CairoStatus.check(context: cr, "popClip (operation \(end))")
      case .mask(let content, let mask, let mode, let begin, let maskBegin, let end):
        cairo_push_group(cr)
        try CairoStatus.check(context: cr, "beginMaskedContent (operation \(begin))")
        try drawNodes(content, operations)
        cairo_push_group(cr)
        try CairoStatus.check(context: cr, "beginMask (operation \(maskBegin))")
        try drawNodes(mask, operations)
        if let mode { endMask(mode: mode) } else { endMask() }
        try CairoStatus.check(
          context: cr, "\(mode == nil ? "endMask" : "endMaskWithMode") (operation \(end))")
      case .shadow(let style, let content, let bounds, let begin):
        try drawShadow(style, content: content, operations, bounds: bounds)
        try CairoStatus.check(context: cr, "beginShadow (operation \(begin))")
      case .blur(let style, let content, let bounds, let begin):
        try drawBlur(style, content: content, operations, bounds: bounds)
        try CairoStatus.check(context: cr, "beginBlur (operation \(begin))")
      }
    }
  }

  /// Throws when Cairo's status is an error after drawing `operation` (at flat `index`).
  private func check(_ operation: DrawList.Operation, _ index: Int) throws {
    try CairoStatus.check(context: cr, "\(Self.name(of: operation)) (operation \(index))")
  }

  /// Performs one drawing operation (its values were checked when the list was built).
  private func perform(_ operation: DrawList.Operation) {
    switch operation {
    case .fill(let path, let transform, let color, let rule):
      guard setMatrix(transform) else { return }
      buildPath(path, transform)
      cairo_set_fill_rule(cr, Self.cairoRule(rule))
      setSource(color)
      cairo_fill(cr)
    case .stroke(let path, let transform, let color, let style):
      guard style.lineWidth > 0, setMatrix(transform) else { return }
      buildPath(path, transform)
      applyStroke(style)
      setSource(color)
      cairo_stroke(cr)
    case .image(let image, let transform):
      drawImage(image, transform: transform)
    case .gradient(let gradient):
      drawGradient(gradient)
    case .text(let run):
      drawText(run)
    case .imageMesh(let mesh):
      drawImageMesh(mesh)
    case .beginGroup, .endGroup, .endCompositedGroup, .pushClip, .popClip, .beginMaskedContent,
      .beginMask, .endMask, .endMaskWithMode, .beginShadow, .endShadow, .beginBlur, .endBlur:
      break  // brackets are nodes of their own in a DisplayList
    }
  }

  /// `cairo_save` and intersects the clip with `path` (a singular or non-finite `transform`
  /// clips everything away); `cairo_restore` ends it.
  private func pushClip(_ path: PathData, _ transform: CGAffineTransform, _ rule: FillRule) {
    cairo_save(cr)
    if setMatrix(transform) {
      buildPath(path, transform)
      cairo_set_fill_rule(cr, Self.cairoRule(rule))
    } else {
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, 0, 0, 0, 0)
    }
    cairo_clip(cr)
  }

  /// Sets the context matrix to `scale × base × transform`; `false` (matrix untouched) when the
  /// result is singular or not finite.
  func setMatrix(_ transform: CGAffineTransform) -> Bool {
    guard var m = deviceMatrix(transform) else { return false }
    cairo_set_matrix(cr, &m)
    return true
  }

  /// The matrix `scale × base × transform`, or `nil` when it is singular or not finite (then
  /// nothing drawn with it is drawn).
  func deviceMatrix(_ transform: CGAffineTransform) -> cairo_matrix_t? {
    let t = transform.concatenating(base)
    let m = cairo_matrix_t(
      xx: Double(t.a) * scale, yx: Double(t.b) * scale,
      xy: Double(t.c) * scale, yy: Double(t.d) * scale,
      x0: Double(t.tx) * scale, y0: Double(t.ty) * scale)
    let det = m.xx * m.yy - m.yx * m.xy
    guard det.isFinite, abs(det) > 1e-24, m.x0.isFinite, m.y0.isFinite else { return nil }
    return m
  }

  /// Replaces the current path with `path` (in the space `transform` maps to canvas points);
  /// quadratic segments become their exact cubic degree elevation.
  ///
  /// Every point is snapped so that it lands on Cairo's 1/256 grid in canvas points: the
  /// precision SVG and PDF output keep. Cairo flattens curves from those fixed-point
  /// coordinates, so without the snap a raster render at scale ≠ 1 could subdivide a curve
  /// differently from librsvg's or poppler's render of the vector file (up to the 0.1 px
  /// flattening tolerance). The snap moves a point by at most 1/512 point.
  func buildPath(_ path: PathData, _ transform: CGAffineTransform) {
    let snap = GridSnap(transform)
    cairo_new_path(cr)
    var current = (x: 0.0, y: 0.0)
    var start = current
    for element in path.elements {
      switch element {
      case .move(let p):
        current = snap(Double(p.x), Double(p.y))
        start = current
        cairo_move_to(cr, current.x, current.y)
      case .line(let p):
        current = snap(Double(p.x), Double(p.y))
        cairo_line_to(cr, current.x, current.y)
      case .quadCurve(let p, let c):
        // Elevate with the unsnapped end points' snapped values, then snap the new controls.
        let end = snap(Double(p.x), Double(p.y))
        let cx = Double(c.x)
        let cy = Double(c.y)
        let c1 = snap(
          current.x + 2.0 / 3.0 * (cx - current.x), current.y + 2.0 / 3.0 * (cy - current.y))
        let c2 = snap(end.x + 2.0 / 3.0 * (cx - end.x), end.y + 2.0 / 3.0 * (cy - end.y))
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
        current = end
      case .curve(let p, let c1, let c2):
        let a = snap(Double(c1.x), Double(c1.y))
        let b = snap(Double(c2.x), Double(c2.y))
        current = snap(Double(p.x), Double(p.y))
        cairo_curve_to(cr, a.x, a.y, b.x, b.y, current.x, current.y)
      case .closeSubpath:
        cairo_close_path(cr)
        current = start
      }
    }
  }

  /// Sets line width, cap, join, miter limit and dashes (all in path units).
  func applyStroke(_ style: StrokeStyle) {
    cairo_set_line_width(cr, style.lineWidth)
    switch style.cap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch style.join {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, style.miterLimit)
    if style.dashes.contains(where: { $0 > 0 }) {
      style.dashes.withUnsafeBufferPointer { buffer in
        cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), style.dashPhase)
      }
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
  }

  /// Sets a solid source colour (non-premultiplied sRGB, as Cairo expects).
  private func setSource(_ c: RGBA) {
    cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a)
  }

  /// Cairo's fill rule for `rule`.
  static func cairoRule(_ rule: FillRule) -> cairo_fill_rule_t {
    rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
  }

  /// The operation's name for error messages.
  static func name(of operation: DrawList.Operation) -> String {
    switch operation {
    case .fill: return "fill"
    case .stroke: return "stroke"
    case .beginGroup: return "beginGroup"
    case .endGroup: return "endGroup"
    case .endCompositedGroup: return "endCompositedGroup"
    case .pushClip: return "pushClip"
    case .popClip: return "popClip"
    case .beginMaskedContent, .beginMask, .endMask, .beginShadow, .endShadow, .image,
      .endMaskWithMode, .beginBlur, .endBlur:
      return effectName(of: operation)
    case .gradient: return "gradient"
    case .text: return "text"
    case .imageMesh: return "imageMesh"
    }
  }
}
