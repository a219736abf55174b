import CCairo
import Foundation
import StrobeGeometry

extension CairoDrawer {
  /// The device-pixel rectangle to clip a group with `extents` to, when clipping to it cannot
  /// change a pixel; `nil` otherwise.
  ///
  /// `cairo_push_group` makes an intermediate surface as large as the current clip — the
  /// whole canvas when nothing clips. A layer with `opacity < 1` is such a group, so a scene of
  /// many translucent layers would clear and composite a canvas-sized surface per layer. On an
  /// image surface, clipping to a pixel-aligned rectangle that contains every pixel the
  /// group's fills and strokes touch leaves every output pixel as it was (inside the
  /// rectangle nothing changes; outside it the group is transparent, and compositing
  /// transparency changes nothing — with every blend operator of a composited group too),
  /// while the group surface shrinks to the rectangle.
  ///
  /// The extents were computed in canvas points when the list was built (``DisplayExtents``:
  /// only groups of fills, strokes and nested groups of those have them); here they are mapped
  /// to device pixels through `base` and the scale and rounded out by one pixel for
  /// antialiasing. ``DisplayExtents/unbounded`` extents, a box that maps to non-finite
  /// pixels, or a vector surface (whose output bytes a clip would change) give `nil`. The
  /// context is not touched.
  func groupClip(
    _ extents: DisplayExtents
  ) -> (x: Double, y: Double, width: Double, height: Double)? {
    let canvas: (x0: Double, y0: Double, x1: Double, y1: Double)
    switch extents {
    case .unbounded: return nil
    case .empty: canvas = (0, 0, 0, 0)
    case .box(let x0, let y0, let x1, let y1): canvas = (x0, y0, x1, y1)
    }
    guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else {
      return nil
    }
    if case .empty = extents { return (0, 0, 0, 0) }
    var box = canvas
    if base != .identity {
      // The bounding box of the four corners mapped by `base`.
      let (a, b, c, d) = (Double(base.a), Double(base.b), Double(base.c), Double(base.d))
      let (tx, ty) = (Double(base.tx), Double(base.ty))
      var mapped = (
        x0: Double.infinity, y0: Double.infinity, x1: -Double.infinity, y1: -Double.infinity
      )
      for (x, y) in [
        (canvas.x0, canvas.y0), (canvas.x1, canvas.y0), (canvas.x0, canvas.y1),
        (canvas.x1, canvas.y1),
      ] {
        let px = a * x + c * y + tx
        let py = b * x + d * y + ty
        guard px.isFinite, py.isFinite else { return nil }
        mapped = (min(mapped.x0, px), min(mapped.y0, py), max(mapped.x1, px), max(mapped.y1, py))
      }
      box = mapped
    }
    let scaled = (box.x0 * scale, box.y0 * scale, box.x1 * scale, box.y1 * scale)
    guard scaled.0.isFinite, scaled.1.isFinite, scaled.2.isFinite, scaled.3.isFinite else {
      return nil
    }
    let left = (scaled.0 - 1).rounded(.down)
    let top = (scaled.1 - 1).rounded(.down)
    return (left, top, (scaled.2 + 1).rounded(.up) - left, (scaled.3 + 1).rounded(.up) - top)
  }
}
