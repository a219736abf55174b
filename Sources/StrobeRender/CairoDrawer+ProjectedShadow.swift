import CCairo
import Foundation
import StrobeGeometry

extension CairoDrawer {
  /// Paints a finished shadow image through a perspective `projection`.
  ///
  /// The image is premultiplied ARGB, `width` × `height` pixels, `place` mapping its pixels
  /// into the layer's bounds space; it is drawn as a mesh of
  /// affine cells, each clipped to its exactly projected quadrilateral
  /// (``DrawListBuilder/meshCells(_:piece:map:depth:into:)``). Nothing is drawn when the
  /// shadow reaches the eye plane.
  func drawProjectedShadow(
    _ surface: OpaquePointer, width w: Int, height h: Int, place: CGAffineTransform,
    _ projection: CATransform3D
  ) {
    let pixels = CGRect(x: 0, y: 0, width: w, height: h)
    let dest = pixels.applying(place)
    guard dest.width > 0, dest.height > 0 else { return }
    let piece = DrawListBuilder.ImagePiece(source: pixels, destination: dest, outer: dest)
    let map = ProjectiveMap(projection)
    var cells: [ImageMesh.Cell] = []
    guard DrawListBuilder.meshCells(dest, piece: piece, map: map, depth: 0, into: &cells),
      let outline = DrawListBuilder.projectedQuad(dest, map)
    else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let replace = beginMeshGroup(outline: (outline, .identity))
    defer { endMeshGroup(replace, outline: (outline, .identity)) }
    for cell in cells {
      cairo_save(cr)
      defer { cairo_restore(cr) }
      if replace { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
      guard setMatrix(cell.clipTransform) else { continue }
      buildPath(cell.clip, cell.clipTransform)
      cairo_clip(cr)
      guard setMatrix(cell.transform) else { continue }
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
      cairo_paint(cr)
    }
  }
}
