import Foundation
import StrobeScene
import Testing

@testable import StrobeCLI

@Suite struct DemoSceneTests {
  static let fixture = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/demo.json")

  @Test func embeddedDemoEqualsTheCommittedFixture() throws {
    let committed = try String(contentsOf: Self.fixture, encoding: .utf8)
    #expect(
      DemoScene.json.trimmingCharacters(in: .whitespacesAndNewlines)
        == committed.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  @Test func demoLoadsWithSeveralShapeLayers() throws {
    let doc = try SceneLoader.load(data: Data(DemoScene.json.utf8), fileName: DemoScene.fileName)
    #expect(doc.canvasSize == CGSize(width: 480, height: 270))
    let card = try #require(doc.layer(named: "card"))
    #expect((card.sublayers ?? []).count >= 5)
    #expect(doc.layer(named: "progress")?.modelState.isHidden == false)
  }
}
