import Foundation
import StrobeUIKitCompat
import Testing

/// A view that counts its layout passes and lays out one subview.
private final class CountingView: UIView {
  var layoutCount = 0
  let child = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(child)
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    child.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
  }
}

private final class ShapeView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A custom layer class with its own stored property and designated initialiser (so it must
/// implement `required init?(coder:)`, through which `layerClass` makes it).
private final class TaggedLayer: CALayer {
  let tag: Int

  init(tag: Int) {
    self.tag = tag
    super.init()
  }

  override init() {
    tag = 7
    super.init()
  }

  required init?(coder: NSCoder) {
    tag = 42
    super.init(coder: coder)
    cornerRadius = 6
  }
}

/// A shape layer subclass that keeps the inherited initialisers.
private final class DashedShapeLayer: CAShapeLayer {}

/// A view backed by a custom layer class through `layerClass` alone, as on iOS.
private final class TaggedLayerView: UIView {
  override class var layerClass: AnyClass { TaggedLayer.self }
}

private final class DashedView: UIView {
  override class var layerClass: AnyClass { DashedShapeLayer.self }
}

@Suite struct UIViewTests {
  @Test func geometryIsTheLayers() {
    DocumentClock.withFreshContext {
      let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
      #expect(v.center == CGPoint(x: 60, y: 45))
      #expect(v.layer.position == CGPoint(x: 60, y: 45))
      v.center = CGPoint(x: 0, y: 0)
      #expect(v.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
      v.transform = CGAffineTransform(scaleX: 2, y: 2)
      #expect(v.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
      #expect(v.transform == CGAffineTransform(scaleX: 2, y: 2))
      v.alpha = 0.25
      #expect(v.layer.opacity == 0.25)
      v.backgroundColor = .systemBlue
      #expect(v.layer.backgroundColor == UIColor.systemBlue.cgColor)
      #expect(v.backgroundColor == .systemBlue)
      v.isHidden = true
      v.clipsToBounds = true
      #expect(v.layer.isHidden && v.layer.masksToBounds)
      #expect(v.layer.delegate === v)
    }
  }

  @Test func layerClassBacksTheView() {
    let v = ShapeView(frame: .zero)
    #expect(v.layer is CAShapeLayer)
    #expect(!(UIView().layer is CAShapeLayer))
  }

  @Test func customLayerClassThroughLayerClassAlone() throws {
    let v = TaggedLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let layer = try #require(v.layer as? TaggedLayer)
    #expect(layer.tag == 42 && layer.cornerRadius == 6)  // built by its `init?(coder:)`
    #expect(layer.delegate === v && layer.bounds.width == 10)
    let dashed = try #require(DashedView().layer as? DashedShapeLayer)
    #expect(dashed.lineWidth == 1 && dashed.strokeEnd == 1)  // CAShapeLayer's defaults
  }

  @Test func shapeBackedViewAnimatesShapePropertiesInABlock() {
    DocumentClock.withFreshContext {
      let v = ShapeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let shape = v.layer as! CAShapeLayer
      shape.strokeEnd = 0.2
      CATransaction.flush()
      shape.strokeEnd = 0.4  // outside a block: at once
      #expect(shape.animationKeys() == nil)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { shape.strokeEnd = 0.8 }
      let at = { (t: Double) -> Double? in
        guard case .shape(let s) = v.layer.presentation(at: t).content else { return nil }
        return Double(s.strokeEnd)
      }
      #expect(at(0.5).map { near($0, 0.6, 1e-9) } == true)  // 0.4 → 0.8, halfway
      #expect(at(2).map { near($0, 0.8, 1e-9) } == true)
    }
  }

  @Test func autoreverseWithoutRepeatEndsAtTheModelValue() {
    let got = alphaSamples(options: [.curveLinear, .autoreverse], times: [0.5, 1.5, 2.5])
    // Forward 1 → 0 over 1 s, back to 0.5 at 1.5 s, then the model value 0 (the iOS jump).
    #expect(zip(got, [0.5, 0.5, 0]).allSatisfy { near($0, $1, 1e-6) }, "\(got)")
  }

  @Test func hierarchyKeepsViewsAndLayersInStep() {
    let root = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    root.addSubview(a)
    root.addSubview(b)
    let extra = CALayer()
    root.layer.addSublayer(extra)  // a non-view sublayer stays on top
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
    #expect(
      root.layer.sublayers!.map { ObjectIdentifier($0) }
        == [c.layer, a.layer, b.layer, extra].map { ObjectIdentifier($0) })
    root.bringSubviewToFront(c)
    #expect(root.subviews.last === c)
    #expect(root.layer.sublayers!.last === c.layer)
    root.insertSubview(c, belowSubview: a)
    #expect(root.subviews.first === c)
    #expect(c.superview === root && c.isDescendant(of: root))
    b.removeFromSuperview()
    #expect(b.superview == nil && b.layer.superlayer == nil && root.subviews.count == 2)
    a.addSubview(b)
    b.tag = 7
    #expect(root.viewWithTag(7) === b)
  }

  @Test func layoutRunsWhenNeededAndBeforeRendering() throws {
    let v = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    #expect(v.layoutCount == 0)  // init does not lay out
    v.layoutIfNeeded()
    #expect(v.layoutCount == 1 && v.child.frame.width == 50)
    v.layoutIfNeeded()
    #expect(v.layoutCount == 1)  // nothing pending
    v.center = CGPoint(x: 300, y: 300)  // moving does not need layout
    v.layoutIfNeeded()
    #expect(v.layoutCount == 1)
    v.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)  // resizing does
    v.layoutIfNeeded()
    #expect(v.layoutCount == 2 && v.child.frame.width == 30)
    v.setNeedsLayout()
    _ = try v.rasterize(at: 0)  // rendering lays out first
    #expect(v.layoutCount == 3)
  }

  @Test func viewLayersDoNotAnimateOutsideAnimationBlocks() {
    DocumentClock.withFreshContext {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let sub = CALayer()
      v.layer.addSublayer(sub)
      CATransaction.flush()  // both layers are now on screen
      v.alpha = 0.5
      v.layer.cornerRadius = 4
      v.center = CGPoint(x: 100, y: 100)
      #expect(v.layer.animationKeys() == nil)
      sub.opacity = 0.5  // a standalone sublayer keeps its implicit action
      #expect(sub.animationKeys() == ["opacity"])
    }
  }

  /// alpha 1 → 0 over 1 s with `options`, sampled at `times`.
  func alphaSamples(options: UIView.AnimationOptions, times: [Double], delay: Double = 0)
    -> [Double]
  {
    DocumentClock.withFreshContext {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      UIView.animate(
        withDuration: 1, delay: delay, options: options, animations: { v.alpha = 0 },
        completion: nil)
      #expect(v.alpha == 0)  // the model holds the new value at once
      return times.map { Double(v.layer.presentation(at: $0).state.opacity) }
    }
  }

  @Test func defaultCurveIsEaseInEaseOut() {
    // docs/core-animation-semantics.md §8 table: easeInEaseOut at .1, .25, .5, .75, .9.
    let eased = [0.0197224, 0.1291619, 0.5, 0.8708381, 0.9802775]
    let got = alphaSamples(options: [], times: [0.1, 0.25, 0.5, 0.75, 0.9])
    for (g, e) in zip(got, eased) { #expect(near(g, 1 - e, 1e-5), "\(got)") }
    let short = DocumentClock.withFreshContext {
      let v = UIView(frame: .zero)
      UIView.animate(withDuration: 2) { v.alpha = 0 }
      return Double(v.layer.presentation(at: 0.5).state.opacity)
    }
    #expect(near(short, 1 - 0.1291619, 1e-5))
  }

  @Test func curveOptions() {
    #expect(near(alphaSamples(options: .curveLinear, times: [0.25])[0], 0.75, 1e-6))
    #expect(near(alphaSamples(options: .curveEaseIn, times: [0.5])[0], 1 - 0.3153568, 1e-5))
    #expect(near(alphaSamples(options: .curveEaseOut, times: [0.1])[0], 1 - 0.1605722, 1e-5))
  }

  @Test func delayHoldsTheStartValue() {
    let got = alphaSamples(options: .curveLinear, times: [0, 0.25, 0.75, 1.5, 2], delay: 0.5)
    #expect(near(got[0], 1) && near(got[1], 1))  // fill backwards during the delay
    #expect(near(got[2], 0.75, 1e-6) && near(got[3], 0, 1e-6) && near(got[4], 0))
  }

  @Test func repeatAndAutoreverse() {
    let got = alphaSamples(
      options: [.curveLinear, .repeat, .autoreverse], times: [0.25, 1.25, 2.25, 3.5])
    #expect(zip(got, [0.75, 0.25, 0.75, 0.5]).allSatisfy { near($0, $1, 1e-6) }, "\(got)")
  }

  @Test func springAnimationSettlesWithinTheDuration() {
    // ζ = 0.5, d = 1, at rest: settling ln((1 + ζ/√(1 − ζ²))/0.001)/(ζ·ω0) = d gives
    // ω0 = ln((1 + ζ/√(1 − ζ²))/0.001)/ζ; the closed-form underdamped progress follows.
    let zeta = 0.5
    let omega0 = log((1 + zeta / (1 - zeta * zeta).squareRoot()) / 0.001) / zeta
    let lambda = zeta * omega0
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    func progress(_ t: Double) -> Double {
      1 - exp(-lambda * t) * (cos(omegaD * t) + lambda / omegaD * sin(omegaD * t))
    }
    DocumentClock.withFreshContext {
      let v = UIView(frame: .zero)
      var finished: Bool?
      UIView.animate(
        withDuration: 1, delay: 0, usingSpringWithDamping: zeta, initialSpringVelocity: 0,
        options: [], animations: { v.center = CGPoint(x: 100, y: 0) },
        completion: { finished = $0 })
      #expect(v.layer.animation(forKey: "position") is CASpringAnimation)
      for t in [0.1, 0.25, 0.5, 0.9] {
        let x = Double(v.layer.presentation(at: t).state.position.x)
        #expect(near(x, 100 * progress(t), 1e-3), "t = \(t): \(x) vs \(100 * progress(t))")
      }
      #expect(progress(0.25) > 1)  // it overshoots, as a ζ = 0.5 spring does
      DocumentClock.setTime(1)
      #expect(finished == true)
    }
  }

  @Test func beginFromCurrentStateStartsWhereTheScreenIs() {
    func secondHalf(_ options: UIView.AnimationOptions) -> Double {
      DocumentClock.withFreshContext {
        let v = UIView(frame: .zero)
        UIView.animate(
          withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 })
        DocumentClock.setTime(0.5)
        UIView.animate(
          withDuration: 1, delay: 0, options: options.union(.curveLinear),
          animations: { v.alpha = 1 })
        return Double(v.layer.presentation(at: 1.0).state.opacity)
      }
    }
    // From the on-screen 0.5 toward 1, halfway: 0.75. Without the option: from the old
    // model value 0: 0.5.
    #expect(near(secondHalf(.beginFromCurrentState), 0.75, 1e-6))
    #expect(near(secondHalf([]), 0.5, 1e-6))
  }

  @Test func frameCenterTransformAndColourAnimate() {
    DocumentClock.withFreshContext {
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        v.frame = CGRect(x: 100, y: 0, width: 40, height: 20)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        v.backgroundColor = .red  // from nil: fades in from clear red
      }
      let p = v.layer.presentation(at: 0.5).state
      #expect(near(p.position, CGPoint(x: 65, y: 10), 1e-9))  // (10,10) → (120,10)
      #expect(near(Double(p.bounds.width), 30, 1e-9))
      #expect(near(Double(p.transform.m12), sin(Double.pi / 4), 1e-6))
      #expect(p.backgroundColor.map { near(Double($0.alpha), 0.5, 1e-9) && $0.red == 1 } == true)
    }
  }

  @Test func layoutInsideAnAnimationBlockAnimatesSubviews() {
    DocumentClock.withFreshContext {
      let v = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      v.layoutIfNeeded()
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        v.bounds = CGRect(x: 0, y: 0, width: 200, height: 40)
        v.layoutIfNeeded()
      }
      // child width 50 → 100: halfway 75.
      #expect(near(Double(v.child.layer.presentation(at: 0.5).state.bounds.width), 75, 1e-9))
    }
  }

  @Test func performWithoutAnimationAndDisabledAnimations() {
    DocumentClock.withFreshContext {
      let v = UIView(frame: .zero)
      UIView.animate(withDuration: 1) {
        UIView.performWithoutAnimation { v.alpha = 0 }
      }
      #expect(v.layer.animationKeys() == nil)
      UIView.setAnimationsEnabled(false)
      UIView.animate(withDuration: 1) { v.alpha = 1 }
      #expect(v.layer.animationKeys() == nil)
      UIView.setAnimationsEnabled(true)
      #expect(UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 1) {
        #expect(UIView.inheritedAnimationDuration == 1)
        v.isHidden = true  // not an animatable view property
        v.alpha = 0
      }
      #expect(v.layer.animationKeys() == ["opacity"])
      #expect(UIView.inheritedAnimationDuration == 0)
    }
  }

  @Test func completionRunsWhenTheClockPassesTheEnd() {
    DocumentClock.withFreshContext {
      var log: [String] = []
      let a = UIView(frame: .zero)
      let b = UIView(frame: .zero)
      UIView.animate(
        withDuration: 2, animations: { a.alpha = 0 },
        completion: { finished in log.append("a2 \(finished) @\(CACurrentMediaTime())") })
      UIView.animate(
        withDuration: 1, delay: 0.5, options: [], animations: { b.alpha = 0 },
        completion: { finished in log.append("b1.5 \(finished) @\(CACurrentMediaTime())") })
      DocumentClock.setTime(1.4)
      #expect(log.isEmpty)
      DocumentClock.setTime(3)
      // In end-time order; the clock reads each block's due time while it runs.
      #expect(log == ["b1.5 true @1.5", "a2 true @2.0"])
    }
  }

  @Test func completionWithoutAnimationsRunsAtTheNextFlush() {
    DocumentClock.withFreshContext {
      var finished: Bool?
      UIView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
      #expect(finished == nil)  // never synchronously
      CATransaction.flush()
      #expect(finished == true)
    }
  }

  @Test func interruptedAnimationCompletesUnfinished() {
    DocumentClock.withFreshContext {
      var results: [Bool] = []
      let v = UIView(frame: .zero)
      UIView.animate(
        withDuration: 1, animations: { v.alpha = 0 }, completion: { results.append($0) })
      DocumentClock.setTime(0.5)
      UIView.animate(
        withDuration: 1, animations: { v.alpha = 1 }, completion: { results.append($0) })
      DocumentClock.setTime(2)
      #expect(results == [false, true])
    }
  }

  @Test func renderingPlacesTheViewAtTheCanvasOrigin() throws {
    let v = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 10))
    v.backgroundColor = .systemRed
    let img = try v.rasterize(at: 0, background: .white)
    #expect(img.width == 20 && img.height == 10)
    let p = img.pixel(x: 10, y: 5)
    #expect(p.r == 255 && p.g == 59 && p.b == 48 && p.a == 255)
    let at2x = try v.rasterize(at: 0, scale: 2)
    #expect(at2x.width == 40 && at2x.height == 20)
  }
}
