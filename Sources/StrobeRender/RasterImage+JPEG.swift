import CCairo
import Foundation
import StrobeCore

extension RasterImage {
  /// Decodes JPEG bytes (grey, YCbCr, RGB, CMYK or YCCK; baseline, extended or progressive)
  /// into opaque RGBA pixels in the stored orientation (EXIF orientation is not applied).
  ///
  /// Throws ``RenderError/jpegDecodeFailed(reason:)`` for data that is not a JPEG with a
  /// frame header, or that libjpeg-turbo refuses (corrupt, truncated, unsupported).
  public init(jpegData: Data) throws {
    guard let image = CGImage(jpegData: jpegData) else {
      throw RenderError.jpegDecodeFailed(reason: "no JPEG frame header (SOF) before the scan")
    }
    let surface = try JPEGCodec.decode(image)
    defer { cairo_surface_destroy(surface) }
    try self.init(cairoSurface: surface)
  }
}
