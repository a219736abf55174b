import Foundation

/// Reads an APNG back (docs/animated-output.md §Verifying raster animations): its timing
/// from the chunks themselves (`acTL`'s play count, each `fcTL`'s delay), its pixels through
/// the `ffmpeg` program's APNG decoder, which composites the frames with their dispose and
/// blend ops — a decoder Strobe did not write.
public final class APNGDecoder: AnimatedImageDecoder {
  /// The canvas size the file states.
  public let size: PixelSize
  /// How many times the file plays (0: forever).
  public let loops: Int?
  /// Each frame's delay in seconds, in file order.
  public let delays: [Double]
  private let reader: FFmpegFrameReader
  private var index = 0

  /// Reads the chunks of `data` and starts decoding its frames.
  ///
  /// - Throws: ``AnimatedRasterError/decoderFailed(format:reason:)`` when `data` is not an
  ///   APNG; ``AnimatedRasterError/ffmpegNotFound(neededFor:searched:)`` without `ffmpeg`.
  public init(
    data: Data, ffmpeg: String? = nil,
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) throws {
    let timing = try Self.timing(of: [UInt8](data))
    size = timing.size
    loops = timing.plays
    delays = timing.delays
    reader = try FFmpegFrameReader(
      data: data, fileExtension: "apng", size: size, purpose: "reading APNG back",
      ffmpeg: ffmpeg, searchPath: searchPath)
  }

  /// The next composited frame and its delay, or nil after the last.
  ///
  /// - Throws: ``AnimatedRasterError/decoderFailed(format:reason:)`` when `ffmpeg` decodes
  ///   more frames than the file has `fcTL` chunks.
  public func next() throws -> DecodedFrame? {
    guard let image = try reader.next() else { return nil }
    guard index < delays.count else {
      throw AnimatedRasterError.decoderFailed(
        format: "APNG", reason: "ffmpeg decoded more than its \(delays.count) frames")
    }
    index += 1
    return DecodedFrame(image: image, duration: delays[index - 1])
  }

  /// The canvas size (`IHDR`), the play count (`acTL`, 0: forever) and the delay of every
  /// frame (`fcTL`; a denominator 0 means 1/100 s) of the PNG `bytes`.
  static func timing(of bytes: [UInt8]) throws -> (size: PixelSize, plays: Int, delays: [Double]) {
    func fail(_ reason: String) -> AnimatedRasterError {
      .decoderFailed(format: "APNG", reason: reason)
    }
    func word(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
      throw fail("no PNG signature")
    }
    var offset = 8
    var size: PixelSize?
    var plays: Int?
    var delays: [Double] = []
    while offset + 8 <= bytes.count {
      let length = word(offset)
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = offset + 8
      guard length >= 0, data + length + 4 <= bytes.count else {
        throw fail("chunk \(type) at byte \(offset) runs past the end")
      }
      switch type {
      case "IHDR" where length >= 8:
        size = PixelSize(width: word(data), height: word(data + 4))
      case "acTL" where length >= 8:
        plays = word(data + 4)
      case "fcTL" where length >= 26:
        let numerator = Int(bytes[data + 20]) << 8 | Int(bytes[data + 21])
        let denominator = Int(bytes[data + 22]) << 8 | Int(bytes[data + 23])
        delays.append(Double(numerator) / Double(denominator == 0 ? 100 : denominator))
      case "IEND":
        offset = bytes.count
        continue
      default:
        break
      }
      offset = data + length + 4
    }
    guard let size else { throw fail("no IHDR chunk") }
    guard let plays else { throw fail("no acTL chunk: a still PNG, not an animation") }
    return (size, plays, delays)
  }
}
