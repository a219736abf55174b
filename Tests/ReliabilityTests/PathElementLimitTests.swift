import Foundation
import StrobeScene
import Testing

/// `--limit path-elements`: checked exactly, including for the short path texts the check
/// skips parsing (a text no longer than the limit cannot hold more elements than the limit).
@Suite struct PathElementLimitTests {
  static func load(path: String, limit: Int) throws -> SceneDocument {
    let scene = """
      {"strobe": 1, "canvas": {"width": 10, "height": 10},
       "layers": [{"type": "shape", "path": "\(path)"}]}
      """
    return try SceneLoader.load(
      data: Data(scene.utf8), fileName: "p.json",
      options: SceneLoadOptions(limits: SceneLimits(pathElements: limit)))
  }

  /// The smallest texts per element: implicit linetos (`M0 0 1 1 2 2 3 3`: 15 characters, 4
  /// elements) and a compact arc (half a circle, two cubics): at the limit they load (the
  /// check skips texts no longer than the limit), one element over it they fail.
  @Test func atAndOverTheLimit() throws {
    _ = try Self.load(path: "M0 0 1 1 2 2 3 3", limit: 15)
    _ = try Self.load(path: "M0 0 1 1 2 2 3 3", limit: 4)
    do {
      _ = try Self.load(path: "M0 0 1 1 2 2 3 3", limit: 3)
      Issue.record("4 elements passed a limit of 3")
    } catch {
      #expect("\(error)".contains("too many path elements: 4 (limit 3)"))
    }
    _ = try Self.load(path: "M0 0a5 5 0 0 0 10 0", limit: 3)
    #expect(throws: SceneError.self) {
      _ = try Self.load(path: "M0 0a5 5 0 0 0 10 0", limit: 2)
    }
  }
}
