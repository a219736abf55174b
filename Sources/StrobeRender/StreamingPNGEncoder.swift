import CDeflate
import CZlib
import Foundation

/// A PNG writer that takes the image a few rows at a time and streams the file out.
///
/// For images too large to hold (see ``Renderer/writePNGInBands(_:scale:bandRows:maximumPixels:output:)``):
/// memory is one row of filter state and zlib's window, whatever the image size. The pixels
/// are converted and filtered exactly as ``PNGEncoder`` does (premultiplied ARGB32 to straight
/// RGB or RGBA, Cairo's rounding; adaptive filters except at ``PNGCompression/fast``), so the
/// decoded pixels are the same; the compressed bytes differ, because the stream is deflated
/// by zlib (`deflate`, zlib levels 1, 6 and 9 for fast, default and best: libdeflate has no
/// streaming interface) and split into IDAT chunks of at most ``chunkSize`` bytes.
///
/// The colour type is fixed when the stream starts (the header comes first): RGB when the
/// caller promises every pixel is opaque, else RGBA. A row with a transparent pixel in an
/// RGB stream is an error. Not thread-safe.
public final class StreamingPNGEncoder {
  /// Receives the PNG's bytes in order.
  public typealias Output = (UnsafeRawBufferPointer) throws -> Void

  /// The largest IDAT chunk written, in bytes.
  public static let chunkSize = 1 << 16

  /// Image width in pixels.
  public let width: Int
  /// Image height in pixels.
  public let height: Int
  /// Whether the file is RGBA (false: RGB, every pixel opaque).
  public let hasAlpha: Bool
  /// The compression level and filtering.
  public let compression: PNGCompression
  /// Rows appended so far.
  public private(set) var rowCount = 0

  private let output: Output
  private var stream = z_stream()
  private var streamOpen = false
  private var closed = false
  private var current: [UInt8]
  private var previous: [UInt8]
  private var scratch: [UInt8]
  private var filtered: [UInt8]
  private var compressed: [UInt8]
  private var pending = 0

  /// Starts a `width` × `height` PNG: writes the signature and header to `output`.
  ///
  /// - Parameters:
  ///   - width: pixels per row, 1…``Renderer/maximumPixelSide``.
  ///   - height: rows, 1…2³¹ − 1 (the PNG limit).
  ///   - hasAlpha: false to write RGB (every appended pixel must then be opaque).
  ///   - compression: level and filtering.
  ///   - output: receives the bytes; an error it throws ends the stream and is rethrown.
  /// - Throws: ``RenderError/invalidPixelBuffer(width:height:byteCount:)`` for a bad size,
  ///   ``RenderError/pngEncodeFailed(reason:)`` when zlib cannot start, or `output`'s error.
  public init(
    width: Int, height: Int, hasAlpha: Bool = true, compression: PNGCompression = .default,
    output: @escaping Output
  ) throws {
    guard width > 0, height > 0, width <= Renderer.maximumPixelSide, height <= Int(Int32.max)
    else { throw RenderError.invalidPixelBuffer(width: width, height: height, byteCount: 0) }
    self.width = width
    self.height = height
    self.hasAlpha = hasAlpha
    self.compression = compression
    self.output = output
    let rowBytes = width * (hasAlpha ? 4 : 3)
    current = [UInt8](repeating: 0, count: rowBytes)
    previous = [UInt8](repeating: 0, count: rowBytes)
    scratch = [UInt8](repeating: 0, count: rowBytes)
    filtered = [UInt8](repeating: 0, count: rowBytes + 1)
    compressed = [UInt8](repeating: 0, count: Self.chunkSize)
    let level: Int32 =
      switch compression {
      case .fast: 1
      case .default: 6
      case .best: 9
      }
    let status = deflateInit_(
      &stream, level, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      throw RenderError.pngEncodeFailed(reason: "zlib deflateInit failed (status \(status))")
    }
    streamOpen = true
    var head = PNGEncoder.signature
    var header = [UInt8]()
    PNGEncoder.appendBigEndian(UInt32(width), to: &header)
    PNGEncoder.appendBigEndian(UInt32(height), to: &header)
    header.append(contentsOf: [8, hasAlpha ? 6 : 2, 0, 0, 0])
    Self.appendChunk("IHDR", header[...], to: &head)
    try emit(head)
  }

  deinit {
    if streamOpen { deflateEnd(&stream) }
  }

