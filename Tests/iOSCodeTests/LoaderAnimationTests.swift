import Foundation
import Testing
import UIKit

/// Loaders, spinners and progress indicators written the way public iOS libraries write
/// them; each checked numerically at chosen times (through `presentation()` after moving the
/// document clock) and by pixel probes of rendered frames.
@Suite struct LoaderAnimationTests {
  /// A pulsing dot: `transform.scale` 1 → 2, autoreversing forever (`repeatCount = HUGE`).
  @Test func pulsingDotScalesAndReverses() throws {
    try onFreshClock {
      let dot = square(20, at: CGPoint(x: 50, y: 50), color: .red)
      dot.cornerRadius = 10
      let view = host(dot)
      let pulse = CABasicAnimation(keyPath: "transform.scale")
      pulse.fromValue = 1.0
      pulse.toValue = 2.0
      pulse.duration = 1
      pulse.autoreverses = true
      pulse.repeatCount = HUGE
      pulse.timingFunction = CAMediaTimingFunction(name: .linear)
      dot.add(pulse, forKey: "pulse")

      // Forward 0…1 s, back 1…2 s, then again: 1 + t, 2 − (t − 1), 1 + (t − 2).
      for (t, scale) in [(0.5, 1.5), (1.25, 1.75), (2.25, 1.25)] {
        DocumentClock.setTime(t)
        let shown = try #require(dot.presentation()?.value(forKeyPath: "transform.scale"))
        let n = try #require(shown as? NSNumber)
        #expect(near(n.doubleValue, scale), "t = \(t)")
      }
      // At 1 s the dot is 40 points wide: (66, 50) is inside it, white at 0 s.
      let at1 = try probe(view, at: 1, [(66, 50), (50, 50)])
      let at0 = try probe(view, at: 0, [(66, 50)])
      #expect(at1[0].near(.red) && at1[1].near(.red))
      #expect(at0[0].near(.white))
    }
  }

  /// A three-dot replicator loader: the dot fades 1 → 0 over 1 s forever; each copy starts
  /// 0.25 s later (`instanceDelay`) and sits 30 points to the right.
  @Test func replicatorDotsFadeOneAfterAnother() throws {
    try onFreshClock {
      let replicator = CAReplicatorLayer()
      replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      replicator.instanceCount = 3
      replicator.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
      replicator.instanceDelay = 0.25
      let dot = square(10, at: CGPoint(x: 20, y: 50), color: .black)
      replicator.addSublayer(dot)
      let view = host(replicator)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.duration = 1
      fade.repeatCount = Float.infinity
      dot.add(fade, forKey: nil)

      DocumentClock.setTime(0.5)
      #expect(near(Double(try #require(dot.presentation()).opacity), 0.5))
      // At 0.5 s the copies are at local times 0.5, 0.25, 0: opacity 0.5, 0.75, 1; black
      // over white gives 255·(1 − opacity).
      let dots = try probe(view, at: 0.5, [(20, 50), (50, 50), (80, 50)])
      #expect(dots[0].near(RGB(r: 128, g: 128, b: 128), 2), "\(dots[0])")
      #expect(dots[1].near(RGB(r: 64, g: 64, b: 64), 2), "\(dots[1])")
      #expect(dots[2].near(.black, 2), "\(dots[2])")
    }
  }

  /// The half ring of a progress indicator (π of a full turn, drawn clockwise from 3
  /// o'clock) stroked 0 → 1 by `strokeEnd`.
  @Test func strokeEndDrawsTheRingProgressively() throws {
    try onFreshClock {
      let ring = halfRing()
      let view = host(ring)
      let draw = CABasicAnimation(keyPath: "strokeEnd")
      draw.fromValue = 0
      draw.toValue = 1
      draw.duration = 1
      ring.add(draw, forKey: "draw")

      DocumentClock.setTime(0.5)
      #expect(near(try #require(ring.presentation()).strokeEnd, 0.5))
      // Half way, the stroke covers angles 0…π/2: 45° is drawn, 135° not yet.
      let mid = try probe(view, at: 0.5, [Self.onRing(45), Self.onRing(135)])
      #expect(mid[0].near(.blue) && mid[1].near(.white), "\(mid)")
      let end = try probe(view, at: 1.5, [Self.onRing(45), Self.onRing(135)])
      #expect(end[0].near(.blue) && end[1].near(.blue), "\(end)")
    }
  }

