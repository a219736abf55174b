import Foundation
import Strobe
import StrobeLottie
import Testing

/// Camera layers (docs/lottie.md, "Camera layers").
///
/// The root composition's 3-D layers seen through its camera as lottie-web's HTML renderer
/// shows them: the view matrix and a perspective of eye distance `pe` about the
/// composition's centre, as the `sublayerTransform` of a host around each run of 3-D layers.
/// rlottie 1.3.8 and thorvg 1.1.3 ignore cameras: the truth here is closed forms. Fixtures
/// `ddd-camera-*` in Fixtures/lottie (pe 100 throughout).
@Suite struct LottieCameraTests {
  static let red = [255, 0, 0, 255]
  static let blue = [0, 0, 255, 255]
  static let green = [0, 128, 0, 255]
  static let orange = [255, 128, 0, 255]
  static let none = LottieFixtures.transparent

  /// ddd-camera-default: After Effects' default camera.
  ///
  /// Position (50, 50, −100), point of interest (50, 50, 0): the view is a translation by
  /// (−50, −50, −100) then (50, 50, 100), the identity, so the z = 0 plane maps to itself
  /// (red 20 × 20 at 15…35). The blue square at Lottie z = +100 (Core Animation z −100) gets
  /// w = 1 + 100/100 = 2: half size about the centre, (75 ± 20) ↦ 50 + (25 ± 20)/2, so
  /// 52.5…72.5. The 2-D green square between them is not seen through the camera (its z 100
  /// moves nothing): 75…85 × 15…25.
  @Test func defaultCameraKeepsTheZeroPlaneAndHalvesZ100() throws {
    let lottie = try LottieFixtures.load("ddd-camera-default")
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    try expectCanvasPoint(lottie, "layers[1] near", (10, 10), (35, 35))
    try expectCanvasPoint(lottie, "layers[1] near", (-10, -10), (15, 15))
    try expectCanvasPoint(lottie, "layers[3] far", (20, 20), (72.5, 72.5))
    try expectCanvasPoint(lottie, "layers[3] far", (-20, -20), (52.5, 52.5))
    try expectCanvasPoint(lottie, "layers[2] flat", (5, 5), (85, 25))
    try expectPixels(
      "ddd-camera-default", frame: 0,
      [
        (25, 25, Self.red), (16, 16, Self.red), (34, 34, Self.red), (13, 25, Self.none),
        (36, 25, Self.none), (62, 62, Self.blue), (53, 53, Self.blue), (71, 71, Self.blue),
        (51, 62, Self.none), (74, 62, Self.none), (90, 90, Self.none), (80, 20, Self.green),
        (84, 24, Self.green), (73, 20, Self.none),
      ])
  }

  /// ddd-camera-moved: the camera (and its point of interest) 20 to the left.
  ///
  /// The view translates by (+20, 0, 0): the z = 0 plane moves 20 right (red about
  /// (45, 25)), the z = 100 plane 20/2 = 10 right (blue about (72.5, 62.5), 20 wide).
  @Test func movedCameraShiftsEachPlaneByItsScale() throws {
    let lottie = try LottieFixtures.load("ddd-camera-moved")
    try expectCanvasPoint(lottie, "layers[1] near", (-10, -10), (35, 15))
    try expectCanvasPoint(lottie, "layers[3] far", (-20, -20), (62.5, 52.5))
    try expectCanvasPoint(lottie, "layers[3] far", (20, 20), (82.5, 72.5))
    try expectPixels(
      "ddd-camera-moved", frame: 0,
      [
        (36, 25, Self.red), (54, 25, Self.red), (33, 25, Self.none), (57, 25, Self.none),
        (63, 60, Self.blue), (81, 60, Self.blue), (61, 60, Self.none), (84, 60, Self.none),
        (80, 20, Self.green),
      ])
  }

  /// The corners of the target in ddd-camera-turned, in the camera's view.
  ///
  /// Turning toward (100, 50, 0) is a rotation by θ = atan(1/2) about y; a point u = x − 50,
  /// v = y − 50 of the z = 0 plane lands at x = 50 + (u·cos θ − 100·sin θ) / w, y = 50 + v / w
  /// with w = cos θ + u·sin θ / 100, that is x = 50 + 100·(2u − 100) / (200 + u),
  /// y = 50 + v·√5 / (2 + u/100).
  static func turned(_ x: Double, _ y: Double) -> (Double, Double) {
    let u = x - 50
    let v = y - 50
    return (50 + 100 * (2 * u - 100) / (200 + u), 50 + v * 5.0.squareRoot() / (2 + u / 100))
  }

