import Foundation
import StrobeCore
import StrobeGeometry
import StrobeRender

/// Builds draw lists from small layer trees for the gradient and text rendering tests.
enum LayerRenderSupport {
  /// A white-background canvas of `width × height` points showing `layers` (frames in canvas
  /// points).
  static func list(_ width: Double, _ height: Double, _ layers: [CALayer]) -> DrawList {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    root.position = CGPoint(x: width / 2, y: height / 2)
    for l in layers { root.addSublayer(l) }
    return DrawListBuilder().build(
      root: root.presentation(at: 0), canvasSize: CGSize(width: width, height: height),
      background: RGBA(1, 1, 1, 1))
  }

  /// An sRGB colour from 0…255 components.
  static func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 255) -> CGColor {
    CGColor(srgbRed: r / 255, green: g / 255, blue: b / 255, alpha: a / 255)
  }

  /// The largest channel difference between a pixel and an expected 0…255 colour.
  static func difference(
    _ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ want: (Double, Double, Double, Double)
  ) -> Double {
    [
      abs(Double(p.r) - want.0), abs(Double(p.g) - want.1), abs(Double(p.b) - want.2),
      abs(Double(p.a) - want.3),
    ].max()!
  }

  /// `a + (b − a)·t` per component.
  static func lerp(
    _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ t: Double
  ) -> (Double, Double, Double, Double) {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t, a.3 + (b.3 - a.3) * t)
  }
}
