import CCairo
import Foundation
import StrobeGeometry

extension Renderer {
  /// Draws `list` into a caller's Cairo context, at the context's current transform.
  ///
  /// `cr` is a `cairo_t *` (Cairo's contexts arrive in Swift as `OpaquePointer`); it is not
  /// retained or destroyed. Canvas point (x, y) goes where the caller's user-space point
  /// (x, y) is: translate, scale or rotate the context first to place the frame inside a
  /// larger page or image. The state is saved before drawing and restored after it
  /// (`cairo_save` / `cairo_restore`), with the caller's current path copied and put back,
  /// so the caller's matrix, clip, source, operator and path are as they were. Drawing uses
  /// the `OVER` operator, Cairo's default tolerance and antialiasing, whatever the caller had
  /// set.
  ///
  /// With `clipToCanvas` (the default) nothing is drawn outside the canvas rectangle
  /// `(0, 0, size.width, size.height)`, as in a PNG export; the list's background fills that
  /// rectangle only. Without it, layers reaching past the canvas are drawn in full and the
  /// background fills the caller's whole clip region.
  ///
  /// Raster effects (shadow blur, raster fallbacks) take their resolution from the context's
  /// matrix on image surfaces, as a PNG render at that scale would. The result on an image
  /// surface at an integer translation and scale `s` equals ``rasterize(_:scale:)`` at `s`
  /// pixel for pixel.
  ///
  /// Throws ``RenderError/cairo(operation:status:)`` when the context is already in an error
  /// state or enters one while drawing (Cairo's errors are sticky: the caller's context then
  /// stays unusable), ``RenderError/invalidSize(width:height:scale:)`` for a canvas side
  /// that is not finite and positive (nothing is drawn), and the validation errors of the
  /// other render calls (among them
  /// ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` for SVG contents
  /// without librsvg).
  public func draw(_ list: DrawList, into cr: OpaquePointer, clipToCanvas: Bool = true) throws {
    try CairoStatus.check(context: cr, "caller's context before drawing")
    _ = try Self.pixelSize(of: list.size, scale: 1)
    let display = try DisplayList(list)
    let savedPath = cairo_copy_path(cr)
    defer { cairo_path_destroy(savedPath) }
    cairo_save(cr)
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_set_tolerance(cr, 0.1)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
    cairo_new_path(cr)
    if clipToCanvas {
      cairo_rectangle(cr, 0, 0, Double(list.size.width), Double(list.size.height))
      cairo_clip(cr)
    }
    let base = CGAffineTransform(
      a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    var failure: Error?
    do {
      try CairoDrawer(cr: cr, scale: 1, base: base, textAsOutlines: textAsOutlines).draw(display)
    } catch {
      failure = error
    }
    cairo_restore(cr)
    cairo_new_path(cr)
    if let savedPath, savedPath.pointee.status == CAIRO_STATUS_SUCCESS {
      cairo_append_path(cr, savedPath)
    }
    if let failure { throw failure }
    try CairoStatus.check(context: cr, "restore caller's context")
  }
}
