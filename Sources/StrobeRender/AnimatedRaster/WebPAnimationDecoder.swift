import CWebP
import Foundation

/// Reads an animated WebP back through libwebp's `WebPAnimDecoder` (libwebpdemux), opened on
/// first use (docs/animated-output.md §Verifying raster animations).
///
/// Each frame is the composited canvas in straight RGBA, with its duration from the file's
/// millisecond timestamps.
public final class WebPAnimationDecoder: AnimatedImageDecoder {
  /// The canvas size the file states.
  public let size: PixelSize
  /// How many times the file plays (0: forever).
  public let loops: Int?
  /// The number of frames the file states.
  public let frameCount: Int
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let reader: OpaquePointer
  private var elapsed: Int32 = 0

  /// Opens libwebpdemux and starts reading `data`.
  ///
  /// - Throws: ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` without
  ///   the library; ``AnimatedRasterError/decoderFailed(format:reason:)`` when the bytes are
  ///   not an animated WebP it reads.
  public init(data: Data) throws {
    try LazyLibrary.webpDemux.require(for: "reading WebP back")
    // libwebpdemux reads from the bytes while decoding: they live as long as the decoder.
    bytes = .allocate(capacity: max(data.count, 1))
    _ = bytes.initialize(from: data)
    var width: Int32 = 0
    var height: Int32 = 0
    var frames: Int32 = 0
    var loops: Int32 = 0
    var error: UnsafePointer<CChar>?
    guard
      let reader = strobe_webp_read_begin(
        bytes.baseAddress!, data.count, &width, &height, &frames, &loops, &error)
    else {
      bytes.deallocate()
      throw AnimatedRasterError.decoderFailed(
        format: "WebP", reason: error.map { String(cString: $0) } ?? "unknown error")
    }
    self.reader = reader
    size = PixelSize(width: Int(width), height: Int(height))
    self.loops = Int(loops)
    frameCount = Int(frames)
  }

  deinit {
    strobe_webp_read_end(reader)
    bytes.deallocate()
  }

  /// The next composited frame and its duration, or nil after the last.
  ///
  /// - Throws: ``AnimatedRasterError/decoderFailed(format:reason:)``.
  public func next() throws -> DecodedFrame? {
    var canvas: UnsafePointer<UInt8>?
    var end: Int32 = 0
    var error: UnsafePointer<CChar>?
    guard strobe_webp_read_next(reader, &canvas, &end, &error) != 0, let canvas else {
      if let error {
        throw AnimatedRasterError.decoderFailed(format: "WebP", reason: String(cString: error))
      }
      return nil
    }
    let pixels = [UInt8](UnsafeBufferPointer(start: canvas, count: size.width * size.height * 4))
    let duration = Double(end - elapsed) / 1000
    elapsed = end
    return DecodedFrame(
      image: try RasterImage(width: size.width, height: size.height, pixels: pixels),
      duration: duration)
  }
}
