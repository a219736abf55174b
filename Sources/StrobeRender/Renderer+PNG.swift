import CCairo
import Foundation

extension Renderer {
  /// Encodes `list` as a PNG of ``pixelSize(of:scale:)`` pixels.
  ///
  /// 8-bit RGBA with straight alpha (Cairo's PNG writer, default zlib settings). Canvas point
  /// (x, y) maps to pixel coordinate (x·scale, y·scale); `scale` 2 gives a @2x image.
  public func pngData(_ list: DrawList, scale: Double = 1) throws -> Data {
    try withRenderedSurface(list, scale: scale) { surface in
      try PNGCodec.encode(surface: surface)
    }
  }
}
