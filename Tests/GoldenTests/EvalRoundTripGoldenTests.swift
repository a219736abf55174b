import Foundation
import Strobe
import Testing

/// `strobe eval`'s contract over every golden fixture and seed scene: the document written
/// with the presentation baked in renders to the same pixels as the scene itself
/// (scene-format.md "`strobe eval` output").
@Suite struct EvalRoundTripGoldenTests {
  static let cases: [String] =
    GoldenImageTests.names.map { "golden/\($0)@0" }
    + SeedGoldenTests.cases.map { id in
      let parts = id.split(separator: "@")
      return "scenes/\(parts[0])@\(parts[1])"
    }

  @Test(arguments: cases) func bakedDocumentRendersTheSamePixels(_ id: String) throws {
    let parts = id.split(separator: "@")
    let url = GoldenImageTests.fixtures.deletingLastPathComponent()
      .appendingPathComponent("\(parts[0]).json")
    let time = Double(parts[1])!
    let doc = try SceneLoader.load(contentsOf: url)
    let baked = try SceneWriter().evaluated(doc, at: [time])
    let reloaded = try SceneLoader.load(data: baked, fileName: "baked.json")
    #expect(reloaded.rootLayer.animationSummaries().isEmpty)
    let a = try Renderer().rasterize(doc.drawList(at: time), scale: 1)
    let b = try Renderer().rasterize(reloaded.drawList(at: 0), scale: 1)
    let c = ImageComparison(expected: a, actual: b)
    #expect(c.passes(tolerance: 0), "\(id): \(c)")
  }
}
