import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// The animation engine through the public layer API: animations added to layers, the
/// presentation read at chosen times, against the measured values of
/// docs/core-animation-semantics.md §4 (tolerance 1e-6).
@Suite struct PresentationEngineTests {
  static let tol = 1e-6

  /// A committed root with one layer, in a fresh clock context; `body` runs in a
  /// transaction with actions disabled, so setting up model values adds no implicit
  /// animations.
  func scene<T>(_ body: (CALayer, CALayer) throws -> T) rethrows -> T {
    try DocumentClock.withFreshContext {
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      let layer = CALayer()
      root.addSublayer(layer)
      CATransaction.flush()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      defer { CATransaction.commit() }
      return try body(root, layer)
    }
  }

  func opacity(_ layer: CALayer, _ t: Double) -> Double {
    Double(layer.presentation(at: t).state.opacity)
  }

  @Test func basicTimingTableThroughTheLayer() {
    // §4.2, repeatCount 2.5: 0, .2, .5, .9, .2, .5, .9, .1, model, model.
    scene { _, layer in
      layer.opacity = 0.5
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0.0
      a.toValue = 1.0
      a.duration = 1
      a.repeatCount = 2.5
      layer.add(a, forKey: "o")
      let times = [0, 0.2, 0.5, 0.9, 1.2, 1.5, 1.9, 2.1, 3, 4.5]
      let want = [0, 0.2, 0.5, 0.9, 0.2, 0.5, 0.9, 0.1, 0.5, 0.5]
      for (t, w) in zip(times, want) {
        #expect(abs(opacity(layer, t) - w) < 1e-6, "t = \(t)")
      }
    }
  }

  // §5 from/to/by table, model 0.5, f = 0.5.
  @Test(arguments: [
    (0.2 as Double?, nil as Double?, 0.3 as Double?, 0.35),
    (nil, 0.9, 0.3, 0.75),
    (0.2, nil, nil, 0.35),
    (nil, 0.8, nil, 0.65),
    (nil, nil, 0.3, 0.65),
    (nil, nil, nil, 0.5),
  ])
  func fromToByTable(from: Double?, to: Double?, by: Double?, expected: Double) {
    scene { _, layer in
      layer.opacity = 0.5
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = from
      a.toValue = to
      a.byValue = by
      a.duration = 1
      layer.add(a, forKey: "o")
      #expect(abs(opacity(layer, 0.5) - expected) < 1e-6)
    }
  }

  @Test func additiveSumsAndLaterNonAdditiveWins() {
    scene { _, layer in
      layer.opacity = 0.5
      let add = CABasicAnimation(keyPath: "opacity")
      add.fromValue = 0.1
      add.toValue = 0.1
      add.isAdditive = true
      add.duration = 1
      layer.add(add, forKey: "a")
      #expect(abs(opacity(layer, 0.5) - 0.6) < 1e-6)
      let first = CABasicAnimation(keyPath: "opacity")
      first.fromValue = 0.3
      first.toValue = 0.3
      first.duration = 1
      let second = CABasicAnimation(keyPath: "opacity")
      second.fromValue = 0.9
      second.toValue = 0.9
      second.duration = 1
      layer.add(first, forKey: "b")
      layer.add(second, forKey: "c")
      #expect(abs(opacity(layer, 0.5) - 0.9) < 1e-6)
      #expect(layer.animationKeys() == ["a", "b", "c"])
      layer.add(first, forKey: "c")  // same key replaces, and moves to the end
      #expect(abs(opacity(layer, 0.5) - 0.3) < 1e-6)
    }
  }

  // §4.2 measured: byValue 10 from model 100, repeatCount 3 → 105, 215, 325 mid-cycle.
  @Test func cumulativeAddsTheEndValuePerCycle() {
    scene { _, layer in
      layer.position = CGPoint(x: 100, y: 0)
      let a = CABasicAnimation(keyPath: "position.x")
      a.byValue = 10
      a.duration = 1
      a.repeatCount = 3
      a.isCumulative = true
      layer.add(a, forKey: "x")
      let xs = [0.5, 1.5, 2.5].map { Double(layer.presentation(at: $0).state.position.x) }
      #expect(zip(xs, [105, 215, 325]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(xs)")
    }
  }

