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

  /// position-arc-length, red: a straight spatial move goes at constant speed.
  ///
  /// The move (20, 20) → (80, 20) over frames 0…40 has its handles at 1/6 and 5/6 (`to`
  /// (10, 0), `ti` (−10, 0)), linear easing. By arc length x = 20 + 1.5 f (rlottie and thorvg: 35, 50, 65 at frames 10, 20, 30); the Bézier
  /// parameter would give x(0.25) = 32.1875.
  @Test(arguments: [(0.0, 20.0), (10, 35), (20, 50), (30, 65), (40, 80)])
  func straightSpatialMoveByArcLength(frame: Double, x: Double) throws {
    let lottie = try LottieFixtures.load("position-arc-length")
    let p = try #require(
      lottie.canvasPoint(.zero, inLayerNamed: "layers[0] straight", frame: frame))
    #expect(abs(p.x - x) < 1e-6 && abs(p.y - 20) < 1e-9, "frame \(frame): \(p)")
  }

  /// position-arc-length, blue: the eased progress is a fraction of the curve's length.
  ///
  /// The curve (15, 85) (65, 35) (75, 40) (85, 70), 96.100548
  /// long, eased by (0.4, 0) (0.6, 1): progress 0.135307, 0.5, 0.864693 at frames 10, 20, 30
  /// (solved numerically), and the points that fraction of the length along the curve, from a
  /// numeric reference (5-point Gauss–Legendre on 2,000 intervals and bisection). rlottie
  /// puts the square's centre at (24.7, 75.5), (52.2, 52.8), (80.4, 58.4), thorvg at (25, 75),
  /// (52, 53), (80, 58); the Bézier parameter would give (65, 47.5) at frame 20.
  @Test(arguments: [
    (10.0, 24.291123, 75.903397), (20, 51.153872, 53.466500), (30, 80.185755, 57.933586),
  ])
  func easedCurveByArcLength(frame: Double, x: Double, y: Double) throws {
    let lottie = try LottieFixtures.load("position-arc-length")
    let p = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[1] curve", frame: frame))
    #expect(abs(p.x - x) < 1e-5 && abs(p.y - y) < 1e-5, "frame \(frame): \(p)")
    try expectPixels(
      "position-arc-length", frame: frame,
      [(Int(x.rounded()), Int(y.rounded()), Self.blue)])
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

  /// easing-per-dimension: x and y follow their own curves (After Effects' per-dimension
  /// ease, lottie-web and lottie-android read `o.x`/`i.x` lists per dimension).
  ///
  /// x linear, y progress p³: the top square at frame f is at (20 + 60p, 20 + 60p³) with
  /// p = f/40; the bottom square (10×10 at (50, 80)) has scale (1 + 2p, 1 + 2p³). rlottie
  /// 1.3.8 and thorvg 1.1.3 use the first dimension's curve for both (y = x), so they are
  /// no oracle here; the values below are worked out by hand.
  @Test(arguments: [10.0, 20, 30])
  func perDimensionEasing(frame: Double) throws {
    let lottie = try LottieFixtures.load("easing-per-dimension", strict: true)
    let p = frame / 40
    let top = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[0] shape", frame: frame))
    #expect(abs(top.x - (20 + 60 * p)) < 1e-6, "frame \(frame): \(top)")
    #expect(abs(top.y - (20 + 60 * p * p * p)) < 1e-6, "frame \(frame): \(top)")
    let corner = try #require(
      lottie.canvasPoint(CGPoint(x: 5, y: 5), inLayerNamed: "layers[1] shape", frame: frame))
    #expect(abs(corner.x - (50 + 5 * (1 + 2 * p))) < 1e-6, "frame \(frame): \(corner)")
    #expect(abs(corner.y - (80 + 5 * (1 + 2 * p * p * p))) < 1e-6, "frame \(frame): \(corner)")
    if frame == 20 {
      // (50, 27.5) and a 20 × 12.5 rectangle round (50, 80).
      try expectPixels(
        "easing-per-dimension", frame: 20,
        [
          (50, 27, Self.blue), (50, 36, Self.none), (50, 48, Self.none),
          (41, 80, [255, 0, 0, 255]), (50, 75, [255, 0, 0, 255]), (50, 72, Self.none),
        ])
    }
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

  static func importText(_ text: String) throws -> LottieImport {
    try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json")
  }

  /// A trim in a sub-group: the enclosing group's stroke applies it (it was reported and
  /// drawn whole before issue 17's sub-group trims; lottie-web and rlottie trim the path for
  /// every paint above it), its fill still paints the path whole and says so, and a stroke
  /// inside the sub-group applies it as before.
  @Test func trimInSubGroupIsAppliedByEnclosingStrokes() throws {
    func text(paint: String, inside: Bool) -> String {
      let item = """
        {"ty": "\(paint)", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 1}}
        """
      return """
        {"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
          {"ty": 4, "ks": {}, "ip": 0, "op": 10, "shapes": [
            {"ty": "gr", "it": [
              {"ty": "gr", "it": [
                {"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}},
                {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}}
                \(inside ? ", " + item : "")]}\(inside ? "" : ", " + item)]}]}]}
        """
    }
    let enclosing = try Self.importText(text(paint: "st", inside: false))
    #expect(enclosing.warnings.isEmpty)
    // The trim reaches the stroke: the enclosing stroke ends half-way along the square.
    let scene = try enclosing.sceneJSON.text().filter { !$0.isWhitespace }
    #expect(scene.contains("\"strokeEnd\":0.5"))
    #expect(
      try Self.importText(text(paint: "fl", inside: false)).warnings.map(\.description) == [
        "layers[0].shapes[0].it[0].it[1] \"tm\": trim paths in a nested group are not applied to the paint layers[0].shapes[0].it[1].ty of an enclosing group; drawn untrimmed there"
      ])
    #expect(try Self.importText(text(paint: "st", inside: true)).warnings.isEmpty)
  }

  /// A sub-group trim seen through an uneven scale is applied but reported as approximate
  /// (lottie-web measures the trim before the transform; Strobe's stroke range after it),
  /// once per trim; a uniform scale keeps length ratios and is exact (no warning).
  @Test func trimThroughUnevenScaleIsReported() throws {
    func text(scale: String) -> String {
      """
      {"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ks": {}, "ip": 0, "op": 10, "shapes": [
          {"ty": "gr", "it": [
            {"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}},
            {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}},
            {"ty": "tr", "s": {"a": 0, "k": \(scale)}}]},
          {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 1}}]}]}
      """
    }
    #expect(
      try Self.importText(text(scale: "[200, 100]")).warnings.map(\.description) == [
        "layers[0].shapes[0].it[1] \"tm\": trim paths in a group scaled unevenly or skewed are measured after the group's transform for the stroke layers[0].shapes[1] of an enclosing group; lengths approximate"
      ])
    #expect(try Self.importText(text(scale: "[200, 200]")).warnings.isEmpty)
  }

  /// Easing lists compare only the dimensions drawn: a z curve that differs (After Effects
  /// writes three for scale and position) is no per-dimension easing, and a scalar's extra
  /// entries are unused.
  @Test func easingListsCompareTheDrawnDimensions() throws {
    func text(y: String) -> String {
      """
      {"v": "5.7", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ip": 0, "op": 10, "ks": {
          "a": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], "o": {"x": [0.5, 0.5, 0.2], "y": [0, 0, 0]},
                                "i": {"x": \(y), "y": [1, 1, 1]}}, {"t": 10, "s": [2, 2, 0]}]},
          "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5, 0.1], "y": [0, 0]},
                                "i": {"x": [0.5, 0.9], "y": [1, 1]}}, {"t": 10, "s": [90]}]}},
         "shapes": []}]}
      """
    }
    #expect(try Self.importText(text(y: "[0.5, 0.5, 0.9]")).warnings.isEmpty)
    #expect(
      try Self.importText(text(y: "[0.5, 0.7, 0.5]")).warnings.map(\.description) == [
        "layers[0].ks.a.k[0].o: per-dimension easing curves are not supported; the first dimension's curve is used"
      ])
  }

  /// Chained merge paths with nothing between them keep the first merge's result.
  ///
  /// As in lottie-android's Plane.json (merge, then intersect): the first leaves one path,
  /// which the intersect keeps, so both squares are filled whole (the intersect used to be
  /// applied to the two paths, leaving only their overlap). Squares 20…60 and 40…80.
  @Test func chainedMergePathsKeepTheFirstResult() throws {
    func square(_ c: Double) -> String {
      """
      {"ty": "rc", "p": {"a": 0, "k": [\(c), \(c)]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}
      """
    }
    let text = """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
        {"ty": 4, "ks": {}, "ip": 0, "op": 10, "shapes": [
          {"ty": "gr", "it": [\(square(40)), \(square(60)), {"ty": "mm", "mm": 1}, {"ty": "mm", "mm": 4},
            {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]}]}]}
      """
    let lottie = try Self.importText(text)
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    let image = try LottieFixtures.render(lottie, frame: 0)
    for (x, y, rgba) in [
      (25, 25, Self.blue), (75, 75, Self.blue), (50, 50, Self.blue), (75, 25, Self.none),
    ] {
      let got = LottieFixtures.rgba(image, x, y)
      #expect(LottieFixtures.close(got, rgba), "(\(x), \(y)): got \(got), want \(rgba)")
    }
  }

  /// Expressions (`x` strings on properties) are not evaluated: reported once per file, at
  /// the first one (it was silent), not once per property.
  @Test func expressionsAreReportedOncePerFile() throws {
    let text = """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
        {"ty": 4, "ip": 0, "op": 10, "shapes": [], "ks": {
          "a": {"a": 0, "k": [0, 0], "x": "$bm_rt = [0, 0];"},
          "p": {"a": 0, "k": [5, 5], "x": "wiggle(2, 3)"}}}]}
      """
    #expect(
      try Self.importText(text).warnings.map(\.description) == [
        "layers[0].ks.a.x: expressions are not supported; the properties' values and keyframes are used (reported once per file)"
      ])
  }
}