  /// The classic material spinner: a group whose `strokeEnd` runs 0 → 1 in the first half
  /// and `strokeStart` 0 → 1 in the second, repeating forever.
  @Test func strokeStartChasesStrokeEndInAGroup() throws {
    try onFreshClock {
      let ring = halfRing()
      let view = host(ring)
      let head = CABasicAnimation(keyPath: "strokeEnd")
      head.fromValue = 0
      head.toValue = 1
      head.duration = 0.5
      let tail = CABasicAnimation(keyPath: "strokeStart")
      tail.fromValue = 0
      tail.toValue = 1
      tail.beginTime = 0.5
      tail.duration = 0.5
      let group = CAAnimationGroup()
      group.animations = [head, tail]
      group.duration = 1
      group.repeatCount = HUGE
      ring.add(group, forKey: "spin")

      // 0.25 s: end 0.5, start 0 (tail not begun); 1.75 s (second cycle, 0.75): end 1
      // (head over, model value), start 0.5.
      DocumentClock.setTime(0.25)
      var shown = try #require(ring.presentation())
      #expect(near(shown.strokeEnd, 0.5) && near(shown.strokeStart, 0))
      DocumentClock.setTime(1.75)
      shown = try #require(ring.presentation())
      #expect(near(shown.strokeEnd, 1) && near(shown.strokeStart, 0.5))
      let late = try probe(view, at: 1.75, [Self.onRing(45), Self.onRing(135)])
      #expect(late[0].near(.white) && late[1].near(.blue), "\(late)")
    }
  }

