import CZlib
import Foundation

/// A check of a PNG file's structure before any pixel is decoded: the problem found, or nil.
///
/// It walks the chunks and checks what the decoder (libpng through Cairo) would fail on,
/// in constant memory: the IHDR values (bit depth and colour type pairs, compression, filter
/// and interlace methods), the CRC of every critical chunk (libpng, by default, drops an
/// ancillary chunk with a bad CRC and goes on, so those are let through), a palette for
/// palette images, IDAT chunks that inflate (zlib, Adler-32 included) to at least the bytes
/// the image's rows need, and an IEND chunk (a truncated file has none). The rows are
/// inflated into a small buffer and thrown away, so the cost is bounded by the image's size,
/// which the `image-pixels` limit bounds before this runs (docs/limits.md).
struct PNGStructure {
  /// The PNG file's bytes.
  let data: Data

  /// The first problem, in words (`bad CRC in chunk IDAT at byte 57`), or nil.
  func problem() -> String? {
    let bytes = [UInt8](data)
    var offset = 8
    var header: (width: Int, height: Int, depth: UInt8, colour: UInt8, interlaced: Bool)?
    var hasPalette = false
    var stream = z_stream()
    var inflating = false
    var inflated = 0
    var streamEnded = false
    defer { if inflating { inflateEnd(&stream) } }
    var scratch = [UInt8](repeating: 0, count: 1 << 16)

    func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
    while true {
      guard offset + 8 <= bytes.count else {
        return "the file is truncated at byte \(bytes.count) (no IEND chunk)"
      }
      let length = be32(offset)
      let typeBytes = Array(bytes[offset + 4..<offset + 8])
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length < 1 << 31,
        typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) })
      else { return "bad chunk header at byte \(offset)" }
      guard offset + 12 + length <= bytes.count else {
        return "the file is truncated at byte \(bytes.count) (in chunk \(type) at byte \(offset))"
      }
      let body = offset + 8
      let critical = (65...90).contains(typeBytes[0])
      if critical {
        let crc = bytes.withUnsafeBufferPointer { buffer in
          crc32(0, buffer.baseAddress! + offset + 4, uInt(length + 4))
        }
        if Int(crc) != be32(body + length) { return "bad CRC in chunk \(type) at byte \(offset)" }
      }
      if header == nil {
        guard type == "IHDR", length == 13 else { return "the first chunk is not IHDR" }
        let depth = bytes[body + 8]
        let colour = bytes[body + 9]
        let allowed: [UInt8: [UInt8]] = [
          0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
        ]
        guard allowed[colour]?.contains(depth) == true else {
          return "bit depth \(depth) with colour type \(colour) is not a PNG format"
        }
        guard bytes[body + 10] == 0, bytes[body + 11] == 0, bytes[body + 12] <= 1 else {
          return "unknown compression, filter or interlace method in IHDR"
        }
        header = (be32(body), be32(body + 4), depth, colour, bytes[body + 12] == 1)
      } else if type == "PLTE" {
        hasPalette = true
      } else if type == "IDAT" {
        guard let header else { return nil }
        if header.colour == 3 && !hasPalette { return "palette image without a PLTE chunk" }
        if !inflating {
          guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
          else { return "zlib could not start" }
          inflating = true
        }
        if !streamEnded && length > 0 {
          let result: Int32 = bytes.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + body)
            stream.avail_in = uInt(length)
            var status = Z_OK
            while stream.avail_in > 0 && status == Z_OK {
              status = scratch.withUnsafeMutableBufferPointer { out in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                let s = inflate(&stream, Z_NO_FLUSH)
                inflated += out.count - Int(stream.avail_out)
                return s
              }
            }
            return status
          }
          if result == Z_STREAM_END {
            streamEnded = true
          } else if result != Z_OK && result != Z_BUF_ERROR {
            return "the image data does not inflate (zlib: "
              + (stream.msg.map { String(cString: $0) } ?? "error \(result)") + ")"
          }
        }
      } else if type == "IEND" {
        guard let header else { return "no IHDR chunk" }
        guard inflating else { return "no image data (IDAT chunk)" }
        let needed = Self.imageBytes(
          header.width, header.height, header.depth, header.colour, header.interlaced)
        if inflated < needed {
          return "the image data is short: \(inflated) of \(needed) bytes"
        }
        return nil
      }
      offset = body + length + 4
    }
  }

  /// The bytes a PNG's filtered rows take (a filter byte per row), Adam7 passes included.
  static func imageBytes(_ w: Int, _ h: Int, _ depth: UInt8, _ colour: UInt8, _ interlaced: Bool)
    -> Int
  {
    let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
    let bits = (channels[colour] ?? 1) * Int(depth)
    func rows(_ pw: Int, _ ph: Int) -> Int {
      pw > 0 && ph > 0 ? ph * (1 + (pw * bits + 7) / 8) : 0
    }
    guard interlaced else { return rows(w, h) }
    let passes = [
      (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
      (0, 1, 1, 2),
    ]
    return passes.reduce(0) { total, p in
      let pw = w > p.0 ? (w - p.0 + p.2 - 1) / p.2 : 0
      let ph = h > p.1 ? (h - p.1 + p.3 - 1) / p.3 : 0
      return total + rows(pw, ph)
    }
  }
}
