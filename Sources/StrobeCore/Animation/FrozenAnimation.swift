import Foundation
import StrobeGeometry

/// An animation as stored on a layer: an immutable, `Sendable` copy made by
/// `CALayer.add(_:forKey:)`, with every value converted to ``AnimatableValue``.
///
/// This is what presentation snapshots evaluate, so rendering never touches the mutable
/// `CAAnimation` objects and frames can be evaluated on any thread.
public struct FrozenAnimation: Sendable {
  /// The key the animation was added under.
  public var key: String
  /// The timing (with beginTime already stamped).
  public var timing: MediaTiming
  /// The animation's own timing function (nil: linear).
  public var timingFunction: CAMediaTimingFunction?
  /// What the animation does.
  public var body: Body {
    didSet { fixed = Self.fixedTrack(of: body) }
  }
  /// The precompiled form of a fixed-endpoint property body, if it has one (kept in step
  /// with ``body``).
  var fixed: FixedTrack?

  /// The precompiled form of `body`, when it is a property track ``FixedTrack`` covers.
  static func fixedTrack(of body: Body) -> FixedTrack? {
    if case .property(let track) = body { return FixedTrack(track) }
    return nil
  }

  /// The kinds of animation.
  public indirect enum Body: Sendable {
    /// A property animation (basic, spring or keyframe).
    case property(PropertyTrack)
    /// A group: children in the group's time.
    case group([FrozenAnimation])
    /// A transition between the layer's renderings before and after a transaction.
    case transition(TransitionSpec)
  }
}

/// One key path animated by a basic, spring or keyframe animation.
public struct PropertyTrack: Sendable {
  /// The key path (canonical) and its accessors.
  public var property: AnimatableProperty
  /// Whether the result is added to the value below (never for a path key path: paths
  /// cannot be added, so an additive path animation shows its own values).
  public var isAdditive: Bool
  /// Whether completed cycles accumulate the end value.
  public var isCumulative: Bool
  /// The value function that turns animated numbers into a transform, if any.
  public var valueFunction: CAValueFunctionName?
  /// How path values morph.
  public var morphMode: PathMorphMode {
    didSet { preparedMorph = preparedMorphIfFixed() }
  }
  /// Where the values come from.
  public var source: Source {
    didSet { preparedMorph = preparedMorphIfFixed() }
  }
  /// The resampling morph between fixed path endpoints, prepared once (kept in step with
  /// ``source`` and ``morphMode``); nil unless a basic or spring track morphs by resampling
  /// between a given `fromValue` and `toValue` path without additive or value-function use.
  var preparedMorph: PathMorph?

  /// The morph ``preparedMorph`` holds for the current values.
  func preparedMorphIfFixed() -> PathMorph? {
    guard morphMode == .resample, !isAdditive, valueFunction == nil else { return nil }
    switch source {
    case .basic(.path(let a)?, .path(let b)?, _), .spring(.path(let a)?, .path(let b)?, _, _):
      return PathMorph(from: a, to: b)
    default:
      return nil
    }
  }

  /// The value source of a property track.
  public enum Source: Sendable {
    /// `CABasicAnimation` from/to/by (nil = not set).
    case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
    /// `CASpringAnimation`: basic values driven by a spring.
    case spring(
      from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, SpringParameters)
    /// `CAKeyframeAnimation` values.
    case keyframes(KeyframeSequence)
    /// `CAKeyframeAnimation` path motion (with its rotation mode).
    case motion(PathMotion)
  }
}

/// A transition's parameters (see ``CATransition``).
public struct TransitionSpec: Sendable, Hashable {
  /// The effect.
  public var type: CATransitionType
  /// The direction the motion comes from.
  public var subtype: CATransitionSubtype?
  /// Sub-range of the effect.
  public var startProgress: Double
  /// Sub-range of the effect.
  public var endProgress: Double
  /// The layer's subtree as presented before the transaction's changes (zero or one
  /// element: an array gives the recursive value its indirection).
  public var before: [PresentationLayer]
}

extension PropertyTrack {
  /// The basic or spring track's endpoints resolved against `model` as the evaluator
  /// resolves them (docs/core-animation-semantics.md §5); nil for keyframes, path motion or
  /// endpoints that do not combine.
  package func resolvedEndpoints(model: AnimatedValues) -> (AnimatableValue, AnimatableValue)? {
    switch source {
    case .basic(let from, let to, let by), .spring(let from, let to, let by, _):
      return AnimationEvaluator.endpoints(
        from: from, to: to, by: by, current: property.get(model), track: self)
    case .keyframes, .motion:
      return nil
    }
  }
}
