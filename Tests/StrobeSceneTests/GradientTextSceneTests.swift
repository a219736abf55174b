import Foundation
import StrobeCore
import StrobeGeometry
import StrobeScene
import Testing

/// Scene layers of type `gradient` and `text` build CAGradientLayer / CATextLayer with the
/// given keys, and their animatable keys animate.
@Suite struct GradientTextSceneTests {
  static func document(_ json: String) throws -> SceneDocument {
    try SceneLoader.load(data: Data(json.utf8), fileName: "test.json")
  }

  @Test func gradientKeysBuildACAGradientLayer() throws {
    let doc = try Self.document(
      """
      { "strobe": 1, "canvas": { "width": 100, "height": 100 },
        "layers": [ { "type": "gradient", "frame": [0, 0, 100, 100],
          "colors": ["#FF0000", [0, 0, 1, 0.5]], "locations": [0.2, 0.8],
          "startPoint": [0, 0], "endPoint": [1, 1], "gradientType": "radial" } ] }
      """)
    let g = try #require(doc.rootLayer.sublayers?.first as? CAGradientLayer)
    #expect(
      g.gradientModel.colors == [
        .init(srgbRed: 1, green: 0, blue: 0, alpha: 1),
        .init(srgbRed: 0, green: 0, blue: 1, alpha: 0.5),
      ])
    #expect(g.gradientModel.locations == [0.2, 0.8])
    #expect(g.startPoint == CGPoint(x: 0, y: 0))
    #expect(g.endPoint == CGPoint(x: 1, y: 1))
    #expect(g.type == .radial)
  }

  @Test func textKeysBuildACATextLayer() throws {
    let doc = try Self.document(
      """
      { "strobe": 1, "canvas": { "width": 100, "height": 100 },
        "layers": [ { "type": "text", "frame": [0, 0, 100, 40], "string": "Hi",
          "font": "DejaVu Sans", "fontSize": 18, "foregroundColor": "#00FF00",
          "alignmentMode": "center", "isWrapped": true, "truncationMode": "middle" } ] }
      """)
    let t = try #require(doc.rootLayer.sublayers?.first as? CATextLayer)
    #expect(t.textModel.string == "Hi")
    #expect(t.textModel.fontFamily == "DejaVu Sans")
    #expect(t.fontSize == 18)
    #expect(t.foregroundColor == CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
    #expect(t.alignmentMode == .center)
    #expect(t.isWrapped)
    #expect(t.truncationMode == .middle)
  }

  /// colors red,blue → blue,red over 1 s: at 0.5 both colours are (0.5, 0, 0.5) (element-wise,
  /// linear); startPoint.x 0 → 1 is 0.5; fontSize 10 → 30 is 20.
  @Test func gradientAndTextKeysAnimate() throws {
    let doc = try Self.document(
      """
      { "strobe": 1, "canvas": { "width": 100, "height": 100 },
        "layers": [
          { "type": "gradient", "frame": [0, 0, 100, 100], "colors": ["#FF0000", "#0000FF"],
            "animations": [
              { "type": "basic", "keyPath": "colors", "fromValue": ["#FF0000", "#0000FF"],
                "toValue": ["#0000FF", "#FF0000"], "duration": 1 },
              { "type": "basic", "keyPath": "startPoint.x", "fromValue": 0, "toValue": 1, "duration": 1 } ] },
          { "type": "text", "frame": [0, 0, 100, 40], "string": "x", "fontSize": 10,
            "animations": [
              { "type": "basic", "keyPath": "fontSize", "fromValue": 10, "toValue": 30, "duration": 1 } ] } ] }
      """)
    let p = doc.rootLayer.presentation(at: 0.5)
    guard case .gradient(let g) = p.sublayers[0].content else {
      Issue.record("not a gradient")
      return
    }
    let colors = try #require(g.colors)
    for c in colors {
      #expect(abs(c.red - 0.5) < 1e-9 && c.green == 0 && abs(c.blue - 0.5) < 1e-9)
    }
    #expect(abs(g.startPoint.x - 0.5) < 1e-9)
    guard case .text(let t) = p.sublayers[1].content else {
      Issue.record("not a text layer")
      return
    }
    #expect(abs(t.fontSize - 20) < 1e-9)
  }
}
