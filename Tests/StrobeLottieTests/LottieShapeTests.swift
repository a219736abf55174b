import Foundation
import Strobe
import StrobeLottie
import Testing

/// Shapes, paints, trims, masks and mattes: pixel probes at hand-computed points (each
/// probe at least 1.5 px from an edge).
@Suite struct LottieShapeTests {
  static let clear = LottieFixtures.transparent
  static let red = [255, 0, 0, 255]
  static let blue = [0, 0, 255, 255]

  /// Triangle (10,10) (40,10) (10,40) → square 10…40 (3 → 4 vertices: the resampling
  /// morph); the blue square 60…70 grows linearly to 60…90 (same vertex count).
  @Test func pathMorphs() throws {
    try expectPixels(
      "path-morph", frame: 0,
      [(15, 15, Self.red), (35, 35, Self.clear), (68, 68, Self.blue), (72, 72, Self.clear)])
    try expectPixels(
      "path-morph", frame: 40,
      [(15, 15, Self.red), (35, 35, Self.red), (38, 12, Self.red), (88, 88, Self.blue)])
    for (frame, edge) in [(10.0, 75), (20, 80), (30, 85)] {
      try expectPixels(
        "path-morph", frame: frame,
        [
          (15, 15, Self.red), (45, 45, Self.clear), (edge - 2, edge - 2, Self.blue),
          (edge + 2, edge + 2, Self.clear),
        ])
    }
  }

  /// Trim paths on a line and on a closed square with a wrapping offset.
  ///
  /// Trim end 0 → 100 % on the line (10,20)→(90,20): drawn over x 10…10 + 2f. The square
  /// (30…70, 45…85; length 160, starting at its top-right corner, clockwise) trimmed to
  /// [0, 50 %] offset by 270° is [0.75, 1.25]: the top edge and the right side.
  @Test(arguments: [10.0, 20, 30, 40])
  func trimPaths(frame: Double) throws {
    let end = 10 + Int(2 * frame)
    try expectPixels(
      "trim-paths", frame: frame,
      [
        (end - 3, 20, Self.blue), (end + 3, 20, frame == 40 ? Self.clear : Self.clear),
        (50, 45, Self.red), (70, 65, Self.red), (30, 65, Self.clear), (50, 85, Self.clear),
        (50, 65, Self.clear),
      ])
  }

  /// A fill under a static trim of 0…50 %: the lower-right triangle of the square 30…70.
  @Test func trimmedFill() throws {
    let lottie = try LottieFixtures.load("trim-fill")
    #expect(lottie.warnings.isEmpty)
    try expectPixels(
      "trim-fill", frame: 0,
      [
        (60, 60, Self.red), (68, 35, Self.red), (35, 68, Self.red), (40, 40, Self.clear),
        (45, 45, Self.clear), (75, 50, Self.clear),
      ])
  }

  /// Trims in sub-groups applied to the enclosing group's strokes (lottie-web, rlottie).
  ///
  /// The blue line (10,30)→(90,30), 10 wide with butt caps, trimmed to [0, 50 %] in its
  /// sub-group: drawn over x 10…50 only. The red line moved to y 80 by its sub-group's
  /// transform, end 0 → 100 % over frames 0…40: drawn over x 10…10 + 2f.
  @Test(arguments: [10.0, 20, 30])
  func trimInSubGroupAppliesToEnclosingStroke(frame: Double) throws {
    let lottie = try LottieFixtures.load("trim-subgroup")
    #expect(lottie.warnings.isEmpty)
    let end = 10 + Int(2 * frame)
    try expectPixels(
      "trim-subgroup", frame: frame,
      [
        (12, 30, Self.blue), (47, 30, Self.blue), (53, 30, Self.clear), (85, 30, Self.clear),
        (12, 80, Self.red), (end - 3, 80, Self.red), (end + 3, 80, Self.clear),
        (50, 50, Self.clear),
      ])
  }

