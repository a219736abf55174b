import Foundation

/// The timing of one animation of the animated SVG in document seconds, as the CSS
/// `animation` shorthand and SMIL's timing attributes write it (docs/animated-output.md
/// §Animated SVG).
struct AnimatedSVGTiming: Equatable {
  /// Seconds of one iteration (one direction when alternating).
  var duration: Double
  /// The easing of segments whose keyframe names none.
  var easing: AnimatedSVGEasing
  /// Seconds from the window's start to the first iteration's (negative: already running).
  var delay: Double
  /// Iterations, counting each direction of an alternating animation (CSS's count);
  /// `.infinity` for ever.
  var iterations: Double
  /// Whether every second iteration plays backwards (`autoreverses`).
  var alternates: Bool
  /// Whether the first value shows before the delay.
  var fillsBackwards: Bool
  /// Whether the last value shows after the end.
  var fillsForwards: Bool

  /// The sampled parts' timing: once over the window, linear, filling both ways.
  static func window(_ length: Double) -> AnimatedSVGTiming {
    AnimatedSVGTiming(
      duration: length, easing: .linear, delay: 0, iterations: 1, alternates: false,
      fillsBackwards: true, fillsForwards: true)
  }

  /// The CSS `animation` shorthand after the name: duration, easing, delay, count,
  /// direction, fill mode.
  var css: String {
    let count = iterations.isInfinite ? "infinite" : CSSFormat.number(iterations)
    let fill =
      fillsBackwards
      ? (fillsForwards ? "both" : "backwards") : (fillsForwards ? "forwards" : "none")
    return "\(CSSFormat.number(duration))s \(easing.css) \(CSSFormat.number(delay))s \(count) "
      + "\(alternates ? "alternate" : "normal") \(fill)"
  }
}
