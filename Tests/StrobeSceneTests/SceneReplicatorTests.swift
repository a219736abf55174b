import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeScene

/// Scene layers of type `replicator` and `transform` (scene-format.md).
@Suite struct SceneReplicatorTests {
  func document(_ layers: String) throws -> SceneDocument {
    let json =
      "{\n  \"strobe\": 1,\n  \"canvas\": { \"width\": 200, \"height\": 200 },\n  \"layers\": [\(layers)]\n}"
    return try SceneLoader.load(data: Data(json.utf8), fileName: "scene.json")
  }

  @Test func replicatorKeysReachTheModel() throws {
    let doc = try document(
      #"""
      {"type": "replicator", "name": "r", "instanceCount": 4, "instanceDelay": 0.25,
       "instanceTransform": [{"translate": [10, 0, 0]}], "instanceColor": "#FF0000",
       "instanceRedOffset": -0.1, "instanceGreenOffset": 0.2, "instanceBlueOffset": 0.3,
       "instanceAlphaOffset": -0.4}
      """#)
    let r = try #require(doc.layer(named: "r") as? CAReplicatorLayer)
    #expect(r.instanceCount == 4)
    #expect(r.instanceDelay == 0.25)
    #expect(r.instanceTransform == CATransform3DMakeTranslation(10, 0, 0))
    #expect(r.instanceColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(r.instanceRedOffset == -0.1 && r.instanceGreenOffset == 0.2)
    #expect(r.instanceBlueOffset == 0.3 && r.instanceAlphaOffset == -0.4)
  }

  @Test func transformTypeMakesATransformLayer() throws {
    let doc = try document(#"{"type": "transform", "name": "t", "sublayers": [{"name": "c"}]}"#)
    #expect(doc.layer(named: "t") is CATransformLayer)
  }

  // instanceDelay 0.5 and a child fading 0 → 1 over 2 s: at t = 1 the three copies show
  // the opacities of t = 1, 0.5 and 0: 0.5, 0.25, 0.
  @Test func animatedDelayedCopies() throws {
    let doc = try document(
      #"""
      {"type": "replicator", "name": "r", "instanceCount": 3, "instanceDelay": 0.5,
       "sublayers": [{"name": "c", "animations": [
         {"type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1,
          "duration": 2, "fillMode": "both"}]}]}
      """#)
    let r = try #require(doc.layer(named: "r"))
    let p = r.presentation(at: 1)
    guard case .replicator(let content) = p.content else {
      Issue.record("expected replicator content")
      return
    }
    let values = (0..<3).map {
      Double(content.sublayers(ofInstance: $0, base: p.sublayers)[0].state.opacity)
    }
    for (v, w) in zip(values, [0.5, 0.25, 0]) { #expect(abs(v - w) < 1e-6, "\(values)") }
  }

  @Test func instanceTransformSubKeyAnimates() throws {
    let doc = try document(
      #"""
      {"type": "replicator", "name": "r", "instanceCount": 2, "animations": [
        {"type": "basic", "keyPath": "instanceTransform.translation.x", "fromValue": 0,
         "toValue": 40, "duration": 1}]}
      """#)
    let r = try #require(doc.layer(named: "r"))
    guard case .replicator(let content) = r.presentation(at: 0.5).content else {
      Issue.record("expected replicator content")
      return
    }
    #expect(abs(content.state.instanceTransform.m41 - 20) < 1e-9)
  }
}