  @Test func trimAtZeroDrawsNothing() throws {
    try expectPixels("trim-paths", frame: 0, [(11, 20, Self.clear), (12, 22, Self.clear)])
  }

  /// Dashes 10 on, 10 off, offset 5 on y = 50 from x = 0: on where (x + 5) mod 20 < 10.
  @Test func dashes() throws {
    let black = [0, 0, 0, 255]
    try expectPixels(
      "stroke-dash", frame: 0,
      [
        (2, 50, black), (10, 50, Self.clear), (20, 50, black), (30, 50, Self.clear),
        (40, 50, black),
        (20, 44, Self.clear),
      ])
  }

  /// Ellipse r 20 and square 20 about (50, 50) (group transform), even-odd: a ring.
  @Test func groupTransformAndEvenOdd() throws {
    try expectPixels(
      "shapes-group", frame: 0,
      [
        (50, 50, Self.clear), (50, 35, Self.blue), (35, 50, Self.blue), (50, 27, Self.clear),
        (66, 66, Self.clear), (57, 57, Self.clear),
      ])
  }

  /// Pentagon about (30, 30), radius 20, first vertex up; star about (70, 70), radii 20/8.
  @Test func polystar() throws {
    let orange = [255, 128, 0, 255]
    let sky = [0, 128, 255, 255]
    try expectPixels(
      "polystar", frame: 0,
      [
        (30, 30, orange), (30, 13, orange), (30, 8, Self.clear), (45, 25, orange),
        (70, 70, sky), (70, 56, sky), (70, 48, Self.clear), (62, 62, Self.clear),
      ])
  }

  /// An additive mask: the solid shows inside the circle r 30 about (50, 50).
  @Test func additiveMask() throws {
    let green = [0, 255, 0, 255]
    try expectPixels(
      "mask-add", frame: 0,
      [
        (50, 50, green), (50, 22, green), (50, 17, Self.clear), (10, 10, Self.clear),
        (77, 50, green), (82, 50, Self.clear),
      ])
  }

  /// Difference masks (rlottie and thorvg agree): the add square 10…40 XOR the square
  /// 25…55 shows both L shapes but not the overlap 25…40 (blue); a first difference mask
  /// keeps its own square 60…90 (red).
  @Test func differenceMasks() throws {
    let lottie = try LottieFixtures.load("mask-difference")
    #expect(lottie.warnings.isEmpty)
    try expectPixels(
      "mask-difference", frame: 0,
      [
        (15, 15, Self.blue), (35, 20, Self.blue), (20, 35, Self.blue), (30, 30, Self.clear),
        (37, 37, Self.clear), (50, 50, Self.blue), (50, 30, Self.blue), (5, 5, Self.clear),
        (75, 75, Self.red), (58, 58, Self.clear), (95, 95, Self.clear),
      ])
  }

  /// Mask expansion x 10 on the add square 30…70: 20…80 along the edges, corners rounded
  /// with radius 10 (thorvg's pixels; rlottie ignores `x`).
  @Test func maskExpansion() throws {
    let lottie = try LottieFixtures.load("mask-expansion")
    #expect(lottie.warnings.isEmpty)
    let green = [0, 255, 0, 255]
    try expectPixels(
      "mask-expansion", frame: 0,
      [
        (50, 50, green), (22, 50, green), (18, 50, Self.clear), (50, 22, green),
        (78, 50, green), (50, 82, Self.clear), (24, 24, green), (21, 21, Self.clear),
        (79, 79, Self.clear),
      ])
  }

  /// Mask expansion x −10 on the add square 30…70: the square shrunk to 40…60; the corners
  /// of a convex path stay sharp (thorvg's pixels; rlottie ignores `x`).
  @Test func maskContraction() throws {
    let lottie = try LottieFixtures.load("mask-contraction")
    #expect(lottie.warnings.isEmpty)
    let green = [0, 255, 0, 255]
    try expectPixels(
      "mask-contraction", frame: 0,
      [
        (50, 50, green), (41, 50, green), (38, 50, Self.clear), (50, 41, green),
        (58, 50, green), (61, 50, Self.clear), (50, 61, Self.clear), (41, 41, green),
        (58, 58, green), (35, 35, Self.clear),
      ])
  }

