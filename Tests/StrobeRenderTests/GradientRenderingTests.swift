import Foundation
import StrobeCore
import StrobeGeometry
import StrobeRender
import Testing

/// CAGradientLayer through the builder and Cairo: colours at pixel centres against the
/// closed-form gradient, SVG/PDF read-back, and which outputs stay vector.
@Suite struct GradientRenderingTests {
  typealias S = LayerRenderSupport
  static let red = (255.0, 0.0, 0.0, 255.0)
  static let green = (0.0, 255.0, 0.0, 255.0)
  static let blue = (0.0, 0.0, 255.0, 255.0)

  static func layer(
    _ frame: CGRect, _ colors: [CGColor], type: CAGradientLayerType = .axial,
    start: CGPoint? = nil, end: CGPoint? = nil, locations: [Double]? = nil
  ) -> CAGradientLayer {
    let g = CAGradientLayer()
    g.frame = frame
    g.colors = colors
    g.type = type
    if let start { g.startPoint = start }
    if let end { g.endPoint = end }
    g.locations = locations?.map { NSNumber(value: $0) }
    return g
  }

  static let redBlueAxial = S.list(
    120, 120,
    [
      layer(
        CGRect(x: 10, y: 10, width: 100, height: 100), [S.color(255, 0, 0), S.color(0, 0, 255)])
    ])

  @Test func defaultsAreCoreAnimations() {
    let g = CAGradientLayer()
    #expect(g.colors == nil)
    #expect(g.locations == nil)
    #expect(g.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(g.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(g.type == .axial)
  }

  /// Red at y = 10 to blue at y = 110: the pixel centre y + 0.5 has t = (y + 0.5 − 10)/100.
  @Test(arguments: [1.0, 2.0]) func axialTwoColoursIsTheLerpAtEachPixelCentre(scale: Double) throws
  {
    let image = try Renderer().rasterize(Self.redBlueAxial, scale: scale)
    var worst = 0.0
    for py in Int(10 * scale)..<Int(110 * scale) {
      let t = ((Double(py) + 0.5) / scale - 10) / 100
      let want = S.lerp(Self.red, Self.blue, t)
      for px in [Int(12 * scale), Int(60 * scale), Int(107 * scale)] {
        worst = max(worst, S.difference(image.pixel(x: px, y: py), want))
      }
    }
    #expect(worst <= 1, "worst channel error \(worst)")
    // Outside the layer: the white canvas.
    #expect(
      S.difference(image.pixel(x: Int(5 * scale), y: Int(60 * scale)), (255, 255, 255, 255)) == 0)
  }
}
