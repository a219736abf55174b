import Foundation
import Strobe
import Testing

/// scene-format.md: rendering `strobe eval`'s document equals rendering the scene at T.
@Suite struct EvalRoundTripTests {
  @Test(arguments: [0, 0.25, 0.75, 1, 1.2, 1.5, 2, 3.3, 7.9])
  func evaluatedDocumentRendersTheSamePixels(time: Double) throws {
    let original = try SceneLoader.load(
      contentsOf: Workspace.fixture("animated.json"), displayName: "animated.json")
    let data = try SceneWriter().evaluated(original, at: [time])
    let baked = try SceneLoader.load(data: data, fileName: "eval.json")
    #expect(baked.rootLayer.animationSummaries().isEmpty)
    let renderer = Renderer()
    let expected = try renderer.rasterize(original.drawList(at: time), scale: 2)
    // Static: any time shows the baked values.
    for t in [0, time] {
      let actual = try renderer.rasterize(baked.drawList(at: t), scale: 2)
      #expect(actual == expected, "t = \(time), baked document at \(t)")
    }
  }

  @Test func pixelComparisonIsNotVacuous() throws {
    let original = try SceneLoader.load(
      contentsOf: Workspace.fixture("animated.json"), displayName: "animated.json")
    let renderer = Renderer()
    let a = try renderer.rasterize(original.drawList(at: 0.25), scale: 2)
    let b = try renderer.rasterize(original.drawList(at: 1), scale: 2)
    #expect(a != b)
  }
}
