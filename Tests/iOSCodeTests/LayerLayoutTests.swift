import Foundation
import QuartzCore
import Testing
import UIKit

/// A gradient mask layer that keeps a fade sublayer the size of its bounds in
/// `layoutSublayers()`, the way shimmer libraries write their mask layers.
private final class FadeMaskLayer: CAGradientLayer {
  let fadeLayer = CALayer()
  private(set) var layouts = 0

  override init() {
    super.init()
    fadeLayer.backgroundColor = UIColor.red.cgColor
    addSublayer(fadeLayer)
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override func layoutSublayers() {
    super.layoutSublayers()
    layouts += 1
    let rect = bounds
    fadeLayer.bounds = CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)
    fadeLayer.position = CGPoint(x: rect.width / 4, y: rect.midY)
  }
}

/// A delegate that lays out every sublayer of its layer edge to edge, as in Apple's
/// `layoutSublayers(of:)` example.
private final class FillDelegate: CALayerDelegate {
  private(set) var calls = 0

  func layoutSublayers(of layer: CALayer) {
    calls += 1
    layer.sublayers?.forEach { $0.frame = layer.bounds }
  }
}

/// Three bars spread across the layer's width in `layoutSublayers()` (an equaliser loader).
private final class BarsLayer: CALayer {
  override init() {
    super.init()
    for _ in 0..<3 {
      let bar = CALayer()
      bar.backgroundColor = UIColor.blue.cgColor
      addSublayer(bar)
    }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSublayers() {
    super.layoutSublayers()
    guard let bars = sublayers else { return }
    let slot = bounds.width / CGFloat(bars.count)
    for (i, bar) in bars.enumerated() {
      bar.frame = CGRect(
        x: CGFloat(i) * slot + slot / 4, y: 0, width: slot / 2, height: bounds.height)
    }
  }
}

/// A view whose gradient sublayer follows its bounds from `layoutSublayers(of:)`, a common
/// alternative to `layoutSubviews()`.
private final class GradientBackedView: UIView {
  let gradient = CAGradientLayer()
  private(set) var order: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    layer.addSublayer(gradient)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    order.append("layoutSubviews")
  }

  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    order.append("layoutSublayers")
    gradient.frame = bounds
  }
}

/// Layer-level layout (`layoutSublayers()`, `setNeedsLayout()`, `layoutIfNeeded()`,
/// `needsLayout()`, `CALayerDelegate.layoutSublayers(of:)`) as iOS code relies on it: a
/// change of bounds size lays the layer out before the change is committed.
@Suite struct LayerLayoutTests {
  /// A shimmer-style mask layer lays out its fade layer when it gets its size, and again
  /// when its size changes — not when only its position changes.
  @Test func subclassLaysOutOnSizeChange() throws {
    try onFreshClock {
      let mask = FadeMaskLayer()
      let view = host(mask)
      mask.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
      #expect(mask.needsLayout())
      CATransaction.flush()
      #expect(!mask.needsLayout())
      #expect(mask.layouts == 1)
      #expect(mask.fadeLayer.frame.equalTo(CGRect(x: 0, y: 0, width: 50, height: 40)))

      CATransaction.setDisableActions(true)
      mask.position = CGPoint(x: 60, y: 30)
      CATransaction.flush()
      #expect(mask.layouts == 1)

      // The layout runs inside the commit, with the transaction's actions disabled.
      CATransaction.setDisableActions(true)
      mask.bounds = CGRect(x: 0, y: 0, width: 80, height: 40)
      DocumentClock.setTime(0.1)
      #expect(mask.layouts == 2)
      #expect(mask.fadeLayer.frame.equalTo(CGRect(x: 0, y: 0, width: 40, height: 40)))
      // The red fade fills the left half of the mask layer, now at x 20…100: (30, 30) is
      // red, (70, 30) (the gradient's right half, no colours set) is white.
      let pixels = try probe(view, at: 0.1, [(30, 30), (70, 30)])
      #expect(pixels[0].near(.red), "\(pixels[0])")
      #expect(pixels[1].near(.white), "\(pixels[1])")
    }
  }

