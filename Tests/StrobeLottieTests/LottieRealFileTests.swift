import Foundation
import Strobe
import StrobeLottie
import Testing

/// The importer defects and refusals found on real Lottie files (issue 17), each on a
/// minimal fixture of Fixtures/lottie/ that rlottie 1.3.8 and thorvg 1.1.3 render alike
/// (their pixel boxes are the ones expected here).
@Suite struct LottieRealFileTests {
  static let magenta = [255, 0, 255, 255]
  static let cyan = [0, 255, 255, 255]
  static let blue = [0, 0, 255, 255]
  static let orange = [255, 128, 0, 255]
  static let none = LottieFixtures.transparent

  /// parenting-anchor: the null maps a child point q to (50, 50) + 0.5·(q − (10, 10)), so
  /// the magenta child's static position (30, 20) lands at (60, 55) at every frame (its
  /// 20×20 square covers 55…65 × 50…60); the old chain replaced the child's position by the
  /// null's anchor offset and drew it at (45, 45).
  @Test(arguments: [0.0, 10, 20, 40])
  func staticChildUnderAnchoredParent(frame: Double) throws {
    let lottie = try LottieFixtures.load("parenting-anchor")
    let p = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[0] shape", frame: frame))
    #expect(abs(p.x - 60) < 1e-9 && abs(p.y - 55) < 1e-9, "frame \(frame): \(p)")
    try expectPixels(
      "parenting-anchor", frame: frame,
      [
        (60, 55, Self.magenta), (56, 51, Self.magenta), (64, 59, Self.magenta),
        (53, 55, Self.none), (67, 55, Self.none), (60, 48, Self.none), (45, 45, Self.none),
      ])
  }

  /// parenting-anchor, cyan child: an animated position keeps the null's anchor offset.
  ///
  /// Position (−10, 60) → (30, 100) linearly over frames 0…40, so (−10 + f, 60 + f) and on
  /// the canvas (45 + f/2, 75 + f/2): (40, 75) at 0, (45, 80) at 10, (50, 85) at 20.
  /// Losing the null's anchor offset would add (5, 5).
  @Test(arguments: [(0.0, 40, 75), (10, 45, 80), (20, 50, 85)])
  func animatedChildUnderAnchoredParent(frame: Double, x: Int, y: Int) throws {
    let lottie = try LottieFixtures.load("parenting-anchor")
    let p = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[1] shape", frame: frame))
    #expect(abs(p.x - Double(x)) < 1e-9 && abs(p.y - Double(y)) < 1e-9, "frame \(frame): \(p)")
    try expectPixels(
      "parenting-anchor", frame: frame,
      [
        (x, y, Self.cyan), (x - 4, y - 4, Self.cyan), (x + 4, y + 4, Self.cyan),
        (x + 7, y + 7, Self.none), (x - 7, y, Self.none),
      ])
  }

  /// start-time, top: `st` does not shift a layer's own keyframes.
  ///
  /// A shape layer with st 10 whose position keyframes (x 20 → 80 over frames 0…20, y 25)
  /// are composition frames: x = 20 + 3f until frame 20. Applying st to them (the old
  /// rule) gave x = 20 + 3(f − 10): 20 at frame 10.
  @Test(arguments: [(5.0, 35), (10, 50), (20, 80), (30, 80)])
  func startTimeLeavesOwnKeyframes(frame: Double, x: Int) throws {
    try expectPixels(
      "start-time", frame: frame,
      [(x, 25, Self.blue), (x - 7, 25, Self.none), (x + 7, 25, Self.none)])
  }

  /// start-time, bottom: a precomposition with st 10 shows its frame f − 10; its square
  /// moves x 20 → 80 over its frames 0…20 (y 75) and its layer starts at its frame 0.
  @Test(arguments: [(10.0, 20), (20, 50), (30, 80), (40, 80)])
  func startTimeShiftsPrecompContent(frame: Double, x: Int) throws {
    try expectPixels(
      "start-time", frame: frame,
      [(x, 75, Self.orange), (x - 7, 75, Self.none), (x + 7, 75, Self.none)])
  }

  @Test func precompHiddenBeforeItsStart() throws {
    try expectPixels("start-time", frame: 5, [(20, 75, Self.none), (35, 75, Self.none)])
  }

  /// legacy-colors: 0–255 components (files before Bodymovin 4.1.9) are divided by 255, as
  /// lottie-web does: fill (255, 128, 0) and a stroke going (0, 0, 255) → (0, 255, 0) over
  /// frames 0…40, so (0, 127.5, 127.5) at frame 20. (rlottie 1.3.8 and thorvg 1.1.3 read
  /// them as 0–1 and wrap: 255 → 1; they are no oracle here.)
  static let strokeColors: [(Double, [Int])] = [
    (0, [0, 0, 255, 255]), (20, [0, 128, 128, 255]), (40, [0, 255, 0, 255]),
  ]

  @Test(arguments: strokeColors)
  func legacyColorsAreDividedBy255(frame: Double, stroke: [Int]) throws {
    let lottie = try LottieFixtures.load("legacy-colors", strict: true)
    #expect(lottie.warnings.isEmpty)
    try expectPixels(
      "legacy-colors", frame: frame,
      [
        (25, 50, Self.orange), (12, 32, Self.orange), (75, 33, stroke), (87, 50, stroke),
        (75, 50, Self.none), (5, 50, Self.none),
      ])
  }

  /// missing-references: dangling references are warned, not refused.
  ///
  /// A `parent` naming no layer is ignored (the blue square stays at its own position
  /// (30, 50)) and a precomposition without an asset is skipped, each warned with its JSON
  /// path; the rest renders. Strict mode refuses the file at the first one.
  @Test func missingReferencesAreWarnedNotRefused() throws {
    let lottie = try LottieFixtures.load("missing-references")
    let warnings = lottie.warnings.map { "\($0)" }
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("layers[0].parent 99: ") }, "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("layers[1].refId \"no_such_comp\": ") }, "\(warnings)")
    try expectPixels(
      "missing-references", frame: 20,
      [
        (30, 50, Self.blue), (21, 41, Self.blue), (70, 50, [255, 0, 0, 255]),
        (50, 50, Self.none), (30, 35, Self.none),
      ])
    #expect(throws: LottieError.self) {
      try LottieFixtures.load("missing-references", strict: true)
    }
  }
}