  /// ddd-camera-turned: a camera turned toward its point of interest.
  ///
  /// The point of interest (100, 50, 0) is drawn at the centre; the 20 × 20 square about it
  /// is foreshortened into a trapezoid, x 41.67…57.69, higher on the near (left) side.
  @Test func turnedCameraCentresThePointOfInterest() throws {
    let lottie = try LottieFixtures.load("ddd-camera-turned")
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    try expectCanvasPoint(lottie, "layers[1] target", (0, 0), (50, 50))
    for (x, y) in [(-10.0, -10.0), (10, 10), (-10, 10), (10, -10)] {
      try expectCanvasPoint(lottie, "layers[1] target", (x, y), Self.turned(100 + x, 50 + y))
    }
    try expectPixels(
      "ddd-camera-turned", frame: 0,
      [
        (50, 50, Self.orange), (43, 50, Self.orange), (56, 50, Self.orange),
        (50, 42, Self.orange), (42, 41, Self.orange), (40, 50, Self.none), (59, 50, Self.none),
        (50, 40, Self.none), (50, 60, Self.none), (56, 40, Self.none),
      ])
  }

  static let square = """
    "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]},
    "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]},
    "o": {"a": 0, "k": 100}, "r": 1}], "ip": 0, "op": 40, "st": 0, "sr": 1
    """

  static func importInline(_ layers: String, assets: String = "") throws -> LottieImport {
    let json = """
      {"v": "5.7.4", "fr": 10, "ip": 0, "op": 40, "w": 100, "h": 100, "ddd": 1,
       "assets": [\(assets)], "layers": [\(layers)]}
      """
    return try LottieImporter.importScene(data: Data(json.utf8), fileName: "inline.json")
  }

  static func target(ind: Int = 2) -> String {
    """
    {"ddd": 1, "ind": \(ind), "ty": 4, "nm": "t", "ks": {"p": {"a": 0, "k": [100, 50, 0]}},
     \(square)}
    """
  }

  /// A one-node camera turned by ry = atan(1/2) sees what the look-at sees.
  ///
  /// The two-node camera turned toward (100, 50, 0) sees the same: lottie-web composes `rotateY(−ry)` as it composes the look-at's
  /// `rotateY(atan2(d.x, −d.z))` with d = (−1, 0, −2)/√5.
  @Test func yRotationMatchesTheLookAt() throws {
    let ry = atan(0.5) * 180 / Double.pi
    let lottie = try Self.importInline(
      """
      {"ddd": 1, "ind": 1, "ty": 13, "nm": "camera", "pe": {"a": 0, "k": 100},
       "ks": {"p": {"a": 0, "k": [50, 50, -100]}, "ry": {"a": 0, "k": \(ry)}},
       "ip": 0, "op": 40, "st": 0, "sr": 1}, \(Self.target())
      """)
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    try expectCanvasPoint(lottie, "layers[1] t", (0, 0), (50, 50))
    try expectCanvasPoint(lottie, "layers[1] t", (10, 10), Self.turned(110, 60))
  }

  /// The camera's parents are inverted into the view.
  ///
  /// A camera at (30, 50, −100) looking at (30, 50, 0) under a null at (20, 0, 0) is the
  /// default camera.
  @Test func parentedCameraIsMovedByItsParent() throws {
    let lottie = try Self.importInline(
      """
      {"ddd": 1, "ind": 1, "ty": 13, "nm": "camera", "pe": {"a": 0, "k": 100}, "parent": 3,
       "ks": {"p": {"a": 0, "k": [30, 50, -100]}, "a": {"a": 0, "k": [30, 50, 0]}},
       "ip": 0, "op": 40, "st": 0, "sr": 1},
      {"ddd": 1, "ind": 2, "ty": 4, "nm": "s", "ks": {"p": {"a": 0, "k": [75, 75, 100]}},
       \(Self.square)},
      {"ddd": 1, "ind": 3, "ty": 3, "nm": "null", "ks": {"p": {"a": 0, "k": [20, 0, 0]}},
       "ip": 0, "op": 40, "st": 0, "sr": 1}
      """)
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    try expectCanvasPoint(lottie, "layers[1] s", (10, 10), (67.5, 67.5))
  }

