import Foundation
import Strobe
import StrobeLottie
import Testing

/// 3-D layers without a camera (docs/lottie.md, "3-D layers"; cameras: LottieCameraTests).
///
/// The Lottie transform as
/// lottie-web's `TransformProperty` composes it — anchor, scale, rz, ry, rx, orientation z,
/// y, x, position, with z kept through parent chains — drawn orthographically (z dropped),
/// as lottie-web's SVG and canvas renderers and thorvg draw it. Fixtures `ddd-*` in
/// Fixtures/lottie; each doc comment says where rlottie 1.3.8 and thorvg 1.1.3 differ.
@Suite struct LottieThreeDTests {
  static let red = [255, 0, 0, 255]
  static let blue = [0, 0, 255, 255]
  static let green = [0, 128, 0, 255]
  static let orange = [255, 128, 0, 255]
  static let magenta = [255, 0, 255, 255]
  static let none = LottieFixtures.transparent

  /// ddd-rotation, red: rx 60 halves the height.
  ///
  /// rx 60 keeps the 30×30 square 30 wide and makes it 30·cos 60° = 15
  /// high about its position (25, 25): corners at (25 ± 15, 25 ± 7.5). rlottie and thorvg
  /// draw the same box (rlottie with its 1024-px perspective, 0.2 px off at the corners).
  @Test func staticXRotationHalvesTheHeight() throws {
    let lottie = try LottieFixtures.load("ddd-rotation")
    try expectCanvasPoint(lottie, "layers[0] rx", frame: 0, (15, 15), (40, 32.5))
    try expectCanvasPoint(lottie, "layers[0] rx", frame: 0, (-15, -15), (10, 17.5))
    try expectPixels(
      "ddd-rotation", frame: 0,
      [
        (25, 25, Self.red), (25, 19, Self.red), (25, 31, Self.red), (12, 25, Self.red),
        (25, 15, Self.none), (25, 34, Self.none), (8, 25, Self.none),
      ])
  }

  /// ddd-rotation, blue: rx 60 and ry 60, ry first.
  ///
  /// ry turns first: (x, y, 0) → (x/2, y, x·√3/2),
  /// then rx: y ↦ y/2 + z·√3/2, so (x, y) lands at (72 + x/2, 28 + 3x/4 + y/2), a
  /// parallelogram leaning down to the right. thorvg agrees pixel for pixel; rlottie turns
  /// rx first (72 + x/2 + 3y/4, 28 + y/2), leaning sideways: it leaves (76, 34) empty.
  @Test func yRotationTurnsBeforeXRotation() throws {
    let lottie = try LottieFixtures.load("ddd-rotation")
    try expectCanvasPoint(lottie, "layers[1] rx ry", frame: 0, (10, -10), (77, 30.5))
    try expectCanvasPoint(lottie, "layers[1] rx ry", frame: 0, (-10, 10), (67, 25.5))
    try expectPixels(
      "ddd-rotation", frame: 0,
      [(72, 28, Self.blue), (76, 34, Self.blue), (68, 22, Self.blue), (76, 26, Self.none)])
  }

  /// ddd-animated: an animated y rotation.
  ///
  /// ry 0 → 90° linearly over frames 0…30 turns the 40×40 square at (50, 50)
  /// orthographically, 40·cos(3f°) wide: 34.64 at frame 10, 20 at frame 20 (60°: half as
  /// wide), nothing at frame 30 (edge on); the height stays 40. rlottie and thorvg measure
  /// the same widths (x 33…67, 40…60).
  @Test(arguments: [0.0, 10, 20, 30])
  func animatedYRotationNarrowsTheSquare(frame: Double) throws {
    let lottie = try LottieFixtures.load("ddd-animated")
    let half = 20 * cos(3 * frame * Double.pi / 180)
    try expectCanvasPoint(lottie, "layers[0] ry", frame: frame, (20, -20), (50 + half, 30))
    try expectCanvasPoint(lottie, "layers[0] ry", frame: frame, (-20, 20), (50 - half, 70))
    var probes: [(x: Int, y: Int, rgba: [Int])] = [(50, 10, Self.none), (50, 90, Self.none)]
    if half > 1 {
      let inside = Int((50 - half).rounded(.up))
      let outside = Int((50 - half).rounded(.down)) - 2
      probes += [
        (50, 50, Self.green), (50, 31, Self.green), (inside, 50, Self.green),
        (99 - inside, 50, Self.green), (outside, 50, Self.none), (99 - outside, 50, Self.none),
      ]
    } else {
      probes += [(50, 50, Self.none), (48, 50, Self.none)]
    }
    try expectPixels("ddd-animated", frame: frame, probes)
  }

  /// ddd-orientation: the orientation turns after the rotations.
  ///
  /// rz 90 turns the 40×20 rectangle upright first ((x, y) → (−y, x)),
  /// then the orientation's y 60° halves its width: (x, y) → (50 − y/2, 50 + x), 10 wide
  /// (x 45…55) and 40 high, as lottie-web composes `or` after the rotations. The references
  /// disagree with it and with each other: rlottie ignores `or` (20 × 40), thorvg draws
  /// 20 × 20.
  @Test func orientationTurnsAfterTheRotations() throws {
    let lottie = try LottieFixtures.load("ddd-orientation")
    try expectCanvasPoint(lottie, "layers[0] or", frame: 0, (20, 10), (45, 70))
    try expectCanvasPoint(lottie, "layers[0] or", frame: 0, (-20, -10), (55, 30))
    try expectPixels(
      "ddd-orientation", frame: 0,
      [
        (46, 50, Self.orange), (53, 50, Self.orange), (50, 31, Self.orange), (50, 68, Self.orange),
        (43, 50, Self.none), (57, 50, Self.none), (50, 72, Self.none),
      ])
  }

