import Foundation
import QuartzCore
import Testing
import UIKit

/// Views whose intrinsic size and fitting size their subclasses override, counting tint
/// changes, as custom indicator views do.
private final class PillView: UIView {
  private(set) var tintChanges = 0

  override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 24) }

  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 80, height: 24) }

  override func tintColorDidChange() {
    super.tintColorDidChange()
    tintChanges += 1
    backgroundColor = tintColor
  }

  override func awakeFromNib() { super.awakeFromNib() }

  override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
}

/// The value idioms of iOS animation code: NSNumber and boxed values, the CATransaction
/// keys, `presentation()` and key-value coding, and the diagnostic for values Strobe cannot
/// animate.
@Suite struct ValueIdiomTests {
  /// A fade written with `NSNumber`s: 1 must stay a number (not a Bool).
  @Test func nsNumberFadeInterpolates() throws {
    try onFreshClock {
      let tile = square(40, at: CGPoint(x: 50, y: 50), color: .red)
      let view = host(tile)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = NSNumber(value: 1)
      fade.toValue = NSNumber(value: 0)
      fade.duration = 2
      fade.repeatCount = HUGE
      tile.add(fade, forKey: "fade")

      DocumentClock.setTime(0.5)
      let shown = try #require(tile.presentation())
      #expect(near(Double(shown.opacity), 0.75))
      // Red at 0.75 over white: (255, 64, 64).
      let px = try probe(view, at: 0.5, [(50, 50)])
      #expect(px[0].near(RGB(r: 255, g: 64, b: 64), 2), "\(px)")
    }
  }

