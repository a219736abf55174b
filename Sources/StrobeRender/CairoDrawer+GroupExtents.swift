import CCairo
import Foundation

extension CairoDrawer {
  /// The device-pixel rectangle that holds everything a group draws, when it can be known
  /// cheaply and clipping to it cannot change a pixel; `nil` otherwise.
  ///
  /// `cairo_push_group` makes an intermediate surface as large as the current clip — the
  /// whole canvas when nothing clips. A layer with `opacity < 1` is such a group, so a scene of
  /// many translucent layers would clear and composite a canvas-sized surface per layer. On an
  /// image surface, clipping to a pixel-aligned rectangle that contains every pixel the
  /// group's fills and strokes touch leaves every output pixel as it was (inside the
  /// rectangle nothing changes; outside it the group is transparent, and compositing
  /// transparency changes nothing), while the group surface shrinks to the rectangle.
  ///
  /// Only groups made of fills, strokes and nested groups of those qualify (their extents come
  /// from `cairo_fill_extents` / `cairo_stroke_extents`, rounded out by one pixel); any other
  /// operation inside, or a vector surface (whose output bytes a clip would change), gives
  /// `nil`. The context's path, matrix and stroke settings are left changed; every drawing
  /// operation sets its own.
  ///
  /// - Parameters:
  ///   - operations: The operations being drawn.
  ///   - start: The index of the group's `beginGroup`.
  func groupExtents(
    _ operations: ArraySlice<DrawList.Operation>, from start: Int
  ) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else {
      return nil
    }
    var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
    var depth = 0
    var index = start
    while index < operations.endIndex {
      var x0 = 0.0
      var y0 = 0.0
      var x1 = 0.0
      var y1 = 0.0
      switch operations[index] {
      case .beginGroup:
        depth += 1
        index += 1
        continue
      case .endGroup:
        depth -= 1
        if depth == 0 {
          guard let box else { return (0, 0, 0, 0) }
          let left = (box.x0 - 1).rounded(.down)
          let top = (box.y0 - 1).rounded(.down)
          return (left, top, (box.x1 + 1).rounded(.up) - left, (box.y1 + 1).rounded(.up) - top)
        }
        index += 1
        continue
      case .fill(let path, let transform, _, let rule):
        guard setMatrix(transform) else { break }
        buildPath(path, transform)
        cairo_set_fill_rule(cr, Self.cairoRule(rule))
        cairo_fill_extents(cr, &x0, &y0, &x1, &y1)
      case .stroke(let path, let transform, _, let style):
        guard style.lineWidth > 0, setMatrix(transform) else { break }
        buildPath(path, transform)
        applyStroke(style)
        cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
      default:
        return nil
      }
      if x1 > x0 || y1 > y0 {
        // The user-space box's corners in device space.
        let corners = [(x0, y0), (x1, y0), (x0, y1), (x1, y1)].map { corner in
          var (x, y) = corner
          cairo_user_to_device(cr, &x, &y)
          return (x, y)
        }
        guard corners.allSatisfy({ $0.0.isFinite && $0.1.isFinite }) else { return nil }
        let xs = corners.map(\.0)
        let ys = corners.map(\.1)
        let found = (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
        box =
          box.map {
            (min($0.x0, found.0), min($0.y0, found.1), max($0.x1, found.2), max($0.y1, found.3))
          } ?? found
      }
      index += 1
    }
    return nil
  }
}
