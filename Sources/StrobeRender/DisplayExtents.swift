import Foundation
import StrobeGeometry

/// What a ``DisplayList`` group draws, in canvas points, as far as clipping its offscreen
/// surface is concerned (computed once, when the list is built; see
/// CairoDrawer+GroupExtents.swift for how the backend uses it).
///
/// Only fills, strokes and nested groups of those have extents. Any other operation inside a
/// group (a clip, mask, shadow, blur, image, gradient, text or image mesh), or a box that is
/// not finite, makes the group ``unbounded``: it is drawn unclipped.
enum DisplayExtents: Sendable, Hashable {
  /// Nothing in the group draws: it may be clipped away entirely.
  case empty
  /// Everything the group draws lies in `x0…x1` × `y0…y1` canvas points.
  case box(x0: Double, y0: Double, x1: Double, y1: Double)
  /// The extents are unknown (or not worth knowing): no clip.
  case unbounded

  /// The union of these extents and `other`'s.
  func union(_ other: DisplayExtents) -> DisplayExtents {
    switch (self, other) {
    case (.unbounded, _), (_, .unbounded): return .unbounded
    case (.empty, let e), (let e, .empty): return e
    case (.box(let a0, let b0, let a1, let b1), .box(let c0, let d0, let c1, let d1)):
      return .box(x0: min(a0, c0), y0: min(b0, d0), x1: max(a1, c1), y1: max(b1, d1))
    }
  }

  /// The extents of one fill (`reach` 0) or stroke (`reach` from
  /// ``strokeReach(_:)``) of `path` mapped by `transform` into canvas points.
  ///
  /// The path's ``PathData/boundingBox`` (control points included: a Bézier curve lies in
  /// their hull) grown by `reach` in path units, mapped to canvas points by `transform`, grown
  /// by 1/256 point for ``CairoDrawer/buildPath(_:_:)``'s grid snap (≤ 1/512 point per axis).
  /// An empty path gives an empty box at the origin; a box that is not finite gives
  /// ``unbounded``.
  ///
  /// A transform with a component that is not finite draws nothing at any scale, so it gives
  /// ``empty``. A finite but singular one is kept: whether the backend skips it depends on
  /// the output scale, and a box that holds more than the ink is always safe.
  static func of(
    _ path: PathData, _ transform: CGAffineTransform, reach: Double
  ) -> DisplayExtents {
    guard
      transform.a.isFinite, transform.b.isFinite, transform.c.isFinite, transform.d.isFinite,
      transform.tx.isFinite, transform.ty.isFinite
    else { return .empty }
    let box = path.boundingBox
    guard !box.isNull else { return .box(x0: 0, y0: 0, x1: 0, y1: 0) }
    // The four corners of the grown box mapped by `transform` (in place: no arrays).
    let (x0, y0) = (Double(box.minX) - reach, Double(box.minY) - reach)
    let (x1, y1) = (Double(box.maxX) + reach, Double(box.maxY) + reach)
    let (a, b, c, d) = (
      Double(transform.a), Double(transform.b), Double(transform.c), Double(transform.d)
    )
    let (tx, ty) = (Double(transform.tx), Double(transform.ty))
    let xs = (
      a * x0 + c * y0 + tx, a * x1 + c * y0 + tx, a * x0 + c * y1 + tx, a * x1 + c * y1 + tx
    )
    let ys = (
      b * x0 + d * y0 + ty, b * x1 + d * y0 + ty, b * x0 + d * y1 + ty, b * x1 + d * y1 + ty
    )
    let margin = 1.0 / 256
    let edges = (
      min(min(xs.0, xs.1), min(xs.2, xs.3)) - margin,
      min(min(ys.0, ys.1), min(ys.2, ys.3)) - margin,
      max(max(xs.0, xs.1), max(xs.2, xs.3)) + margin, max(max(ys.0, ys.1), max(ys.2, ys.3)) + margin
    )
    // Every corner must be finite (a NaN would drop out of min and max).
    guard xs.0.isFinite, xs.1.isFinite, xs.2.isFinite, xs.3.isFinite, ys.0.isFinite,
      ys.1.isFinite, ys.2.isFinite, ys.3.isFinite, edges.0.isFinite, edges.1.isFinite,
      edges.2.isFinite, edges.3.isFinite
    else { return .unbounded }
    return .box(x0: edges.0, y0: edges.1, x1: edges.2, y1: edges.3)
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
}
