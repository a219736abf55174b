import CWebP
import Foundation

/// Writes a lossless animated WebP through libwebp's `WebPAnimEncoder` (libwebpmux), opened
/// on first use (docs/animated-output.md §Raster animations).
///
/// Frames are stored lossless with their exact RGBA (transparent pixels keep their colour);
/// the encoder itself stores only what changes between frames. Timestamps are whole
/// milliseconds, rounded on the running time, so delays add up to the animation's length.
/// One thread, so the bytes depend only on the frames and the libwebp version.
public struct WebPAnimationEncoder: AnimatedImageEncoder {
  /// The most pixels per side a WebP stores.
  public static let maximumSide = 16383

  /// The canvas size of every frame.
  public let size: PixelSize
  private var animation: OpaquePointer?
  private var elapsed = 0.0
  private var frameCount = 0

  /// Opens libwebp and libwebpmux and starts an animation of `size`, played `loops` times
  /// (0: forever).
  ///
  /// - Throws: ``RenderError/libraryUnavailable(library:package:neededFor:reason:)`` without
  ///   the libraries; ``AnimatedRasterError/canvasTooLarge(format:width:height:limit:)`` past
  ///   ``maximumSide``; ``AnimatedRasterError/encoderFailed(format:reason:)``.
  public init(size: PixelSize, loops: Int = 0) throws {
    guard size.width <= Self.maximumSide, size.height <= Self.maximumSide else {
      throw AnimatedRasterError.canvasTooLarge(
        format: "WebP", width: size.width, height: size.height, limit: Self.maximumSide)
    }
    try LazyLibrary.webp.require(for: "writing WebP")
    self.size = size
    var error: UnsafePointer<CChar>?
    guard
      let animation = strobe_webp_begin(
        Int32(size.width), Int32(size.height), Int32(min(loops, 65535)), &error)
    else { throw Self.failure(error) }
    self.animation = animation
  }

  /// Adds a frame shown for `delay` (rounded to milliseconds on the running time).
  ///
  /// - Throws: ``AnimatedRasterError/frameSizeMismatch(index:width:height:expected:)``;
  ///   ``AnimatedRasterError/encoderFailed(format:reason:)`` when libwebp fails.
  public mutating func append(_ image: RasterImage, delay: FrameDelay) throws {
    guard image.width == size.width, image.height == size.height else {
      throw AnimatedRasterError.frameSizeMismatch(
        index: frameCount, width: image.width, height: image.height, expected: size)
    }
    guard let animation else {
      throw AnimatedRasterError.encoderFailed(format: "WebP", reason: "finished")
    }
    let start = Int32(FrameDelay.units(atElapsed: elapsed, perSecond: 1000))
    elapsed += delay.seconds
    frameCount += 1
    var error: UnsafePointer<CChar>?
    let ok = image.pixels.withUnsafeBufferPointer {
      strobe_webp_frame(animation, $0.baseAddress!, start, &error)
    }
    if ok == 0 {
      let failure = Self.failure(error)
      strobe_webp_abort(animation)
      self.animation = nil
      throw failure
    }
  }

  /// The WebP file of every frame appended.
  ///
  /// - Throws: ``AnimatedRasterError/noFrames(format:)``;
  ///   ``AnimatedRasterError/encoderFailed(format:reason:)`` when libwebp fails.
  public mutating func finish() throws -> Data {
    guard let animation else {
      throw AnimatedRasterError.encoderFailed(format: "WebP", reason: "finished")
    }
    self.animation = nil
    guard frameCount > 0 else {
      strobe_webp_abort(animation)
      throw AnimatedRasterError.noFrames(format: "WebP")
    }
    var bytes: UnsafeMutablePointer<UInt8>?
    var count = 0
    var error: UnsafePointer<CChar>?
    let end = Int32(FrameDelay.units(atElapsed: elapsed, perSecond: 1000))
    guard strobe_webp_finish(animation, end, &bytes, &count, &error) != 0, let bytes else {
      throw Self.failure(error)
    }
    defer { strobe_webp_release(bytes) }
    return Data(bytes: bytes, count: count)
  }

  /// An encoder error with libwebp's message.
  static func failure(_ message: UnsafePointer<CChar>?) -> AnimatedRasterError {
    .encoderFailed(format: "WebP", reason: message.map { String(cString: $0) } ?? "unknown error")
  }
}