  /// ddd-parent: a 3-D child of a 3-D null.
  ///
  /// The child's rx 60 and the null's ry 60 compose in 3-D, (x, y) →
  /// (50 + x/2 + 3y/4, 50 + y/2): the child's z (−y·√3/2 after its own rotation) turns
  /// into x under the null's. Drawing the child flat into the null's plane gives
  /// (50 + x/2, 50 + y/2), a 10 × 10 square — what rlottie 1.3.8 and thorvg 1.1.3 draw
  /// (both multiply 2-D matrices); lottie-web multiplies the 3-D ones, and so does Strobe.
  @Test func parentedThreeDLayersComposeIn3D() throws {
    let lottie = try LottieFixtures.load("ddd-parent")
    try expectCanvasPoint(lottie, "layers[0] child", frame: 0, (10, 10), (62.5, 55))
    try expectCanvasPoint(lottie, "layers[0] child", frame: 0, (-10, -10), (37.5, 45))
    try expectPixels(
      "ddd-parent", frame: 0,
      [
        (50, 50, Self.magenta), (58, 54, Self.magenta), (42, 46, Self.magenta),
        (58, 46, Self.none), (42, 54, Self.none),
      ])
  }

  static func importInline(_ layers: String) throws -> LottieImport {
    let json = """
      {"v": "5.7.4", "fr": 10, "ip": 0, "op": 40, "w": 100, "h": 100, "ddd": 1,
       "assets": [], "layers": [\(layers)]}
      """
    return try LottieImporter.importScene(data: Data(json.utf8), fileName: "inline.json")
  }

  static let square = """
    "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]},
    "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]},
    "o": {"a": 0, "k": 100}, "r": 1}], "ip": 0, "op": 40, "st": 0, "sr": 1
    """

  /// The z parts of anchor and position.
  ///
  /// lottie-web translates by (−a.x, −a.y, +a.z) first and by (p.x, p.y, −p.z)
  /// last (Lottie's z points away from the viewer). An anchor z of 10 under rx 90 moves
  /// the layer's origin to y + 10 (lottie-web's `rotateX`: y ↦ y·cos + z·sin); a child at
  /// z 10 under a null turned ry 90 lands at x + 10 (`rotateY`: x ↦ x·cos − z·sin, z −10).
  /// thorvg 1.1.3 and rlottie 1.3.8 ignore z.
  @Test func anchorAndPositionDepthTurnWithTheLayer() throws {
    let lottie = try Self.importInline(
      """
      {"ddd": 1, "ind": 1, "ty": 4, "nm": "a", "ks": {"p": {"a": 0, "k": [30, 50, 0]},
       "a": {"a": 0, "k": [0, 0, 10]}, "rx": {"a": 0, "k": 90}, "ry": {"a": 0, "k": 0},
       "rz": {"a": 0, "k": 0}, "or": {"a": 0, "k": [0, 0, 0]}}, \(Self.square)},
      {"ddd": 1, "ind": 2, "ty": 4, "nm": "p", "parent": 3,
       "ks": {"p": {"a": 0, "k": [0, 0, 10]}, "rx": {"a": 0, "k": 0}, "ry": {"a": 0, "k": 0},
       "rz": {"a": 0, "k": 0}, "or": {"a": 0, "k": [0, 0, 0]}}, \(Self.square)},
      {"ddd": 1, "ind": 3, "ty": 3, "nm": "null", "ks": {"p": {"a": 0, "k": [70, 50, 0]},
       "rx": {"a": 0, "k": 0}, "ry": {"a": 0, "k": 90}, "rz": {"a": 0, "k": 0},
       "or": {"a": 0, "k": [0, 0, 0]}}, "ip": 0, "op": 40, "st": 0, "sr": 1}
      """)
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    try expectCanvasPoint(lottie, "layers[0] a", frame: 0, (0, 0), (30, 60))
    try expectCanvasPoint(lottie, "layers[1] p", frame: 0, (0, 0), (80, 50))
  }

  /// A camera layer (`ty` 13) sees the 3-D layers through its perspective.
  ///
  /// rlottie 1.3.8 and thorvg 1.1.3 draw no camera; LottieCameraTests has the closed
  /// forms. The default
  /// camera of pe 500 leaves the z = 0 plane's centre where it is and moves the near edge
  /// of a square turned ry 60 outward: its corner (10, 10) lands farther out than the
  /// orthographic (55, 60).
  @Test func cameraLayerAddsPerspective() throws {
    let lottie = try Self.importInline(
      """
      {"ddd": 1, "ind": 1, "ty": 13, "nm": "camera", "pe": {"a": 0, "k": 500},
       "ks": {"p": {"a": 0, "k": [50, 50, -500]}, "a": {"a": 0, "k": [50, 50, 0]}},
       "ip": 0, "op": 40, "st": 0, "sr": 1},
      {"ddd": 1, "ind": 2, "ty": 4, "nm": "s", "ks": {"p": {"a": 0, "k": [50, 50, 0]},
       "ry": {"a": 0, "k": 60}}, \(Self.square)}
      """)
    #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    try expectCanvasPoint(lottie, "layers[1] s", frame: 0, (0, 0), (50, 50))
    // lottie-web's rotateY(60°) takes (10, 10, 0) to (5, 10, 10·sin 60°) toward the viewer
    // (CSS z); the perspective of 500 scales it by 500 / (500 − 8.66).
    let k = 500 / (500 - 10 * 3.0.squareRoot() / 2)
    try expectCanvasPoint(lottie, "layers[1] s", frame: 0, (10, 10), (50 + 5 * k, 50 + 10 * k))
  }
}