  @Test func animationsDoNotChangeTheModelAndCopiesAreFrozen() {
    scene { _, layer in
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0.0
      a.toValue = 1.0
      a.duration = 1
      layer.add(a, forKey: "o")
      a.toValue = 0.0  // no effect on the added copy
      #expect(abs(opacity(layer, 0.5) - 0.5) < 1e-9)
      #expect(layer.opacity == 1)
      #expect(layer.animation(forKey: "o") !== a)
    }
  }

  // Seed 1: progress ring strokeEnd 0 → 0.75 over 1.5 s.
  @Test func seedProgressRing() {
    DocumentClock.withFreshContext {
      let ring = CAShapeLayer()
      ring.path = CGPath(
        data: PathData.arc(
          center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2,
          endAngle: 3 * .pi / 2, clockwise: true))
      ring.lineWidth = 8
      ring.lineCap = .round
      ring.strokeEnd = 0
      CATransaction.flush()
      let a = CABasicAnimation(keyPath: "strokeEnd")
      a.fromValue = 0
      a.toValue = 0.75
      a.duration = 1.5
      ring.add(a, forKey: "progress")
      func end(_ t: Double) -> Double {
        guard case .shape(let s) = ring.presentation(at: t).content else { return .nan }
        return Double(s.strokeEnd)
      }
      #expect(abs(end(0) - 0) < 1e-9)
      #expect(abs(end(0.75) - 0.375) < 1e-9)
      #expect(abs(end(1.5) - 0.75) < 1e-9)
      #expect(abs(end(2) - 0) < 1e-9)  // removed on completion: the model shows
    }
  }

  // Seed 2: 100×100 rounded rect cornerRadius 50 ⇄ 0, 0.6 s, autoreverses, forever.
  @Test func seedMorphRoundedRect() {
    DocumentClock.withFreshContext {
      let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
      let shape = CAShapeLayer()
      shape.path = CGPath(data: .roundedRect(rect, cornerRadius: 50))
      CATransaction.flush()
      let a = CABasicAnimation(keyPath: "path")
      a.fromValue = CGPath(data: .roundedRect(rect, cornerRadius: 50))
      a.toValue = CGPath(data: .roundedRect(rect, cornerRadius: 0))
      a.duration = 0.6
      a.autoreverses = true
      a.repeatCount = .infinity
      shape.add(a, forKey: "morph")
      // The continuous-corner path starts at (minX + 1.52866483·r, minY); r = 50 is scaled
      // to fit (r_eff = 50/1.52866483), so it starts at (50, 0); r = 0 starts at (0, 0).
      func startX(_ t: Double) -> Double {
        guard case .shape(let s) = shape.presentation(at: t).content,
          case .move(let p)? = s.path?.elements.first
        else { return .nan }
        return Double(p.x)
      }
      let want: [(Double, Double)] = [
        (0, 50), (0.3, 25), (0.6, 0), (0.9, 25), (1.2, 50), (10.5, 25),
      ]
      for (t, x) in want { #expect(abs(startX(t) - x) < 1e-6, "t = \(t): \(startX(t))") }
    }
  }

  // Seed 4: opacity 1 → 0.2 and cornerRadius 0 → 50, 2 s each, autoreverses, forever.
  @Test func seedFadeAndCornerRadius() {
    scene { _, layer in
      for (key, from, to) in [("opacity", 1.0, 0.2), ("cornerRadius", 0.0, 50.0)] {
        let a = CABasicAnimation(keyPath: key)
        a.fromValue = from
        a.toValue = to
        a.duration = 2
        a.autoreverses = true
        a.repeatCount = .infinity
        layer.add(a, forKey: key)
      }
      let rows: [(Double, Double, Double)] = [
        (0, 1, 0), (1, 0.6, 25), (2, 0.2, 50), (3, 0.6, 25), (4, 1, 0), (5, 0.6, 25),
      ]
      for (t, o, r) in rows {
        let s = layer.presentation(at: t).state
        #expect(
          abs(Double(s.opacity) - o) < 1e-6 && abs(Double(s.cornerRadius) - r) < 1e-6, "t = \(t)")
      }
    }
  }

