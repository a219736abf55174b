import Foundation
import Strobe
import StrobeLottie
import Testing

/// Keyframe values at chosen frames against hand-computed ones.
@Suite struct LottieKeyframeTests {
  static let red = [255, 0, 0, 255]

  /// Easing o = (1/3, 0), i = (2/3, 0): the Bézier's x(s) = s and y(s) = s³, so the eased
  /// progress is x³ and the square's centre is 20 + 60·(f/40)³.
  @Test(arguments: [(0.0, 20.0), (10, 20.9375), (20, 27.5), (30, 45.3125), (40, 80)])
  func bezierEasedPosition(frame: Double, x: Double) throws {
    let lottie = try LottieFixtures.load("position-bezier")
    let p = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[0] shape", frame: frame))
    #expect(abs(p.x - x) < 1e-4, "frame \(frame): \(p.x)")
    #expect(abs(p.y - 50) < 1e-9)
    try expectPixels(
      "position-bezier", frame: frame,
      [
        (Int(x), 50, Self.red), (Int(x) - 8, 44, Self.red),
        (Int(x) - 12, 50, LottieFixtures.transparent),
        (Int(x) + 11, 50, LottieFixtures.transparent),
      ])
  }

  /// q ↦ (50, 50) + R(θ)·(sx·(qx − 10), qy) with sx = 1 + f/40 and θ = 90°·f/40.
  @Test(arguments: [0.0, 10, 20, 30, 40])
  func anchorScaleRotation(frame: Double) throws {
    let lottie = try LottieFixtures.load("transform-scale-rotation")
    let sx = 1 + frame / 40
    let theta = Double.pi / 2 * frame / 40
    for q in [CGPoint(x: 20, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 0, y: -5)] {
      let local = (x: sx * (q.x - 10), y: q.y)
      let want = CGPoint(
        x: 50 + cos(theta) * local.x - sin(theta) * local.y,
        y: 50 + sin(theta) * local.x + cos(theta) * local.y)
      let got = try #require(lottie.canvasPoint(q, inLayerNamed: "layers[0] shape", frame: frame))
      #expect(
        abs(got.x - want.x) < 1e-6 && abs(got.y - want.y) < 1e-6,
        "\(q) at \(frame): \(got) vs \(want)")
    }
  }

  @Test func anchorScaleRotationPixels() throws {
    let green = [0, 128, 0, 255]
    // Frame 0: a 20×10 bar over x 40…60, y 45…55.
    try expectPixels(
      "transform-scale-rotation", frame: 0,
      [
        (58, 50, green), (41, 46, green), (50, 40, LottieFixtures.transparent),
        (62, 50, LottieFixtures.transparent),
      ])
    // Frame 40: scaled to 40×10 and turned 90° clockwise: x 45…55, y 30…70.
    try expectPixels(
      "transform-scale-rotation", frame: 40,
      [
        (50, 32, green), (50, 68, green), (62, 50, LottieFixtures.transparent),
        (50, 27, LottieFixtures.transparent),
      ])
  }

  /// 100 → 0 linearly over frames 0…10, then holds: 0 until 20, 20 % until 30, then 60 %.
  @Test(arguments: [
    (0.0, 1.0), (5, 0.5), (10, 0), (15, 0), (19, 0), (20, 0.2), (25, 0.2), (29, 0.2), (30, 0.6),
    (40, 0.6),
  ])
  func holdKeyframes(frame: Double, opacity: Double) throws {
    let lottie = try LottieFixtures.load("opacity-hold")
    let layer = try #require(lottie.layer(named: "layers[0] solid", frame: frame))
    #expect(
      abs(Double(layer.state.opacity) - opacity) < 1e-6, "frame \(frame): \(layer.state.opacity)")
    let image = try LottieFixtures.render(lottie, frame: frame)
    let alpha = LottieFixtures.rgba(image, 50, 50)[3]
    #expect(abs(Double(alpha) - 255 * opacity) <= 1, "frame \(frame): alpha \(alpha)")
  }

  /// x holds 20 until frame 20, jumps to 40, then runs linearly to 80 at frame 40; y is 50.
  @Test(arguments: [(0.0, 20.0), (10, 20), (19, 20), (20, 40), (30, 60), (40, 80)])
  func separatedPosition(frame: Double, x: Double) throws {
    let lottie = try LottieFixtures.load("position-separated")
    let p = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[0] shape", frame: frame))
    #expect(abs(p.x - x) < 1e-9 && abs(p.y - 50) < 1e-9, "frame \(frame): \(p)")
  }

  /// Spatial tangents: (20,80) → (80,80) along the cubic with controls (20,40), (80,40).
  ///
  /// Linear easing. The eased time is a fraction of the curve's arc length (issue 17: After
  /// Effects, lottie-web, rlottie and thorvg; the old rule used the Bézier parameter, which
  /// gave B(0.25) = (29.375, 57.5)). The curve is 95.149460 long; the points a quarter and
  /// three quarters along it, from a numeric reference (5-point Gauss–Legendre on 2,000
  /// intervals and bisection), are (28.384941, 58.425245) and (71.615059, 58.425245); the
  /// midpoint is (50, 50) by symmetry.
  @Test(arguments: [
    (0.0, 20.0, 80.0), (10, 28.384941, 58.425245), (20, 50, 50), (30, 71.615059, 58.425245),
    (40, 80, 80),
  ])
  func spatialTangents(frame: Double, x: Double, y: Double) throws {
    let lottie = try LottieFixtures.load("position-spatial")
    let p = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[0] shape", frame: frame))
    #expect(abs(p.x - x) < 1e-6 && abs(p.y - y) < 1e-6, "frame \(frame): \(p)")
  }

  /// The square's edges at frame 10 are exact.
  ///
  /// The 10×10 square centred on (28.384941, 58.425245) (a quarter along the curve) has its
  /// top edge at y = 53.425245: row 53 is 0.574755 covered (alpha 146.6) inside
  /// x 23.384941…33.384941, rows 54…62 are fully covered and row 63 is 0.425245 covered
  /// (alpha 108.4). Exact with straight rectangle edges (lines, as lottie-ios draws them).
  @Test func spatialSquareEdgeCoverage() throws {
    try expectPixels(
      "position-spatial", frame: 10,
      [
        (24, 53, [0, 0, 0, 147]), (32, 53, [0, 0, 0, 147]), (28, 54, [0, 0, 0, 255]),
        (28, 52, LottieFixtures.transparent), (28, 63, [0, 0, 0, 108]),
      ], tolerance: 1)
  }

  /// The child follows its parent null.
  ///
  /// The null moves (20,30) → (60,30); the child sits 20 below it: (20 + f, 50). The
  /// null's opacity 0 does not hide the child.
  @Test(arguments: [0.0, 10, 20, 30, 40])
  func parenting(frame: Double) throws {
    let lottie = try LottieFixtures.load("parenting-null")
    let p = try #require(lottie.canvasPoint(.zero, inLayerNamed: "layers[0] shape", frame: frame))
    #expect(abs(p.x - (20 + frame)) < 1e-9 && abs(p.y - 50) < 1e-9, "frame \(frame): \(p)")
    let x = Int(20 + frame)
    try expectPixels(
      "parenting-null", frame: frame,
      [(x, 50, [255, 0, 255, 255]), (x + 7, 50, LottieFixtures.transparent)])
  }

  /// Precomposition with st 10, sr 2: inner frame g = (f − 10)/2, inner x = 10 + 2g (inner
  /// layer from g = 0), so nothing at f = 0 and x = 10, 20, 30, 40 at f = 10…40.
  @Test(arguments: [(10.0, 10), (20, 20), (30, 30), (40, 40)])
  func precompTimeStretch(frame: Double, x: Int) throws {
    let green = [0, 128, 0, 255]
    try expectPixels(
      "precomp-stretch", frame: frame,
      [
        (x, 50, green), (x + 7, 50, LottieFixtures.transparent),
        (x - 7, 50, LottieFixtures.transparent),
      ])
  }

  @Test func precompBeforeItsStart() throws {
    try expectPixels("precomp-stretch", frame: 0, [(10, 50, LottieFixtures.transparent)])
    try expectPixels("precomp-stretch", frame: 9, [(10, 50, LottieFixtures.transparent)])
  }

  /// ip 10, op 30: visible for 10 ≤ f < 30.
  @Test(arguments: [
    (0.0, false), (9, false), (10, true), (20, true), (29, true), (30, false), (40, false),
  ])
  func inOutPoints(frame: Double, visible: Bool) throws {
    try expectPixels(
      "in-out-points", frame: frame, [(50, 50, visible ? Self.red : LottieFixtures.transparent)])
  }

  /// Lottie frame ↔ document time: (f − ip) / fr.
  @Test func frameTimeMapping() throws {
    let lottie = try LottieFixtures.load("in-out-points")
    #expect(lottie.time(forFrame: 25) == 2.5)
    #expect(lottie.frame(atTime: 1.5) == 15)
    #expect(lottie.document.duration == 4)
  }

  /// Auto-orient: the bar (20×4 along x) moving along (1, −1) is turned −45°: at frame 20 its
  /// axis runs from (50, 50) towards (50 + 7·0.7071, 50 − 7·0.7071).
  @Test func autoOrient() throws {
    let lottie = try LottieFixtures.load("auto-orient")
    let p = try #require(
      lottie.canvasPoint(CGPoint(x: 10, y: 0), inLayerNamed: "layers[0] shape", frame: 20))
    let h = 10 / 2.0.squareRoot()
    #expect(abs(p.x - (50 + h)) < 1e-6 && abs(p.y - (50 - h)) < 1e-6, "\(p)")
    try expectPixels(
      "auto-orient", frame: 20,
      [
        (54, 45, [0, 0, 255, 255]), (45, 54, [0, 0, 255, 255]),
        (57, 50, LottieFixtures.transparent),
        (54, 54, LottieFixtures.transparent),
      ])
  }
}
