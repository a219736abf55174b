import CCairo
import Foundation
import StrobeCore
import StrobeGeometry

extension CairoDrawer {
  /// Pixels per device unit of the luminance mask image in SVG and PDF output (144 dpi,
  /// as shadows).
  static let luminanceMaskVectorPixelsPerUnit = ShadowStyle.vectorPixelsPerPoint

  /// The most pixels of one luminance mask image; larger masks lower their resolution.
  static let maximumLuminanceMaskPixels = 16_777_216

  /// Ends a mask bracket whose coverage is taken as `mode` says (DrawList `endMaskWithMode`).
  ///
  /// - `alpha`: as `endMask` (`cairo_mask`).
  /// - `alphaInverted`: the content is painted into a group, then the mask is painted over
  ///   it with `CAIRO_OPERATOR_DEST_OUT` (result = content × (1 − mask alpha)), exact and
  ///   vector.
  /// - `luminance`, `luminanceInverted`: a raster step. The mask group is rendered into an
  ///   ARGB image over the clip extents (device pixels for PNG output, i.e. the output
  ///   resolution; ``luminanceMaskVectorPixelsPerUnit`` per point for SVG/PDF, where the
  ///   image is embedded), converted to an A8 image with coverage
  ///   `L = 0.2126·R + 0.7152·G + 0.0722·B` of the premultiplied components (= luminance ×
  ///   alpha; Rec. 709 coefficients on the sRGB-encoded values, as SVG/CSS luminance masks)
  ///   or `1 − L`, and the content is painted through it with `cairo_mask`. Outside the
  ///   image (outside the clip) the content is not visible anyway.
  func endMask(mode: LayerMaskMode) {
    let mask = cairo_pop_group(cr)
    let content = cairo_pop_group(cr)
    defer {
      cairo_pattern_destroy(mask)
      cairo_pattern_destroy(content)
    }
    var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    cairo_pattern_set_matrix(mask, &identity)
    cairo_pattern_set_matrix(content, &identity)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_identity_matrix(cr)
    switch mode {
    case .alpha:
      cairo_set_source(cr, content)
      cairo_mask(cr, mask)
    case .alphaInverted:
      cairo_push_group(cr)
      cairo_set_source(cr, content)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
      cairo_set_source(cr, mask)
      cairo_paint(cr)
      cairo_pop_group_to_source(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      cairo_paint(cr)
    case .luminance, .luminanceInverted:
      guard let luma = luminancePattern(mask, inverted: mode == .luminanceInverted) else {
        return
      }
      defer { cairo_pattern_destroy(luma) }
      cairo_set_source(cr, content)
      cairo_mask(cr, luma)
    }
  }

  /// The mask pattern's luminance (or 1 − luminance) as an A8 pattern in device space, over
  /// the current clip extents; nil when the clip is empty or the image cannot be made.
  private func luminancePattern(
    _ mask: OpaquePointer?, inverted: Bool
  ) -> OpaquePointer? {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    guard x2 > x1, y2 > y1 else { return nil }
    let isRaster = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    var res = isRaster ? 1 : Self.luminanceMaskVectorPixelsPerUnit
    let area = (x2 - x1) * (y2 - y1) * res * res
    if area > Double(Self.maximumLuminanceMaskPixels) {
      res *= (Double(Self.maximumLuminanceMaskPixels) / area).squareRoot()
    }
    let ox = (x1 * res).rounded(.down)
    let oy = (y1 * res).rounded(.down)
    let w = Int(saturating: (x2 * res).rounded(.up) - ox)
    let h = Int(saturating: (y2 * res).rounded(.up) - oy)
    guard w > 0, h > 0, w <= 32767, h <= 32767,
      let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
    else { return nil }
    defer { cairo_surface_destroy(argb) }
    guard let mcr = cairo_create(argb) else { return nil }
    cairo_translate(mcr, -ox, -oy)
    cairo_scale(mcr, res, res)
    cairo_set_source(mcr, mask)
    cairo_paint(mcr)
    cairo_destroy(mcr)
    cairo_surface_flush(argb)
    guard let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h)) else {
      return nil
    }
    defer { cairo_surface_destroy(a8) }
    guard let src = cairo_image_surface_get_data(argb), let dst = cairo_image_surface_get_data(a8)
    else { return nil }
    let srcStride = Int(cairo_image_surface_get_stride(argb))
    let dstStride = Int(cairo_image_surface_get_stride(a8))
    for y in 0..<h {
      let row = src.advanced(by: y * srcStride).withMemoryRebound(to: UInt32.self, capacity: w) {
        $0
      }
      let out = dst.advanced(by: y * dstStride)
      for x in 0..<w {
        let p = row[x]
        let r = Double((p >> 16) & 0xFF)
        let g = Double((p >> 8) & 0xFF)
        let b = Double(p & 0xFF)
        let l = min(max(0.2126 * r + 0.7152 * g + 0.0722 * b, 0), 255)
        out[x] = UInt8((inverted ? 255 - l : l).rounded())
      }
    }
    cairo_surface_mark_dirty(a8)
    guard let pattern = cairo_pattern_create_for_surface(a8) else { return nil }
    // Device space → mask pixels.
    var m = cairo_matrix_t(xx: res, yx: 0, xy: 0, yy: res, x0: -ox, y0: -oy)
    cairo_pattern_set_matrix(pattern, &m)
    return pattern
  }
}
