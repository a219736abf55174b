import CCairo
import Foundation
import StrobeGeometry

extension CairoDrawer {
  /// Largest angle (radians) one conic mesh patch spans (5°).
  ///
  /// A patch's colour follows the
  /// Bézier parameter of its outer arc, not the angle itself; at 5° the two differ by under
  /// 1e-4 of the patch's colour step, far below one 8-bit level.
  static let conicPatchSpan = Double.pi / 36

  /// Fills the gradient's path with its pattern.
  ///
  /// Axial: `cairo_pattern_create_linear`; radial: a unit-circle radial pattern whose matrix
  /// maps the ellipse onto it; both `CAIRO_EXTEND_PAD` (vector in SVG and PDF). Conic: a mesh
  /// pattern of sectors around the centre, split at every stop and at most
  /// ``conicPatchSpan`` wide, each a Coons patch (centre → rim, arc, rim → centre) with the
  /// colours of its two edge angles — vector in PDF (shading type 7); Cairo's SVG surface
  /// has no mesh, so SVG gets a fallback image at ``Renderer/fallbackResolution``.
  func drawGradient(_ g: GradientFill) {
    guard setMatrix(g.transform), !g.stops.isEmpty else { return }
    guard let pattern = makePattern(g) else { return }
    defer { cairo_pattern_destroy(pattern) }
    buildPath(g.path, g.transform)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
  }

  /// The Cairo pattern (in path space) for `g`, or nil when it cannot be made.
  private func makePattern(_ g: GradientFill) -> OpaquePointer? {
    switch g.geometry {
    case .axial(let start, let end):
      let p = cairo_pattern_create_linear(
        Double(start.x), Double(start.y), Double(end.x), Double(end.y))
      addStops(g.stops, to: p)
      cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
      return p
    case .radial(let center, let radii):
      let rx = Double(radii.width)
      let ry = Double(radii.height)
      guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return nil }
      let p = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      addStops(g.stops, to: p)
      cairo_pattern_set_extend(p, CAIRO_EXTEND_PAD)
      // Pattern matrix: user (path) space → pattern space, the ellipse onto the unit circle.
      var m = cairo_matrix_t(
        xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -Double(center.x) / rx,
        y0: -Double(center.y) / ry)
      cairo_pattern_set_matrix(p, &m)
      return p
    case .conic(let center, let angle, let radius):
      return conicMesh(g, center: center, angle: angle, radius: radius)
    }
  }

  private func addStops(_ stops: [GradientFill.Stop], to pattern: OpaquePointer?) {
    for s in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, s.offset, s.color.r, s.color.g, s.color.b, s.color.a)
    }
  }

  /// A mesh pattern approximating the conic gradient on a disc of `radius`.
  private func conicMesh(_ g: GradientFill, center: CGPoint, angle: Double, radius: Double)
    -> OpaquePointer?
  {
    guard radius.isFinite, radius > 0, angle.isFinite else { return nil }
    // Break points in turn fractions: 0, every stop offset, 1.
    var breaks = [0.0] + g.stops.map(\.offset) + [1.0]
    breaks = breaks.map { min(max($0, 0), 1) }.sorted()
    var fractions: [Double] = []
    for (a, b) in zip(breaks, breaks.dropFirst()) where b > a {
      let n = max(1, Int(((b - a) * 2 * .pi / Self.conicPatchSpan).rounded(.up)))
      for i in 0..<n { fractions.append(a + (b - a) * Double(i) / Double(n)) }
    }
    fractions.append(1)
    let p = cairo_pattern_create_mesh()
    let cx = Double(center.x)
    let cy = Double(center.y)
    for (f0, f1) in zip(fractions, fractions.dropFirst()) {
      // Colours just inside the segment, so a hard stop (two stops at one offset) gives each
      // side its own colour.
      let c0 = g.color(at: f0 + (f1 - f0) * 1e-9)
      let c1 = g.color(at: f1 - (f1 - f0) * 1e-9)
      let a0 = angle + 2 * .pi * f0
      let a1 = angle + 2 * .pi * f1
      let k = 4.0 / 3.0 * tan((a1 - a0) / 4) * radius
      let p0 = (x: cx + radius * cos(a0), y: cy + radius * sin(a0))
      let p1 = (x: cx + radius * cos(a1), y: cy + radius * sin(a1))
      cairo_mesh_pattern_begin_patch(p)
      cairo_mesh_pattern_move_to(p, cx, cy)
      cairo_mesh_pattern_line_to(p, p0.x, p0.y)
      cairo_mesh_pattern_curve_to(
        p, p0.x - k * sin(a0), p0.y + k * cos(a0), p1.x + k * sin(a1), p1.y - k * cos(a1),
        p1.x, p1.y)
      cairo_mesh_pattern_line_to(p, cx, cy)
      for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(p, UInt32(corner), c.r, c.g, c.b, c.a)
      }
      cairo_mesh_pattern_end_patch(p)
    }
    return p
  }
}