  /// Appends `count` rows of premultiplied ARGB32 pixels (Cairo's format), `stride` bytes
  /// apart, each ``width`` pixels.
  ///
  /// - Throws: ``RenderError/invalidPixelBuffer(width:height:byteCount:)`` when the rows
  ///   would pass ``height`` or `stride` is under `width × 4`;
  ///   ``RenderError/pngEncodeFailed(reason:)`` for a transparent pixel in an RGB stream or
  ///   a zlib failure; `output`'s error; ``RenderError/streamClosed`` after ``finish()`` or a
  ///   failure. Any error ends the stream.
  public func append(argb32 rows: UnsafeRawPointer, count: Int, stride: Int) throws {
    guard !closed else { throw RenderError.streamClosed }
    do {
      guard count >= 0, rowCount + count <= height, stride >= width * 4 else {
        throw RenderError.invalidPixelBuffer(
          width: width, height: count, byteCount: max(stride, 0) * max(count, 0))
      }
      let bpp = hasAlpha ? 4 : 3
      let rowBytes = width * bpp
      for y in 0..<count {
        let source = (rows + y * stride).assumingMemoryBound(to: UInt32.self)
        if !hasAlpha && !PNGEncoder.isOpaque(source, width: width, height: 1, stride: stride) {
          throw RenderError.pngEncodeFailed(
            reason: "row \(rowCount) has transparent pixels, but the PNG was started as RGB")
        }
        PNGEncoder.unpremultiplyTable.withUnsafeBufferPointer { table in
          current.withUnsafeMutableBufferPointer { row in
            PNGEncoder.convertRow(
              source, width: width, opaque: !hasAlpha, into: row.baseAddress!,
              table: table.baseAddress!)
          }
        }
        filtered.withUnsafeMutableBufferPointer { dest in
          if compression.filtersRows {
            PNGEncoder.filterRow(
              current: current, previous: previous, scratch: &scratch, into: dest.baseAddress!,
              rowBytes: rowBytes, bpp: bpp)
          } else {
            dest[0] = 0
            current.withUnsafeBufferPointer {
              (dest.baseAddress! + 1).update(from: $0.baseAddress!, count: rowBytes)
            }
          }
        }
        swap(&current, &previous)
        try deflateRow(flush: false)
        rowCount += 1
      }
    } catch {
      close()
      throw error
    }
  }

  /// Ends the image: flushes zlib and writes the last IDAT and IEND.
  ///
  /// - Throws: ``RenderError/invalidPixelBuffer(width:height:byteCount:)`` unless exactly
  ///   ``height`` rows were appended, a zlib failure, `output`'s error, or
  ///   ``RenderError/streamClosed``.
  public func finish() throws {
    guard !closed else { throw RenderError.streamClosed }
    defer { close() }
    guard rowCount == height else {
      throw RenderError.invalidPixelBuffer(width: width, height: rowCount, byteCount: 0)
    }
    filtered.removeAll(keepingCapacity: true)
    try deflateRow(flush: true)
    var tail = [UInt8]()
    Self.appendChunk("IEND", [][...], to: &tail)
    try emit(tail)
  }

  /// Deflates `filtered`; with `flush`, finishes the zlib stream.
  ///
  /// Compressed bytes collect in a ``chunkSize`` buffer, written as one IDAT chunk each time it fills (and the rest
  /// when flushing).
  private func deflateRow(flush: Bool) throws {
    let count = filtered.count
    try filtered.withUnsafeMutableBufferPointer { input in
      stream.next_in = input.baseAddress
      stream.avail_in = UInt32(count)
      while true {
        let status = compressed.withUnsafeMutableBufferPointer { out in
          stream.next_out = out.baseAddress! + pending
          stream.avail_out = UInt32(out.count - pending)
          let status = deflate(&stream, flush ? Z_FINISH : Z_NO_FLUSH)
          pending = out.count - Int(stream.avail_out)
          return status
        }
        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
          throw RenderError.pngEncodeFailed(reason: "zlib deflate failed (status \(status))")
        }
        let full = pending == compressed.count
        if full || (flush && status == Z_STREAM_END && pending > 0) {
          var chunk = [UInt8]()
          chunk.reserveCapacity(pending + 12)
          Self.appendChunk("IDAT", compressed[..<pending], to: &chunk)
          pending = 0
          try emit(chunk)
        }
        if flush ? status == Z_STREAM_END : (stream.avail_in == 0 && !full) { break }
      }
    }
    stream.next_in = nil
    stream.next_out = nil
  }

  /// Hands `bytes` to the output.
  private func emit(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try output($0) }
  }

  /// Releases zlib; later calls throw ``RenderError/streamClosed``.
  private func close() {
    closed = true
    if streamOpen {
      deflateEnd(&stream)
      streamOpen = false
    }
  }

  /// Appends a chunk: length, type, data, CRC-32 of type and data.
  static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to bytes: inout [UInt8]) {
    PNGEncoder.appendBigEndian(UInt32(data.count), to: &bytes)
    let typeBytes = Array(type.utf8)
    bytes.append(contentsOf: typeBytes)
    var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
    crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
    bytes.append(contentsOf: data)
    PNGEncoder.appendBigEndian(crc, to: &bytes)
  }
}
