import CJPEG
import Foundation

/// A check that a JPEG file decodes, before it is drawn: the problem found, or nil.
///
/// libjpeg-turbo decodes the whole image row by row into one row buffer that is thrown away
/// (the C shim of `CJPEG` keeps libjpeg's error exits inside C), so the cost is bounded by the
/// image's size, which the `image-pixels` limit bounds before this runs (docs/limits.md).
/// Refused: what libjpeg cannot decode, corrupt data it would paper over (a truncated file, a
/// bad Huffman code, a data segment that ends early) and more than ``maximumScans`` scans.
struct JPEGStructure {
  /// The most scans a progressive JPEG may have (`STROBE_JPEG_MAXIMUM_SCANS`, shared by the
  /// scene loader's check and the renderer).
  static let maximumScans = Int32(STROBE_JPEG_MAXIMUM_SCANS)

  /// The JPEG file's bytes.
  let data: Data

  /// The first problem, in words (`libjpeg: Premature end of JPEG file`), or nil.
  ///
  /// `maximumPixels` repeats the `image-pixels` check against libjpeg's own reading of the
  /// frame header, so the decoder never starts on a larger image.
  func problem(maximumPixels: Int) -> String? {
    var result = StrobeJPEGResult()
    let status = data.withUnsafeBytes { raw in
      strobe_jpeg_decode(
        raw.bindMemory(to: UInt8.self).baseAddress, raw.count, Int64(maximumPixels),
        Self.maximumScans, nil, 0, 0, 0, &result)
    }
    return Self.reason(status, result)
  }

  /// The words for a `strobe_jpeg_decode` status, or nil for success.
  static func reason(_ status: Int32, _ result: StrobeJPEGResult) -> String? {
    switch status {
    case Int32(STROBE_JPEG_OK):
      return nil
    case Int32(STROBE_JPEG_TOO_MANY_PIXELS):
      return "its frame header declares \(result.width)×\(result.height) pixels, over the "
        + "image-pixels limit"
    case Int32(STROBE_JPEG_TOO_MANY_SCANS):
      return "more than \(maximumScans) scans"
    case Int32(STROBE_JPEG_SIZE_MISMATCH):
      return "its frame is \(result.width)×\(result.height) pixels, not the size its header "
        + "announced"
    default:
      let message = withUnsafeBytes(of: result.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      return "libjpeg: " + message
    }
  }
}
