import Foundation

/// Reads an MP4 or WebM video back through the `ffmpeg` program
/// (docs/animated-output.md §Verifying raster animations).
///
/// Frames come back in RGB (alpha 255), cropped to `size` (``VideoEncoder`` pads odd sides).
/// Video has a constant frame rate, so frames carry no duration and the file no loop count.
public final class VideoDecoder: AnimatedImageDecoder {
  /// The canvas size the file states.
  public let size: PixelSize
  /// How many times the file plays (0: forever), nil: video does not say.
  public let loops: Int? = nil
  private let reader: FFmpegFrameReader

  /// Starts decoding `data`, a video in `codec`'s container, of frames of `size`.
  ///
  /// - Throws: ``AnimatedRasterError/ffmpegNotFound(neededFor:searched:)`` without `ffmpeg`.
  public init(
    data: Data, codec: VideoCodec, size: PixelSize, ffmpeg: String? = nil,
    searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? ""
  ) throws {
    self.size = size
    reader = try FFmpegFrameReader(
      data: data, fileExtension: codec.fileExtension, size: size,
      purpose: "reading video back", ffmpeg: ffmpeg, searchPath: searchPath)
  }

  /// The next frame, or nil after the last.
  public func next() throws -> DecodedFrame? {
    try reader.next().map { DecodedFrame(image: $0, duration: nil) }
  }
}
