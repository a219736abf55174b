import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// An observer that records its calls and runs an optional body.
private final class Recorder: TransactionCommitObserver {
  let name: String
  var log: [String]
  var body: () -> Void = {}
  private(set) var calls = 0

  init(_ name: String, log: [String] = []) {
    self.name = name
    self.log = log
  }

  func transactionWillCommit() {
    calls += 1
    body()
  }
}

/// A custom layer subclass with its own designated initialiser: as on iOS it must implement
/// `required init?(coder:)`, through which its metatype makes instances
/// (`CALayer.makeInstance(of:)`).
private final class BadgeLayer: CALayer {
  var label: String

  init(label: String) {
    self.label = label
    super.init()
  }

  override init() {
    label = "default"
    super.init()
  }

  required init?(coder: NSCoder) {
    label = "coded"
    super.init(coder: coder)
  }
}

/// A subclass of a StrobeCore subclass that inherits every initialiser.
private final class RingLayer: CAShapeLayer {}

/// CATransaction's commit observers (the hook UIKit-style layout passes use) and
/// `CALayer`'s metatype instantiation (`makeInstance(of:)`).
@Suite struct CommitObserverTests {
  @Test func observersRunBeforeImplicitCommitsOnly() {
    DocumentClock.withFreshContext {
      let r = Recorder("a")
      CATransaction.addCommitObserver(r, forKey: "a")
      CATransaction.flush()
      #expect(r.calls == 1)
      // The rule changed (issue 16): an outermost begin commits pending changes without
      // calling the observers, since it can run inside a view's init.
      CATransaction.begin()
      #expect(r.calls == 1)
      CATransaction.begin()  // nested
      CATransaction.flush()  // inside an explicit transaction
      DocumentClock.setTime(0.5)  // ditto
      CATransaction.commit()
      CATransaction.commit()  // an explicit commit is not a pass
      #expect(r.calls == 1)
      CATransaction.beginAfterCommitObservers()  // what UIView.animate opens: a pass
      #expect(r.calls == 2)
      CATransaction.commit()
      #expect(r.calls == 2)
      DocumentClock.setTime(1)
      #expect(r.calls == 3)
    }
  }

  @Test func observersRunInRegistrationOrderAndAreKeyed() {
    DocumentClock.withFreshContext {
      var order: [String] = []
      let a = Recorder("a")
      let b = Recorder("b")
      let a2 = Recorder("a2")
      a.body = { order.append("a") }
      b.body = { order.append("b") }
      a2.body = { order.append("a2") }
      CATransaction.addCommitObserver(a, forKey: "first")
      CATransaction.addCommitObserver(b, forKey: "second")
      CATransaction.flush()
      #expect(order == ["a", "b"])
      CATransaction.addCommitObserver(a2, forKey: "first")  // replaces a, keeps its place
      #expect(CATransaction.commitObserver(forKey: "first") === a2)
      CATransaction.flush()
      #expect(order == ["a", "b", "a2", "b"])
      CATransaction.removeCommitObserver(forKey: "second")
      #expect(CATransaction.commitObserver(forKey: "second") == nil)
      CATransaction.flush()
      #expect(order == ["a", "b", "a2", "b", "a2"] && a.calls == 1)
    }
  }

  @Test func aFreshContextStartsWithoutObservers() {
    DocumentClock.withFreshContext {
      let r = Recorder("outer")
      CATransaction.addCommitObserver(r, forKey: "k")
      DocumentClock.withFreshContext {
        #expect(CATransaction.commitObserver(forKey: "k") == nil)
        CATransaction.flush()
      }
      #expect(r.calls == 0)
      #expect(CATransaction.commitObserver(forKey: "k") === r)  // restored
    }
  }

  @Test func observersAreNotReentered() {
    DocumentClock.withFreshContext {
      let r = Recorder("r")
      r.body = {
        CATransaction.begin()
        CATransaction.commit()
        CATransaction.flush()
      }
      CATransaction.addCommitObserver(r, forKey: "r")
      CATransaction.flush()
      #expect(r.calls == 1)
    }
  }

  @Test func changesMadeByAnObserverCommitWithThePendingChanges() {
    DocumentClock.withFreshContext {
      let root = CALayer()
      var made: CALayer?
      let r = Recorder("layout")
      r.body = {
        guard made == nil else { return }
        let child = CALayer()  // created and sized in the "layout pass"
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.opacity = 0.5
        root.addSublayer(child)
        made = child
      }
      CATransaction.addCommitObserver(r, forKey: "layout")
      CATransaction.beginAfterCommitObservers()  // as UIView.animate begins
      CATransaction.setAnimationDuration(2)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      let child = made!
      // The observer's layer was committed with the pending changes: not animated itself,
      // and on screen for this explicit transaction, whose change animates (0.5 → 1 over 2 s).
      #expect(child.animationKeys() == nil)
      child.opacity = 1
      CATransaction.commit()
      #expect(child.animationKeys() == ["opacity"])
      #expect(abs(Double(child.presentation(at: 1).state.opacity) - 0.75) < 1e-6)
      #expect(child.animation(forKey: "opacity")?.duration == 2)
    }
  }

  @Test func layerClassesAreInstantiableFromTheirMetatypes() throws {
    let classes: [CALayer.Type] = [
      CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATextLayer.self,
      CAReplicatorLayer.self, CATransformLayer.self, BadgeLayer.self, RingLayer.self,
    ]
    for cls in classes {
      let made = try #require(CALayer.makeInstance(of: cls))
      #expect(type(of: made) == cls, "\(cls)")
      #expect(made.anchorPoint == CGPoint(x: 0.5, y: 0.5) && made.opacity == 1)
    }
    // Made through `init?(coder:)` (the rule changed from `required init()`, which kept iOS's
    // `override init()` from compiling: issue 16).
    let badge = try #require(CALayer.makeInstance(of: BadgeLayer.self) as? BadgeLayer)
    #expect(badge.label == "coded")
    #expect(BadgeLayer().label == "default")
    let ring = try #require(CALayer.makeInstance(of: RingLayer.self) as? RingLayer)
    #expect(ring.lineWidth == 1 && ring.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(BadgeLayer(label: "x").label == "x")
  }
}
