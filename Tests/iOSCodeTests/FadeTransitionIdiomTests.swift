import Foundation
import Testing
import UIKit

// The cross-fade helper many iOS code bases carry, in their usual spelling: a `UIView`
// extension adding a fade `CATransition` under `kCATransition`, with ease-in-ease-out timing
// and fill mode `.both`.
extension UIView {
  fileprivate func addCrossFade(duration: CFTimeInterval) {
    let fade = CATransition()
    fade.type = CATransitionType.fade
    fade.duration = duration
    fade.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)
    fade.fillMode = CAMediaTimingFillMode.both
    layer.add(fade, forKey: kCATransition)
  }
}

/// The helper on a view made in the same turn and on a view already on screen.
///
/// docs/core-animation-semantics.md §12.1. Ease-in-ease-out is symmetric, so halfway
/// through the 1 s fade the progress is 0.5: pixels worked out by hand over white.
@Suite struct FadeTransitionIdiomTests {
  @Test func aNewViewFadesInAndAShownViewCrossFades() throws {
    try onFreshClock {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let shown = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
      shown.backgroundColor = .red
      root.addSubview(shown)
      CATransaction.flush()
      // A banner made now was never on screen: it fades in from nothing (red at α ½ over
      // white). The shown view cross-fades: red at α ½ over white gives (255, 128, 128), blue
      // at α ½ over that (128, 64, 191).
      let banner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      banner.backgroundColor = .red
      root.addSubview(banner)
      banner.addCrossFade(duration: 1)
      shown.backgroundColor = .blue
      shown.addCrossFade(duration: 1)
      CATransaction.flush()
      #expect(banner.layer.animationKeys() == [kCATransition])
      let half = try probe(root, at: 0.5, [(25, 25), (75, 25)])
      #expect(half[0].near(RGB(r: 255, g: 128, b: 128)), "\(half[0])")
      #expect(half[1].near(RGB(r: 128, g: 64, b: 191)), "\(half[1])")
      let done = try probe(root, at: 1.5, [(25, 25), (75, 25)])
      #expect(done[0].near(.red), "\(done[0])")
      #expect(done[1].near(.blue), "\(done[1])")
    }
  }
}
