import Foundation
import StrobeUIKitCompat
import Testing

/// A view whose layoutSubviews sizes a standalone sublayer to its bounds (the pattern of
/// iOS progress rings and gradient backgrounds) and counts its passes.
private final class RingView: UIView {
  let ring = CAShapeLayer()
  var layoutCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.strokeEnd = 0
    layer.addSublayer(ring)
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    ring.frame = bounds.insetBy(dx: 5, dy: 5)
    ring.path = UIBezierPath(ovalIn: ring.bounds).cgPath
  }
}

/// A loading ring in a common iOS idiom: a lazy sublayer configured inside a transaction with
/// actions disabled, first touched from `init`, framed in `layoutSubviews`.
private final class LazyRingView: UIView {
  var ringsMade = 0
  var layoutCount = 0
  lazy var ring: CAShapeLayer = {
    let ring = CAShapeLayer()
    ringsMade += 1
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ring.strokeColor = UIColor.red.cgColor
    ring.fillColor = nil
    ring.lineWidth = 4
    CATransaction.commit()
    layer.addSublayer(ring)
    return ring
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.strokeEnd = 1
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    ring.frame = bounds
    ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).cgPath
  }
}

/// A view that asks for layout again from its own layoutSubviews (a layout loop).
private final class RestlessView: UIView {
  var layoutCount = 0
  override func layoutSubviews() {
    layoutCount += 1
    setNeedsLayout()
  }
}

/// The layout pass StrobeUIKitCompat runs before pending changes commit (LayerLayoutQueue),
/// as UIKit runs its layout pass before the run loop's implicit transaction commits.
@Suite struct LayoutPassTests {
  /// Flushes, clock moves and animation blocks are layout passes; a bare begin is not.
  ///
  /// The rule changed (issue 16): an outermost `CATransaction.begin()` used to be a layout
  /// pass; it no longer is, since it can run inside a view's `init` (see
  /// `aLazySublayerConfiguredInATransactionDuringInitIsMadeOnce`).
  @Test func flushClockAndAnimationBlocksLayOutButABareBeginDoesNot() {
    DocumentClock.withFreshContext {
      let v = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      #expect(v.layoutCount == 0)  // creating a view does not lay out at once
      CATransaction.begin()
      #expect(v.layoutCount == 0)
      CATransaction.commit()
      #expect(v.layoutCount == 0)
      CATransaction.flush()
      #expect(v.layoutCount == 1 && v.ring.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
      v.setNeedsLayout()
      CATransaction.begin()  // nested: no commit of pending changes, no layout
      CATransaction.flush()  // inside an explicit transaction: nothing either
      #expect(v.layoutCount == 1)
      CATransaction.commit()
      CATransaction.commit()
      #expect(v.layoutCount == 1)  // an explicit commit is not a layout pass
      CATransaction.flush()
      #expect(v.layoutCount == 2)
      CATransaction.flush()
      #expect(v.layoutCount == 2)  // nothing pending
      v.setNeedsLayout()
      DocumentClock.setTime(1)
      #expect(v.layoutCount == 3)
      UIView.animate(withDuration: 1) {}  // an animation block begins a transaction
      #expect(v.layoutCount == 3)
      v.setNeedsLayout()
      UIView.animate(withDuration: 1) { #expect(v.layoutCount == 4) }
    }
  }

  /// On iOS layout runs later in the run loop, never inside `init`: the lazy ring is made
  /// once and drawn once (before the fix the `begin()` in the lazy closure laid the view out,
  /// `layoutSubviews` touched `ring` again and a second ring was made and added).
  @Test func aLazySublayerConfiguredInATransactionDuringInitIsMadeOnce() throws {
    try DocumentClock.withFreshContext {
      let v = LazyRingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
      #expect(v.ringsMade == 1 && v.layoutCount == 0)
      #expect(v.layer.sublayers?.count == 1)
      let img = try v.rasterize(at: 0)
      #expect(v.ringsMade == 1 && v.layoutCount == 1 && v.layer.sublayers?.count == 1)
      // The ring: circle of radius 20 about (30, 30), 4 pt wide; at 3 o'clock (50, 30) red,
      // the centre white.
      let edge = img.pixel(x: 50, y: 30)
      #expect(edge.r > 200 && edge.g < 60 && edge.b < 60, "\(edge)")
      let centre = img.pixel(x: 30, y: 30)
      #expect(centre.r == 255 && centre.g == 255 && centre.b == 255, "\(centre)")
    }
  }

  @Test func layoutOfAFreshViewDoesNotAnimateButTheFirstExplicitChangeDoes() throws {
    try DocumentClock.withFreshContext {
      let v = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      CATransaction.begin()  // no layoutIfNeeded() first, as on iOS
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      v.ring.strokeEnd = 0.5
      CATransaction.commit()
      #expect(v.layoutCount == 0)  // a bare begin is not a layout pass
      DocumentClock.setTime(0.5)  // the pass runs before the clock moves (at time 0)
      #expect(v.layoutCount == 1)
      // Only strokeEnd animates: the ring's bounds and position set by the view's first
      // layout do not, although the begin above had committed the ring.
      #expect(v.ring.animationKeys() == ["strokeEnd"])
      #expect(v.layer.animationKeys() == nil)
      let p = v.ring.presentation(at: 0.5)
      #expect(p.state.bounds == CGRect(x: 0, y: 0, width: 90, height: 90))
      #expect(p.state.position == CGPoint(x: 50, y: 50))
      let shape = try #require(
        { if case .shape(let s) = p.content { return s } else { return nil } }())
      #expect(near(Double(shape.strokeEnd), 0.25, 1e-9))  // linear 0 → 0.5, halfway
    }
  }

