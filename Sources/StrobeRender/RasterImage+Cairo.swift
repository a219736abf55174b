import CCairo
import Foundation

extension RasterImage {
  /// Copies an image surface, un-premultiplying its pixels.
  ///
  /// ARGB32 and RGB24 are read directly (RGB24 is opaque); any other format is first painted
  /// onto an ARGB32 surface.
  init(cairoSurface surface: OpaquePointer) throws {
    cairo_surface_flush(surface)
    try CairoStatus.check(surface: surface, "read image surface")
    let format = cairo_image_surface_get_format(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
      guard
        let converted = cairo_image_surface_create(
          CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
      else { throw RenderError.cairo(operation: "convert image surface", status: "no surface") }
      defer { cairo_surface_destroy(converted) }
      let cr = cairo_create(converted)
      cairo_set_source_surface(cr, surface, 0, 0)
      cairo_paint(cr)
      let status = cairo_status(cr)
      cairo_destroy(cr)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.cairo(
          operation: "convert image surface", status: CairoStatus.text(status))
      }
      try self.init(cairoSurface: converted)
      return
    }
    let opaque = format == CAIRO_FORMAT_RGB24
    let stride = Int(cairo_image_surface_get_stride(surface))
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    if width > 0, height > 0, let base = cairo_image_surface_get_data(surface) {
      pixels.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          let row = UnsafeRawPointer(base + y * stride)
          for x in 0..<width {
            let v = row.load(fromByteOffset: x * 4, as: UInt32.self)
            let a = opaque ? 255 : Int(v >> 24)
            var r = Int((v >> 16) & 0xFF)
            var g = Int((v >> 8) & 0xFF)
            var b = Int(v & 0xFF)
            if a == 0 {
              r = 0
              g = 0
              b = 0
            } else if a < 255 {
              r = min((r * 255 + a / 2) / a, 255)
              g = min((g * 255 + a / 2) / a, 255)
              b = min((b * 255 + a / 2) / a, 255)
            }
            let i = (y * width + x) * 4
            out[i] = UInt8(r)
            out[i + 1] = UInt8(g)
            out[i + 2] = UInt8(b)
            out[i + 3] = UInt8(a)
          }
        }
      }
    }
    try self.init(width: width, height: height, pixels: pixels)
  }

  /// Premultiplies `c` by `a` (both 0…255) with rounding, as Cairo stores it.
  static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt32 {
    let t = UInt32(c) * UInt32(a) + 128
    return (t + (t >> 8)) >> 8
  }

  /// Copies the image into a new ARGB32 surface (premultiplied) the caller must destroy.
  func makeCairoSurface() throws -> OpaquePointer {
    guard width <= Renderer.maximumPixelSide, height <= Renderer.maximumPixelSide else {
      throw RenderError.sizeTooLarge(
        pixelWidth: Double(width), pixelHeight: Double(height), limit: Renderer.maximumPixelSide)
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw RenderError.cairo(operation: "create image surface", status: "no surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(operation: "create image surface", status: CairoStatus.text(status))
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    if width > 0, height > 0, let base = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(base + y * stride)
        for x in 0..<width {
          let i = (y * width + x) * 4
          let a = pixels[i + 3]
          let v =
            (UInt32(a) << 24) | (Self.premultiply(pixels[i], a) << 16)
            | (Self.premultiply(pixels[i + 1], a) << 8) | Self.premultiply(pixels[i + 2], a)
          row.storeBytes(of: v, toByteOffset: x * 4, as: UInt32.self)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