  /// A spinning bar: `transform.rotation.z` 0 → 2π in 2 s forever.
  @Test func barSpinsAboutItsCentre() throws {
    try onFreshClock {
      let bar = CALayer()
      bar.bounds = CGRect(x: 0, y: 0, width: 60, height: 10)
      bar.position = CGPoint(x: 50, y: 50)
      bar.backgroundColor = UIColor.red.cgColor
      let view = host(bar)
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = CGFloat.pi * 2
      spin.duration = 2
      spin.repeatCount = .infinity
      bar.add(spin, forKey: "spin")

      DocumentClock.setTime(0.5)
      let angle = try #require(
        bar.presentation()?.value(forKeyPath: "transform.rotation.z") as? NSNumber)
      #expect(near(angle.doubleValue, .pi / 2, 1e-9))
      // A quarter turn stands the bar up: (50, 25) red, (75, 50) white; the other way at 0.
      let quarter = try probe(view, at: 0.5, [(50, 25), (75, 50)])
      let start = try probe(view, at: 0, [(50, 25), (75, 50)])
      #expect(quarter[0].near(.red) && quarter[1].near(.white), "\(quarter)")
      #expect(start[0].near(.white) && start[1].near(.red), "\(start)")
    }
  }

  /// A "heartbeat": keyframes of boxed transforms (identity, ×2, identity) at 0, ½, 1.
  @Test func keyframesOfBoxedTransforms() throws {
    try onFreshClock {
      let heart = square(20, at: CGPoint(x: 50, y: 50), color: .red)
      let view = host(heart)
      let beat = CAKeyframeAnimation(keyPath: "transform")
      beat.values = [
        NSValue(caTransform3D: CATransform3DIdentity),
        NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)),
        NSValue(caTransform3D: CATransform3DIdentity),
      ]
      beat.keyTimes = [0, 0.5, 1]
      beat.duration = 1
      beat.repeatCount = HUGE
      heart.add(beat, forKey: "beat")

      DocumentClock.setTime(0.25)
      let t = try #require(heart.presentation()).transform
      #expect(near(t.m11, 1.5) && near(t.m22, 1.5))
      // 30 points wide at 0.25 s: (63, 50) inside; 20 wide at 0: outside.
      #expect(try probe(view, at: 0.25, [(63, 50)])[0].near(.red))
      #expect(try probe(view, at: 0, [(63, 50)])[0].near(.white))
    }
  }

  /// A dot sliding between boxed points (`NSValue(cgPoint:)`).
  @Test func positionBetweenBoxedPoints() throws {
    try onFreshClock {
      let dot = square(10, at: CGPoint(x: 20, y: 50), color: .red)
      let view = host(dot)
      let slide = CABasicAnimation(keyPath: "position")
      slide.fromValue = NSValue(cgPoint: CGPoint(x: 20, y: 50))
      slide.toValue = NSValue(cgPoint: CGPoint(x: 80, y: 50))
      slide.duration = 1
      dot.add(slide, forKey: "slide")

      DocumentClock.setTime(0.5)
      #expect(near(try #require(dot.presentation()).position, CGPoint(x: 50, y: 50)))
      let px = try probe(view, at: 0.5, [(50, 50), (20, 50)])
      #expect(px[0].near(.red) && px[1].near(.white), "\(px)")
    }
  }

  /// swift-corelibs-foundation's spellings box the same values: `NSValue(size:)` for a
  /// growing `bounds.size`.
  @Test func boundsSizeFromCorelibsBoxes() throws {
    try onFreshClock {
      let box = square(10, at: CGPoint(x: 50, y: 50), color: .blue)
      let view = host(box)
      let grow = CABasicAnimation(keyPath: "bounds.size")
      grow.fromValue = NSValue(size: CGSize(width: 10, height: 10))
      grow.toValue = NSValue(size: CGSize(width: 50, height: 50))
      grow.duration = 2
      box.add(grow, forKey: "grow")

      DocumentClock.setTime(1)
      let size = try #require(box.presentation()).bounds.size
      #expect(near(size.width, 30) && near(size.height, 30))
      #expect(try probe(view, at: 1, [(63, 50)])[0].near(.blue))
      #expect(try probe(view, at: 0, [(63, 50)])[0].near(.white))
    }
  }

  /// A bar filling up through `bounds` boxed as `NSValue(cgRect:)`, anchored at its left edge.
  @Test func progressBarFillsThroughBoxedBounds() throws {
    try onFreshClock {
      let fill = CALayer()
      fill.anchorPoint = CGPoint(x: 0, y: 0.5)
      fill.bounds = CGRect(x: 0, y: 0, width: 0, height: 10)
      fill.position = CGPoint(x: 10, y: 50)
      fill.backgroundColor = UIColor.systemGreen.cgColor
      let view = host(fill)
      let progress = CABasicAnimation(keyPath: "bounds")
      progress.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 0, height: 10))
      progress.toValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 80, height: 10))
      progress.duration = 1
      progress.fillMode = .forwards
      progress.isRemovedOnCompletion = false
      fill.add(progress, forKey: "progress")

      DocumentClock.setTime(0.5)
      #expect(near(try #require(fill.presentation()).bounds.width, 40))
      // systemGreen (52, 199, 89) up to x = 50 at 0.5 s; all of 10…90 held after the end.
      let green = RGB(r: 52, g: 199, b: 89)
      let half = try probe(view, at: 0.5, [(45, 50), (55, 50)])
      #expect(half[0].near(green) && half[1].near(.white), "\(half)")
      #expect(try probe(view, at: 3, [(85, 50)])[0].near(green))
    }
  }

  /// A shake: `transform` to a boxed affine translation (`NSValue(cgAffineTransform:)`).
  @Test func shakeThroughABoxedAffineTransform() throws {
    try onFreshClock {
      let card = square(20, at: CGPoint(x: 30, y: 50), color: .red)
      let view = host(card)
      let shake = CABasicAnimation(keyPath: "transform")
      shake.fromValue = NSValue(cgAffineTransform: .identity)
      shake.toValue = NSValue(cgAffineTransform: CGAffineTransform(translationX: 40, y: 0))
      shake.duration = 1
      shake.autoreverses = true
      card.add(shake, forKey: "shake")

      DocumentClock.setTime(0.5)
      #expect(near(try #require(card.presentation()).transform.m41, 20))
      DocumentClock.setTime(1.5)
      #expect(near(try #require(card.presentation()).transform.m41, 20))
      let px = try probe(view, at: 1, [(70, 50), (30, 50)])
      #expect(px[0].near(.red) && px[1].near(.white), "\(px)")
    }
  }

  /// A dot travelling along a straight path (`CAKeyframeAnimation.path`).
  @Test func dotFollowsALinePath() throws {
    try onFreshClock {
      let dot = square(10, at: CGPoint(x: 10, y: 50), color: .red)
      let view = host(dot)
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 10, y: 50))
      line.addLine(to: CGPoint(x: 90, y: 50))
      let travel = CAKeyframeAnimation(keyPath: "position")
      travel.path = line.cgPath
      travel.duration = 2
      dot.add(travel, forKey: "travel")

      DocumentClock.setTime(1)
      #expect(near(try #require(dot.presentation()).position, CGPoint(x: 50, y: 50)))
      DocumentClock.setTime(1.5)
      #expect(near(try #require(dot.presentation()).position, CGPoint(x: 70, y: 50)))
      let px = try probe(view, at: 1.5, [(70, 50), (50, 50)])
      #expect(px[0].near(.red) && px[1].near(.white), "\(px)")
    }
  }

  /// An orbiting dot on a quarter arc, paced: half the time is half the arc (45°).
  @Test func dotOrbitsAQuarterArcPaced() throws {
    try onFreshClock {
      let dot = square(8, at: CGPoint(x: 80, y: 50), color: .blue)
      let view = host(dot)
      let arc = UIBezierPath(
        arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi / 2,
        clockwise: true)
      let orbit = CAKeyframeAnimation(keyPath: "position")
      orbit.path = arc.cgPath
      orbit.calculationMode = .paced
      orbit.duration = 1
      dot.add(orbit, forKey: "orbit")

      DocumentClock.setTime(0.5)
      let p = try #require(dot.presentation()).position
      let r = 30 * cos(Double.pi / 4)
      #expect(near(p, CGPoint(x: 50 + r, y: 50 + r), 0.05), "\(p)")
      let px = try probe(view, at: 0.5, [(71, 71), (80, 50)])
      #expect(px[0].near(.blue) && px[1].near(.white), "\(px)")
    }
  }

  /// The half ring used by the stroke tests: centre (50, 50), radius 30, 0 → π clockwise
  /// (through 6 o'clock), blue, 6 points wide, no fill.
  private func halfRing() -> CAShapeLayer {
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    ring.path =
      UIBezierPath(
        arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: .pi,
        clockwise: true
      ).cgPath
    ring.strokeColor = UIColor.blue.cgColor
    ring.fillColor = nil
    ring.lineWidth = 6
    return ring
  }

  /// The pixel on the half ring at `degrees` (y down: 90° is 6 o'clock).
  static func onRing(_ degrees: Double) -> (Int, Int) {
    let a = degrees * .pi / 180
    return (Int((50 + 30 * cos(a)).rounded(.down)), Int((50 + 30 * sin(a)).rounded(.down)))
  }
}
