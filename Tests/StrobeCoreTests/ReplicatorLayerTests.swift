import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// CAReplicatorLayer and CATransformLayer: defaults (CAReplicatorLayer.h), the animatable
/// instance keys, and the delayed presentation of copies.
@Suite struct ReplicatorLayerTests {
  @Test func defaultsAreCoreAnimations() {
    let r = CAReplicatorLayer()
    #expect(r.instanceCount == 1)
    #expect(r.instanceDelay == 0)
    #expect(r.instanceTransform == .identity)
    #expect(r.instanceColor == .white)
    #expect(r.instanceRedOffset == 0 && r.instanceGreenOffset == 0)
    #expect(r.instanceBlueOffset == 0 && r.instanceAlphaOffset == 0)
  }

  @Test func everyInstanceKeyIsAnimatable() {
    for key in [
      "instanceCount", "instanceDelay", "instanceTransform", "instanceColor",
      "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
      "instanceTransform.rotation.z", "instanceTransform.translation.x",
    ] {
      #expect(AnimatableProperty.named(key) != nil, "\(key)")
    }
  }

  @Test func keyValueCodingWritesTheReplicatorModel() {
    let r = CAReplicatorLayer()
    #expect(r.setValue(0.25, forKeyPath: "instanceDelay"))
    #expect(r.instanceDelay == 0.25)
    #expect(r.setValue(30.0, forKeyPath: "instanceTransform.translation.x"))
    #expect(abs(r.instanceTransform.m41 - 30) < 1e-12)
    // A fractional count from an interpolation is rounded down.
    #expect(r.setValue(3.7, forKeyPath: "instanceCount"))
    #expect(r.instanceCount == 3)
  }

  // Hand-computed: colour k = instanceColor + k·offset, clamped to 0…1.
  @Test func instanceColoursAccumulateAndClamp() {
    var s = ReplicatorState()
    s.instanceColor = CGColor(red: 0.5, green: 1, blue: 0.2, alpha: 1)
    s.instanceRedOffset = 0.25
    s.instanceGreenOffset = -0.4
    s.instanceAlphaOffset = -0.3
    let c2 = s.color(ofInstance: 2)
    #expect(abs(c2.r - 1.0) < 1e-6 && abs(c2.g - 0.2) < 1e-6 && abs(c2.b - 0.2) < 1e-6)
    #expect(abs(c2.a - 0.4) < 1e-6)
    let c4 = s.color(ofInstance: 4)
    #expect(c4.r == 1 && c4.g == 0 && c4.a == 0, "clamped")
  }

  // Copy 2 of a rotation by π/2 about the bounds centre (50, 50) of (0, 0, 100, 100):
  // rotation by π, so (60, 10) → (40, 90).
  @Test func instanceTransformPivotsAboutTheBoundsCentre() {
    var s = ReplicatorState()
    s.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let m = s.transform(ofInstance: 2, bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    let p = m.apply(to: CGPoint(x: 60, y: 10))
    #expect(abs(p.x - 40) < 1e-9 && abs(p.y - 90) < 1e-9)
    let m1 = s.transform(ofInstance: 1, bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
    let q = m1.apply(to: CGPoint(x: 60, y: 10))
    // π/2 clockwise on a y-down canvas: (10, −40) from the centre → (40, 10) → (90, 60).
    #expect(abs(q.x - 90) < 1e-9 && abs(q.y - 60) < 1e-9)
  }

  // Opacity animates 0 → 1 linearly over 2 s; delay 0.5: at t = 1.5 the copies show the
  // values at 1.5, 1.0 and 0.5: 0.75, 0.5, 0.25.
  @Test func delayedCopiesShowEarlierTimes() throws {
    try DocumentClock.withFreshContext {
      let root = CALayer()
      let r = CAReplicatorLayer()
      r.instanceCount = 3
      r.instanceDelay = 0.5
      let child = CALayer()
      r.addSublayer(child)
      root.addSublayer(r)
      CATransaction.flush()
      let a = CABasicAnimation(keyPath: "opacity")
      a.fromValue = 0.0
      a.toValue = 1.0
      a.duration = 2
      a.fillMode = .both
      child.add(a, forKey: "fade")
      CATransaction.flush()
      let p = r.presentation(at: 1.5)
      guard case .replicator(let content) = p.content else {
        Issue.record("expected replicator content")
        return
      }
      #expect(content.instances.count == 2)
      let values = (0..<3).map {
        Double(content.sublayers(ofInstance: $0, base: p.sublayers)[0].state.opacity)
      }
      let want = [0.75, 0.5, 0.25]
      for (v, w) in zip(values, want) { #expect(abs(v - w) < 1e-6, "\(values)") }
    }
  }

  @Test func transformLayerContentAndCopy() {
    let t = CATransformLayer()
    t.opacity = 0.5
    #expect(t.presentation(at: 0).content == .transformLayer)
    let r = CAReplicatorLayer()
    r.instanceCount = 4
    #expect(CAReplicatorLayer(layer: r).instanceCount == 4)
  }
}

/// Replicator copies are walked in linear time (issue 15): carrying instanceTransformᵏ from
/// copy to copy gives, bit for bit, what ``ReplicatorState/transform(ofInstance:bounds:)``
/// (k multiplications for copy k) gives.
@Suite struct ReplicatorWalkTests {
  @Test func carriedPowersEqualTheDirectTransforms() {
    var state = ReplicatorState()
    state.instanceCount = 300
    state.instanceTransform = CATransform3DMakeRotation(0.37, 0, 0, 1)
      .concatenating(CATransform3DMakeTranslation(1.25, -0.5, 0.1))
      .concatenating(CATransform3DMakeScale(1.001, 0.999, 1))
    let bounds = CGRect(x: 3, y: 4, width: 50, height: 70)
    var power = CATransform3D.identity
    for k in 0..<state.instanceCount {
      let carried = k == 0 ? .identity : state.transform(power: power, bounds: bounds)
      #expect(carried == state.transform(ofInstance: k, bounds: bounds), "copy \(k)")
      power = power.concatenating(state.instanceTransform)
    }
  }
}
