import CCairo
import Foundation
import StrobeGeometry

extension CairoDrawer {
  /// The most pixels of one shadow image; larger shadows lower their resolution to fit.
  static let maximumShadowPixels = 16_777_216

  /// Draws a shadow bracket (see ``ShadowStyle``): renders `content` into an ARGB image in
  /// shadow space, blurs its alpha (``GaussianBlur``), tints it and paints it offset.
  ///
  /// The image (``ShadowGrid``, made by
  /// ``layerSpaceImage(_:_:bounds:toCanvas:sigma:offset:clipToVisible:what:)``) covers the content's
  /// conservative bounds (path control points, strokes outset by half the width × max(miter
  /// limit, 1.5), image rectangles, gradient paths) plus 3σ, clipped to what can reach the
  /// visible region (the context's clip, for an affine shadow), on a pixel grid anchored at
  /// whole pixels of shadow space. Shadows nested inside
  /// `content` are drawn into the alpha too, but the image is not enlarged for their offsets.
  func drawShadow(
    _ style: ShadowStyle, content: [DisplayNode], _ operations: [DrawList.Operation],
    bounds: CGRect?
  ) throws {
    if style.sigma == 0, style.projection == nil, style.color.a > 0 {
      return try drawSharpShadow(style, content: content, operations)
    }
    guard !style.sigma.isNaN, style.color.a > 0,
      let (surface, grid) = try layerSpaceImage(
        content, operations, bounds: bounds, toCanvas: style.transform, sigma: style.sigma,
        offset: style.offset,
        clipToVisible: style.projection == nil, what: "shadow")
    else { return }
    defer { cairo_surface_destroy(surface) }
    let (x0, y0, w, h, res) = (grid.x0, grid.y0, grid.width, grid.height, grid.resolution)
    let toCanvas = style.transform

    // Alpha → blur → tinted premultiplied ARGB.
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let pixels = cairo_image_surface_get_data(surface) else { return }
    var alpha = [Float](repeating: 0, count: w * h)
    for y in 0..<h {
      let row = pixels.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) {
        $0
      }
      for x in 0..<w { alpha[y * w + x] = Float(row[x] >> 24) / 255 }
    }
    GaussianBlur.blur(&alpha, width: w, height: h, sigma: grid.sigmaPixels)
    let c = style.color
    let ca = min(max(c.a, 0), 1)
    let (cr8, cg8, cb8) = (min(max(c.r, 0), 1), min(max(c.g, 0), 1), min(max(c.b, 0), 1))
    for y in 0..<h {
      let row = pixels.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: w) {
        $0
      }
      for x in 0..<w {
        let a = Double(min(max(alpha[y * w + x], 0), 1)) * ca
        func q(_ v: Double) -> UInt32 { UInt32(saturating: (v * 255).rounded()) }
        row[x] = q(a) << 24 | q(cr8 * a) << 16 | q(cg8 * a) << 8 | q(cb8 * a)
      }
    }
    cairo_surface_mark_dirty(surface)

    // Image pixel p → shadow space p / res + (x0, y0) / res + offset → canvas.
    let place = CGAffineTransform(scaleX: 1 / res, y: 1 / res)
      .concatenating(
        CGAffineTransform(
          translationX: Double(x0) / res + Double(style.offset.width),
          y: Double(y0) / res + Double(style.offset.height))
      )
      .concatenating(toCanvas)
    if let projection = style.projection {
      return drawProjectedShadow(surface, width: w, height: h, place: place, projection)
    }
    paintImage(surface, width: w, height: h, place: place)
  }

  /// Paints the `width` × `height` image surface `surface` (a blurred shadow or layer) with
  /// its pixel grid mapped by `place` onto the canvas, filtered bilinearly; nothing when
  /// `place` is not a usable matrix.
  func paintImage(_ surface: OpaquePointer, width w: Int, height h: Int, place: CGAffineTransform) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard setMatrix(place) else { return }
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
    cairo_new_path(cr)
    cairo_rectangle(cr, 0, 0, Double(w), Double(h))
    cairo_fill(cr)
  }

  /// A shadow without blur (σ = 0, affine): the shadow colour painted through the content's
  /// composited alpha, moved by the offset — `cairo_mask` with the content as a group, which
  /// stays vector in SVG and PDF and reads back exactly (an image of a sharp shadow at 2 px
  /// per point came back up to 94 levels off along its edges through librsvg).
  func drawSharpShadow(
    _ style: ShadowStyle, content: [DisplayNode], _ operations: [DrawList.Operation]
  ) throws {
    let t = style.transform
    let w = Double(style.offset.width)
    let h = Double(style.offset.height)
    // The offset, a shadow-space vector, in canvas points.
    let dx = Double(t.a) * w + Double(t.c) * h
    let dy = Double(t.b) * w + Double(t.d) * h
    guard dx.isFinite, dy.isFinite else { return }
    let moved = CairoDrawer(
      cr: cr, scale: scale, base: CGAffineTransform(translationX: dx, y: dy).concatenating(base),
      textAsOutlines: textAsOutlines)
    cairo_push_group(cr)
    try moved.drawNodes(content, operations)
    let alpha = cairo_pop_group(cr)
    defer { cairo_pattern_destroy(alpha) }
    var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    cairo_pattern_set_matrix(alpha, &identity)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    let c = style.color
    cairo_set_source_rgba(cr, c.r, c.g, c.b, min(max(c.a, 0), 1))
    cairo_mask(cr, alpha)
  }

  /// `content` drawn into a new ARGB image in a layer's bounds space.
  ///
  /// The space is the one `toCanvas` maps to canvas points; `bounds` is the content's
  /// conservative box there (``DisplayList/contentBounds(_:_:toCanvas:)``, computed when the
  /// list was built); the image is the ``ShadowGrid`` for a blur of `sigma` there. Nil when
  /// nothing can show (a singular transform, no content, an empty grid). The caller destroys
  /// the surface.
  ///
  /// Resolution: the output's pixels per canvas point for PNG (`scale` × √|det base|), else
  /// ``ShadowStyle/vectorPixelsPerPoint``, times √|det toCanvas|. With `clipToVisible` the
  /// grid keeps only what can land in the context's clip once moved by `offset`.
  func layerSpaceImage(
    _ content: [DisplayNode], _ operations: [DrawList.Operation], bounds: CGRect?,
    toCanvas: CGAffineTransform, sigma: Double,
    offset: CGSize, clipToVisible: Bool, what: String
  ) throws -> (OpaquePointer, ShadowGrid)? {
    let det = Double(toCanvas.a * toCanvas.d - toCanvas.b * toCanvas.c)
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    let fromCanvas = toCanvas.inverted()
    guard let box = bounds else { return nil }
    let isRaster =
      cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    let baseDet = Double(base.a * base.d - base.b * base.c)
    let perCanvas = isRaster ? scale * abs(baseDet).squareRoot() : ShadowStyle.vectorPixelsPerPoint
    let sigma = ShadowGrid.effectiveSigma(sigma, contentExtent: Double(max(box.width, box.height)))
    let visible = clipToVisible ? visibleShadowRegion(offset: offset, fromCanvas) : nil
    guard
      let grid = ShadowGrid.make(
        content: box, visible: visible, sigma: sigma,
        resolution: perCanvas * abs(det).squareRoot(), maximumPixels: Self.maximumShadowPixels)
    else { return nil }
    let (x0, y0, w, h, res) = (grid.x0, grid.y0, grid.width, grid.height, grid.resolution)
    guard w <= 32767, h <= 32767,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
    else { return nil }
    do {
      try CairoStatus.check(surface: surface, "create \(w)×\(h) \(what) surface")
      guard let scr = cairo_create(surface) else {
        cairo_surface_destroy(surface)
        return nil
      }
      defer { cairo_destroy(scr) }
      // Canvas → layer space → image pixels (x0, y0 at the image origin).
      let inner = CairoDrawer(
        cr: scr, scale: 1,
        base: fromCanvas.concatenating(CGAffineTransform(scaleX: res, y: res))
          .concatenating(CGAffineTransform(translationX: -Double(x0), y: -Double(y0))))
      try inner.drawNodes(content, operations)
      cairo_surface_flush(surface)
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    return (surface, grid)
  }

  /// The layer-space region (before an `offset`) whose image pixels can land inside the
  /// context's clip, or nil when the clip is unbounded or cannot be mapped.
  func visibleShadowRegion(offset: CGSize, _ fromCanvas: CGAffineTransform) -> CGRect? {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    cairo_restore(cr)
    // Unbounded surfaces report Cairo's whole coordinate range; treat that as unknown.
    guard [x1, y1, x2, y2].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
    let toDevice = base.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let det = Double(toDevice.a * toDevice.d - toDevice.b * toDevice.c)
    guard det.isFinite, abs(det) > 1e-24 else { return nil }
    let m = toDevice.inverted().concatenating(fromCanvas)
    let dx = Double(offset.width)
    let dy = Double(offset.height)
    var region = CGRect.null
    for (x, y) in [(x1, y1), (x2, y1), (x1, y2), (x2, y2)] {
      let p = CGPoint(x: x, y: y).applying(m)
      let q = CGPoint(x: Double(p.x) - dx, y: Double(p.y) - dy)
      guard q.x.isFinite, q.y.isFinite else { return nil }
      region = region.union(CGRect(x: q.x, y: q.y, width: 0, height: 0))
    }
    return region
  }
}
