import CCairo
import CRsvg
import Foundation
import StrobeCore
import StrobeGeometry

extension CairoDrawer {
  /// The name of a mask, shadow or image operation for error messages.
  static func effectName(of operation: DrawList.Operation) -> String {
    switch operation {
    case .beginMaskedContent: return "beginMaskedContent"
    case .beginMask: return "beginMask"
    case .endMask: return "endMask"
    case .endMaskWithMode: return "endMaskWithMode"
    case .beginShadow: return "beginShadow"
    case .endShadow: return "endShadow"
    case .beginBlur: return "beginBlur"
    case .endBlur: return "endBlur"
    case .image: return "image"
    default: return name(of: operation)
    }
  }

  /// Ends a mask node (`endMask`): pops the mask group and the content group and paints
  /// the content through the mask's alpha.
  ///
  /// The content and the mask are each a `cairo_push_group`; this paints the content through
  /// the mask with `cairo_mask` in device space (both patterns with identity matrices under
  /// an identity CTM), which stays vector in SVG and PDF.
  func endMask() {
    let mask = cairo_pop_group(cr)
    let content = cairo_pop_group(cr)
    var identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
    cairo_pattern_set_matrix(mask, &identity)
    cairo_pattern_set_matrix(content, &identity)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source(cr, content)
    cairo_mask(cr, mask)
    cairo_restore(cr)
    cairo_pattern_destroy(mask)
    cairo_pattern_destroy(content)
  }

  // MARK: Images

  /// Draws an image with its pixel space mapped by `transform`.
  ///
  /// A PNG or JPEG is drawn as a Cairo image surface (bilinear, clipped to its pixel rectangle; on
  /// raster output its edge pixels are repeated outward — `CAIRO_EXTEND_PAD` — so a scaled
  /// image keeps an opaque edge, as Core Animation draws it, instead of blending its outer
  /// row with transparency; the fill of the rectangle keeps the padding from leaking), an
  /// SVG (through librsvg into the viewport (0, 0, width, height), so it stays vector in
  /// SVG/PDF output) with its pixel space mapped by `transform`. An image that cannot be
  /// decoded draws nothing.
  func drawImage(_ image: CGImage, transform: CGAffineTransform) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    guard setMatrix(transform) else { return }
    switch image.format {
    case .png, .jpeg:
      guard let surface = Self.decodeBitmap(image) else { return }
      defer { cairo_surface_destroy(surface) }
      cairo_set_source_surface(cr, surface, 0, 0)
      setImagePattern(padded: true)
      cairo_new_path(cr)
      cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
      cairo_fill(cr)
    case .svg:
      let handle = image.data.withUnsafeBytes { buffer in
        rsvg_handle_new_from_data(
          buffer.bindMemory(to: guint8.self).baseAddress, gsize(buffer.count), nil)
      }
      guard let handle else { return }
      defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
      var viewport = RsvgRectangle(
        x: 0, y: 0, width: Double(image.width), height: Double(image.height))
      _ = rsvg_handle_render_document(handle, cr, &viewport, nil)
    }
  }

  /// Sets the bitmap filter of the current source (a PNG's surface pattern) and, when
  /// `padded` and the output is a raster, `CAIRO_EXTEND_PAD`.
  ///
  /// Sampling near the image's edge then reads the edge pixels instead of transparency, so
  /// a scaled-up image is opaque up to its destination rectangle (Core Animation and rlottie
  /// draw it so); the caller fills or clips to that rectangle. Vector output keeps
  /// `CAIRO_EXTEND_NONE`: the SVG and PDF backends embed the surface once and leave edge
  /// sampling to the viewer.
  func setImagePattern(padded: Bool) {
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    if padded, cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
  }

  /// A Cairo image surface decoded from a PNG or JPEG image (JPEG through libjpeg-turbo,
  /// ``JPEGCodec``), or nil for an SVG image or data that does not decode.
  static func decodeBitmap(_ image: CGImage) -> OpaquePointer? {
    switch image.format {
    case .png: return decodePNG(image.data)
    case .jpeg: return try? JPEGCodec.decode(image)
    case .svg: return nil
    }
  }

  /// A Cairo image surface decoded from PNG bytes, or nil.
  static func decodePNG(_ data: Data) -> OpaquePointer? {
    final class Reader {
      let bytes: [UInt8]
      var offset = 0
      init(_ data: Data) { bytes = [UInt8](data) }
    }
    let reader = Reader(data)
    let surface = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
          let r = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
          let n = Int(length)
          guard r.offset + n <= r.bytes.count else { return CAIRO_STATUS_READ_ERROR }
          r.bytes.withUnsafeBufferPointer { src in
            buffer.update(from: src.baseAddress! + r.offset, count: n)
          }
          r.offset += n
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(reader).toOpaque())
    }
    guard let surface else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}