  /// The delegate's `layoutSublayers(of:)` runs when the layer's bounds change, as Apple's
  /// documentation of the method describes.
  @Test func delegateLaysOutSublayers() {
    onFreshClock {
      let delegate = FillDelegate()
      let container = CALayer()
      container.delegate = delegate
      let child = CALayer()
      container.addSublayer(child)
      container.frame = CGRect(x: 0, y: 0, width: 510, height: 510)
      CATransaction.flush()
      #expect(delegate.calls == 1)
      #expect(child.frame.equalTo(CGRect(x: 0, y: 0, width: 510, height: 510)))
      // Same size again: no layout.
      container.frame = CGRect(x: 10, y: 10, width: 510, height: 510)
      CATransaction.flush()
      #expect(delegate.calls == 1)
    }
  }

  /// `layoutIfNeeded()` on a sublayer lays out from its topmost ancestor that needs layout,
  /// superlayer first; `setNeedsLayout()` marks without resizing.
  @Test func layoutIfNeededStartsAtTheTopmostInvalidAncestor() {
    onFreshClock {
      let outer = BarsLayer()
      outer.frame = CGRect(x: 0, y: 0, width: 90, height: 30)
      let inner = FadeMaskLayer()
      outer.addSublayer(inner)
      inner.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      inner.layoutIfNeeded()
      #expect(!outer.needsLayout() && !inner.needsLayout())
      // BarsLayer laid out its three bars and the fade layer too (it lays out every
      // sublayer as a bar): 90 / 4 slots… the inner layer is the fourth sublayer.
      let bars = outer.sublayers ?? []
      #expect(bars.count == 4)
      #expect(bars[0].frame.equalTo(CGRect(x: 5.625, y: 0, width: 11.25, height: 30)))
      // The inner layer was resized by its superlayer's layout and laid out after it.
      #expect(inner.frame.equalTo(CGRect(x: 73.125, y: 0, width: 11.25, height: 30)))
      #expect(inner.fadeLayer.frame.equalTo(CGRect(x: 0, y: 0, width: 5.625, height: 30)))
      #expect(inner.layouts == 1)

      inner.setNeedsLayout()
      #expect(inner.needsLayout() && !outer.needsLayout())
      inner.layoutIfNeeded()
      #expect(inner.layouts == 2)
    }
  }

  /// An equaliser loader whose bars are placed by `layoutSublayers()` draws them before any
  /// explicit flush: rendering lays out first, as the device lays out before display.
  @Test func renderingLaysOutFirst() throws {
    try onFreshClock {
      let bars = BarsLayer()
      bars.frame = CGRect(x: 10, y: 40, width: 60, height: 20)
      let view = host(bars)
      // Slots of 20 points; bars 10 wide at x 15…25, 35…45, 55…65 (10 + 5 + 20k).
      let pixels = try probe(view, at: 0, [(20, 50), (30, 50), (40, 50), (60, 50), (67, 50)])
      #expect(pixels[0].near(.blue), "\(pixels[0])")
      #expect(pixels[1].near(.white), "\(pixels[1])")
      #expect(pixels[2].near(.blue), "\(pixels[2])")
      #expect(pixels[3].near(.blue), "\(pixels[3])")
      #expect(pixels[4].near(.white), "\(pixels[4])")
    }
  }

  /// A committed standalone sublayer resized in `layoutSublayers()` animates implicitly
  /// (0.25 s, default timing), as on iOS — which is why iOS code wraps such layouts in
  /// `CATransaction.setDisableActions(true)`.
  @Test func layoutChangesOfCommittedSublayersAnimate() throws {
    try onFreshClock {
      let mask = FadeMaskLayer()
      let view = host(mask)
      mask.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
      CATransaction.flush()
      _ = view
      DocumentClock.setTime(1)
      mask.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
      CATransaction.flush()
      // The fade layer's bounds animate 50 → 30 wide from t = 1 over 0.25 s with the
      // default timing function; the model value is 30 at once.
      #expect(mask.fadeLayer.bounds.width == 30)
      #expect(mask.fadeLayer.animationKeys()?.contains("bounds") == true)
      // Half way (t = 1.125) the default curve (0.25, 0.1, 0.25, 1) is at 0.8024033876 of
      // the change (solved to 30 digits): 50 − 20 · 0.8024033876 = 33.9519322483.
      DocumentClock.setTime(1.125)
      let halfway = try #require(mask.fadeLayer.presentation())
      #expect(near(halfway.bounds.width, 33.951932248302860, 1e-6))
      DocumentClock.setTime(1.25)
      let settled = try #require(mask.fadeLayer.presentation())
      #expect(near(settled.bounds.width, 30))
    }
  }

