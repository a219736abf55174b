import Foundation
import Strobe

/// Small scenes with hand-computable pixels, shared by the library tests.
enum LibraryFixtures {
  /// A 40 × 20 pt white canvas with a 10 × 20 pt red box whose centre moves linearly from
  /// x = 5 to x = 35 over 2 s: at time t the box covers x ∈ [15t, 15t + 10].
  static let movingBox = """
    {
      "strobe": 1,
      "canvas": { "width": 40, "height": 20, "background": "#FFFFFF" },
      "duration": 2,
      "layers": [
        { "name": "box", "frame": [0, 0, 10, 20], "backgroundColor": "#FF0000",
          "animations": [
            { "type": "basic", "key": "move", "keyPath": "position.x", "fromValue": 5,
              "toValue": 35, "duration": 2 } ] }
      ]
    }
    """

  /// A 30 × 30 pt canvas, transparent, with a blue 30 × 10 pt bar at y ∈ [10, 20].
  static let blueBar = """
    {
      "strobe": 1,
      "canvas": { "width": 30, "height": 30 },
      "layers": [ { "frame": [0, 10, 30, 10], "backgroundColor": "#0000FF" } ]
    }
    """

  /// The moving-box scene, frozen.
  static func movingBoxScene() throws -> FrozenScene {
    try FrozenScene(data: Data(movingBox.utf8), fileName: "moving-box.json")
  }

  /// The blue-bar scene, frozen.
  static func blueBarScene() throws -> FrozenScene {
    try FrozenScene(data: Data(blueBar.utf8), fileName: "blue-bar.json")
  }

  /// Whether two 8-bit channels differ by at most `tolerance`.
  static func close(_ a: UInt8, _ b: UInt8, _ tolerance: Int = 1) -> Bool {
    abs(Int(a) - Int(b)) <= tolerance
  }

  /// Whether `pixel` is `(r, g, b, a)` within 1 per channel.
  static func matches(
    _ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: UInt8, _ g: UInt8, _ b: UInt8,
    _ a: UInt8 = 255
  ) -> Bool {
    close(pixel.r, r) && close(pixel.g, g) && close(pixel.b, b) && close(pixel.a, a)
  }
}
