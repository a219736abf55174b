import Foundation

/// An encoder that turns full frames, each with how long it shows, into one animated file:
/// ``APNGEncoder``, ``WebPAnimationEncoder``, ``GIFEncoder`` and ``VideoEncoder``.
public protocol AnimatedImageEncoder {
  /// Adds the next frame, shown for `delay`.
  mutating func append(_ image: RasterImage, delay: FrameDelay) throws
  /// The file of every frame appended; the encoder is done after it.
  mutating func finish() throws -> Data
}

extension APNGEncoder: AnimatedImageEncoder {}
