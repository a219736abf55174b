import Foundation
import StrobeUIKitCompat
import Testing

/// A three-dot loader whose dots are staggered with absolute `beginTime`s (0, 0.2, 0.4), as
/// some iOS loaders write it instead of `CACurrentMediaTime() + delay`.
private final class DotsView: UIView {
  let dots = (0..<3).map { _ in CALayer() }

  override init(frame: CGRect) {
    super.init(frame: frame)
    for (i, dot) in dots.enumerated() {
      dot.frame = CGRect(x: 10 + 30 * CGFloat(i), y: 10, width: 20, height: 20)
      dot.backgroundColor = UIColor.black.cgColor
      layer.addSublayer(dot)
    }
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  func startAnimating() {
    for (i, dot) in dots.enumerated() {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.2
      fade.duration = 0.5
      fade.autoreverses = true
      fade.repeatCount = .infinity
      fade.beginTime = 0.2 * Double(i)
      dot.add(fade, forKey: "fade")
    }
  }
}

/// Records the media times of delegate messages.
private final class TimeRecorder: CAAnimationDelegate {
  var log: [String] = []
  func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    log.append("stop \(flag) \(CACurrentMediaTime())")
  }
}

/// The device-like clock origin (docs/uikit-compat.md, "Clock origin").
@Suite struct ClockOriginTests {
  @Test func absoluteBeginTimesRunAtOnceFromTheDeviceLikeOrigin() throws {
    try StrobeMediaClock.withFreshContext(startingAt: StrobeMediaClock.deviceLikeOrigin) {
      let now = CACurrentMediaTime()
      #expect(now == 100_000)
      let v = DotsView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      v.startAnimating()
      // Period 1 s (0.5 s each way). Dot i has run 100 000 − 0.2·i s: phase 0 (opacity 1),
      // 0.8 (back half, 0.2 s from its end: 1 − 0.8·0.4 = 0.68), 0.6 (1 − 0.8·0.8 = 0.36).
      let expected: [Double] = [1, 0.68, 0.36]
      for (dot, value) in zip(v.dots, expected) {
        #expect(abs(Double(dot.presentation(at: now).state.opacity) - value) < 1e-6)
      }
      // Black dots over white: the grey level is 255 · (1 − opacity).
      let img = try v.rasterize(at: now)
      for (i, value) in expected.enumerated() {
        let p = img.pixel(x: 20 + 30 * i, y: 20)
        #expect(abs(Double(p.r) - 255 * (1 - value)) <= 2, "dot \(i): \(p)")
      }
    }
  }

  @Test func fromTheOriginZeroTheSameBeginTimesAreDelays() {
    DocumentClock.withFreshContext {
      let v = DotsView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      v.startAnimating()
      // At 0 the later dots have not started: they show the model opacity 1.
      #expect(v.dots[1].presentation(at: 0.1).state.opacity == 1)
      #expect(v.dots[2].presentation(at: 0.3).state.opacity == 1)
      // Dot 1 at 0.45: 0.25 s in, fraction 0.5: 1 − 0.8·0.5 = 0.6.
      #expect(abs(Double(v.dots[1].presentation(at: 0.45).state.opacity) - 0.6) < 1e-6)
    }
  }

  @Test func aFiniteAnimationWithAPastBeginTimeHasEndedAndIsToldAtOnce() {
    StrobeMediaClock.withFreshContext(startingAt: StrobeMediaClock.deviceLikeOrigin) {
      let dot = CALayer()
      dot.opacity = 0.5
      CATransaction.flush()
      let rec = TimeRecorder()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.duration = 1
      fade.beginTime = 1.0  // absolute: 99 999 s ago
      fade.delegate = rec
      dot.add(fade, forKey: "fade")
      #expect(dot.presentation(at: 100_000).state.opacity == 0.5)  // over: the model shows
      DocumentClock.setTime(100_000.5)
      // Both messages at the time it was added, never back in time.
      #expect(rec.log == ["start 100000.0", "stop true 100000.0"])
    }
  }
}
