/// How a keyframe animation's motion progresses inside each segment of its `path` (a Strobe
/// extension of `CAKeyframeAnimation`; docs/core-animation-semantics.md §6.4).
public enum PathProgressMode: String, Sendable, Hashable {
  /// Core Animation's rule: the eased local fraction is the segment's Bézier parameter, so
  /// the speed along a curve varies with its control points.
  case bezierParameter
  /// The eased local fraction is a fraction of the segment's arc length (exact, from
  /// StrobeGeometry's `PathMeasure`), as After Effects and Lottie players move along spatial
  /// keyframes.
  case arcLength
}
