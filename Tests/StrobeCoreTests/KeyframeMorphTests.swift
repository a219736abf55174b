import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// `CAKeyframeAnimation` path values with the resampling morph (`morphMode = .resample`, a
/// Strobe extension): paths whose vertex counts differ morph instead of having no effect.
@Suite struct KeyframeMorphTests {
  /// A 10×10 square at x0 drawn clockwise from its top-left corner; `extraVertex` adds a
  /// vertex in the middle of the top edge (5 instead of 4 vertices, same geometry).
  static func square(x0: CGFloat, extraVertex: Bool) -> PathData {
    var e: [PathElement] = [.move(to: CGPoint(x: x0, y: 0))]
    if extraVertex { e.append(.line(to: CGPoint(x: x0 + 5, y: 0))) }
    e += [
      .line(to: CGPoint(x: x0 + 10, y: 0)), .line(to: CGPoint(x: x0 + 10, y: 10)),
      .line(to: CGPoint(x: x0, y: 10)), .closeSubpath,
    ]
    return PathData(e)
  }

  /// The bounding box of the presented path at `t`.
  static func box(_ shape: CAShapeLayer, _ t: Double) -> CGRect? {
    guard case .shape(let s) = shape.presentation(at: t).content else { return nil }
    return s.path?.boundingBox
  }

  static func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
      && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  /// Square at x = 0 (4 vertices) → x = 100 (5 vertices) → x = 200 (4), 2 s, linear.
  ///
  /// The two squares are congruent with the same start point and direction, so
  /// the arc-length morph is the translation: at fraction f of a segment the box is at
  /// x = 100·f (+100 in the second). Times 0, 0.5, 1 (the middle keyframe), 1.5.
  @Test func resampleMorphsDifferingVertexCounts() {
    DocumentClock.withFreshContext {
      let shape = CAShapeLayer()
      shape.path = CGPath(data: Self.square(x0: -50, extraVertex: false))
      CATransaction.flush()
      let a = CAKeyframeAnimation(keyPath: "path")
      a.values = [
        CGPath(data: Self.square(x0: 0, extraVertex: false)),
        CGPath(data: Self.square(x0: 100, extraVertex: true)),
        CGPath(data: Self.square(x0: 200, extraVertex: false)),
      ]
      a.duration = 2
      a.morphMode = .resample
      shape.add(a, forKey: "morph")
      for (t, x) in [(0.0, 0.0), (0.5, 50), (1, 100), (1.5, 150)] {
        let got = Self.box(shape, t)
        #expect(
          Self.near(got, CGRect(x: x, y: 0, width: 10, height: 10)),
          "t = \(t): \(String(describing: got))")
      }
    }
  }

  /// Without the option (Core Animation's rule) the same animation has no effect: the
  /// model path (the square at x = −50) shows.
  @Test func coreAnimationModeLeavesTheModel() {
    DocumentClock.withFreshContext {
      let shape = CAShapeLayer()
      shape.path = CGPath(data: Self.square(x0: -50, extraVertex: false))
      CATransaction.flush()
      let a = CAKeyframeAnimation(keyPath: "path")
      a.values = [
        CGPath(data: Self.square(x0: 0, extraVertex: false)),
        CGPath(data: Self.square(x0: 100, extraVertex: true)),
      ]
      a.duration = 2
      shape.add(a, forKey: "morph")
      #expect(Self.near(Self.box(shape, 0.5), CGRect(x: -50, y: 0, width: 10, height: 10)))
    }
  }
}
