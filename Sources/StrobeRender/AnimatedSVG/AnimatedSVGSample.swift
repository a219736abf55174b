/// One animation the animated SVG shows by sampling Strobe's presentation, not by an exact
/// CSS mapping (docs/animated-output.md §Animated SVG).
public struct AnimatedSVGSample: Sendable, Hashable {
  /// Why an animation is sampled.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    /// Its values or timing have no CSS equivalent (a spring, paced or cubic keyframes,
    /// additive or cumulative values, several animations of one property, a time offset,
    /// a negative speed…); `detail` says which. Sampled as dense CSS keyframes or a
    /// `linear()` easing.
    case timing(detail: String)
    /// Its layer (or an ancestor) has a feature the writer does not map (a mask, a
    /// transition, 3-D, text, an unmapped key path…); `detail` says which. The layer's
    /// subtree is drawn by Cairo at each sample time and shown frame by frame.
    case flipbook(detail: String)

    /// A phrase for messages.
    public var description: String {
      switch self {
      case .timing(let d): return "sampled (\(d))"
      case .flipbook(let d): return "drawn frame by frame (\(d))"
      }
    }
  }

  /// The layer's path from the root: names, or `#index` for unnamed layers (`root/ring`).
  public var layer: String
  /// The animated key path (`strokeEnd`, `transform.rotation.z`), or the animation's kind
  /// for one without (`transition`).
  public var keyPath: String
  /// Why it is sampled.
  public var reason: Reason
}