  // Seed 5: position 0.6 s easeInEaseOut, fillMode forwards, model updated to the end.
  @Test func seedMoveWithModelUpdated() {
    scene { _, layer in
      let a = CABasicAnimation(keyPath: "position")
      a.fromValue = CGPoint(x: 0, y: 0)
      a.toValue = CGPoint(x: 100, y: 40)
      a.duration = 0.6
      a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      a.fillMode = .forwards
      layer.position = CGPoint(x: 100, y: 40)
      layer.add(a, forKey: "move")
      let mid = layer.presentation(at: 0.3).state.position
      #expect(abs(mid.x - 50) < 1e-6 && abs(mid.y - 20) < 1e-6)  // easeInEaseOut(.5) = .5
      let q = layer.presentation(at: 0.15).state.position  // easeInEaseOut(.25) = .1291619
      #expect(abs(q.x - 12.91619) < 1e-4)
      #expect(layer.presentation(at: 5).state.position == CGPoint(x: 100, y: 40))
    }
  }

  // Seed 6: one 1.5 s easeOut transaction changes three layers; completion reported.
  @Test func seedTransactionWithCompletion() {
    DocumentClock.withFreshContext {
      let a = CALayer()
      let b = CALayer()
      let c = CALayer()
      CATransaction.flush()
      DocumentClock.setTime(1)
      var completedAt: Double?
      CATransaction.begin()
      CATransaction.setAnimationDuration(1.5)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
      CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
      a.opacity = 0.3
      b.position = CGPoint(x: 200, y: 300)
      c.backgroundColor = CGColor(srgbRed: 1, green: 0.231, blue: 0.188, alpha: 1)
      CATransaction.commit()
      // easeOut(0.5) = 0.6846432 (measured): opacity 1 + (0.3 − 1)·0.6846432.
      let o = Double(a.presentation(at: 1.75).state.opacity)
      #expect(abs(o - (1 - 0.7 * 0.6846432)) < 1e-6)
      let p = b.presentation(at: 1.75).state.position
      #expect(abs(p.x - 200 * 0.6846432) < 1e-4 && abs(p.y - 300 * 0.6846432) < 1e-4)
      // backgroundColor was nil: measured, no action while the value is nil → a colour from
      // nil interpolates to nil (no fade): the presentation shows nil until the end.
      #expect(completedAt == nil)
      DocumentClock.setTime(2.4)
      #expect(completedAt == nil)
      DocumentClock.setTime(2.5)
      #expect(completedAt == 2.5)
      #expect(a.presentation(at: 3).state.opacity == 0.3)
    }
  }