  /// Mask expansion animated linearly from 0 to 10 over frames 0…20 on the square 30…70:
  /// grown by 5 at frame 10 (25…75) and by 10 at frame 20 (20…80), corners rounded with the
  /// expansion as radius about the square's corners.
  @Test func maskExpansionAnimated() throws {
    let lottie = try LottieFixtures.load("mask-expansion-animated")
    #expect(lottie.warnings.isEmpty)
    let green = [0, 255, 0, 255]
    try expectPixels(
      "mask-expansion-animated", frame: 0,
      [(31, 50, green), (28, 50, Self.clear), (50, 71, Self.clear), (29, 29, Self.clear)])
    try expectPixels(
      "mask-expansion-animated", frame: 10,
      [
        (26, 50, green), (23, 50, Self.clear), (50, 73, green), (50, 76, Self.clear),
        // (27.5, 27.5) is 3.5 from the corner (30, 30) on the diagonal: inside r 5; (25.5,
        // 25.5) is 6.4 from it: outside.
        (27, 27, green), (25, 25, Self.clear),
      ])
    try expectPixels(
      "mask-expansion-animated", frame: 20,
      [
        (21, 50, green), (18, 50, Self.clear), (78, 50, green), (25, 25, green),
        (21, 21, Self.clear),
      ])
  }

  /// Add a circle r 40, subtract the square 40…60, intersect with x < 70.
  @Test func maskModesInSequence() throws {
    let green = [0, 255, 0, 255]
    try expectPixels(
      "mask-modes", frame: 0,
      [
        (50, 50, Self.clear), (30, 50, green), (75, 50, Self.clear), (50, 15, green),
        (50, 7, Self.clear), (65, 50, green), (45, 45, Self.clear), (50, 65, green),
      ])
  }

  /// An add mask after a subtract or intersect unites with what the masks before it leave.
  ///
  /// After Effects applies masks top to bottom. Red: the ring 5…45 minus 15…35, plus the
  /// box x 30…60, y 25…45 (which fills part of the hole); blue: 5…45 intersected with
  /// x 25…95, so x 25…45, plus the box x 70…90, y 60…80. rlottie 1.3.8 draws the red union
  /// but not the blue box; thorvg 1.1.3 draws neither added box (docs/lottie.md).
  @Test func addMaskAfterSubtractAndIntersect() throws {
    let lottie = try LottieFixtures.load("mask-add-after")
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    try expectPixels(
      "mask-add-after", frame: 0,
      [
        (10, 10, Self.red), (40, 20, Self.red), (20, 40, Self.red), (25, 25, Self.clear),
        (32, 30, Self.red), (55, 40, Self.red), (62, 40, Self.clear), (50, 10, Self.clear),
        (15, 75, Self.clear), (35, 75, Self.blue), (35, 60, Self.blue), (60, 75, Self.clear),
        (80, 70, Self.blue), (80, 90, Self.clear), (50, 70, Self.clear),
      ])
  }

  /// An inverted add mask at 50 %: alpha 0.5 outside the circle r 20, 0 inside.
  @Test func invertedMaskWithOpacity() throws {
    try expectPixels(
      "mask-inverted", frame: 0,
      [
        (50, 50, Self.clear), (10, 10, [255, 0, 0, 128]), (50, 25, [255, 0, 0, 128]),
        (50, 35, Self.clear),
      ])
  }

  /// Alpha matte: the red solid shows only inside the matte square (20×20 moving
  /// x 20 → 80 linearly).
  @Test(arguments: [0.0, 20, 40])
  func alphaMatte(frame: Double) throws {
    let x = Int(20 + 1.5 * frame)
    try expectPixels(
      "matte-alpha", frame: frame,
      [(x, 50, Self.red), (x - 12, 50, Self.clear), (x + 11, 50, Self.clear), (x, 38, Self.clear)])
  }
}

