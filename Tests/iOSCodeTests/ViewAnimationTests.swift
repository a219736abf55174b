import Foundation
import Testing
import UIKit

/// A view backed by a gradient layer (`layerClass`), as gradient loaders are written.
private final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

  override init(frame: CGRect) {
    super.init(frame: frame)
    gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A round badge backed by a shape layer whose path follows the bounds in `layoutSubviews`.
private final class BadgeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }

  override func layoutSubviews() {
    super.layoutSubviews()
    shapeLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).cgPath
  }
}

/// A ring layer subclass written with the three initialisers iOS layer subclasses declare.
private final class ProgressRingLayer: CAShapeLayer {
  var ringWidth: CGFloat = 4

  override init() {
    super.init()
    lineWidth = ringWidth
    fillColor = nil
    strokeColor = UIColor.systemBlue.cgColor
  }

  override init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? ProgressRingLayer { ringWidth = other.ringWidth }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    lineWidth = ringWidth
    fillColor = nil
    strokeColor = UIColor.systemBlue.cgColor
  }
}

/// A view backed by the ring layer.
private final class ProgressRingView: UIView {
  override class var layerClass: AnyClass { ProgressRingLayer.self }
  var ring: ProgressRingLayer { layer as! ProgressRingLayer }

  override func layoutSubviews() {
    super.layoutSubviews()
    ring.path =
      UIBezierPath(
        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 30, startAngle: -.pi / 2,
        endAngle: .pi, clockwise: true
      ).cgPath
  }
}

/// An activity indicator that starts spinning when it enters a window and stops when it
/// leaves, the way public indicator views do.
private final class SpinnerView: UIView {
  let bar = CALayer()
  private(set) var removals = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    bar.bounds = CGRect(x: 0, y: 0, width: 60, height: 10)
    bar.backgroundColor = UIColor.label.cgColor
    layer.addSublayer(bar)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    bar.position = CGPoint(x: bounds.midX, y: bounds.midY)
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    if window != nil {
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = Double.pi * 2
      spin.duration = 1
      spin.repeatCount = HUGE
      bar.add(spin, forKey: "spin")
    } else {
      bar.removeAnimation(forKey: "spin")
    }
  }

  override func removeFromSuperview() {
    removals += 1
    super.removeFromSuperview()
  }
}

@Suite struct ViewAnimationTests {
  /// A gradient colour cycle: `colors` from [red, blue] to [blue, red].
  @Test func gradientColoursCycle() throws {
    try onFreshClock {
      let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      let cycle = CABasicAnimation(keyPath: "colors")
      cycle.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
      cycle.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
      cycle.duration = 1
      cycle.autoreverses = true
      cycle.repeatCount = .infinity
      view.gradientLayer.add(cycle, forKey: "cycle")

      DocumentClock.setTime(0.5)
      let colors = try #require(view.gradientLayer.presentation()?.colors as? [CGColor])
      #expect(colors.count == 2)
      #expect(near(colors[0].red, 0.5) && near(colors[0].blue, 0.5))
      // Half way both stops are purple; at 1 s the gradient has turned round.
      let purple = RGB(r: 128, g: 0, b: 128)
      let mid = try probe(view, at: 0.5, [(2, 50), (97, 50)])
      #expect(mid[0].near(purple, 4) && mid[1].near(purple, 4), "\(mid)")
      let turned = try probe(view, at: 1, [(0, 50), (99, 50)])
      #expect(turned[0].b > 240 && turned[1].r > 240, "\(turned)")
    }
  }

  /// A shimmer: gradient `locations` (NSNumbers) sweep a dark band across white.
  @Test func shimmerSweepsGradientLocations() throws {
    try onFreshClock {
      let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.gradientLayer.colors = [
        UIColor.white.cgColor, UIColor.black.cgColor, UIColor.white.cgColor,
      ]
      view.gradientLayer.locations = [0, 0.1, 0.2]
      let sweep = CABasicAnimation(keyPath: "locations")
      sweep.fromValue = [0, 0.1, 0.2] as [NSNumber]
      sweep.toValue = [0.8, 0.9, 1.0] as [NSNumber]
      sweep.duration = 1
      sweep.repeatCount = HUGE
      view.gradientLayer.add(sweep, forKey: "shimmer")

      DocumentClock.setTime(0.5)
      let locations = try #require(view.gradientLayer.presentation()?.locations)
      #expect(zip(locations.map(\.doubleValue), [0.4, 0.5, 0.6]).allSatisfy { near($0, $1) })
      // The band's black centre is at x = 50 half way: the pixel centre 50.5 is 0.05 of the
      // way to white (255 · 0.05 ≈ 13); x = 10 is before the band (white).
      let mid = try probe(view, at: 0.5, [(50, 50), (10, 50)])
      #expect(abs(mid[0].r - 13) <= 2 && mid[1].r > 245, "\(mid)")
    }
  }

