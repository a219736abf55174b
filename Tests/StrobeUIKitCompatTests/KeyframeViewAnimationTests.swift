import Foundation
import StrobeUIKitCompat
import Testing

/// `UIView.animateKeyframes` with `addKeyframe`, as HUD and onboarding code writes it.
@Suite struct KeyframeViewAnimationTests {
  @Test func keyframesReachTheirValuesAtTheEndOfTheirWindows() throws {
    try DocumentClock.withFreshContext {
      let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      badge.backgroundColor = .black
      CATransaction.flush()
      let linear = UIView.KeyframeAnimationOptions(
        rawValue: UIView.AnimationOptions.curveLinear.rawValue)
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
          badge.alpha = 0.2
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          badge.alpha = 1
          badge.center.x = 100
        }
      }
      // Opacity: 1 at 0, 0.2 at 0.25, held to 0.5, 1 at 1 (computed by hand).
      let rows: [(Double, Double)] = [(0.125, 0.6), (0.375, 0.2), (0.75, 0.6), (1.5, 1)]
      for (t, v) in rows {
        let o = Double(badge.layer.presentation(at: t).state.opacity)
        #expect(abs(o - v) < 1e-6, "t = \(t): \(o)")
      }
      // Position x: 50 held to 0.5, then to 100 at 1.
      #expect(abs(badge.layer.presentation(at: 0.25).state.position.x - 50) < 1e-9)
      #expect(abs(badge.layer.presentation(at: 0.75).state.position.x - 75) < 1e-9)
      // Pixels: black at opacity 0.6 over white is 255 · 0.4 = 102.
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      host.addSubview(badge)
      let p = try host.rasterize(at: 0.125).pixel(x: 50, y: 50)
      #expect(abs(Int(p.r) - 102) <= 2, "\(p)")
    }
  }

  @Test func theBlockEasesInAndOutByDefault() {
    DocumentClock.withFreshContext {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      CATransaction.flush()
      UIView.animateKeyframes(withDuration: 1, delay: 0) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
      }
      // easeInEaseOut at 0.25 is 0.129… (< 0.25): opacity stays above 0.75.
      let o = Double(v.layer.presentation(at: 0.25).state.opacity)
      #expect(o > 0.8 && o < 0.9, "\(o)")
      let k = v.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
      #expect(k?.keyTimes?.map(\.doubleValue) == [0, 1])
    }
  }
}
