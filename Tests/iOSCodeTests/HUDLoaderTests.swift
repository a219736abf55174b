import Foundation
import Testing
import UIKit

/// Loaders in the idioms of HUD libraries: replicated dots pulsed through
/// `transform.scale.xy`, and bars on rotated containers faded in a stagger computed from
/// `CACurrentMediaTime()`.
@Suite struct HUDLoaderTests {
  /// Three replicated dots pulse 1 → 0.3 through `transform.scale.xy` (x and y only), the
  /// animation slowed by `speed = 0.8` and each copy 0.28 s behind the previous one.
  @Test func scaleXYPulsesReplicatedDots() throws {
    try onFreshClock {
      let replicator = CAReplicatorLayer()
      replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      replicator.instanceCount = 3
      replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
      replicator.instanceDelay = 0.28
      let dot = CALayer()
      dot.frame = CGRect(x: 10, y: 40, width: 20, height: 20)
      dot.cornerRadius = 10
      dot.backgroundColor = UIColor.red.cgColor
      replicator.addSublayer(dot)
      let view = host(replicator)
      let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
      pulse.fromValue = 1.0
      pulse.toValue = 0.3
      pulse.duration = 0.8
      pulse.speed = 0.8
      pulse.repeatCount = .infinity
      dot.add(pulse, forKey: "pulse")

      // A 0.8 s cycle at speed 0.8 lasts 1 s: at 0.5 s the dot is half way, 1 − 0.7 · 0.5.
      DocumentClock.setTime(0.5)
      let shown = try #require(dot.presentation())
      let xy = try #require(shown.value(forKeyPath: "transform.scale.xy") as? NSNumber)
      let x = try #require(shown.value(forKeyPath: "transform.scale.x") as? NSNumber)
      let z = try #require(shown.value(forKeyPath: "transform.scale.z") as? NSNumber)
      #expect(near(xy.doubleValue, 0.65) && near(x.doubleValue, 0.65), "\(xy), \(x)")
      #expect(near(z.doubleValue, 1), "z is left alone: \(z)")
      // Copies: 0 at 0.65 (radius 6.5 round (20, 50)), 1 at 1 − 0.7 · 0.22 = 0.846 (radius
      // 8.46 round (50, 50)), 2 not begun (model scale 1, radius 10 round (80, 50)).
      let px = try probe(view, at: 0.5, [(25, 50), (27, 50), (57, 50), (88, 50)])
      #expect(px[0].near(.red) && px[1].near(.white), "\(px)")
      #expect(px[2].near(.red) && px[3].near(.red), "\(px)")
      // 1.25 s: copy 0 starts its second cycle a quarter in (0.825); a full-size dot would
      // cover (27, 50).
      DocumentClock.setTime(1.25)
      let again = try #require(dot.presentation()?.value(forKeyPath: "transform.scale.xy"))
      #expect(near(try #require(again as? NSNumber).doubleValue, 0.825, 1e-6))
    }
  }

  /// Four bars on containers turned a quarter more each (`sublayerTransform`), faded
  /// 1 → 0.2 → 1 over 1 s, each begun `CACurrentMediaTime() − offset` so the fade runs
  /// round the ring from the first frame.
  @Test func staggeredBarsFadeRoundTheRing() throws {
    try onFreshClock {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let fade = CAKeyframeAnimation(keyPath: "opacity")
      fade.keyTimes = [0, 0.5, 1]
      fade.values = [1, 0.2, 1]
      fade.duration = 1
      fade.repeatCount = .infinity
      fade.isRemovedOnCompletion = false
      let now = CACurrentMediaTime()
      let offsets: [CFTimeInterval] = [0.75, 0.5, 0.25, 0]
      var containers: [CALayer] = []
      for (i, offset) in offsets.enumerated() {
        let angle = CGFloat.pi / 2 * CGFloat(i)
        let container = CALayer()
        container.frame = CGRect(
          x: 40 + 30 * cos(angle), y: 40 + 30 * sin(angle), width: 20, height: 20)
        container.sublayerTransform = CATransform3DMakeRotation(.pi / 2 + angle, 0, 0, 1)
        let bar = CALayer()
        bar.frame = CGRect(x: 6, y: 0, width: 8, height: 20)
        bar.backgroundColor = UIColor.black.cgColor
        container.addSublayer(bar)
        fade.beginTime = now - offset
        container.add(fade, forKey: "fade")
        view.layer.addSublayer(container)
        containers.append(container)
      }
      CATransaction.flush()

      // At once the bars are 0.75, 0.5, 0.25 and 0 s into the fade: 0.6, 0.2, 0.6, 1.
      let opacities = containers.map { Double($0.presentation()?.opacity ?? -1) }
      #expect(zip(opacities, [0.6, 0.2, 0.6, 1]).allSatisfy { near($0, $1, 1e-6) }, "\(opacities)")
      // The right bar (container centred on (80, 50)) lies across after its quarter turn:
      // (88, 50) is on it, (80, 57) off it; black at 0.6 over white is 102.
      let px = try probe(view, at: 0, [(88, 50), (80, 57), (50, 88)])
      #expect(px[0].near(RGB(r: 102, g: 102, b: 102), 2), "\(px)")
      #expect(px[1].near(.white), "\(px)")
      // The bottom bar (turned a half turn: upright again), 0.5 s in: 0.2, i.e. 204.
      #expect(px[2].near(RGB(r: 204, g: 204, b: 204), 2), "\(px)")
    }
  }
}

/// HUD bars drawn as `UIBezierPath(roundedRect:cornerRadius:)` with half the short side as
/// the radius, the way ProgressHUD's bar animations build them.
@Suite struct RoundedBarShapeTests {
  /// A 60 × 40 bar with radius 20 is UIKit's capsule (60 ≤ 2 × 1.52866495 × 20).
  ///
  /// Its ends are semicircles of radius 20 about (40, 40) and (60, 40) in the host. On the 45°
  /// diagonal of the right end, pixel (72, 28) (centre 17.0 from the end's centre) is
  /// filled and (75, 24) (21.9) is not; the scaled continuous corners Strobe drew before
  /// reached 2.9 points further out, so (75, 24) was filled.
  @Test func capsuleBarEndsAreSemicircles() throws {
    try onFreshClock {
      let bar = CAShapeLayer()
      bar.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
      bar.path = UIBezierPath(roundedRect: bar.bounds, cornerRadius: 20).cgPath
      bar.fillColor = UIColor.black.cgColor
      let view = host(bar)
      CATransaction.flush()
      let px = try probe(view, at: 0, [(72, 28), (75, 24), (27, 52), (24, 55), (50, 21), (50, 18)])
      #expect(px[0].near(.black), "\(px[0])")
      #expect(px[1].near(.white), "\(px[1])")
      #expect(px[2].near(.black), "\(px[2])")
      #expect(px[3].near(.white), "\(px[3])")
      #expect(px[4].near(.black), "\(px[4])")  // the straight top edge at y 20
      #expect(px[5].near(.white), "\(px[5])")
    }
  }
}
