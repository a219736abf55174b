import CCairo
import CRsvg
import Foundation
import StrobeCore
import StrobeGeometry

extension CairoDrawer {
  /// Draws an ``ImageMesh``.
  ///
  /// The image is decoded once into one Cairo source (a PNG or JPEG as an
  /// image surface, filtered bilinearly; an SVG rendered by librsvg into a recording surface,
  /// so it stays vector in SVG/PDF output), then every cell clips to its path and paints that
  /// source through its own matrix. Reusing one source lets the SVG and PDF backends embed
  /// the image once. An image that cannot be decoded draws nothing; a cell whose transform
  /// is singular is skipped.
  func drawImageMesh(_ mesh: ImageMesh) {
    guard !mesh.cells.isEmpty, let source = imageSource(mesh.image) else { return }
    defer { cairo_surface_destroy(source) }
    let w = Double(mesh.image.width)
    let h = Double(mesh.image.height)
    let isBitmap = mesh.image.format != .svg
    cairo_save(cr)
    defer { cairo_restore(cr) }
    let outline = mesh.outline.map { ($0, mesh.outlineTransform) }
    let replace = beginMeshGroup(outline: outline)
    defer { endMeshGroup(replace, outline: outline) }
    for cell in mesh.cells {
      cairo_save(cr)
      defer { cairo_restore(cr) }
      if replace { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
      guard setMatrix(cell.clipTransform) else { continue }
      buildPath(cell.clip, cell.clipTransform)
      cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
      guard setMatrix(cell.transform) else { continue }
      if isBitmap, let rect = cell.source.flatMap({ Self.pixelRect($0, width: w, height: h) }) {
        if rect == CGRect(x: 0, y: 0, width: w, height: h) {
          // The whole image: edge pixels repeated on raster output; on SVG/PDF left
          // unpadded so that the backend embeds this one surface once for every cell.
          cairo_set_source_surface(cr, source, 0, 0)
          cairo_pattern_set_extend(
            cairo_get_source(cr), replace ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
          cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
          cairo_paint(cr)
          continue
        }
        guard
          let sub = cairo_surface_create_for_rectangle(
            source, rect.minX, rect.minY, rect.width, rect.height)
        else { continue }
        cairo_set_source_surface(cr, sub, rect.minX, rect.minY)
        cairo_surface_destroy(sub)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        continue
      }
      // The image rectangle filled (inside the cell's clip): a bitmap padded on raster
      // output so its edge stays opaque where the image ends inside the cell.
      cairo_set_source_surface(cr, source, 0, 0)
      if isBitmap { setImagePattern(padded: true) }
      cairo_new_path(cr)
      cairo_rectangle(cr, 0, 0, w, h)
      cairo_fill(cr)
    }
  }

  /// Opens a replacing group for mesh cells on raster targets; true when it did.
  ///
  /// In the group, cells replace (`CAIRO_OPERATOR_SOURCE`, through their antialiased clips)
  /// what earlier cells drew: where a
  /// cell overlaps the one before it, translucent pixels are then not composited twice.
  /// Vector targets keep plain `OVER` (a replacing operator would make Cairo rasterize the
  /// region), so translucent pixels along the 1 pt overlaps are composited twice there.
  func beginMeshGroup(outline: (PathData, CGAffineTransform)?) -> Bool {
    guard cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE else {
      clip(to: outline)
      return false
    }
    cairo_push_group(cr)
    return true
  }

  /// Closes ``beginMeshGroup(outline:)``'s group, when it opened one.
  ///
  /// The group is painted through the outline: the clip applies once, after the cells, so the silhouette's coverage is
  /// not multiplied twice. Call inside a save/restore (the clip stays).
  func endMeshGroup(_ opened: Bool, outline: (PathData, CGAffineTransform)?) {
    guard opened else { return }
    cairo_pop_group_to_source(cr)
    clip(to: outline)
    cairo_paint(cr)
  }

  /// Intersects the clip with `outline` (nil: unchanged; a singular transform clips all).
  private func clip(to outline: (PathData, CGAffineTransform)?) {
    guard let (path, transform) = outline else { return }
    if setMatrix(transform) {
      buildPath(path, transform)
    } else {
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, 0, 0, 0, 0)
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    cairo_clip(cr)
  }

  /// `rect` rounded to whole pixels and intersected with the image, or nil when empty.
  static func pixelRect(_ rect: CGRect, width w: Double, height h: Double) -> CGRect? {
    let x0 = min(max(Double(rect.minX).rounded(), 0), w)
    let y0 = min(max(Double(rect.minY).rounded(), 0), h)
    let x1 = min(max(Double(rect.maxX).rounded(), x0), w)
    let y1 = min(max(Double(rect.maxY).rounded(), y0), h)
    guard x1 > x0, y1 > y0, [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return nil }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The image as a Cairo surface in its pixel space (caller destroys), or nil.
  private func imageSource(_ image: CGImage) -> OpaquePointer? {
    switch image.format {
    case .png, .jpeg:
      return Self.decodeBitmap(image)
    case .svg:
      let handle = image.data.withUnsafeBytes { buffer in
        rsvg_handle_new_from_data(
          buffer.bindMemory(to: guint8.self).baseAddress, gsize(buffer.count), nil)
      }
      guard let handle else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
      var extents = cairo_rectangle_t(
        x: 0, y: 0, width: Double(image.width), height: Double(image.height))
      guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
      else { return nil }
      let context = cairo_create(surface)
      var viewport = RsvgRectangle(
        x: 0, y: 0, width: Double(image.width), height: Double(image.height))
      _ = rsvg_handle_render_document(handle, context, &viewport, nil)
      cairo_destroy(context)
      guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(surface)
        return nil
      }
      return surface
    }
  }
}
