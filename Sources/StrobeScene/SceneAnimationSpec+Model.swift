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
      let basic = kind == .spring ? makeSpring() : CABasicAnimation()
      try configureProperty(basic)
      basic.fromValue = try value("fromValue").map(animatable)
      basic.toValue = try value("toValue").map(animatable)
      basic.byValue = try value("byValue").map(animatable)
      anim = basic
    case .keyframe:
      let k = CAKeyframeAnimation()
      try configureProperty(k)
      if case .list(let items)? = value("values") { k.values = try items.map(animatable) }
      if case .numbers(let n?)? = value("keyTimes") { k.keyTimes = n.map { NSNumber(value: $0) } }
      if case .list(let items)? = value("timingFunctions") {
        k.timingFunctions = items.compactMap(Self.timingFunction)
      }
      if case .string(let m)? = value("calculationMode") {
        k.calculationMode = CAAnimationCalculationMode(rawValue: m)
      }
      if case .numbers(let n?)? = value("tensionValues") {
        k.tensionValues = n.map { NSNumber(value: $0) }
      }
      if case .numbers(let n?)? = value("continuityValues") {
        k.continuityValues = n.map { NSNumber(value: $0) }
      }
      if case .numbers(let n?)? = value("biasValues") {
        k.biasValues = n.map { NSNumber(value: $0) }
      }
      if let p = properties.first(where: { $0.key == "path" }), case .path(let sp?) = p.value {
        k.path = CGPath(data: try sp.pathData(at: p.location))
      }
      if case .string(let r)? = value("rotationMode") {
        k.rotationMode = CAAnimationRotationMode(rawValue: r)
      }
      if case .string(let m)? = value("pathProgress"), let mode = PathProgressMode(rawValue: m) {
        k.pathProgress = mode
      }
      anim = k
    case .group:
      let g = CAAnimationGroup()
      g.animations = try animations.map { try $0.makeAnimation() }
      anim = g
    case .transition:
      let t = CATransition()
      if case .string(let v)? = value("transitionType") { t.type = CATransitionType(rawValue: v) }
      if case .string(let v)? = value("subtype") { t.subtype = CATransitionSubtype(rawValue: v) }
      if let v = number("startProgress") { t.startProgress = Float(v) }
      if let v = number("endProgress") { t.endProgress = Float(v) }
      anim = t
    }
    try configureTiming(anim)
    return anim
  }

  private func makeSpring() -> CASpringAnimation {
    if number("perceptualDuration") != nil || number("bounce") != nil {
      // Either alone: the other takes SwiftUI's default (perceptual duration 0.5, bounce 0).
      return CASpringAnimation(
        perceptualDuration: number("perceptualDuration") ?? 0.5,
        bounce: CGFloat(number("bounce") ?? 0))
    }
    let s = CASpringAnimation()
    if let m = number("mass") { s.mass = m }
    if let k = number("stiffness") { s.stiffness = k }
    if let c = number("damping") { s.damping = c }
    if let v = number("initialVelocity") { s.initialVelocity = v }
    if let b = bool("allowsOverdamping") { s.allowsOverdamping = b }
    return s
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
    p.isAdditive = bool("isAdditive") ?? false
    p.isCumulative = bool("isCumulative") ?? false
    if case .string("resample")? = value("morph") { p.morphMode = .resample }
  }

  private func configureTiming(_ a: CAAnimation) throws {
    if let v = number("beginTime") { a.beginTime = v }
    switch value("duration") {
    case .number(let d)?: a.duration = d
    case .string("settling")?: a.duration = (a as? CASpringAnimation)?.settlingDuration ?? 0
    default: break
    }
    if let v = number("speed") { a.speed = Float(v) }
    if let v = number("timeOffset") { a.timeOffset = v }
    if let v = number("repeatCount") { a.repeatCount = Float(v) }
    if let v = number("repeatDuration") { a.repeatDuration = v }
    if let v = bool("autoreverses") { a.autoreverses = v }
    if case .string(let m)? = value("fillMode") { a.fillMode = CAMediaTimingFillMode(rawValue: m) }
    if let v = bool("isRemovedOnCompletion") { a.isRemovedOnCompletion = v }
    if let tf = value("timingFunction") { a.timingFunction = Self.timingFunction(tf) }
  }

  /// A timing function from its scene value (a name or four control points).
  static func timingFunction(_ v: SceneValue) -> CAMediaTimingFunction? {
    switch v {
    case .string(let name):
      return CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name))
    case .numbers(let p?) where p.count == 4:
      return CAMediaTimingFunction(preciseControlPoints: p[0], p[1], p[2], p[3])
    default: return nil
    }
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
