import CCairo
import Foundation

extension Renderer {
  /// Encodes `list` as a PNG of ``pixelSize(of:scale:)`` pixels.
  ///
  /// 8-bit RGBA with straight alpha, written by ``PNGEncoder`` at ``pngCompression``; the
  /// decoded pixels are exactly those of Cairo's own PNG writer. Canvas point (x, y) maps to
  /// pixel coordinate (x·scale, y·scale); `scale` 2 gives a @2x image.
  public func pngData(_ list: DrawList, scale: Double = 1) throws -> Data {
    try withRenderedSurface(list, scale: scale) { surface in
      try Self.encodePNG(surface: surface, compression: pngCompression)
    }
  }

  /// Encodes a flushed ARGB32 image surface with ``PNGEncoder``.
  static func encodePNG(surface: OpaquePointer, compression: PNGCompression) throws -> Data {
    guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      let data = cairo_image_surface_get_data(surface)
    else { return try PNGCodec.encode(surface: surface) }
    return try PNGEncoder.encode(
      argb32: UnsafeRawPointer(data), width: Int(cairo_image_surface_get_width(surface)),
      height: Int(cairo_image_surface_get_height(surface)),
      stride: Int(cairo_image_surface_get_stride(surface)), compression: compression)
  }
}
