import CCairo
import Foundation
import StrobeGeometry

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
  /// transparency changes nothing — with every blend operator of a composited group too),
  /// while the group surface shrinks to the rectangle.
  ///
  /// Only groups made of fills, strokes and nested groups of those qualify (their extents come
  /// from ``deviceBounds(_:_:reach:)``, rounded out by one pixel); any other operation inside,
  /// or a vector surface (whose output bytes a clip would change), gives `nil`. The context is
  /// not touched.
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
      let found: (x0: Double, y0: Double, x1: Double, y1: Double)?
      switch operations[index] {
      case .beginGroup:
        depth += 1
        index += 1
        continue
      case .endGroup, .endCompositedGroup:
        depth -= 1
        if depth == 0 {
          guard let box else { return (0, 0, 0, 0) }
          let left = (box.x0 - 1).rounded(.down)
          let top = (box.y0 - 1).rounded(.down)
          return (left, top, (box.x1 + 1).rounded(.up) - left, (box.y1 + 1).rounded(.up) - top)
        }
        index += 1
        continue
      case .fill(let path, let transform, _, _):
        // Drawing skips an operation whose matrix is singular or not finite; so does this.
        guard deviceMatrix(transform) != nil else {
          found = nil
          break
        }
        guard let b = deviceBounds(path, transform, reach: 0) else { return nil }
        found = b
      case .stroke(let path, let transform, _, let style):
        guard style.lineWidth > 0, deviceMatrix(transform) != nil else {
          found = nil
          break
        }
        guard let b = deviceBounds(path, transform, reach: Self.strokeReach(style)) else {
          return nil
        }
        found = b
      default:
        return nil
      }
      if let found {
        box =
          box.map {
            (min($0.x0, found.x0), min($0.y0, found.y0), max($0.x1, found.x1), max($0.y1, found.y1))
          } ?? found
      }
      index += 1
    }
    return nil
  }

  /// How far (in path units) a stroke in `style` can reach from its path.
  ///
  /// Half the line width, times √2 for square caps (a cap's corner) and times the miter limit
  /// for miter joins (Cairo bevels a join whose miter would be longer); dashes only remove ink.
  static func strokeReach(_ style: StrokeStyle) -> Double {
    var factor = 1.0
    if style.cap == .square { factor = 2.0.squareRoot() }
    if style.join == .miter { factor = max(factor, style.miterLimit) }
    return style.lineWidth / 2 * factor
  }

  /// A device-space box that holds all the ink of `path`, filled or stroked `reach` wide.
  ///
  /// The path's ``PathData/boundingBox`` (control points included: a Bézier curve lies in
  /// their hull) grown by `reach` in path units, mapped to canvas points by `transform`, grown
  /// by 1/256 point for ``buildPath(_:_:)``'s grid snap (≤ 1/512 point per axis), then mapped
  /// to device pixels by `base` and the scale. `nil` when a coordinate is not finite; an
  /// empty path gives an empty box at the origin.
  ///
  /// Cheaper than `cairo_fill_extents` / `cairo_stroke_extents` (which tessellate the fill or
  /// build the stroke's outline) and never smaller than the ink, which is all a clip to it
  /// needs; the caller adds a pixel of margin for antialiasing.
  func deviceBounds(
    _ path: PathData, _ transform: CGAffineTransform, reach: Double
  ) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
    let box = path.boundingBox
    guard !box.isNull else { return (0, 0, 0, 0) }
    let device = box.insetBy(dx: -reach, dy: -reach).applying(transform)
      .insetBy(dx: -1.0 / 256, dy: -1.0 / 256).applying(base)
    let scaled = (
      Double(device.minX) * scale, Double(device.minY) * scale, Double(device.maxX) * scale,
      Double(device.maxY) * scale
    )
    guard scaled.0.isFinite, scaled.1.isFinite, scaled.2.isFinite, scaled.3.isFinite else {
      return nil
    }
    return scaled
  }
}
