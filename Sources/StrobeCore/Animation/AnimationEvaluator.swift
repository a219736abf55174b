import Foundation
import StrobeGeometry

/// Applies a layer's frozen animations to its values at one time (semantics Appendix A).
///
/// For each animation in order of addition: its timing sample at the layer's local time
/// (nil → no contribution: the value below shows), then its value; a non-additive result
/// replaces the running value of its key path, an additive one is added to it. A group's
/// children are evaluated in the group's (repeated, reversed, timing-function-warped) time.
/// Pure: the same inputs give the same values.
enum AnimationEvaluator {
  /// `values` (initially the model) with every animation applied at layer-local `time`.
  static func apply(
    _ animations: [FrozenAnimation], at time: Double, model: AnimatedValues,
    to values: inout AnimatedValues, transitions: inout [ActiveTransition]
  ) {
    for i in animations.indices {
      guard let sample = animations[i].timing.evaluate(parentTime: time) else { continue }
      if let fixed = animations[i].fixed {
        fixed.apply(fraction: sample.easedFraction(animations[i].timingFunction), to: &values)
        continue
      }
      contribute(
        animations[i], sample: sample, model: model, to: &values, transitions: &transitions)
    }
  }

  /// `values` with every animation applied at layer-local `time`, when every animation has
  /// a ``FrozenAnimation/fixed`` form (none reads the model).
  static func applyFixed(
    _ animations: [FrozenAnimation], at time: Double, to values: inout AnimatedValues
  ) {
    for i in animations.indices {
      guard let fixed = animations[i].fixed,
        let sample = animations[i].timing.evaluate(parentTime: time)
      else { continue }
      fixed.apply(fraction: sample.easedFraction(animations[i].timingFunction), to: &values)
    }
  }

  private static func contribute(
    _ anim: FrozenAnimation, sample: TimingSample, model: AnimatedValues,
    to values: inout AnimatedValues, transitions: inout [ActiveTransition]
  ) {
    switch anim.body {
    case .group(let children):
      for child in children {
        guard let s = child.timing.evaluate(inGroup: sample, groupFunction: anim.timingFunction)
        else { continue }
        if let fixed = child.fixed {
          fixed.apply(fraction: s.easedFraction(child.timingFunction), to: &values)
          continue
        }
        contribute(child, sample: s, model: model, to: &values, transitions: &transitions)
      }
    case .transition(let spec):
      let p = sample.easedFraction(anim.timingFunction)
      let progress = spec.startProgress + (spec.endProgress - spec.startProgress) * p
      transitions.append(ActiveTransition(spec: spec, progress: progress))
    case .property(let track):
      guard
        let value = value(
          of: track, sample: sample, function: anim.timingFunction, model: model,
          autoreverses: anim.timing.autoreverses)
      else { return }
      apply(value, of: track, to: &values)
    }
  }

  /// The value a track shows for `sample`, before additive composition; nil when none.
  static func value(
    of track: PropertyTrack, sample: TimingSample, function: CAMediaTimingFunction?,
    model: AnimatedValues, autoreverses: Bool
  ) -> AnimatedResult? {
    switch track.source {
    case .basic(let from, let to, let by), .spring(let from, let to, let by, _):
      guard
        let (a, b) = endpoints(
          from: from, to: to, by: by, current: track.property.get(model), track: track)
      else { return nil }
      let f: Double
      if case .spring(_, _, _, let spring) = track.source {
        f = spring.progress(at: sample.cycleTime)
      } else {
        f = sample.easedFraction(function)
      }
      let prepared: AnimatableValue? =
        if let morph = track.preparedMorph, case .path(let p) = a, case .path(let q) = b,
          p == morph.from, q == morph.to
        {
          .path(morph.path(at: f))
        } else { interpolate(a, b, f, track.morphMode) }
      guard var v = prepared else { return nil }
      if track.isCumulative && sample.iteration > 0 {
        // The value at the end of one cycle: the start again when the cycle autoreverses.
        let end = autoreverses ? a : b
        guard let acc = end.scaled(by: Double(sample.iteration)), let sum = v.adding(acc) else {
          return nil
        }
        v = sum
      }
      return .value(v)
    case .keyframes(let sequence):
      guard
        var v = sequence.value(
          atFraction: sample.easedFraction(function),
          morph: track.isAdditive || track.valueFunction != nil ? .coreAnimation : track.morphMode)
      else { return nil }
      let cycleEnd = autoreverses ? sequence.effectiveValues.first : sequence.effectiveValues.last
      if track.isCumulative && sample.iteration > 0, let last = cycleEnd,
        let acc = last.scaled(by: Double(sample.iteration)), let sum = v.adding(acc)
      {
        v = sum
      }
      return .value(v)
    case .motion(let motion):
      guard let s = motion.sample(atFraction: sample.easedFraction(function)) else { return nil }
      return .motion(s)
    }
  }

