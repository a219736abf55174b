import Foundation
import StrobeGeometry

@testable import StrobeScene

/// Helpers shared by the scene tests.
enum SceneTestSupport {
  /// The repository's Fixtures/bad folder, found from this file's path.
  static let badFixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/bad")

  /// A cursor on `json` (file name `t.json`).
  static func cursor(_ json: String) throws -> SceneCursor {
    SceneCursor(file: "t.json", value: try JSONParser().parse(json))
  }

  /// The error thrown by `body`, as a SceneError (nil if none or another type).
  static func sceneError<T>(_ body: () throws -> T) -> SceneError? {
    do {
      _ = try body()
      return nil
    } catch let error as SceneError {
      return error
    } catch {
      return nil
    }
  }

  /// Loads a scene from text.
  static func load(_ json: String, file: String = "scene.json") throws -> SceneSpec {
    try SceneLoader.loadSpec(data: Data(json.utf8), fileName: file)
  }

  /// The error message for loading `json`.
  static func loadError(_ json: String, file: String = "scene.json") -> String? {
    sceneError { try load(json, file: file) }?.description
  }

  /// `[x y z 1] · M`, divided by w.
  static func apply(_ m: CATransform3D, _ x: Double, _ y: Double, _ z: Double = 0) -> (
    Double, Double, Double
  ) {
    let xp = x * m.m11 + y * m.m21 + z * m.m31 + m.m41
    let yp = x * m.m12 + y * m.m22 + z * m.m32 + m.m42
    let zp = x * m.m13 + y * m.m23 + z * m.m33 + m.m43
    let w = x * m.m14 + y * m.m24 + z * m.m34 + m.m44
    return (xp / w, yp / w, zp / w)
  }
}
