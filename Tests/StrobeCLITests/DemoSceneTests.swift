import Foundation
import StrobeCore
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
    // The bordered card draws behind `content`, which holds the sublayers in the same frame.
    let card = try #require(doc.layer(named: "card"))
    let content = try #require(doc.layer(named: "content"))
    #expect(content.frame == card.frame)
    #expect((content.sublayers ?? []).count >= 5)
    #expect(doc.layer(named: "progress")?.modelState.isHidden == false)
  }

  @Test func demoAnimatesALoopOfMappedKinds() throws {
    let doc = try SceneLoader.load(data: Data(DemoScene.json.utf8), fileName: DemoScene.fileName)
    #expect(doc.duration == 2.4)
    // One endless animation of each of these kinds (docs/animated-output.md §The demo).
    let expected = [
      "progress": "strokeEnd", "star": "transform.scale", "tile": "transform.rotation.z",
      "wave": "lineDashPhase",
    ]
    for (name, keyPath) in expected {
      let layer = try #require(doc.layer(named: name))
      let animations = (layer.animationKeys() ?? []).compactMap { layer.animation(forKey: $0) }
      let property = try #require(animations.first as? CAPropertyAnimation, "\(name)")
      #expect(property.keyPath == keyPath)
      #expect(property.repeatCount == .infinity, "\(name)")
    }
  }
}