  /// Interpolates two endpoints; paths use the resampling morph when asked.
  static func interpolate(
    _ a: AnimatableValue, _ b: AnimatableValue, _ f: Double, _ mode: PathMorphMode
  ) -> AnimatableValue? {
    if mode == .resample, case .path(let p) = a, case .path(let q) = b {
      return .path(PathMorph(from: p, to: q).path(at: f))
    }
    return a.interpolated(to: b, fraction: f)
  }

  /// Resolves from/to/by against the model value (docs/core-animation-semantics.md §5).
  static func endpoints(
    from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
    current: @autoclosure () -> AnimatableValue, track: PropertyTrack
  ) -> (AnimatableValue, AnimatableValue)? {
    // With a value function or an additive animation, a missing endpoint is the zero
    // offset of the same kind as the given one (the model value has another meaning).
    let relative = track.valueFunction != nil || track.isAdditive
    // Both endpoints given and the model not needed: skip reading the model value.
    if !relative, let f = from, let t = to { return (f, t) }
    let base: AnimatableValue? = relative ? (from ?? to ?? by)?.scaled(by: 0) : current()
    guard let base else { return nil }
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return f.adding(b).map { (f, $0) }
    case (nil, let t?, let b?): return t.subtracting(b).map { ($0, t) }
    case (let f?, nil, nil): return (f, base)
    case (nil, let t?, nil): return (base, t)
    case (nil, nil, let b?): return base.adding(b).map { (base, $0) }
    case (nil, nil, nil): return (base, base)
    }
  }

  /// Writes a track's value into the running values (additive composition, value functions,
  /// path motion and rotation).
  static func apply(
    _ result: AnimatedResult, of track: PropertyTrack, to values: inout AnimatedValues
  ) {
    switch result {
    case .motion(let s):
      compose(.point(s.position), of: track, to: &values)
      if let angle = s.rotation {
        values.layer.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
          .concatenating(values.layer.transform)
      }
    case .value(var v):
      if let function = track.valueFunction {
        guard let t = function.transform(from: v) else { return }
        v = .transform(t)
      }
      compose(v, of: track, to: &values)
    }
  }

  private static func compose(
    _ v: AnimatableValue, of track: PropertyTrack, to values: inout AnimatedValues
  ) {
    if track.isAdditive {
      guard let sum = track.property.get(values).adding(v) else { return }
      track.property.set(&values, sum)
    } else {
      track.property.set(&values, v)
    }
  }
}

/// What a property track yields at one time.
enum AnimatedResult {
  /// A value for the track's key path.
  case value(AnimatableValue)
  /// A position on a motion path, with its rotation.
  case motion(PathMotionSample)
}

/// A transition running at one time: its parameters and progress 0…1 of the effect.
public struct ActiveTransition: Sendable, Hashable {
  /// The transition's parameters, with the subtree before the change.
  public var spec: TransitionSpec
  /// Progress of the effect, 0 (all before) … 1 (all after).
  public var progress: Double
}