  /// `kCATransactionDisableActions` set to `kCFBooleanTrue` through `setValue(_:forKey:)`
  /// really disables the implicit animation.
  @Test func disableActionsByKey() throws {
    try onFreshClock {
      let tile = square(40, at: CGPoint(x: 50, y: 50), color: .red)
      let view = host(tile)
      CATransaction.flush()  // on screen: later changes would animate implicitly
      CATransaction.begin()
      CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
      #expect(
        (CATransaction.value(forKey: kCATransactionDisableActions) as? NSNumber)?.boolValue == true)
      #expect(CATransaction.disableActions())
      tile.opacity = 0
      CATransaction.commit()
      #expect(tile.animationKeys() == nil)
      let px = try probe(view, at: 0.1, [(50, 50)])
      #expect(px[0].near(.white), "\(px)")
    }
  }

  /// Duration and timing function set by key: the implicit move takes 2 s, linear.
  @Test func durationAndTimingFunctionByKey() throws {
    try onFreshClock {
      let dot = square(10, at: CGPoint(x: 20, y: 50), color: .blue)
      let view = host(dot)
      CATransaction.flush()
      CATransaction.begin()
      CATransaction.setValue(NSNumber(value: 2.0), forKey: kCATransactionAnimationDuration)
      CATransaction.setValue(
        CAMediaTimingFunction(name: .linear), forKey: kCATransactionAnimationTimingFunction)
      dot.position = CGPoint(x: 80, y: 50)
      CATransaction.commit()

      #expect(CATransaction.animationDuration() == 0.25)  // restored after the commit
      let move = try #require(dot.animation(forKey: "position"))
      #expect(move.duration == 2)
      DocumentClock.setTime(1)
      #expect(near(try #require(dot.presentation()).position, CGPoint(x: 50, y: 50)))
      let px = try probe(view, at: 1, [(50, 50), (80, 50)])
      #expect(px[0].near(.blue) && px[1].near(.white), "\(px)")
    }
  }

  /// A completion block set by key runs when the clock passes the animation's end.
  @Test func completionBlockByKey() throws {
    try onFreshClock {
      let dot = square(10, at: CGPoint(x: 20, y: 50), color: .blue)
      let view = host(dot)
      var finished = 0
      CATransaction.begin()
      CATransaction.setValue({ finished += 1 } as () -> Void, forKey: kCATransactionCompletionBlock)
      #expect(CATransaction.value(forKey: kCATransactionCompletionBlock) is () -> Void)
      let drop = CABasicAnimation(keyPath: "position.y")
      drop.fromValue = 20
      drop.toValue = 80
      drop.duration = 1
      dot.add(drop, forKey: "drop")
      CATransaction.commit()

      DocumentClock.setTime(0.5)
      #expect(finished == 0)
      let shown = try #require(dot.presentation())
      #expect(near(shown.position.y, 50))
      DocumentClock.setTime(1.2)
      #expect(finished == 1)
      let px = try probe(view, at: 0.5, [(20, 50)])
      #expect(px[0].near(.blue), "\(px)")
    }
  }

  /// Reading the on-screen value with `presentation()` and restarting from it, as an
  /// interrupted progress ring does.
  @Test func restartFromThePresentationValue() throws {
    try onFreshClock {
      let bar = CAShapeLayer()
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 10, y: 50))
      line.addLine(to: CGPoint(x: 90, y: 50))
      bar.path = line.cgPath
      bar.strokeColor = UIColor.red.cgColor
      bar.lineWidth = 10
      let view = host(bar)
      let grow = CABasicAnimation(keyPath: "strokeEnd")
      grow.fromValue = 0
      grow.toValue = 1
      grow.duration = 1
      bar.add(grow, forKey: "progress")

      DocumentClock.setTime(0.5)
      let shown = try #require(bar.presentation())
      #expect(type(of: shown) == CAShapeLayer.self)
      #expect(near(shown.strokeEnd, 0.5))
      let shrink = CABasicAnimation(keyPath: "strokeEnd")
      shrink.fromValue = shown.strokeEnd
      shrink.toValue = 0.1
      shrink.duration = 0.5
      bar.add(shrink, forKey: "progress")  // replaces the running one

      // Started at 0.5 s from 0.5: at 0.75 s half way to 0.1, i.e. 0.3 → x = 10 + 24.
      DocumentClock.setTime(0.75)
      #expect(near(try #require(bar.presentation()).strokeEnd, 0.3))
      let px = try probe(view, at: 0.75, [(30, 50), (40, 50)])
      #expect(px[0].near(.red) && px[1].near(.white), "\(px)")
    }
  }

  /// Key-value coding on layers: struct fields and transform sub-keys, read boxed.
  @Test func keyValueCodingReadsAndWritesKeyPaths() throws {
    try onFreshClock {
      let layer = square(20, at: CGPoint(x: 30, y: 40), color: .red)
      #expect((layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue == 30)
      #expect((layer.value(forKey: "position") as? NSValue)?.cgPointValue == CGPoint(x: 30, y: 40))
      layer.setValue(NSValue(cgSize: CGSize(width: 60, height: 10)), forKeyPath: "bounds.size")
      #expect(layer.bounds.size == CGSize(width: 60, height: 10))
      layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
      let angle = try #require(layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)
      #expect(near(angle.doubleValue, .pi / 2, 1e-9))
      let t = try #require(layer.value(forKey: "transform") as? NSValue).caTransform3DValue
      #expect(near(t.m12, 1, 1e-9) && near(t.m21, -1, 1e-9))
      #expect(layer.value(forKeyPath: "noSuchKey") == nil)
      // A vertical 10 × 60 bar now: (30, 15) red, (55, 40) white.
      let view = host(layer)
      let px = try probe(view, at: 0, [(30, 15), (55, 40)])
      #expect(px[0].near(.red) && px[1].near(.white), "\(px)")
    }
  }

  /// Values iOS code boxes round-trip through NSValue's readers.
  @Test func boxedValuesRoundTrip() {
    let t = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.5, 0, 0, 1)
    #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
    let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
    #expect(NSValue(cgVector: CGVector(dx: 3, dy: -4)).cgVectorValue == CGVector(dx: 3, dy: -4))
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
    #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    let r = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSValue(cgRect: r).cgRectValue == r)
    #expect(NSValue(rect: r).cgRectValue == r)
    // A reader of another kind gives its zero, not garbage.
    #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).caTransform3DValue == CATransform3DIdentity)
    #expect(NSValue(caTransform3D: t).cgPointValue == .zero)
  }

  /// What Strobe cannot animate is reported, naming the key path and the value's type, and
  /// the animation has no effect.
  @Test func unreadableValuesAreReportedLoudly() throws {
    try onFreshClock {
      let tile = square(40, at: CGPoint(x: 50, y: 50), color: .red)
      let view = host(tile)
      var found: [AnimationDiagnostic] = []
      AnimationDiagnostics.withHandler({ found.append($0) }) {
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.toValue = UIColor.blue  // the UIColor, not its cgColor
        tint.duration = 1
        tile.add(tint, forKey: "tint")
        let nudge = CAKeyframeAnimation(keyPath: "position")
        nudge.values = [NSValue(cgPoint: .zero), NSValue(cgVector: CGVector(dx: 1, dy: 1))]
        tile.add(nudge, forKey: "nudge")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = NSValue(cgPoint: .zero)
        tile.add(fade, forKey: "fade")
        let custom = CABasicAnimation(keyPath: "progress")
        custom.toValue = 1
        tile.add(custom, forKey: "custom")
      }
      try #require(found.count == 4)
      #expect(found[0].keyPath == "backgroundColor")
      #expect(found[0].problem == .unreadableValue(role: "toValue", typeName: "UIColor"))
      #expect(found[0].description.contains("\"backgroundColor\""))
      #expect(found[0].description.contains("UIColor"))
      #expect(found[1].problem == .unreadableValue(role: "values[1]", typeName: "NSValue of [2d]"))
      #expect(found[2].problem == .wrongKind(role: "toValue", found: "point", expected: "number"))
      #expect(found[3].keyPath == "progress" && found[3].problem == .unknownKeyPath)
      // The colour animation contributes nothing: the tile stays red half way.
      #expect(try probe(view, at: 0.5, [(50, 50)])[0].near(.red))
    }
  }

  /// UIView members real subclasses override, and UIKit's string forms of geometry.
  @Test func viewSubclassOverridesAndStringForms() throws {
    try onFreshClock {
      let pill = PillView()
      pill.translatesAutoresizingMaskIntoConstraints = false
      pill.contentMode = .redraw
      #expect(pill.intrinsicContentSize == CGSize(width: 80, height: 24))
      pill.sizeToFit()
      #expect(pill.bounds.size == CGSize(width: 80, height: 24))
      #expect(UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      host.addSubview(pill)
      #expect(pill.tintColor == .systemBlue)
      host.tintColor = .systemRed
      #expect(pill.tintChanges == 1 && pill.tintColor == .systemRed)
      // The pill repaints itself in its tint: systemRed (255, 59, 48) on the frame.
      let px = try probe(host, at: 0, [(40, 12)])
      #expect(px[0].near(RGB(r: 255, g: 59, b: 48), 2), "\(px[0])")
    }
    #expect(NSCoder.cgPoint(for: "{3, -4.5}") == CGPoint(x: 3, y: -4.5))
    #expect(NSCoder.cgRect(for: "{{1, 2}, {30, 40}}") == CGRect(x: 1, y: 2, width: 30, height: 40))
    #expect(NSCoder.cgSize(for: "{5, 6}") == CGSize(width: 5, height: 6))
    #expect(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3.5, height: 4)) == "{{1, 2}, {3.5, 4}}")
    #expect(NSCoder.cgPoint(for: "garbage") == .zero)
  }
}
