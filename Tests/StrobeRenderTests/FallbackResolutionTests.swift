import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

/// The fallback resolution's documented default and what an unusable value falls back to
/// (``Renderer/fallbackResolution``): both are ``Renderer/defaultFallbackResolution``, 288 dpi.
@Suite struct FallbackResolutionTests {
  @Test func theDefaultIs288() {
    #expect(Renderer.defaultFallbackResolution == 288)
    #expect(Renderer().fallbackResolution == 288)
  }

  /// A conic gradient is a fallback image in SVG: an unusable resolution gives the default
  /// document byte for byte, and another resolution (Cairo's 300) a different one.
  @Test(arguments: [Double.nan, 0, -5, .infinity])
  func unusableValuesMeanTheDefault(value: Double) throws {
    let list = GradientRenderingTests.conicList(end: CGPoint(x: 1, y: 0.5))
    let standard = try Renderer().svgData(list)
    #expect(try Renderer(fallbackResolution: value).svgData(list) == standard)
    #expect(try Renderer(fallbackResolution: 300).svgData(list) != standard)
  }
}
