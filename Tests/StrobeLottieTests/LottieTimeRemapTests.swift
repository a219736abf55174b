import Foundation
import Strobe
import StrobeLottie
import Testing

/// Time remapping (Fixtures/lottie/time-remap.json) through Strobe's `timeRemap` extension.
///
/// Inside the precomposition a 10×10 green square is centred at x = 10 + 2·g (g its inner
/// frame, 10 fps). Top copy (centre y 25): `tm` linear 0 s at frame 0 → 2 s at frame 40, so
/// g = 10·(f/40·2) = f/2 and x = 10 + f. Bottom copy (y 75): `tm` holds 1 s (g = 10, x = 30)
/// until frame 20, then 3 s (g = 30, x = 70).
@Suite struct LottieTimeRemapTests {
  static let green = [0, 128, 0, 255]

  static func expected(frame f: Double) -> (top: Int, bottom: Int) {
    (Int(10 + f), f < 20 ? 30 : 70)
  }

  @Test(arguments: [0.0, 10, 19, 20, 30, 40])
  func squaresFollowTheRemappedTime(frame: Double) throws {
    let (top, bottom) = Self.expected(frame: frame)
    try expectPixels(
      "time-remap", frame: frame,
      [
        (top, 25, Self.green), (top - 8, 25, LottieFixtures.transparent),
        (top + 8, 25, LottieFixtures.transparent),
        (bottom, 75, Self.green), (bottom - 8, 75, LottieFixtures.transparent),
        (bottom + 8, 75, LottieFixtures.transparent),
      ])
  }

  /// The curve itself: linear and hold segments and the clamping outside the keys.
  @Test func curveValues() {
    let linear = TimeRemap(keyTimes: [0, 4], values: [0, 2])
    #expect(linear.value(at: 1) == 0.5)
    #expect(linear.value(at: -1) == 0)
    #expect(linear.value(at: 9) == 2)
    let held = TimeRemap(keyTimes: [0, 2, 3], values: [1, 3, 0], segments: [.hold, .linear])
    #expect(held.value(at: 1.999) == 1)
    #expect(held.value(at: 2) == 3)
    #expect(held.value(at: 2.5) == 1.5)
    // Bézier (1/3, 0), (2/3, 0): progress x³ (x(s) = s for these x control points).
    let eased = TimeRemap(
      keyTimes: [0, 1], values: [0, 8], segments: [.bezier(1 / 3, 0, 2 / 3, 0)])
    #expect(abs(eased.value(at: 0.5) - 1) < 1e-6)
  }

  /// The scene-format key: loads, and a bad curve is rejected with its path.
  @Test func sceneFormatKey() throws {
    let good = """
      {"strobe": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"name": "p", "timeRemap":
        {"keyTimes": [0, 1], "values": [5, 6], "timingFunctions": ["hold"]}}]}
      """
    let doc = try SceneLoader.load(data: Data(good.utf8), fileName: "t.json")
    let remap = try #require(doc.layer(named: "p")?.timeRemap)
    #expect(remap.value(at: 0.5) == 5)
    #expect(remap.value(at: 1) == 6)
    let bad = good.replacingOccurrences(of: "[5, 6]", with: "[5]")
    #expect(throws: SceneError.self) {
      try SceneLoader.load(data: Data(bad.utf8), fileName: "t.json")
    }
  }
}
