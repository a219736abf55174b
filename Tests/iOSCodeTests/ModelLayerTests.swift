import Foundation
import QuartzCore
import Testing
import UIKit

/// `model()` beside `presentation()`, and boxed numbers read back as `CGFloat`: the way iOS
/// code pauses a spinner where it is, or restarts a fade from what is on screen.
@Suite struct ModelLayerTests {
  /// A spinner interrupted a quarter of the way round: the code reads the on-screen angle
  /// as a `CGFloat` from the presentation copy, and the model layer through `model()`.
  @Test func spinnerFreezesAtTheOnScreenAngle() throws {
    try onFreshClock {
      let bar = square(40, at: CGPoint(x: 50, y: 50), color: .blue)
      let view = host(bar)
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.fromValue = 0
      spin.toValue = CGFloat.pi * 2
      spin.duration = 1
      spin.timingFunction = CAMediaTimingFunction(name: .linear)
      bar.add(spin, forKey: "spin")

      DocumentClock.setTime(0.25)
      let onScreen = try #require(bar.presentation())
      #expect(onScreen !== bar)
      #expect(onScreen.model() === bar)
      #expect(bar.model() === bar)
      // Linear 0 → 2π over 1 s: a quarter turn at 0.25 s.
      let angle = try #require(
        onScreen.value(forKeyPath: "transform.rotation.z") as? CGFloat)
      #expect(near(angle, .pi / 2, 1e-9))
      // The model keeps the identity: the angle lives only in the animation.
      let modelAngle = try #require(
        onScreen.model().value(forKeyPath: "transform.rotation.z") as? CGFloat)
      #expect(near(modelAngle, 0, 1e-12))

      // Freeze it there, as iOS code does before removing the animation.
      bar.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
      bar.removeAnimation(forKey: "spin")
      DocumentClock.setTime(0.6)
      let frozen = try #require(
        bar.presentation()?.value(forKeyPath: "transform.rotation.z") as? CGFloat)
      #expect(near(frozen, .pi / 2, 1e-9))
      // A quarter turn of a square looks the same; its corner region stays empty, its centre
      // blue.
      let px = try probe(view, at: 0.6, [(50, 50), (26, 26)])
      #expect(px[0].near(.blue), "\(px)")
      #expect(px[1].near(.white), "\(px)")
    }
  }

  /// A fade restarted from the on-screen opacity read with `as? CGFloat` (the cast iOS code
  /// writes for `value(forKeyPath:)`), while `model()` still holds the value the code set.
  @Test func fadeRestartsFromTheShownOpacity() throws {
    try onFreshClock {
      let dot = square(20, at: CGPoint(x: 50, y: 50), color: .red)
      _ = host(dot)
      dot.opacity = 0.2
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.2
      fade.duration = 1
      fade.timingFunction = CAMediaTimingFunction(name: .linear)
      dot.add(fade, forKey: "fade")

      DocumentClock.setTime(0.5)
      let shown = try #require(dot.presentation()?.value(forKeyPath: "opacity") as? CGFloat)
      #expect(near(shown, 0.6, 1e-6))
      #expect(near(Double(dot.presentation()?.model().opacity ?? -1), 0.2, 1e-6))
      let position = try #require(dot.value(forKeyPath: "position.x") as? CGFloat)
      #expect(position == 50)
    }
  }

  /// NSNumber ⇄ CGFloat casts behave as on iOS: exact values convert both ways, inexact
  /// ones give nil.
  @Test func numbersCastToCGFloat() throws {
    let boxed: Any = NSNumber(value: 1.5)
    #expect(boxed as? CGFloat == 1.5)
    let whole: Any = NSNumber(value: 3)
    #expect(whole as? CGFloat == 3)
    let huge: Any = NSNumber(value: Int64.max)
    #expect(huge as? CGFloat == nil)
    let swiftValue: Any = CGFloat(0.25)
    let number = try #require(swiftValue as? NSNumber)
    #expect(number.doubleValue == 0.25)
  }
}