  @Test func resizingAnOnScreenViewAnimatesItsSublayersImplicitlyAtTheNextPass() {
    DocumentClock.withFreshContext {
      let v = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      CATransaction.flush()  // laid out and on screen
      v.frame = CGRect(x: 0, y: 0, width: 200, height: 100)  // outside any animation block
      #expect(v.layer.animationKeys() == nil)  // the view's own layer never animates here
      // The clock move commits the pending changes first, at the old time 0, and the layout
      // pass runs just before that commit.
      DocumentClock.setTime(2)
      // As on iOS, the standalone sublayer's geometry change takes the implicit 0.25 s
      // animation (default curve): bounds width 90 → 190 from time 0.
      #expect(Set(v.ring.animationKeys() ?? []) == ["bounds", "position"])
      let mid = Double(v.ring.presentation(at: 0.125).state.bounds.width)
      #expect(mid > 90 && mid < 190, "\(mid)")
      #expect(v.ring.presentation(at: 0.25).state.bounds.width == 190)
    }
  }

  @Test func renderingLaysOutEveryPendingView() throws {
    try DocumentClock.withFreshContext {
      let a = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      let b = RingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      _ = try a.rasterize(at: 0)
      #expect(a.layoutCount == 1 && b.layoutCount == 1)
    }
  }

  @Test func subviewsAreLaidOutOnceTopDown() {
    DocumentClock.withFreshContext {
      let root = RingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = RingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      root.addSubview(child)
      child.setNeedsLayout()
      CATransaction.flush()
      #expect(root.layoutCount == 1 && child.layoutCount == 1)
    }
  }

  @Test func aLayoutLoopStopsAfterTheRoundLimit() {
    DocumentClock.withFreshContext {
      let v = RestlessView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      CATransaction.flush()
      #expect(v.layoutCount == 32)
      CATransaction.flush()
      #expect(v.layoutCount == 64)  // still marked: the next pass continues
    }
  }

  @Test func releasedViewsAreNotKeptForLayout() {
    DocumentClock.withFreshContext {
      weak var gone: RingView?
      do {
        let v = RingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        gone = v
      }
      #expect(gone == nil)
      CATransaction.flush()  // the queue held it weakly: nothing to lay out, no crash
    }
  }
}
