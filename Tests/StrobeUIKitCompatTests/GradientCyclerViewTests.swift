import Foundation
import StrobeUIKitCompat
import Testing

/// A gradient background that cycles its colours, as iOS gradient animators are written:
/// each step animates `colors` to the next pair, held (`.forwards`, not removed), and
/// `animationDidStop(_:finished:)` starts the next step.
private final class CyclingGradientView: UIView, CAAnimationDelegate {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
  let pairs: [[CGColor]] = [
    [UIColor.red.cgColor, UIColor.red.cgColor],
    [UIColor.blue.cgColor, UIColor.blue.cgColor],
    [UIColor.green.cgColor, UIColor.green.cgColor],
  ]
  var current = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.colors = pairs[0]
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  func animateToNextPair() {
    let next = (current + 1) % pairs.count
    let change = CABasicAnimation(keyPath: "colors")
    change.fromValue = pairs[current]
    change.toValue = pairs[next]
    change.duration = 2
    change.fillMode = .forwards
    change.isRemovedOnCompletion = false
    change.delegate = self
    gradientLayer.add(change, forKey: "colorChange")
    current = next
  }

  func animationDidStart(_ anim: CAAnimation) {}
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if flag { animateToNextPair() }
  }
}

@Suite struct GradientCyclerViewTests {
  @Test func theCycleKeepsGoingFrameByFrame() throws {
    try DocumentClock.withFreshContext {
      let v = CyclingGradientView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      CATransaction.flush()
      v.animateToNextPair()
      // 30 frames a second for 5 s; step 3 (green → red) runs [4, 6].
      for frame in 0...150 { DocumentClock.setTime(Double(frame) / 30) }
      let t = CACurrentMediaTime()
      #expect(t == 5)
      // Halfway through green → red: (0.5, 0.5, 0); before the fix the first step stayed
      // held on blue for good.
      let p = try v.rasterize(at: t).pixel(x: 10, y: 10)
      #expect(abs(Int(p.r) - 128) <= 2 && abs(Int(p.g) - 128) <= 2 && p.b <= 2, "\(p)")
    }
  }
}
