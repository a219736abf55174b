import Foundation
import Testing

@testable import StrobeCore

/// Records every delegate message with the document time it arrived at.
private final class StopRecorder: CAAnimationDelegate {
  var log: [String] = []
  func animationDidStart(_ anim: CAAnimation) { log.append("start \(CACurrentMediaTime())") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    log.append("stop \(flag) \(CACurrentMediaTime())")
  }
}

/// A gradient colour cycler as iOS code writes it: each step animates `colors` to the next
/// set, held with `.forwards` and not removed, and the delegate starts the next step from
/// `animationDidStop(_:finished:)`.
private final class GradientCycler: CAAnimationDelegate {
  let layer: CAGradientLayer
  let sets: [[CGColor]]
  var index = 0
  var stops: [Double] = []

  init(layer: CAGradientLayer, sets: [[CGColor]]) {
    self.layer = layer
    self.sets = sets
  }

  func step() {
    let next = (index + 1) % sets.count
    let change = CABasicAnimation(keyPath: "colors")
    change.fromValue = sets[index]
    change.toValue = sets[next]
    change.duration = 1
    change.fillMode = .forwards
    change.isRemovedOnCompletion = false
    change.delegate = self
    layer.add(change, forKey: "colorChange")
    index = next
  }

  func animationDidStart(_ anim: CAAnimation) {}
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops.append(CACurrentMediaTime())
    if flag { step() }
  }
}

/// Two steps told apart by a tag stored with key-value coding, as iOS delegates do: the
/// first ends held ("forwards + not removed"), the delegate moves the model, removes it and
/// starts the second.
private final class TaggedSequencer: CAAnimationDelegate {
  let layer: CALayer
  var finishedSteps: [String] = []

  init(layer: CALayer) { self.layer = layer }

  func run(_ step: String, toX x: Double) {
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = x
    move.duration = 0.5
    move.fillMode = .forwards
    move.isRemovedOnCompletion = false
    move.delegate = self
    move.setValue(step, forKey: "step")
    layer.add(move, forKey: step)
  }

  func animationDidStart(_ anim: CAAnimation) {}
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    guard flag, let step = anim.value(forKey: "step") as? String else { return }
    finishedSteps.append(step)
    if step == "right" {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.position.x = 100
      CATransaction.commit()
      layer.removeAnimation(forKey: "right")
      run("back", toX: 0)
    }
  }
}

/// A delegate that re-adds its animation, already over, every time it stops.
private final class Restarter: CAAnimationDelegate {
  let layer: CALayer
  var stops = 0
  init(layer: CALayer) { self.layer = layer }
  func restart() {
    let a = CABasicAnimation(keyPath: "opacity")
    a.toValue = 0
    a.duration = 1
    a.beginTime = -5  // long over
    a.delegate = self
    layer.add(a, forKey: "again")
  }
  func animationDidStart(_ anim: CAAnimation) {}
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stops += 1
    restart()
  }
}

/// `animationDidStop(_:finished:)` for animations that are not removed on completion
/// (docs/animation.md, "Delegates and completion blocks").
@Suite struct DelegateStopTests {
  @Test func anAnimationKeptAfterItsEndStillReportsFinished() {
    DocumentClock.withFreshContext {
      let layer = CALayer()
      CATransaction.flush()
      let rec = StopRecorder()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0
      fade.duration = 1
      fade.fillMode = .forwards
      fade.isRemovedOnCompletion = false
      fade.delegate = rec
      layer.add(fade, forKey: "fade")
      DocumentClock.setTime(0.5)
      #expect(rec.log == ["start 0.0"])
      DocumentClock.setTime(2)
      // Sent once, at the end of the active duration (the clock reads 1.0 while it runs).
      #expect(rec.log == ["start 0.0", "stop true 1.0"])
      #expect(layer.presentation(at: 2).state.opacity == 0)  // still held by .forwards
      // "forwards + not removed + remove in animationDidStop": removing it later sends
      // nothing more.
      layer.removeAnimation(forKey: "fade")
      DocumentClock.setTime(3)
      #expect(rec.log == ["start 0.0", "stop true 1.0"])
      #expect(layer.presentation(at: 3).state.opacity == 1)
    }
  }

