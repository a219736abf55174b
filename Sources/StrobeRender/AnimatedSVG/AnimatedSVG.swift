import Foundation

/// An animated SVG document written by ``AnimatedSVGWriter``: the bytes and the animations
/// it shows by sampling rather than by an exact CSS mapping (docs/animated-output.md
/// §Animated SVG).
public struct AnimatedSVG: Sendable {
  /// The SVG document (UTF-8, no script).
  public var data: Data
  /// Every animation shown by sampling, in tree order; empty when all map exactly.
  public var sampled: [AnimatedSVGSample]
  /// The number of CSS animations that map an animation exactly.
  public var exactCount: Int
}
