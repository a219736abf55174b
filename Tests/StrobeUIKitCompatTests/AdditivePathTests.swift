import Foundation
import StrobeUIKitCompat
import Testing

/// A view backed by a shape layer, as iOS shape views are written.
private final class BlobView: UIView {
  override class var layerClass: AnyClass { CAShapeLayer.self }
  var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}

/// An additive `path` keyframe animation shows its own values (docs/animation.md, "Choices
/// where Core Animation is silent"): paths cannot be added.
@Suite struct AdditivePathTests {
  @Test func additivePathKeyframesOverAnotherStructureShowTheirValues() throws {
    try DocumentClock.withFreshContext {
      let view = BlobView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      // The model: a small circle (move, four curves, close).
      view.shapeLayer.path =
        UIBezierPath(ovalIn: CGRect(x: 40, y: 40, width: 20, height: 20))
        .cgPath
      view.shapeLayer.fillColor = UIColor.black.cgColor
      CATransaction.flush()
      let morph = CAKeyframeAnimation(keyPath: "path")
      morph.values = [
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath,
        UIBezierPath(rect: CGRect(x: 60, y: 60, width: 40, height: 40)).cgPath,
      ]
      morph.duration = 1
      morph.isAdditive = true
      view.shapeLayer.add(morph, forKey: "morph")
      // Halfway (linear keyframes): the square (30, 30, 40, 40), corners averaged by hand.
      let p = view.shapeLayer.presentation(at: 0.5)
      let shape = try #require(
        { if case .shape(let s) = p.content { return s } else { return nil } }())
      let elements = try #require(shape.path?.elements)
      #expect(elements.count == 5)
      #expect(elements.first?.endPoint == CGPoint(x: 30, y: 30))
      #expect(elements[2].endPoint == CGPoint(x: 70, y: 70))
      // Pixels: inside the square but outside the circle is filled; outside both is not.
      let img = try view.rasterize(at: 0.5)
      let inSquare = img.pixel(x: 65, y: 32)
      #expect(inSquare.r < 20 && inSquare.g < 20 && inSquare.b < 20, "\(inSquare)")
      let outside = img.pixel(x: 80, y: 80)
      #expect(outside.r == 255 && outside.g == 255 && outside.b == 255, "\(outside)")
      // After the end (removed on completion) the model circle shows again.
      let after = try view.rasterize(at: 2)
      #expect(after.pixel(x: 65, y: 32).r == 255)
      #expect(after.pixel(x: 50, y: 50).r < 20)
    }
  }
}