  /// A view that overrides `layoutSublayers(of:)` gets it before `layoutSubviews()` runs
  /// from `super`, and keeps its gradient at its bounds through resizes.
  @Test func viewOverridesLayoutSublayersOfLayer() {
    onFreshClock {
      let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
      view.layoutIfNeeded()
      #expect(view.order == ["layoutSubviews", "layoutSublayers"])
      #expect(view.gradient.frame.equalTo(CGRect(x: 0, y: 0, width: 50, height: 20)))
      view.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
      CATransaction.flush()
      #expect(view.order.count == 4)
      #expect(view.gradient.frame.equalTo(CGRect(x: 0, y: 0, width: 120, height: 20)))
    }
  }
}

/// A badge that fades itself in from its own `init`, as toast and HUD views do, and sizes a
/// lazily made dot layer in `layoutSubviews()` (the lazy closure configures it with actions
/// disabled).
private final class FadeInBadge: UIView {
  private(set) var layouts = 0
  private(set) var layoutsWhenInitReturned = -1
  private(set) var dotsMade = 0

  lazy var dot: CAShapeLayer = {
    dotsMade += 1
    let d = CAShapeLayer()
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    d.fillColor = UIColor.red.cgColor
    layer.addSublayer(d)
    CATransaction.commit()
    return d
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    alpha = 0
    dot.opacity = 1
    UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveLinear]) {
      self.alpha = 1
    }
    layoutsWhenInitReturned = layouts
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    dot.frame = bounds.insetBy(dx: 10, dy: 10)
    dot.path = UIBezierPath(ovalIn: dot.bounds).cgPath
  }
}

@Suite struct LayoutInInitTests {
  /// `UIView.animate` inside `init` does not lay the view out before `init` returns (on iOS
  /// the first layout comes at the end of the run-loop turn); the lazy dot is made once, and
  /// the fade has the values iOS gives: opacity 0 → 1, linear, 0.4 s from 0.1 s.
  @Test func animateInsideInitDoesNotLayOutBeforeInitReturns() throws {
    try onFreshClock {
      let badge = FadeInBadge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(badge.layoutsWhenInitReturned == 0)
      #expect(badge.layouts == 0)
      CATransaction.flush()  // the end of the turn: the first layout
      #expect(badge.layouts == 1)
      #expect(badge.dotsMade == 1 && badge.layer.sublayers?.count == 1)
      #expect(badge.dot.frame.equalTo(CGRect(x: 10, y: 10, width: 80, height: 80)))
      #expect(badge.layer.opacity == 1)  // the model holds the new value
      DocumentClock.setTime(0.05)  // before the delay ends: fill backwards shows 0
      #expect(near(Double(try #require(badge.layer.presentation()).opacity), 0))
      DocumentClock.setTime(0.3)  // (0.3 − 0.1) / 0.4 = 0.5
      #expect(near(Double(try #require(badge.layer.presentation()).opacity), 0.5))
      // Red at half opacity over white: 255, 128, 128 in the middle of the dot.
      let pixels = try probe(badge, at: 0.3, [(50, 50), (5, 5)])
      #expect(pixels[0].near(RGB(r: 255, g: 128, b: 128)), "\(pixels[0])")
      #expect(pixels[1].near(.white), "\(pixels[1])")
      #expect(badge.layouts == 1 && badge.dotsMade == 1)
    }
  }
}
