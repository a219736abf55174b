/// One frame of an animated file as a decoder composites it (``AnimatedImageDecoder``).
public struct DecodedFrame: Sendable, Hashable {
  /// The whole canvas after the frame is drawn, straight RGBA.
  public var image: RasterImage
  /// How long the frame shows, in the file's own unit turned into seconds (1/100 s for GIF,
  /// 1/1000 s for WebP, the stored fraction for APNG); nil for video, whose rate is constant.
  public var duration: Double?

  /// A frame of `image` shown for `duration` seconds.
  public init(image: RasterImage, duration: Double?) {
    self.image = image
    self.duration = duration
  }
}