  // Seed 7: strokeEnd set inside a 0.6 s easeOut transaction animates implicitly.
  @Test func seedImplicitStrokeEnd() {
    DocumentClock.withFreshContext {
      let ring = CAShapeLayer()
      ring.strokeEnd = 0.2
      CATransaction.flush()
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.6)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
      ring.strokeEnd = 0.8
      CATransaction.commit()
      guard case .shape(let s) = ring.presentation(at: 0.3).content else {
        Issue.record("the ring's presentation is not a shape")
        return
      }
      #expect(abs(Double(s.strokeEnd) - (0.2 + 0.6 * 0.6846432)) < 1e-6)
      #expect(ring.animationKeys() == ["strokeEnd"])
      let anim = ring.animation(forKey: "strokeEnd") as? CABasicAnimation
      #expect(anim?.fillMode == .backwards && anim?.duration == 0.6)
    }
  }

  @Test func noImplicitAnimationForUncommittedLayersOrDisabledActions() {
    DocumentClock.withFreshContext {
      let fresh = CALayer()
      fresh.opacity = 0.5  // created and changed in the same transaction
      #expect(fresh.animationKeys() == nil)
      CATransaction.flush()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      fresh.opacity = 0.2
      CATransaction.commit()
      #expect(fresh.animationKeys() == nil)
      fresh.actions = ["opacity": NSNull()]
      fresh.opacity = 0.9
      #expect(fresh.animationKeys() == nil)
      fresh.actions = nil
      fresh.opacity = 0.1
      #expect(fresh.animationKeys() == ["opacity"])
      // Implicit: 0.25 s, default timing, from the old value 0.9.
      let v = Double(fresh.presentation(at: 0.125).state.opacity)
      #expect(abs(v - (0.9 + (0.1 - 0.9) * 0.8024034)) < 1e-6)  // default(.5) = .8024034
    }
  }

  @Test func layerSpeedScalesItsAnimations() {
    scene { root, layer in
      root.speed = 2
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0.0
      a.toValue = 1.0
      a.duration = 1
      a.beginTime = 0.0001  // explicit, in the layer's (doubled) time
      layer.add(a, forKey: "o")
      #expect(abs(opacity(layer, 0.25) - 0.4999) < 1e-6)
      #expect(abs(layer.convertTime(10, from: nil) - 20) < 1e-12)
    }
  }

  // §12.2 measured: group 2 s with a child of begin .5, duration 1 → active on [.5, 1.5].
  @Test func groupChildrenRunInGroupTime() {
    scene { _, layer in
      layer.opacity = 0.5
      let child = CABasicAnimation(keyPath: "opacity")
      child.fromValue = 0.0
      child.toValue = 1.0
      child.beginTime = 0.5
      child.duration = 1
      let g = CAAnimationGroup()
      g.animations = [child]
      g.duration = 2
      layer.add(g, forKey: "g")
      #expect(abs(opacity(layer, 0.25) - 0.5) < 1e-9)
      #expect(abs(opacity(layer, 1.0) - 0.5) < 1e-9)  // child at 0.5 of its duration
      #expect(abs(opacity(layer, 1.25) - 0.75) < 1e-9)
      #expect(abs(opacity(layer, 1.75) - 0.5) < 1e-9)
    }
  }

  // §7 measured: defaults from 0 to 100 show 34.03 at t = 0.1.
  @Test func springThroughTheLayer() {
    scene { _, layer in
      let s = CASpringAnimation()
      s.keyPath = "position.x"
      s.fromValue = 0
      s.toValue = 100
      s.duration = s.settlingDuration
      layer.add(s, forKey: "s")
      #expect(abs(Double(layer.presentation(at: 0.1).state.position.x) - 34.03) < 0.005)
      s.mass = -1  // invalid: ignored
      #expect(s.mass == 1)
    }
  }

  // §3.2 measured: transform.scale 1 → 3 at .5 gives m11 = m22 = 2; sub-keys keep the rest.
  @Test func transformSubKeysReplaceOneComponent() {
    scene { _, layer in
      layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
      let a = CABasicAnimation(keyPath: "transform.scale")
      a.fromValue = 1
      a.toValue = 3
      a.duration = 1
      layer.add(a, forKey: "s")
      let m = layer.presentation(at: 0.5).state.transform
      #expect(abs(m.m11 - 2 * cos(0.3)) < 1e-9 && abs(m.m12 - 2 * sin(0.3)) < 1e-9)
    }
  }

  // §3.2 measured: a rotateZ value function over a model scale 2 gives m11 = cos θ.
  @Test func valueFunctionReplacesTheTransform() {
    scene { _, layer in
      layer.transform = CATransform3DMakeScale(2, 2, 1)
      let a = CABasicAnimation(keyPath: "transform")
      a.valueFunction = CAValueFunction(name: .rotateZ)
      a.fromValue = 0
      a.toValue = 1.0
      a.duration = 1
      layer.add(a, forKey: "r")
      let m = layer.presentation(at: 0.5).state.transform
      #expect(abs(m.m11 - cos(0.5)) < 1e-9)
    }
  }

  // §6.1 measured: values [0, 1, .5, .7] uniform keyTimes → exact lerps.
  @Test func keyframesThroughTheLayer() {
    scene { _, layer in
      let k = CAKeyframeAnimation(keyPath: "opacity")
      k.values = [0, 1, 0.5, 0.7]
      k.duration = 3
      layer.add(k, forKey: "k")
      let rows: [(Double, Double)] = [(0, 0), (0.5, 0.5), (1, 1), (1.5, 0.75), (2.5, 0.6)]
      // opacity is a Float: 1e-6.
      for (t, v) in rows { #expect(abs(opacity(layer, t) - v) < 1e-6, "t = \(t)") }
    }
  }

  @Test func delegatesAndCompletionOrder() {
    final class Recorder: CAAnimationDelegate {
      var log: [String] = []
      func animationDidStart(_ anim: CAAnimation) { log.append("start") }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }
    DocumentClock.withFreshContext {
      let layer = CALayer()
      CATransaction.flush()
      let rec = Recorder()
      CATransaction.begin()
      CATransaction.setCompletionBlock { rec.log.append("completion") }
      let a = CABasicAnimation(keyPath: "opacity")
      a.toValue = 0
      a.duration = 1
      a.delegate = rec
      layer.add(a, forKey: "o")
      CATransaction.commit()
      DocumentClock.setTime(0.5)
      #expect(rec.log == ["start"])
      DocumentClock.setTime(1)
      #expect(rec.log == ["start", "completion", "stop true"])
      let b = CABasicAnimation(keyPath: "opacity")
      b.duration = 1
      b.delegate = rec
      layer.add(b, forKey: "b")
      layer.removeAnimation(forKey: "b")
      #expect(rec.log.last == "stop false")
    }
  }

  // Seed 3: a circular reveal path from radius 0 to 1.5 × width, 0.4 s, easeOut.
  @Test func seedRevealPath() {
    DocumentClock.withFreshContext {
      let width: CGFloat = 200
      let center = CGPoint(x: 100, y: 60)
      func circle(_ r: CGFloat) -> CGPath {
        CGPath(ellipseIn: CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
      }
      let mask = CAShapeLayer()
      mask.path = circle(1.5 * width)
      CATransaction.flush()
      let a = CABasicAnimation(keyPath: "path")
      a.fromValue = circle(0)
      a.toValue = circle(1.5 * width)
      a.duration = 0.4
      a.timingFunction = CAMediaTimingFunction(name: .easeOut)
      mask.add(a, forKey: "reveal")
      // The ellipse starts at (maxX, midY) = (100 + r, 60); easeOut(.5) = .6846432.
      guard case .shape(let s) = mask.presentation(at: 0.2).content,
        case .move(let p)? = s.path?.elements.first
      else {
        Issue.record("no path")
        return
      }
      #expect(abs(p.x - (100 + 300 * 0.6846432)) < 1e-4 && p.y == 60)
    }
  }

  @Test func nestedTransactionsInheritAndRestore() {
    DocumentClock.withFreshContext {
      #expect(CATransaction.animationDuration() == 0.25)
      CATransaction.begin()
      CATransaction.setAnimationDuration(2)
      CATransaction.begin()
      #expect(CATransaction.animationDuration() == 2)
      CATransaction.setAnimationDuration(0.5)
      CATransaction.setDisableActions(true)
      CATransaction.commit()
      #expect(CATransaction.animationDuration() == 2 && !CATransaction.disableActions())
      CATransaction.commit()
      #expect(CATransaction.animationDuration() == 0.25)
      #expect(CATransaction.animationTimingFunction() == nil)
    }
  }
}
