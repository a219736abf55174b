import Foundation
import StrobeUIKitCompat
import Testing

/// An indicator ring as public loaders build it: a full turn drawn "counter-clockwise"
/// (`clockwise: false`, 0 → 2π), with a rotating dot from a tiny filled circle made the same
/// way (docs/core-animation-semantics.md §11.1).
private final class RingIndicatorView: UIView {
  let ring = CAShapeLayer()
  let dot = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    ring.fillColor = UIColor.clear.cgColor
    ring.strokeColor = UIColor.red.cgColor
    ring.lineWidth = 4
    dot.fillColor = UIColor.blue.cgColor
    layer.addSublayer(ring)
    layer.addSublayer(dot)
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  override func layoutSubviews() {
    super.layoutSubviews()
    ring.frame = bounds
    ring.path =
      UIBezierPath(
        arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: 30, startAngle: 0,
        endAngle: 2 * .pi, clockwise: false
      ).cgPath
    let p = CGMutablePath()
    p.addArc(
      center: CGPoint(x: bounds.midX, y: 10), radius: 5, startAngle: 0, endAngle: 2 * .pi,
      clockwise: true)
    dot.frame = bounds
    dot.path = p
  }
}

@Suite struct FullTurnArcTests {
  @Test func wholeTurnRingsAndDotsAreDrawn() throws {
    try DocumentClock.withFreshContext {
      let v = RingIndicatorView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
      let img = try v.rasterize(at: 0)
      // The ring (radius 30 about (40, 40), 4 wide) right, bottom, left and top-left (the top
      // is under the dot): red. Before the rule changed the ring path was only a move.
      for (x, y) in [(70, 40), (40, 70), (10, 40), (19, 19)] {
        let p = img.pixel(x: x, y: y)
        #expect(p.r > 200 && p.g < 60 && p.b < 60, "(\(x), \(y)): \(p)")
      }
      // Inside the ring: white. The dot (radius 5 about (40, 10)) drawn over the ring: blue.
      let inside = img.pixel(x: 40, y: 40)
      #expect(inside.r == 255 && inside.g == 255 && inside.b == 255)
      let dot = img.pixel(x: 42, y: 12)
      #expect(dot.b > 200 && dot.r < 60, "\(dot)")
    }
  }
}