  @Test func removalBeforeTheEndReportsUnfinished() {
    DocumentClock.withFreshContext {
      let layer = CALayer()
      CATransaction.flush()
      let rec = StopRecorder()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.toValue = 0
      fade.duration = 1
      fade.isRemovedOnCompletion = false
      fade.delegate = rec
      layer.add(fade, forKey: "fade")
      DocumentClock.setTime(0.25)
      layer.removeAnimation(forKey: "fade")
      DocumentClock.setTime(2)
      #expect(rec.log == ["start 0.0", "stop false 0.25"])
    }
  }

  @Test func stepsChainedFromTheDelegateRunThroughOneClockJump() throws {
    try DocumentClock.withFreshContext {
      let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
      let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
      gradient.colors = [red, blue]
      CATransaction.flush()
      let cycler = GradientCycler(
        layer: gradient, sets: [[red, blue], [blue, green], [green, red]])
      cycler.step()
      // One jump from 0 to 3.5: steps end at 1, 2 and 3; each starts the next at its end.
      DocumentClock.setTime(3.5)
      #expect(cycler.stops == [1, 2, 3])
      // Step 4 (started at 3) runs [red, blue] → [blue, green]: halfway at 3.5.
      guard case .gradient(let g) = gradient.presentation(at: 3.5).content else {
        Issue.record("not a gradient")
        return
      }
      let colors = try #require(g.colors)
      #expect(colors.count == 2)
      #expect(abs(colors[0].red - 0.5) < 1e-9 && colors[0].green == 0)
      #expect(abs(colors[0].blue - 0.5) < 1e-9)
      #expect(colors[1].red == 0 && abs(colors[1].green - 0.5) < 1e-9)
      #expect(abs(colors[1].blue - 0.5) < 1e-9)
      // Stepping the clock frame by frame gives the same chain.
      DocumentClock.setTime(4.25)
      #expect(cycler.stops == [1, 2, 3, 4])
    }
  }

  @Test func keyValueTagsTellChainedStepsApart() {
    DocumentClock.withFreshContext {
      let layer = CALayer()
      layer.position = CGPoint(x: 0, y: 0)
      CATransaction.flush()
      let sequencer = TaggedSequencer(layer: layer)
      sequencer.run("right", toX: 100)
      // Right: 0 → 100 over [0, 0.5] (linear), read while it is still on the layer.
      DocumentClock.setTime(0.25)
      #expect(abs(layer.presentation(at: 0.25).state.position.x - 50) < 1e-9)
      DocumentClock.setTime(2)
      #expect(sequencer.finishedSteps == ["right", "back"])
      // Back: from the model, now 100, to 0 over [0.5, 1].
      #expect(abs(layer.presentation(at: 0.875).state.position.x - 25) < 1e-9)
      #expect(layer.presentation(at: 0.4).state.position.x == 100)  // model before "back"
      #expect(layer.presentation(at: 2).state.position.x == 0)  // "back" held forwards
      #expect(layer.animationKeys() == ["back"])
    }
  }

  @Test func keyValueCodingOnAnimationsSetsPropertiesAndKeepsTags() {
    let a = CABasicAnimation(keyPath: "opacity")
    a.setValue(2, forKey: "duration")
    a.setValue(true, forKey: "autoreverses")
    a.setValue(0.5, forKey: "toValue")
    a.setValue("fade", forKey: "id")
    #expect(a.duration == 2 && a.autoreverses)
    #expect(a.value(forKey: "duration") as? Double == 2)
    #expect(a.toValue as? Double == 0.5)
    #expect(a.value(forKey: "keyPath") as? String == "opacity")
    let copy = a.copy()
    #expect(copy.value(forKey: "id") as? String == "fade")
    #expect(copy.value(forKey: "missing") == nil)
    a.setValue("slow", forKey: "duration")  // the wrong type: unchanged
    #expect(a.duration == 2)
  }

  @Test func aDelegateThatRestartsAnEndedAnimationDoesNotHang() {
    DocumentClock.withFreshContext {
      let layer = CALayer()
      CATransaction.flush()
      let r = Restarter(layer: layer)
      r.restart()
      DocumentClock.setTime(1)
      // It returns. A clock move runs two passes (the commit before the move, then the move)
      // and each restart costs two messages (start, stop): one cap's worth of stops.
      #expect(r.stops == TransactionStack.maxMessagesPerPass)
      DocumentClock.setTime(2)  // the chain goes on at the next move, bounded again
      #expect(r.stops == 2 * TransactionStack.maxMessagesPerPass)
    }
  }
}
