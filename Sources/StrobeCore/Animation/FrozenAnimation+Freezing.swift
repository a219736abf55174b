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
  /// The track of a property animation, or nil when it cannot have an effect (reported
  /// through ``AnimationDiagnostics``: an unknown key path, a value that is not an animation value).
  init?(_ anim: CAPropertyAnimation) {
    let animationType = String(describing: type(of: anim))
    func report(_ problem: AnimationDiagnostic.Problem) {
      AnimationDiagnostics.report(
        AnimationDiagnostic(animationType: animationType, keyPath: anim.keyPath, problem: problem)
      )
    }
    guard let keyPath = anim.keyPath, let property = AnimatableProperty.named(keyPath) else {
      report(.unknownKeyPath)
      return nil
    }
    self.property = property
    // Paths cannot be added: an additive path animation shows its own values, as if it were
    // not additive (docs/compatibility.md §Where Core Animation is silent: Strobe's choices).
    isAdditive = anim.isAdditive && property.kind != .path
    isCumulative = anim.isCumulative
    valueFunction = anim.valueFunction?.name
    morphMode = anim.morphMode
    /// The value, `.some(nil)` for nil, or nil (reported) when it is not an animation value.
    func convert(_ v: Any?, _ role: String) -> AnimatableValue?? {
      guard let v else { return .some(nil) }
      guard let a = AnimatableValue(any: v) else {
        report(.unreadableValue(role: role, typeName: Self.typeName(of: v)))
        return nil
      }
      if anim.valueFunction == nil, !property.kind.accepts(a) {
        report(.wrongKind(role: role, found: a.kindName, expected: property.kind.rawValue))
      }
      return .some(a)
    }
    switch anim {
    case let spring as CASpringAnimation:
      guard let f = convert(spring.fromValue, "fromValue"),
        let t = convert(spring.toValue, "toValue"), let b = convert(spring.byValue, "byValue")
      else { return nil }
      source = .spring(from: f, to: t, by: b, spring.springParameters)
    case let basic as CABasicAnimation:
      guard let f = convert(basic.fromValue, "fromValue"),
        let t = convert(basic.toValue, "toValue"), let b = convert(basic.byValue, "byValue")
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
        for (i, v) in (keyframe.values ?? []).enumerated() {
          guard let a = convert(v, "values[\(i)]") else { return nil }
          values.append(a ?? .null)
        }
        source = .keyframes(
          KeyframeSequence(
            values: values, keyTimes: keyTimes, timingFunctions: tfs,
            calculationMode: keyframe.calculationMode,
            tensionValues: keyframe.tensionValues?.map(\.doubleValue),
            continuityValues: keyframe.continuityValues?.map(\.doubleValue),
            biasValues: keyframe.biasValues?.map(\.doubleValue),
            segmentFunctions: keyframe.timingFunctions))
      }
    default:
      return nil
    }
    preparedMorph = preparedMorphIfFixed()
  }

  /// The type of an unreadable value as a message names it (`UIColor`, `[Any]` elements
  /// name the first unreadable element: `Array<Any> (element 1: String)`).
  private static func typeName(of value: Any) -> String {
    if let array = value as? [Any] {
      for (i, e) in array.enumerated() where AnimatableValue(any: e) == nil {
        return "\(type(of: value)) (element \(i): \(typeName(of: e)))"
      }
    }
    if let v = value as? NSValue, !(value is NSNumber) {
      return "NSValue of \(String(cString: v.objCType))"
    }
    return String(describing: type(of: value))
  }
}

extension AnimatableProperty.Kind {
  /// Whether a value of this kind (or nil where the property is optional) can animate the
  /// key path: numbers and Bools stand for each other, as in Core Animation.
  func accepts(_ v: AnimatableValue) -> Bool {
    switch (self, v) {
    case (.number, .number), (.number, .bool), (.bool, .bool), (.bool, .number): return true
    case (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform): return true
    case (.color, .color), (.color, .null), (.path, .path), (.path, .null): return true
    case (.numbers, .null), (.colors, .null): return true
    case (.numbers, .array(let a)):
      return a.allSatisfy { if case .number = $0 { true } else { false } }
    case (.colors, .array(let a)):
      return a.allSatisfy { if case .color = $0 { true } else { false } }
    default: return false
    }
  }
}
