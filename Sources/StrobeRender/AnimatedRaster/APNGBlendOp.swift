/// How an APNG frame's pixels are put on the canvas (the `blend_op` byte of its fcTL chunk).
public enum APNGBlendOp: UInt8, Sendable, Hashable, CaseIterable {
  /// Replace the region's pixels, alpha included.
  case source = 0
  /// Composite the frame over the region (a transparent pixel leaves the canvas unchanged).
  case over = 1
}
