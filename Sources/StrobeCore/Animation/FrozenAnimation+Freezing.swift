import Foundation
import StrobeGeometry

extension FrozenAnimation {
  /// Freezes a `CAAnimation` (already copied and stamped) for evaluation; nil when the
  /// animation can have no effect (no key path, an unknown key path, values of the wrong
  /// kind), as Core Animation silently ignores such animations.
  init?(_ anim: CAAnimation, key: String) {
    self.key = key
    timing = MediaTiming(
      beginTime: anim.beginTime, duration: anim.duration, speed: anim.speed,
      timeOffset: anim.timeOffset, repeatCount: anim.repeatCount,
      repeatDuration: anim.repeatDuration, autoreverses: anim.autoreverses,
      fillMode: anim.fillMode, isRemovedOnCompletion: anim.isRemovedOnCompletion)
    timingFunction = anim.timingFunction
    switch anim {
    case let group as CAAnimationGroup:
      body = .group(
        (group.animations ?? []).enumerated().compactMap { i, child in
          FrozenAnimation(child, key: "\(key).\(i)")
        })
    case let transition as CATransition:
      body = .transition(
        TransitionSpec(
          type: transition.type, subtype: transition.subtype,
          startProgress: Double(transition.startProgress),
          endProgress: Double(transition.endProgress), before: []))
    case let property as CAPropertyAnimation:
      guard let track = PropertyTrack(property) else { return nil }
      body = .property(track)
      fixed = FixedTrack(track)
    default:
      return nil
    }
  }
}

extension PropertyTrack {
  /// The track of a property animation, or nil when it cannot have an effect.
  init?(_ anim: CAPropertyAnimation) {
    guard let keyPath = anim.keyPath, let property = AnimatableProperty.named(keyPath) else {
      return nil
    }
    self.property = property
    isAdditive = anim.isAdditive
    isCumulative = anim.isCumulative
    valueFunction = anim.valueFunction?.name
    morphMode = anim.morphMode
    func convert(_ v: Any?) -> AnimatableValue?? {
      guard let v else { return .some(nil) }
      guard let a = AnimatableValue(any: v) else { return nil }
      return .some(a)
    }
    switch anim {
    case let spring as CASpringAnimation:
      guard let f = convert(spring.fromValue), let t = convert(spring.toValue),
        let b = convert(spring.byValue)
      else { return nil }
      source = .spring(from: f, to: t, by: b, spring.springParameters)
    case let basic as CABasicAnimation:
      guard let f = convert(basic.fromValue), let t = convert(basic.toValue),
        let b = convert(basic.byValue)
      else { return nil }
      source = .basic(from: f, to: t, by: b)
    case let keyframe as CAKeyframeAnimation:
      let tfs: [@Sendable (Double) -> Double]? = keyframe.timingFunctions?.map { f in
        { x in f.evaluate(x) }
      }
      let keyTimes = keyframe.keyTimes?.map(\.doubleValue)
      if let path = keyframe.path {
        source = .motion(
          PathMotion(
            path: path.data, keyTimes: keyTimes, timingFunctions: tfs,
            calculationMode: keyframe.calculationMode, rotationMode: keyframe.rotationMode,
            progress: keyframe.pathProgress))
      } else {
        var values: [AnimatableValue] = []
        for v in keyframe.values ?? [] {
          guard let a = AnimatableValue(any: v) else { return nil }
          values.append(a)
        }
        source = .keyframes(
          KeyframeSequence(
            values: values, keyTimes: keyTimes, timingFunctions: tfs,
            calculationMode: keyframe.calculationMode,
            tensionValues: keyframe.tensionValues?.map(\.doubleValue),
            continuityValues: keyframe.continuityValues?.map(\.doubleValue),
            biasValues: keyframe.biasValues?.map(\.doubleValue)))
      }
    default:
      return nil
    }
    preparedMorph = preparedMorphIfFixed()
  }
}
