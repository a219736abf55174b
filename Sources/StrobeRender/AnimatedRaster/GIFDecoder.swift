import CGif
import Foundation

/// Reads a GIF back through giflib (`DGifSlurp`), opened on first use, and composites its
/// frames as browsers do (docs/animated-output.md §Verifying raster animations).
///
/// The canvas starts transparent; disposal 2 clears a frame's rectangle to transparent after
/// it shows, disposal 3 restores what was under it, the others keep it. Durations are the
/// frames' centisecond delays.
public final class GIFDecoder: AnimatedImageDecoder {
  /// The canvas size the file states.
  public let size: PixelSize
  /// How many times the file plays (0: forever).
  public let loops: Int?
  /// The number of frames in the file.
  public let frameCount: Int
  private let reader: OpaquePointer

  /// Opens giflib and reads all of `data`.
  ///
  /// - Throws: ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` without
  ///   giflib; ``AnimatedRasterError/decoderFailed(format:reason:)`` when giflib cannot read
  ///   the bytes.
  public init(data: Data) throws {
    try LazyLibrary.giflib.require(for: "reading GIF back")
    var width: Int32 = 0
    var height: Int32 = 0
    var frames: Int32 = 0
    var count: Int32 = -1
    var error: Int32 = 0
    let opened = data.withUnsafeBytes { raw -> OpaquePointer? in
      let base = raw.bindMemory(to: UInt8.self).baseAddress
      return base.flatMap {
        strobe_gif_read_begin($0, raw.count, &width, &height, &frames, &count, &error)
      }
    }
    guard let opened else {
      throw AnimatedRasterError.decoderFailed(
        format: "GIF", reason: String(cString: strobe_gif_error_string(error)))
    }
    reader = opened
    size = PixelSize(width: Int(width), height: Int(height))
    // The inverse of ``GIFEncoder``'s loop block: none plays once, n repeats n more times.
    loops = count < 0 ? 1 : (count == 0 ? 0 : Int(count) + 1)
    frameCount = Int(frames)
  }

  deinit { strobe_gif_read_end(reader) }

  /// The next composited frame and its delay, or nil after the last.
  public func next() throws -> DecodedFrame? {
    var canvas: UnsafePointer<UInt8>?
    var delay: Int32 = 0
    guard strobe_gif_read_next(reader, &canvas, &delay) != 0, let canvas else { return nil }
    let pixels = [UInt8](UnsafeBufferPointer(start: canvas, count: size.width * size.height * 4))
    return DecodedFrame(
      image: try RasterImage(width: size.width, height: size.height, pixels: pixels),
      duration: Double(delay) / 100)
  }
}
