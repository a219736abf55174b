/// One frame of an APNG as ``APNGEncoder`` wrote it: the fields of its fcTL chunk.
public struct APNGFrameControl: Sendable, Hashable {
  /// The region the frame's pixels cover.
  public var region: PixelRect
  /// How long the frame shows.
  public var delay: FrameDelay
  /// What is done with the region before the next frame.
  public var dispose: APNGDisposeOp
  /// How the pixels are put on the canvas.
  public var blend: APNGBlendOp
}
