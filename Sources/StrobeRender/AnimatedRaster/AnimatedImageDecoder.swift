import Foundation

/// Reads an animated file back, frame by frame, with a decoder Strobe did not write
/// (docs/animated-output.md §Verifying raster animations): ``APNGDecoder``,
/// ``WebPAnimationDecoder``, ``GIFDecoder`` and ``VideoDecoder``.
public protocol AnimatedImageDecoder {
  /// The canvas size the file states.
  var size: PixelSize { get }
  /// How many times the file plays (0: forever), or nil when the format does not say
  /// (video).
  var loops: Int? { get }
  /// The next frame, composited over what the frames before it left, or nil after the last.
  mutating func next() throws -> DecodedFrame?
}
