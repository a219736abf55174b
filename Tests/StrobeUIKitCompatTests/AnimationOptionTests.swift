import Foundation
import StrobeUIKitCompat
import Testing

/// A panel whose layoutSubviews gives its one subview the left half of its bounds.
private final class SplitView: UIView {
  let left = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(left)
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  override func layoutSubviews() {
    super.layoutSubviews()
    left.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

/// UIView animation options that used to be accepted and ignored (docs/uikit-compat.md).
@Suite struct AnimationOptionTests {
  @Test func nestedBlocksInheritTheEnclosingDurationAndCurve() {
    DocumentClock.withFreshContext {
      let outer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let inherits = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let overrides = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      CATransaction.flush()
      UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
        outer.alpha = 0
        UIView.animate(withDuration: 0.5) { inherits.alpha = 0 }
        UIView.animate(
          withDuration: 0.5, delay: 0,
          options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear]
        ) { overrides.alpha = 0 }
      }
      // Inherited: 2 s linear, so halfway at 1 s; before, 0.5 s ease-in-out had ended.
      #expect(abs(Double(inherits.layer.presentation(at: 1).state.opacity) - 0.5) < 1e-6)
      #expect(abs(Double(outer.layer.presentation(at: 1).state.opacity) - 0.5) < 1e-6)
      // Overridden: its own 0.5 s linear.
      #expect(abs(Double(overrides.layer.presentation(at: 0.25).state.opacity) - 0.5) < 1e-6)
      #expect(overrides.layer.presentation(at: 1).state.opacity == 0)
    }
  }

  @Test func layoutSubviewsOptionAnimatesTheLayoutWithTheBlock() {
    DocumentClock.withFreshContext {
      let panel = SplitView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let plain = SplitView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      CATransaction.flush()  // both laid out: left halves 50 wide
      UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
        panel.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
      }
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        plain.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
      }
      CATransaction.flush()
      // With the option the subview's width runs 50 → 100 with the block: 75 at 0.5 s.
      let animated = panel.left.layer.presentation(at: 0.5).state.bounds.width
      #expect(abs(Double(animated) - 75) < 1e-9)
      // Without it the layout runs at the next pass, outside the block: no animation.
      #expect(plain.left.layer.presentation(at: 0.5).state.bounds.width == 100)
    }
  }
}
