import Foundation
import StrobeGeometry

/// An animation through a sequence of values or along a path (Core Animation's
/// `CAKeyframeAnimation`).
///
/// Semantics are docs/core-animation-semantics.md §6: `keyTimes` (fractions 0…1 of the duration;
/// `n + 1` of them for `.discrete`; ignored by the paced modes; a count mismatch uses the
/// common prefix, as measured), per-segment `timingFunctions` applied after the animation's
/// own timing function, `calculationMode` linear/discrete/paced/cubic/cubicPaced with
/// Kochanek–Bartels `tensionValues`/`continuityValues`/`biasValues`, and `path` (which
/// overrides `values`) with `rotationMode`.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values.
  public var values: [Any]?
  /// A path to move along (overrides `values`); points are in the layer's superlayer space
  /// when animating `position`.
  public var path: CGPath?
  /// Keyframe times as fractions of the duration.
  public var keyTimes: [NSNumber]?
  /// One timing function per segment.
  public var timingFunctions: [CAMediaTimingFunction]?
  /// How intermediate values are computed.
  public var calculationMode: CAAnimationCalculationMode = .linear
  /// Kochanek–Bartels tension per keyframe (cubic modes).
  public var tensionValues: [NSNumber]?
  /// Kochanek–Bartels continuity per keyframe (cubic modes).
  public var continuityValues: [NSNumber]?
  /// Kochanek–Bartels bias per keyframe (cubic modes).
  public var biasValues: [NSNumber]?
  /// Whether a layer moving along `path` turns to follow its tangent.
  public var rotationMode: CAAnimationRotationMode?
  /// How the motion progresses inside each segment of `path` in the linear and cubic modes
  /// (a Strobe extension; default Core Animation's Bézier parameter).
  public var pathProgress: PathProgressMode = .bezierParameter

  /// An animation with no values.
  public override init() { super.init() }

  /// A copy of `other` (keyframe fields too when it is a keyframe animation).
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CAKeyframeAnimation {
      values = o.values
      path = o.path?.copy()
      keyTimes = o.keyTimes
      timingFunctions = o.timingFunctions
      calculationMode = o.calculationMode
      tensionValues = o.tensionValues
      continuityValues = o.continuityValues
      biasValues = o.biasValues
      rotationMode = o.rotationMode
      pathProgress = o.pathProgress
    }
  }
}
