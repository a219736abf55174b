/// One entry of an `--at` list: a time in seconds, or the `keyframes` marker.
public enum TimeSpec: Sendable, Hashable {
  /// An explicit time in seconds, finite and ≥ 0.
  case seconds(Double)
  /// Every keyframe time of the scene (docs/cli-conventions.md §Times), expanded in place.
  case keyframes
}
