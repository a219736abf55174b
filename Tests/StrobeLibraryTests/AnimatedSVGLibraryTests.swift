import Foundation
import Strobe
import Testing

/// The umbrella's animated SVG of a scene file and of a frozen scene
/// (docs/animated-output.md §Animated SVG).
@Suite struct AnimatedSVGLibraryTests {
  static let scene = """
    { "strobe": 1, "canvas": { "width": 60, "height": 60 }, "duration": 1,
      "layers": [ { "name": "box", "frame": [10, 10, 40, 40], "backgroundColor": "systemBlue",
        "animations": [ { "type": "basic", "keyPath": "opacity", "fromValue": 1,
          "toValue": 0, "duration": 1, "timingFunction": "easeOut" } ] } ] }
    """

  @Test func aDocumentAndAFrozenSceneWriteTheSameSVG() throws {
    let document = try SceneLoader.load(data: Data(Self.scene.utf8), fileName: "box.json")
    let fromDocument = try document.animatedSVG()
    let frozen = try FrozenScene(data: Data(Self.scene.utf8), fileName: "box.json")
    let fromFrozen = try frozen.animatedSVG()
    #expect(fromDocument.data == fromFrozen.data)
    #expect(fromDocument.sampled.isEmpty && fromDocument.exactCount == 1)
    let text = String(decoding: fromFrozen.data, as: UTF8.self)
    #expect(text.contains("1s cubic-bezier(0,0,0.58,1) 0s 1 normal none"))
  }
}
