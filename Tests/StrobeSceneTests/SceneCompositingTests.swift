import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeScene

/// The scene keys `compositingFilter` (Core Animation's, with Core Image filter names) and
/// `blurRadius` (a Strobe extension): loaded onto the layer, refused when wrong, animated,
/// and written back by `SceneWriter`.
@Suite struct SceneCompositingTests {
  static func scene(_ layer: String) -> String {
    """
    {"strobe": 1, "canvas": {"width": 10, "height": 10}, "layers": [
      {"type": "layer", "frame": [0, 0, 10, 10], "backgroundColor": "#ff0000"},
      {"type": "layer", "name": "top", "frame": [0, 0, 10, 10], "backgroundColor": "#00ff00", \(layer)}]}
    """
  }

  static func top(_ layer: String) throws -> CALayer {
    let doc = try SceneLoader.load(data: Data(scene(layer).utf8), fileName: "s.json")
    return try #require(doc.rootLayer.sublayers?.first { $0.name == "top" })
  }

  @Test(arguments: CompositingFilter.allCases)
  func everyFilterNameLoads(filter: CompositingFilter) throws {
    let layer = try Self.top("\"compositingFilter\": \"\(filter.rawValue)\"")
    #expect(layer.compositingFilter as? String == filter.rawValue)
    #expect(layer.modelState.compositingFilter == filter)
  }

  @Test func anUnknownFilterIsALocatedErrorListingTheNames() {
    let message = SceneTestSupport.loadError(Self.scene("\"compositingFilter\": \"multiplyBlend\""))
    #expect(
      message?.hasSuffix(
        "layers[1].compositingFilter: expected one of sourceOverCompositing, multiplyBlendMode, "
          + "screenBlendMode, overlayBlendMode, darkenBlendMode, lightenBlendMode, "
          + "colorDodgeBlendMode, colorBurnBlendMode, hardLightBlendMode, softLightBlendMode, "
          + "differenceBlendMode, exclusionBlendMode, hueBlendMode, saturationBlendMode, "
          + "colorBlendMode, luminosityBlendMode, additionCompositing; got \"multiplyBlend\"")
        == true, "\(message ?? "")")
    let kind = SceneTestSupport.loadError(Self.scene("\"compositingFilter\": 3"))
    #expect(kind?.contains("compositingFilter") == true, "\(kind ?? "")")
  }

  @Test func blurRadiusLoadsAndAnimates() throws {
    let layer = try Self.top(
      """
      "blurRadius": 2.5, "animations": [{"type": "basic", "keyPath": "blurRadius", "fromValue": 0,
        "toValue": 10, "duration": 1, "beginTime": 1}]
      """)
    #expect(layer.blurRadius == 2.5)
    let halfway = layer.presentation(at: 1.5).state.blurRadius
    #expect(abs(halfway - 5) < 1e-9, "\(halfway)")
    let negative = SceneTestSupport.loadError(Self.scene("\"blurRadius\": -1"))
    #expect(negative?.contains("blurRadius") == true, "\(negative ?? "")")
  }

  /// `SceneWriter` writes both keys when they are set (and neither at their defaults), and the
  /// document loads back to the same values.
  @Test func theWriterWritesThemBack() throws {
    let doc = try SceneLoader.load(
      data: Data(Self.scene("\"compositingFilter\": \"hueBlendMode\", \"blurRadius\": 3").utf8),
      fileName: "s.json")
    let data = try SceneWriter().document(
      root: doc.rootLayer.presentation(at: 0), canvasSize: doc.canvasSize, background: nil)
    let text = String(decoding: data, as: UTF8.self).filter { !$0.isWhitespace }
    #expect(text.contains("\"compositingFilter\":\"hueBlendMode\""))
    #expect(text.contains("\"blurRadius\":3"))
    #expect(text.components(separatedBy: "compositingFilter").count == 2)
    let again = try SceneLoader.load(data: data, fileName: "w.json")
    let top = try #require(again.rootLayer.sublayers?.last)
    #expect(top.compositingFilter as? String == "hueBlendMode")
    #expect(top.blurRadius == 3)
  }
}
