/// What an APNG decoder does with a frame's region before it draws the next frame (the
/// `dispose_op` byte of the frame's fcTL chunk).
public enum APNGDisposeOp: UInt8, Sendable, Hashable, CaseIterable {
  /// Leave the canvas as the frame drew it.
  case none = 0
  /// Clear the frame's region to transparent black.
  case background = 1
  /// Put the frame's region back as it was before the frame was drawn.
  case previous = 2
}