  /// ddd-camera-animated: a camera dollying back, sampled at every whole frame.
  ///
  /// The camera's z goes −100 → −200 over frames 0…20 (linear): a point of the z = 0 plane
  /// gets w = (100 + 5f)/100, so the 40 × 40 square is 40·100/(100 + 5f) wide (40, 26.67,
  /// 20), and 20 from frame 20 on.
  @Test(arguments: [0.0, 10, 20, 30])
  func animatedCameraDolliesBack(frame: Double) throws {
    let lottie = try LottieFixtures.load("ddd-camera-animated")
    let half = 20 * 100 / (100 + 5 * min(frame, 20))
    try expectCanvasPoint(
      lottie, "layers[1] square", frame: frame, (20, -20), (50 + half, 50 - half))
    let inside = Int((50 - half).rounded(.up))
    let outside = Int((50 - half).rounded(.down)) - 2
    try expectPixels(
      "ddd-camera-animated", frame: frame,
      [
        (50, 50, Self.green), (inside, 50, Self.green), (99 - inside, 50, Self.green),
        (50, inside, Self.green), (outside, 50, Self.none), (99 - outside, 50, Self.none),
        (50, outside, Self.none),
      ])
  }

  /// Only the top-most camera is used.
  ///
  /// After Effects uses the top-most one; the others are reported at their `ty`. A hidden
  /// camera is no camera.
  @Test func furtherCamerasAreReported() throws {
    let lottie = try Self.importInline(
      """
      {"ddd": 1, "ind": 1, "ty": 13, "nm": "hidden", "pe": {"a": 0, "k": 50}, "hd": true,
       "ks": {"p": {"a": 0, "k": [0, 0, -50]}}, "ip": 0, "op": 40, "st": 0, "sr": 1},
      {"ddd": 1, "ind": 3, "ty": 13, "nm": "top", "pe": {"a": 0, "k": 100},
       "ks": {"p": {"a": 0, "k": [50, 50, -100]}}, "ip": 0, "op": 40, "st": 0, "sr": 1},
      {"ddd": 1, "ind": 4, "ty": 13, "nm": "other", "pe": {"a": 0, "k": 100},
       "ks": {"p": {"a": 0, "k": [0, 0, -100]}}, "ip": 0, "op": 20, "st": 0, "sr": 1},
      \(Self.target(ind: 2))
      """)
    #expect(
      lottie.warnings.map(\.description) == [
        "layers[2].ty 13: only the top-most camera is used (as After Effects); this camera is ignored"
      ])
    try expectCanvasPoint(lottie, "layers[3] t", (0, 0), (100, 50))
  }

  /// A camera not active over the whole composition is reported.
  ///
  /// Its in and out points leave part of the composition uncovered: it is applied at every
  /// frame, reported at its `ip`.
  @Test func partlyActiveCameraIsReported() throws {
    let lottie = try Self.importInline(
      """
      {"ddd": 1, "ind": 1, "ty": 13, "nm": "camera", "pe": {"a": 0, "k": 100},
       "ks": {"p": {"a": 0, "k": [50, 50, -100]}}, "ip": 10, "op": 40, "st": 0, "sr": 1},
      \(Self.target())
      """)
    #expect(
      lottie.warnings.map(\.description) == [
        "layers[0].ip: a camera that is not active over the whole composition is applied at every frame"
      ])
  }

  /// A camera inside a precomposition is reported at its `ty`.
  ///
  /// Its 3-D layers are drawn without perspective.
  @Test func precompositionCameraIsReported() throws {
    let lottie = try Self.importInline(
      """
      {"ddd": 0, "ind": 1, "ty": 0, "nm": "pre", "refId": "p", "w": 100, "h": 100,
       "ks": {}, "ip": 0, "op": 40, "st": 0, "sr": 1}
      """,
      assets: """
        {"id": "p", "layers": [{"ddd": 1, "ind": 1, "ty": 13, "nm": "camera",
         "pe": {"a": 0, "k": 100}, "ks": {"p": {"a": 0, "k": [50, 50, -100]}},
         "ip": 0, "op": 40, "st": 0, "sr": 1}, \(Self.target())]}
        """)
    #expect(
      lottie.warnings.map(\.description) == [
        "assets[0].layers[0].ty 13: a camera inside a precomposition is not supported; its 3-D layers are drawn without perspective"
      ])
  }

  /// A zoom of 0 or less has no perspective: an error at `pe`.
  @Test func nonPositiveZoomIsAnError() throws {
    #expect {
      try Self.importInline(
        """
        {"ddd": 1, "ind": 1, "ty": 13, "nm": "camera", "pe": {"a": 0, "k": 0},
         "ks": {"p": {"a": 0, "k": [50, 50, -100]}}, "ip": 0, "op": 40, "st": 0, "sr": 1},
        \(Self.target())
        """)
    } throws: { error in
      "\(error)".contains("layers[0].pe") && "\(error)".contains("a camera zoom (pe) > 0")
    }
  }
}
