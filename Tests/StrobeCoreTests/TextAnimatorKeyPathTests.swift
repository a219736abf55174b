import Foundation
import StrobeCore
import StrobeGeometry
import Testing

/// Text animator values and the text stroke are animatable: `textAnimators.<name>.<key>`,
/// `textStrokeColor`, `textStrokeWidth` (docs/scene-format.md §Text animators).
@Suite struct TextAnimatorKeyPathTests {
  @Test func keyPathsNameAnAnimatorAndAKey() throws {
    let p = try #require(AnimatableProperty.named("textAnimators.fade.start"))
    #expect(p.kind == .number && !p.isShapeProperty)
    #expect(AnimatableProperty.named("textAnimators.fade.position")?.kind == .point)
    #expect(AnimatableProperty.named("textAnimators.fade.scale")?.kind == .size)
    #expect(AnimatableProperty.named("textAnimators.fade.fillColor")?.kind == .color)
    #expect(AnimatableProperty.named("textStrokeColor")?.kind == .color)
    #expect(AnimatableProperty.named("textStrokeWidth")?.kind == .number)
    for bad in [
      "textAnimators.fade.bogus", "textAnimators..start", "textAnimators.fade",
      "textAnimators.a.b.start", "textAnimators.fade.name", "textAnimators.fade.units",
    ] {
      #expect(AnimatableProperty.named(bad) == nil, "\(bad)")
    }
    #expect(TextAnimator.animatableKeys.count == 21)
  }

  @Test func valuesAreReadAndWrittenOnTheNamedAnimator() throws {
    let layer = CATextLayer()
    var fade = TextAnimator(name: "fade")
    fade.opacity = 0.25
    var move = TextAnimator(name: "move")
    move.position = CGPoint(x: 1, y: 2)
    layer.textAnimators = [fade, move]
    #expect(layer.animatableValue(forKeyPath: "textAnimators.fade.opacity") == .number(0.25))
    #expect(
      layer.animatableValue(forKeyPath: "textAnimators.move.position")
        == .point(CGPoint(x: 1, y: 2)))
    #expect(layer.setValue(0.5, forKeyPath: "textAnimators.fade.opacity"))
    #expect(layer.textAnimators[0].opacity == 0.5 && layer.textAnimators[1].opacity == 1)
    #expect(
      layer.setValue(
        NSValue(cgSize: CGSize(width: 2, height: 3)), forKeyPath: "textAnimators.move.scale"))
    #expect(layer.textAnimators[1].scale == CGSize(width: 2, height: 3))
    // A name no animator has reads the default and changes nothing.
    #expect(layer.animatableValue(forKeyPath: "textAnimators.none.opacity") == .number(1))
    layer.setValue(0.1, forKeyPath: "textAnimators.none.opacity")
    move.scale = CGSize(width: 2, height: 3)
    #expect(layer.textAnimators == [TextAnimator(name: "fade", opacity: 0.5), move])
  }

  @Test func animationsMoveThePresentationValues() {
    DocumentClock.withFreshContext {
      let layer = CATextLayer()
      var fade = TextAnimator(name: "fade")
      fade.opacity = 0
      layer.textAnimators = [fade]
      layer.textStrokeColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
      CATransaction.flush()
      let start = CABasicAnimation(keyPath: "textAnimators.fade.start")
      start.fromValue = 0
      start.toValue = 100
      start.duration = 2
      start.timingFunction = CAMediaTimingFunction(name: .linear)
      layer.add(start, forKey: "reveal")
      let width = CABasicAnimation(keyPath: "textStrokeWidth")
      width.fromValue = 0
      width.toValue = 4
      width.duration = 2
      width.timingFunction = CAMediaTimingFunction(name: .linear)
      layer.add(width, forKey: "stroke")
      CATransaction.flush()
      guard case .text(let t) = layer.presentation(at: 1).content else {
        Issue.record("not a text presentation")
        return
      }
      #expect(abs(Double(t.textAnimators[0].selector.start) - 50) < 1e-6)
      #expect(t.textAnimators[0].opacity == 0)
      #expect(abs(Double(t.textStrokeWidth) - 2) < 1e-6)
      // The model is untouched.
      #expect(layer.textAnimators[0].selector.start == 0 && layer.textStrokeWidth == 0)
    }
  }

  @Test func strokeChangesAnimateImplicitly() {
    DocumentClock.withFreshContext {
      let layer = CATextLayer()
      CATransaction.flush()
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      layer.textStrokeWidth = 4
      CATransaction.commit()
      #expect(layer.animationKeys() == ["textStrokeWidth"])
      guard case .text(let t) = layer.presentation(at: 0.5).content else {
        Issue.record("not a text presentation")
        return
      }
      #expect(abs(Double(t.textStrokeWidth) - 2) < 1e-6)
    }
  }
}

extension TextAnimator {
  /// An animator with a name and an opacity (for comparisons).
  fileprivate init(name: String, opacity: CGFloat) {
    self.init(name: name)
    self.opacity = opacity
  }
}
