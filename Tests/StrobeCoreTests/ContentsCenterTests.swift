import Foundation
import StrobeCore
import StrobeGeometry
import Testing

/// `contentsCenter`: default, storage and implicit (basic) animation.
@Suite struct ContentsCenterTests {
  @Test func defaultsToTheUnitRect() {
    #expect(CALayer().contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func animatesImplicitlyAndByKeyPath() {
    DocumentClock.withFreshContext {
      let l = CALayer()
      CATransaction.flush()
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      l.contentsCenter = CGRect(x: 0.5, y: 0.25, width: 0, height: 0.5)
      CATransaction.commit()
      #expect(l.animationKeys() == ["contentsCenter"])
      // Linear, halfway: (0.25, 0.125, 0.5, 0.75).
      let c = l.presentation(at: 0.5).state.contentsCenter
      let want = CGRect(x: 0.25, y: 0.125, width: 0.5, height: 0.75)
      #expect(
        abs(c.minX - want.minX) < 1e-9 && abs(c.minY - want.minY) < 1e-9
          && abs(c.width - want.width) < 1e-9 && abs(c.height - want.height) < 1e-9, "\(c)")
      #expect(l.presentation(at: 2).state.contentsCenter == l.contentsCenter)
    }
  }
}
