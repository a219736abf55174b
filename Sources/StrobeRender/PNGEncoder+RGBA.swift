/// The image data of straight RGBA rows, for writers that build their own chunks around it
/// (the frames of ``APNGEncoder``).
extension PNGEncoder {
  /// Filters (as ``encode(argb32:width:height:stride:compression:)`` does, per row) and
  /// compresses `height` rows of `width` straight RGBA pixels into a zlib stream: the contents
  /// of one IDAT, or of the fdAT chunks of an APNG frame.
  ///
  /// - Parameters:
  ///   - rgba: the first pixel of the first row; rows are `rowStride` bytes apart.
  ///   - width: pixels per row, ≥ 1.
  ///   - height: rows, ≥ 1.
  ///   - rowStride: bytes from one row to the next, at least `width × 4`.
  ///   - compression: the level and filtering.
  /// - Throws: ``RenderError/pngEncodeFailed(reason:)`` when libdeflate fails.
  static func compressedRGBA(
    _ rgba: UnsafePointer<UInt8>, width: Int, height: Int, rowStride: Int,
    compression: PNGCompression
  ) throws -> [UInt8] {
    let rowBytes = width * 4
    let filteredRow = rowBytes + 1
    var raw = [UInt8](repeating: 0, count: filteredRow * height)
    raw.withUnsafeMutableBufferPointer { out in
      var current = [UInt8](repeating: 0, count: rowBytes)
      var previous = [UInt8](repeating: 0, count: rowBytes)
      var candidate = [UInt8](repeating: 0, count: rowBytes)
      for y in 0..<height {
        let source = rgba + y * rowStride
        let dest = out.baseAddress! + y * filteredRow
        if compression.filtersRows {
          current.withUnsafeMutableBufferPointer {
            $0.baseAddress!.update(from: source, count: rowBytes)
          }
          filterRow(
            current: current, previous: previous, scratch: &candidate, into: dest,
            rowBytes: rowBytes, bpp: 4)
          swap(&current, &previous)
        } else {
          dest[0] = 0
          (dest + 1).update(from: source, count: rowBytes)
        }
      }
    }
    return try deflate(raw, level: compression.deflateLevel)
  }
}
