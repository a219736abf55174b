import Foundation
import Testing
import UIKit

/// Moves a layer through x positions one step at a time, starting each step from the
/// delegate's `animationDidStop(_:finished:)` (default `isRemovedOnCompletion`).
private final class StepChain: NSObject, CAAnimationDelegate {
  let layer: CALayer
  var targets: [CGFloat]
  private(set) var stops = 0

  init(layer: CALayer, targets: [CGFloat]) {
    self.layer = layer
    self.targets = targets
  }

  func next() {
    guard !targets.isEmpty else { return }
    let x = targets.removeFirst()
    let step = CABasicAnimation(keyPath: "position.x")
    step.fromValue = layer.position.x
    step.toValue = x
    step.duration = 0.5
    step.delegate = self
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.position.x = x
    CATransaction.commit()
    layer.add(step, forKey: "step")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops += 1
    if flag { next() }
  }
}

/// Indicators built from steps: rotated replicator dots, discrete colour keyframes, a
/// cumulative ticking hand, and delegate-chained moves.
@Suite struct StepAnimationTests {
  /// Four dots around a circle (`instanceTransform` a quarter turn), each shrinking 1 → 0
  /// with a 0.25 s `instanceDelay`.
  @Test func rotatedReplicatorDotsShrinkInTurn() throws {
    try onFreshClock {
      let replicator = CAReplicatorLayer()
      replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      replicator.instanceCount = 4
      replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
      replicator.instanceDelay = 0.25
      let dot = square(10, at: CGPoint(x: 50, y: 15), color: .red)
      replicator.addSublayer(dot)
      let view = host(replicator)
      let shrink = CABasicAnimation(keyPath: "transform.scale")
      shrink.fromValue = 1
      shrink.toValue = 0
      shrink.duration = 1
      shrink.repeatCount = HUGE
      dot.add(shrink, forKey: "shrink")

      DocumentClock.setTime(0.5)
      let scale = try #require(dot.presentation()?.value(forKeyPath: "transform.scale.x"))
      #expect(near(try #require(scale as? NSNumber).doubleValue, 0.5))
      // Copy 0 (top, local 0.5 s) is 5 points wide: (53, 15) is outside it; copy 2 (a half
      // turn on: bottom, local 0 s) is full size: (53, 85) inside; the centre stays empty.
      let px = try probe(view, at: 0.5, [(53, 15), (50, 15), (53, 85), (50, 50)])
      #expect(px[0].near(.white) && px[1].near(.red), "\(px)")
      #expect(px[2].near(.red) && px[3].near(.white), "\(px)")
    }
  }

  /// A traffic-light loader: discrete keyframes red, green, blue, a third of the time each.
  @Test func discreteColourKeyframes() throws {
    try onFreshClock {
      let lamp = square(40, at: CGPoint(x: 50, y: 50), color: .red)
      let view = host(lamp)
      let cycle = CAKeyframeAnimation(keyPath: "backgroundColor")
      cycle.values = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
      cycle.calculationMode = .discrete
      cycle.duration = 1.5
      cycle.repeatCount = .infinity
      lamp.add(cycle, forKey: "cycle")

      DocumentClock.setTime(0.75)
      let shown = try #require(lamp.presentation()?.backgroundColor)
      #expect(shown == UIColor.green.cgColor)
      let px = try probe(view, at: 0.75, [(50, 50)])
      #expect(px[0].near(RGB(r: 0, g: 255, b: 0)), "\(px)")
      let late = try probe(view, at: 1.2, [(50, 50)])
      #expect(late[0].near(.blue), "\(late)")
    }
  }

  /// A ticking hand: each 0.25 s repeat adds another eighth of a turn (`isCumulative`).
  @Test func cumulativeTicksAddUp() throws {
    try onFreshClock {
      let hand = CALayer()
      hand.bounds = CGRect(x: 0, y: 0, width: 60, height: 10)
      hand.position = CGPoint(x: 50, y: 50)
      hand.backgroundColor = UIColor.red.cgColor
      let view = host(hand)
      let tick = CABasicAnimation(keyPath: "transform.rotation.z")
      tick.fromValue = 0
      tick.toValue = Double.pi / 4
      tick.duration = 0.25
      tick.repeatCount = 8
      tick.isCumulative = true
      hand.add(tick, forKey: "tick")

      // 0.625 s: two repeats done (π/2) plus half of the third (π/8).
      DocumentClock.setTime(0.625)
      let angle = try #require(
        hand.presentation()?.value(forKeyPath: "transform.rotation.z") as? NSNumber)
      #expect(near(angle.doubleValue, 5 * .pi / 8, 1e-9))
      // At 0.5 s exactly a quarter turn: the hand stands up.
      let px = try probe(view, at: 0.5, [(50, 25), (75, 50)])
      #expect(px[0].near(.red) && px[1].near(.white), "\(px)")
    }
  }

  /// Steps chained from `animationDidStop(_:finished:)`: 20 → 50 → 80, half a second each.
  @Test func delegateChainsTheNextStep() throws {
    try onFreshClock {
      let dot = square(10, at: CGPoint(x: 20, y: 50), color: .blue)
      let view = host(dot)
      CATransaction.flush()
      let chain = StepChain(layer: dot, targets: [50, 80])
      chain.next()

      DocumentClock.setTime(0.25)
      #expect(near(try #require(dot.presentation()).position.x, 35))
      DocumentClock.setTime(0.75)
      #expect(chain.stops == 1)
      #expect(near(try #require(dot.presentation()).position.x, 65))
      let px = try probe(view, at: 0.75, [(65, 50), (50, 50)])
      #expect(px[0].near(.blue) && px[1].near(.white), "\(px)")
      DocumentClock.setTime(1.5)
      #expect(chain.stops == 2 && dot.position.x == 80)
      #expect(try probe(view, at: 1.5, [(80, 50)])[0].near(.blue))
    }
  }
}
