import Foundation
import SeededRandom
import StrobeGeometry
import Testing

@testable import StrobeCore

/// The presentation's fast paths are an implementation detail.
///
/// A layer's snapshot, however it is reached (the model as it is, the fixed-endpoint tracks,
/// the general evaluator), equals the general evaluator's values with every fixed form
/// dropped (docs/core-animation-semantics.md Appendix A). Seeded: many layers, each with random basic, spring, keyframe and group
/// animations on key paths with and without fixed slots, random timing, sampled at random
/// times.
@Suite struct PresentationRouteEquivalenceTests {
  /// Key paths with a fixed slot and those without, for number values.
  static let numberKeys = [
    "opacity", "shadowOpacity", "zPosition", "anchorPointZ", "cornerRadius", "borderWidth",
    "shadowRadius", "position.x", "position.y", "transform.rotation.z", "transform.scale",
    "transform.translation.x", "transform.scale.y", "bounds.size.width", "shadowOffset.height",
  ]
  /// Shape key paths with a fixed slot and one without.
  static let shapeKeys = ["strokeStart", "strokeEnd", "lineWidth", "miterLimit"]
  /// Point key paths (fixed slots) and one without.
  static let pointKeys = ["position", "anchorPoint", "bounds.origin"]

  /// `list` with every fixed form dropped, so only the general evaluator runs.
  static func general(_ list: [FrozenAnimation]) -> [FrozenAnimation] {
    list.map { animation in
      var copy = animation
      if case .group(let children) = copy.body { copy.body = .group(general(children)) }
      copy.fixed = nil
      return copy
    }
  }

  static func timing(_ a: CAAnimation, _ g: inout SeededGenerator) {
    a.duration = [0.25, 0.5, 1, 2].randomElement(using: &g)!
    a.beginTime = [0, 0, 0.1, 0.5].randomElement(using: &g)!
    a.timeOffset = [0, 0, 0.2].randomElement(using: &g)!
    a.speed = [1, 1, 2, 0.5, -1].randomElement(using: &g)!
    a.repeatCount = [0, 0, 2, 1.5].randomElement(using: &g)!
    a.autoreverses = Bool.random(using: &g)
    a.fillMode = [.removed, .forwards, .backwards, .both].randomElement(using: &g)!
    a.timingFunction = [
      nil, CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeIn),
      CAMediaTimingFunction(controlPoints: 0.3, -0.4, 0.6, 1.5),
    ].randomElement(using: &g)!
  }

  /// One random property animation on one of the layer's key paths.
  static func animation(shape: Bool, _ g: inout SeededGenerator) -> CAAnimation {
    let kind = Int.random(in: 0..<10, using: &g)
    let pointKey = kind == 0
    let keys = pointKey ? pointKeys : numberKeys + (shape ? shapeKeys : [])
    let key = keys.randomElement(using: &g)!
    func value() -> Any {
      pointKey
        ? CGPoint(x: g.uniform(-50...50), y: g.uniform(-50...50)) : g.uniform(-2...2) as Any
    }
    let made: CAAnimation
    switch kind {
    case 7:
      let keyframes = CAKeyframeAnimation(keyPath: key)
      keyframes.values = (0..<Int.random(in: 2...4, using: &g)).map { _ in value() }
      made = keyframes
    case 8:
      let spring = CASpringAnimation(keyPath: key)
      spring.fromValue = value()
      spring.toValue = value()
      spring.damping = 6
      made = spring
    default:
      let basic = CABasicAnimation(keyPath: key)
      // Mostly both ends (the fixed form); sometimes from/by or to only (the general one).
      switch Int.random(in: 0..<6, using: &g) {
      case 0: basic.toValue = value()
      case 1: basic.byValue = pointKey ? value() : g.uniform(-1...1)
      default:
        basic.fromValue = value()
        basic.toValue = value()
      }
      basic.isAdditive = Int.random(in: 0..<5, using: &g) == 0
      basic.isCumulative = Int.random(in: 0..<5, using: &g) == 0
      made = basic
    }
    timing(made, &g)
    return made
  }

  @Test(arguments: 0..<8)
  func everyRouteGivesTheGeneralEvaluatorsValues(batch: UInt64) throws {
    var g = SeededGenerator(seed: 0x5EED_0000 + batch)
    try DocumentClock.withFreshContext {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      var layers: [CALayer] = []
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      for _ in 0..<40 {
        let shape = Bool.random(using: &g)
        let layer: CALayer = shape ? CAShapeLayer() : CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.position = CGPoint(x: g.uniform(0...200), y: g.uniform(0...200))
        layer.opacity = Float(g.uniform(0...1))
        layer.cornerRadius = g.uniform(0...10)
        if let s = layer as? CAShapeLayer {
          s.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)
          s.strokeEnd = g.uniform(0...1)
          s.lineWidth = g.uniform(0...4)
        }
        // Some layers keep only fixed-form animations, some mix, some have none.
        let count = Int.random(in: 0...4, using: &g)
        for i in 0..<count {
          if Int.random(in: 0..<6, using: &g) == 0 {
            let group = CAAnimationGroup()
            group.animations = (0..<2).map { _ in Self.animation(shape: shape, &g) }
            Self.timing(group, &g)
            group.duration = 2
            layer.add(group, forKey: "g\(i)")
          } else {
            layer.add(Self.animation(shape: shape, &g), forKey: "a\(i)")
          }
        }
        root.addSublayer(layer)
        layers.append(layer)
      }
      CATransaction.commit()
      CATransaction.flush()
      var compared = 0
      for layer in layers {
        for _ in 0..<6 {
          let t = g.uniform(-0.5...4.5)
          let snapshot = layer.presentation(at: t)
          let local = layer.convertTime(t, from: nil)
          var values = layer.animatedModel
          var transitions: [ActiveTransition] = []
          AnimationEvaluator.apply(
            Self.general(layer.frozenList), at: local, model: layer.animatedModel, to: &values,
            transitions: &transitions)
          #expect(snapshot.state == values.layer, "layer \(compared / 6), t = \(t)")
          if let shape = values.shape {
            guard case .shape(let shown) = snapshot.content else {
              Issue.record("a shape layer's snapshot is not a shape")
              continue
            }
            #expect(shown == shape, "shape layer \(compared / 6), t = \(t)")
          }
          compared += 1
        }
      }
      #expect(compared == 240)
      // The batch exercised both routes: fixed forms and animations without one.
      let all = layers.flatMap(\.frozenList)
      #expect(all.contains { $0.fixed != nil })
      #expect(all.contains { $0.fixed == nil })
    }
  }
}