  /// A badge view backed by `CAShapeLayer` through `layerClass`, its fill animated between
  /// `#colorLiteral` colours.
  @Test func layerClassBadgeFillsBetweenColourLiterals() throws {
    try onFreshClock {
      let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let start = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
      let end = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
      badge.shapeLayer.fillColor = start.cgColor
      let tint = CABasicAnimation(keyPath: "fillColor")
      tint.fromValue = start.cgColor
      tint.toValue = end.cgColor
      tint.duration = 2
      badge.shapeLayer.add(tint, forKey: "tint")

      #expect(type(of: badge.layer) == CAShapeLayer.self)
      // A colour literal where a CGColor is expected, as iOS code writes stroke colours.
      badge.shapeLayer.strokeColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 0.5)
      #expect(badge.shapeLayer.strokeColor == CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 0.5))
      badge.shapeLayer.strokeColor = nil
      DocumentClock.setTime(1)
      let fill = try #require(badge.shapeLayer.presentation()?.fillColor)
      #expect(near(fill.red, 0.5) && near(fill.blue, 0.5))
      // The oval (inset 10) is filled purple half way; the corner outside it stays white.
      let px = try probe(badge, at: 1, [(50, 50), (12, 12)])
      #expect(px[0].near(RGB(r: 128, g: 0, b: 128), 2) && px[1].near(.white), "\(px)")
    }
  }

  /// A custom `CALayer` subclass (override init(), init(layer:), required init?(coder:))
  /// as a view's `layerClass`, its stroke animated; `presentation()` is of its class.
  @Test func customLayerSubclassBacksAView() throws {
    try onFreshClock {
      let view = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(view.ring.lineWidth == 4 && view.ring.fillColor == nil)
      view.ring.shouldRasterize = true
      view.ring.rasterizationScale = 2
      view.ring.drawsAsynchronously = true
      view.ring.allowsEdgeAntialiasing = true
      let fill = CABasicAnimation(keyPath: "strokeEnd")
      fill.fromValue = 0
      fill.toValue = 1
      fill.duration = 1
      view.ring.add(fill, forKey: "fill")

      DocumentClock.setTime(0.5)
      let shown = try #require(view.ring.presentation())
      #expect(type(of: shown) == ProgressRingLayer.self)
      #expect(near(shown.strokeEnd, 0.5))
      let copy = ProgressRingLayer(layer: view.ring)
      #expect(copy.ringWidth == 4 && copy.lineWidth == 4)
      // From 12 o'clock clockwise over 3/4 turn: half way (3/8 turn) the 3 o'clock point
      // (80, 50) is drawn, 6 o'clock (50, 80) not yet.
      let blue = RGB(r: 0, g: 122, b: 255)
      let px = try probe(view, at: 0.5, [(80, 50), (50, 80)])
      #expect(px[0].near(blue, 3) && px[1].near(.white), "\(px)")
    }
  }

  /// An indicator that starts spinning in `didMoveToWindow()` once it is in a window.
  @Test func spinnerStartsWhenItEntersAWindow() throws {
    try onFreshClock {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let spinner = SpinnerView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(spinner.window == nil && spinner.bar.animationKeys() == nil)
      window.addSubview(spinner)
      #expect(spinner.window === window)
      #expect(spinner.bar.animationKeys() == ["spin"])

      DocumentClock.setTime(0.25)
      let angle = try #require(
        spinner.bar.presentation()?.value(forKeyPath: "transform.rotation.z") as? NSNumber)
      #expect(near(angle.doubleValue, .pi / 2, 1e-9))
      // A quarter turn stands the bar (label colour, black) up.
      let px = try probe(spinner, at: 0.25, [(50, 25), (75, 50)])
      #expect(px[0].near(.black) && px[1].near(.white), "\(px)")

      spinner.removeFromSuperview()
      #expect(spinner.removals == 1 && spinner.window == nil)
      #expect(spinner.bar.animationKeys() == nil)
    }
  }

  /// A label-like text layer set with a `UIFont`; its size comes from `fontSize`, as on iOS.
  @Test func textLayerTakesAUIFont() throws {
    try onFreshClock {
      let text = CATextLayer()
      text.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      text.string = "88"
      text.font = UIFont.boldSystemFont(ofSize: 40)
      text.fontSize = 60
      text.foregroundColor = UIColor.black.cgColor
      text.alignmentMode = .center
      let view = host(text)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 1
      text.add(fade, forKey: "fade")

      #expect(text.font as? String == "Helvetica")
      #expect(text.fontStyle == "Bold" && text.fontSize == 60)
      DocumentClock.setTime(0.5)
      #expect(near(Double(try #require(text.presentation()).opacity), 0.5))
      // Some glyph pixels are dark at the end and none at the start (fully transparent).
      let row = (20..<80).map { ($0, 40) }
      let shown = try probe(view, at: 2, row)
      let hidden = try probe(view, at: 0, row)
      #expect(shown.contains { $0.r < 100 })
      #expect(hidden.allSatisfy { $0 == .white })
    }
  }

  /// Semantic colours in their light appearance: `secondaryLabel` fill over white and
  /// `separator`, as a HUD's divider line fades in.
  @Test func semanticColoursMatchUIKitsLightValues() throws {
    try onFreshClock {
      let label = square(40, at: CGPoint(x: 30, y: 50), color: .secondaryLabel)
      let divider = square(40, at: CGPoint(x: 75, y: 50), color: .separator)
      let view = host(label)
      view.layer.addSublayer(divider)
      let appear = CABasicAnimation(keyPath: "opacity")
      appear.fromValue = NSNumber(value: 0)
      appear.toValue = NSNumber(value: 1)
      appear.duration = 1
      divider.add(appear, forKey: "appear")

      var r: CGFloat = 0
      var g: CGFloat = 0
      var b: CGFloat = 0
      var a: CGFloat = 0
      UIColor.tertiaryLabel.getRed(&r, green: &g, blue: &b, alpha: &a)
      #expect(near(r, 60 / 255) && near(b, 67 / 255) && near(a, 0.3))
      // (60, 60, 67) at 0.6 over white: 255 − 0.6·195 = 138, 255 − 0.6·188 = 142.2; the
      // separator (alpha 0.29) at half opacity: 255 − 0.145·195 = 226.7.
      let px = try probe(view, at: 0.5, [(30, 50), (75, 50)])
      #expect(px[0].near(RGB(r: 138, g: 138, b: 142), 2), "\(px[0])")
      #expect(px[1].near(RGB(r: 227, g: 227, b: 228), 2), "\(px[1])")
    }
  }
}
