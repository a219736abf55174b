import Foundation
import StrobeCore
import StrobeGeometry

extension SceneAnimationSpec {
  /// Builds the `CAAnimation` this spec describes (scene-format.md "Animation").
  ///
  /// Values are typed by the key path (checked when decoding); the key path must be
  /// animatable in Core Animation (``AnimatableProperty/named(_:)``), otherwise a located
  /// error names it with a suggestion. `"morph": "resample"` selects the arc-length
  /// resampling morph for path animations; `"pathProgress": "arcLength"` moves along each
  /// segment of a motion `path` by arc length.
  public func makeAnimation() throws -> CAAnimation {
    let anim: CAAnimation
    switch kind {
    case .basic, .spring:
      let basic = kind == .spring ? spring.makeSpring() : CABasicAnimation()
      try configureProperty(basic)
      basic.fromValue = try fromValue.map { try animatable($0.value) }
      basic.toValue = try toValue.map { try animatable($0.value) }
      basic.byValue = try byValue.map { try animatable($0.value) }
      anim = basic
    case .keyframe:
      let k = CAKeyframeAnimation()
      try configureProperty(k)
      if case .list(let items)? = keyframes.values?.value { k.values = try items.map(animatable) }
      if let n = keyframes.keyTimes { k.keyTimes = n.map { NSNumber(value: $0) } }
      if let functions = keyframes.timingFunctions { k.timingFunctions = functions }
      if let mode = keyframes.calculationMode { k.calculationMode = mode }
      if let n = keyframes.tensionValues { k.tensionValues = n.map { NSNumber(value: $0) } }
      if let n = keyframes.continuityValues { k.continuityValues = n.map { NSNumber(value: $0) } }
      if let n = keyframes.biasValues { k.biasValues = n.map { NSNumber(value: $0) } }
      if let p = keyframes.path, case .path(let sp?) = p.value {
        k.path = CGPath(data: try sp.pathData(at: p.location))
      }
      if let mode = keyframes.rotationMode { k.rotationMode = mode }
      if let mode = keyframes.pathProgress { k.pathProgress = mode }
      anim = k
    case .group:
      let g = CAAnimationGroup()
      g.animations = try animations.map { try $0.makeAnimation() }
      anim = g
    case .transition:
      anim = transition.makeTransition()
    }
    timing.apply(to: anim)
    return anim
  }

  private func configureProperty(_ p: CAPropertyAnimation) throws {
    guard let keyPath else { return }
    guard AnimatableProperty.named(keyPath) != nil else {
      var message = "key path \(JSONValue.quote(keyPath)) is not animatable"
      if let s = EditDistance.suggestion(for: keyPath, among: AnimatableProperty.allKeyPaths) {
        message += "; did you mean \(JSONValue.quote(s))?"
      }
      throw SceneError.invalid(location, message: message)
    }
    p.keyPath = keyPath
    p.isAdditive = isAdditive ?? false
    p.isCumulative = isCumulative ?? false
    if let morph { p.morphMode = morph }
  }

  /// The animatable value of a decoded scene value.
  func animatable(_ v: SceneValue) throws -> AnimatableValue {
    try Self.animatable(v, at: location)
  }

  /// The animatable value of a decoded scene value (paths are built at `location`).
  public static func animatable(_ v: SceneValue, at location: SceneLocation) throws
    -> AnimatableValue
  {
    switch v {
    case .number(let d): return .number(d)
    case .integer(let i): return .number(Double(i))
    case .bool(let b): return .bool(b)
    case .point(let p): return .point(p)
    case .size(let s): return .size(s)
    case .rect(let r): return .rect(r)
    case .color(let c): return c.map { .color($0.cgColor) } ?? .null
    case .transform(let t): return .transform(t)
    case .path(let p): return try p.map { .path(try $0.pathData(at: location)) } ?? .null
    case .numbers(let n): return n.map { .array($0.map { .number($0) }) } ?? .null
    case .colors(let c): return c.map { .array($0.map { .color($0.cgColor) }) } ?? .null
    case .list(let items): return .array(try items.map { try animatable($0, at: location) })
    case .null: return .null
    case .string, .strings, .textAnimators:
      throw SceneError.invalid(location, message: "this value cannot be animated")
    }
  }
}
