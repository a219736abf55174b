import CCairo
import CJPEG
import Foundation
import StrobeCore

/// JPEG decoding through libjpeg-turbo into Cairo image surfaces.
///
/// The decode runs in the C shim of `CJPEG` (libjpeg's error exits never leave C): grey,
/// YCbCr and RGB files through libjpeg's colour conversion, CMYK and YCCK files by the
/// profile-free conversion the shim documents; the stored pixel order is kept (an EXIF
/// orientation is not applied, as Core Animation draws a JPEG `CGImage`). Corrupt data,
/// truncated files and more than ``maximumScans`` scans are errors, not grey rows.
enum JPEGCodec {
  /// The most scans a progressive JPEG may have (`STROBE_JPEG_MAXIMUM_SCANS`, shared by the
  /// scene loader's check and the renderer).
  static let maximumScans = Int32(STROBE_JPEG_MAXIMUM_SCANS)

  /// Decodes `image` (a ``CGImage`` of format `.jpeg`, whose header gave its size) into a
  /// new opaque (RGB24) image surface the caller must destroy.
  ///
  /// Throws ``RenderError/jpegDecodeFailed(reason:)`` for data libjpeg refuses and
  /// ``RenderError/cairo(operation:status:)`` when the surface cannot be made.
  static func decode(_ image: CGImage) throws -> OpaquePointer {
    guard image.width <= 32_767, image.height <= 32_767 else {
      throw RenderError.jpegDecodeFailed(
        reason: "\(image.width)×\(image.height) pixels is larger than Cairo's images")
    }
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height))
    else { throw RenderError.cairo(operation: "create JPEG surface", status: "no surface") }
    do {
      try CairoStatus.check(surface: surface, "create JPEG surface")
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    var result = StrobeJPEGResult()
    let status = image.data.withUnsafeBytes { raw in
      strobe_jpeg_decode(
        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, Int64.max, maximumScans,
        cairo_image_surface_get_data(surface), stride, Int32(image.width),
        Int32(image.height), &result)
    }
    guard status == Int32(STROBE_JPEG_OK) else {
      cairo_surface_destroy(surface)
      throw RenderError.jpegDecodeFailed(reason: reason(status, result))
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// The words for a failed `strobe_jpeg_decode` status.
  static func reason(_ status: Int32, _ result: StrobeJPEGResult) -> String {
    switch status {
    case Int32(STROBE_JPEG_TOO_MANY_SCANS):
      return "more than \(maximumScans) scans"
    case Int32(STROBE_JPEG_SIZE_MISMATCH):
      return "the frame is \(result.width)×\(result.height) pixels, not the size its header "
        + "announced"
    case Int32(STROBE_JPEG_TOO_MANY_PIXELS):
      return "\(result.width)×\(result.height) pixels is too large"
    default:
      let message = withUnsafeBytes(of: result.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return "libjpeg: " + message
    }
  }
}