/// Gradient fills and strokes (a CAGradientLayer masked by the paint).
@Suite struct LottieGradientTests {
  /// Linear: colour (1 − u, 0, u), alpha 1 − u/2 with u = x/100 at the pixel centre
  /// (non-premultiplied interpolation, straight alpha in the raster).
  @Test(arguments: [5, 25, 50, 75, 94])
  func linearFillWithOpacityStops(x: Int) throws {
    let u = (Double(x) + 0.5) / 100
    let want = [1 - u, 0, u, 1 - u / 2].map { Int(($0 * 255).rounded()) }
    try expectPixels(
      "gradient-linear", frame: 0, [(x, 50, want), (x, 36, LottieFixtures.transparent)],
      tolerance: 3)
  }

  /// Gradient stroke: grey level u = (x + 0.5 − 10)/80 on the line y = 80 (width 10).
  @Test(arguments: [20, 50, 80])
  func linearStroke(x: Int) throws {
    let level = Int((255 * (Double(x) + 0.5 - 10) / 80).rounded())
    try expectPixels(
      "gradient-linear", frame: 0,
      [(x, 80, [level, level, level, 255]), (x, 87, LottieFixtures.transparent)], tolerance: 3)
  }

  /// Radial: grey 1 − d/40 at distance d from (50, 50), inside the circle of radius 40.
  @Test(arguments: [(50, 50), (70, 50), (50, 25), (75, 70)])
  func radialFill(x: Int, y: Int) throws {
    let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
    let level = Int((255 * (1 - d / 40)).rounded())
    try expectPixels(
      "gradient-radial", frame: 0, [(x, y, [level, level, level, 255])], tolerance: 3)
  }
}

/// Repeaters as replicator layers.
@Suite struct LottieRepeaterTests {
  /// Copy k of the 8×8 square is 15k to the right with opacity 1 − 0.2k; copy k of the bar
  /// (20×4 about (65, 70)) is turned 45°·k about (50, 70).
  @Test func translatedAndRotatedCopies() throws {
    var probes: [(x: Int, y: Int, rgba: [Int])] = (0..<5).map { k in
      (20 + 15 * k, 25, [0, 0, 0, Int((255 * (1 - 0.2 * Double(k))).rounded())])
    }
    probes += [(95, 25, LottieFixtures.transparent), (27, 25, LottieFixtures.transparent)]
    let blue = [0, 0, 255, 255]
    probes += [(65, 70, blue), (60, 80, blue), (50, 90, blue), (39, 80, blue)]
    probes += [(50, 60, LottieFixtures.transparent), (70, 85, LottieFixtures.transparent)]
    try expectPixels("repeater", frame: 0, probes)
  }
}

/// Image layers and mattes chosen by index.
@Suite struct LottieLayerKindTests {
  /// The embedded red 10×10 PNG scaled 300 % about its centre at (30, 50) covers
  /// x 15…45; the blue file image covers x 70…80, y 45…55.
  @Test func imageLayers() throws {
    try expectPixels(
      "image-layers", frame: 0,
      [
        (30, 50, [255, 0, 0, 255]), (17, 37, [255, 0, 0, 255]), (43, 63, [255, 0, 0, 255]),
        (12, 50, LottieFixtures.transparent), (48, 50, LottieFixtures.transparent),
        (75, 50, [0, 0, 255, 255]), (71, 46, [0, 0, 255, 255]),
        (82, 50, LottieFixtures.transparent),
        (75, 42, LottieFixtures.transparent),
      ])
  }

  /// `tp` 7 names the circle (r 20 about (50, 50)) as the blue solid's alpha matte.
  @Test func matteByIndex() throws {
    try expectPixels(
      "matte-tp", frame: 0,
      [
        (50, 50, [0, 0, 255, 255]), (50, 33, [0, 0, 255, 255]),
        (50, 27, LottieFixtures.transparent),
        (10, 10, LottieFixtures.transparent),
      ])
  }
}
