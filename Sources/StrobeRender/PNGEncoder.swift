import CDeflate
import Foundation

/// Strobe's PNG writer: PNG framing over libdeflate, from Cairo ARGB32 pixels.
///
/// Writes the signature, one IHDR (8 bits per channel, not interlaced; colour type 2, RGB, when
/// every pixel is opaque, as Cairo's writer does, else 6, RGBA), one IDAT with
/// the whole filtered image compressed by `libdeflate_zlib_compress`, and IEND; chunk CRCs
/// come from `libdeflate_crc32`. Pixels are converted from premultiplied native-endian
/// ARGB32 to straight RGBA exactly as Cairo's PNG writer does (`unpremultiply_data` in
/// cairo-png.c): alpha 0 gives 0,0,0,0; alpha 255 keeps the colour; otherwise each channel
/// is `(c·255 + a/2) / a` (clamped to 255 for invalid input with c > a). Decoding the file
/// therefore gives the same pixels as decoding Cairo's own output.
///
/// Row filters: ``PNGCompression/fast`` writes filter type 0 (none) on every row. The other
/// levels choose per row, among the five PNG filters (none, sub, up, average, Paeth), the one
/// whose output bytes, read as signed, have the smallest sum of absolute values — the
/// "minimum sum of absolute differences" heuristic that libpng (and so Cairo's writer) uses.
public enum PNGEncoder {
  /// The eight-byte PNG file signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// `unpremultiplyTable[a << 8 | c]` = straight channel for premultiplied `c` at alpha `a`.
  static let unpremultiplyTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256 * 256)
    for a in 1..<256 {
      for c in 0..<256 {
        table[a << 8 | c] = UInt8(min((c * 255 + a / 2) / a, 255))
      }
    }
    return table
  }()

  /// Encodes premultiplied ARGB32 pixels (Cairo's `CAIRO_FORMAT_ARGB32`: one native-endian
  /// 32-bit word per pixel, alpha in the top byte) as a PNG file.
  ///
  /// - Parameters:
  ///   - pixels: the first row; rows are `stride` bytes apart, top to bottom.
  ///   - width: pixels per row, 1…``Renderer/maximumPixelSide``.
  ///   - height: rows, 1…``Renderer/maximumPixelSide``.
  ///   - stride: bytes from one row to the next, at least `width × 4`.
  ///   - compression: the level and filtering.
  /// - Throws: ``RenderError/invalidPixelBuffer(width:height:byteCount:)`` for a bad size or
  ///   stride; ``RenderError/pngEncodeFailed(reason:)`` when libdeflate fails.
  public static func encode(
    argb32 pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int,
    compression: PNGCompression = .default
  ) throws -> Data {
    guard width > 0, height > 0, width <= Renderer.maximumPixelSide,
      height <= Renderer.maximumPixelSide, stride >= width * 4
    else {
      throw RenderError.invalidPixelBuffer(
        width: width, height: height, byteCount: max(stride, 0) * max(height, 0))
    }
    let opaque = isOpaque(pixels, width: width, height: height, stride: stride)
    let bpp = opaque ? 3 : 4
    let rowBytes = width * bpp
    let filteredRow = rowBytes + 1
    var raw = [UInt8](repeating: 0, count: filteredRow * height)
    raw.withUnsafeMutableBufferPointer { out in
      unpremultiplyTable.withUnsafeBufferPointer { table in
        var current = [UInt8](repeating: 0, count: rowBytes)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var candidate = [UInt8](repeating: 0, count: rowBytes)
        for y in 0..<height {
          let source = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
          let dest = out.baseAddress! + y * filteredRow
          if compression.filtersRows {
            current.withUnsafeMutableBufferPointer { row in
              convertRow(
                source, width: width, opaque: opaque, into: row.baseAddress!,
                table: table.baseAddress!)
            }
            filterRow(
              current: current, previous: previous, scratch: &candidate, into: dest,
              rowBytes: rowBytes, bpp: bpp)
            swap(&current, &previous)
          } else {
            dest[0] = 0
            convertRow(
              source, width: width, opaque: opaque, into: dest + 1, table: table.baseAddress!)
          }
        }
      }
    }
    let compressed = try deflate(raw, level: compression.deflateLevel)
    var file = Data(capacity: compressed.count + 64)
    file.append(contentsOf: signature)
    var header = [UInt8]()
    header.reserveCapacity(13)
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    // Depth 8, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace.
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    appendChunk("IHDR", header, to: &file)
    appendChunk("IDAT", compressed, to: &file)
    appendChunk("IEND", [], to: &file)
    return file
  }

  /// Whether every pixel has alpha 255 (then the file is written as RGB, as Cairo does).
  static func isOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
    for y in 0..<height {
      let row = (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
      var all: UInt32 = 0xFF00_0000
      for x in 0..<width { all &= row[x] }
      if all & 0xFF00_0000 != 0xFF00_0000 { return false }
    }
    return true
  }

  /// Converts one row of premultiplied ARGB32 words to straight RGBA bytes, or to RGB bytes
  /// when `opaque` (every alpha is then 255).
  @inline(__always)
  static func convertRow(
    _ source: UnsafePointer<UInt32>, width: Int, opaque: Bool,
    into dest: UnsafeMutablePointer<UInt8>, table: UnsafePointer<UInt8>
  ) {
    if opaque {
      for x in 0..<width {
        let v = source[x]
        let o = x * 3
        dest[o] = UInt8(truncatingIfNeeded: v >> 16)
        dest[o + 1] = UInt8(truncatingIfNeeded: v >> 8)
        dest[o + 2] = UInt8(truncatingIfNeeded: v)
      }
      return
    }
    for x in 0..<width {
      let v = source[x]
      let a = v >> 24
      let o = x * 4
      if a == 255 {
        dest[o] = UInt8(truncatingIfNeeded: v >> 16)
        dest[o + 1] = UInt8(truncatingIfNeeded: v >> 8)
        dest[o + 2] = UInt8(truncatingIfNeeded: v)
        dest[o + 3] = 255
      } else if a == 0 {
        dest[o] = 0
        dest[o + 1] = 0
        dest[o + 2] = 0
        dest[o + 3] = 0
      } else {
        let base = Int(a) << 8
        dest[o] = table[base | Int((v >> 16) & 0xFF)]
        dest[o + 1] = table[base | Int((v >> 8) & 0xFF)]
        dest[o + 2] = table[base | Int(v & 0xFF)]
        dest[o + 3] = UInt8(truncatingIfNeeded: a)
      }
    }
  }

  /// Writes the filter byte and the filtered bytes of `current` to `dest`, choosing the
  /// filter with the smallest sum of absolute signed output bytes (ties: the lower type).
  static func filterRow(
    current: [UInt8], previous: [UInt8], scratch: inout [UInt8],
    into dest: UnsafeMutablePointer<UInt8>, rowBytes: Int, bpp: Int
  ) {
    current.withUnsafeBufferPointer { cur in
      previous.withUnsafeBufferPointer { prevBuffer in
        scratch.withUnsafeMutableBufferPointer { tmp in
          let c = cur.baseAddress!
          let p = prevBuffer.baseAddress!
          let t = tmp.baseAddress!
          var bestType: UInt8 = 0
          var bestSum = magnitudeSum(c, count: rowBytes)
          (dest + 1).update(from: c, count: rowBytes)
          // Filters 1…4 (called with constant types so each loop is specialised). On the
          // first row `previous` is all zero, as the PNG specification defines it.
          func consider(_ type: UInt8, _ sum: Int) {
            if sum < bestSum {
              bestSum = sum
              bestType = type
              (dest + 1).update(from: t, count: rowBytes)
            }
          }
          consider(
            1,
            applyFilter(
              1, current: c, previous: p, into: t, count: rowBytes, bpp: bpp, bound: bestSum))
          consider(
            2,
            applyFilter(
              2, current: c, previous: p, into: t, count: rowBytes, bpp: bpp, bound: bestSum))
          consider(
            3,
            applyFilter(
              3, current: c, previous: p, into: t, count: rowBytes, bpp: bpp, bound: bestSum))
          consider(
            4,
            applyFilter(
              4, current: c, previous: p, into: t, count: rowBytes, bpp: bpp, bound: bestSum))
          dest[0] = bestType
        }
      }
    }
  }

  /// |b| with `b` read as a signed byte.
  @inline(__always)
  static func magnitude(_ b: UInt8) -> Int {
    b < 128 ? Int(b) : 256 - Int(b)
  }

  /// The PNG Paeth predictor.
  @inline(__always)
  static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let p = Int(a) + Int(b) - Int(c)
    let pa = abs(p - Int(a))
    let pb = abs(p - Int(b))
    let pc = abs(p - Int(c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// `raw` compressed in zlib format at `level`.
  static func deflate(_ raw: [UInt8], level: Int32) throws -> [UInt8] {
    guard let compressor = libdeflate_alloc_compressor(level) else {
      throw RenderError.pngEncodeFailed(reason: "libdeflate could not allocate a compressor")
    }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, raw.count)
    var out = [UInt8](repeating: 0, count: bound)
    let written = raw.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { output in
        libdeflate_zlib_compress(
          compressor, input.baseAddress, input.count, output.baseAddress, output.count)
      }
    }
    guard written > 0 else {
      throw RenderError.pngEncodeFailed(reason: "libdeflate_zlib_compress returned 0")
    }
    out.removeSubrange(written...)
    return out
  }

  /// Appends `value` as four big-endian bytes.
  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes.append(UInt8(truncatingIfNeeded: value >> 24))
    bytes.append(UInt8(truncatingIfNeeded: value >> 16))
    bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    bytes.append(UInt8(truncatingIfNeeded: value))
  }

  /// Appends a chunk: length, type, data, CRC-32 of type and data.
  static func appendChunk(_ type: String, _ data: [UInt8], to file: inout Data) {
    var head = [UInt8]()
    appendBigEndian(UInt32(data.count), to: &head)
    let typeBytes = Array(type.utf8)
    head.append(contentsOf: typeBytes)
    var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
    file.append(contentsOf: head)
    file.append(contentsOf: data)
    var tail = [UInt8]()
    appendBigEndian(crc, to: &tail)
    file.append(contentsOf: tail)
  }
}
