import Foundation
import Strobe
import StrobeLottie
import Testing

/// Skew (`sk`, `sa`) against hand-derived values.
///
/// lottie-web's `TransformProperty` calls `skewFromAxis(−sk, sa)` after the scale and before
/// the rotation; its `Matrix` composes row vectors (`_t` post-multiplies), so for column
/// vectors (y down) the skew is `K = Rot(−sa) · [[1, −tan sk], [0, 1]] · Rot(sa)`, which
/// multiplies out (t = tan sk, c = cos sa, s = sin sa) to
/// `K = [[1 − t·c·s, −t·c²], [t·s², 1 + t·c·s]]`. With sa = 0: x′ = x − y·tan sk.
@Suite struct LottieSkewTests {
  static let red = [255, 0, 0, 255]
  static let orange = [255, 128, 0, 255]
  static let blue = [0, 0, 255, 255]

  /// K as (a, b, c, d): x′ = a·x + c·y, y′ = b·x + d·y.
  static func skew(_ skDegrees: Double, _ saDegrees: Double) -> (Double, Double, Double, Double) {
    let t = tan(skDegrees * .pi / 180)
    let c = cos(saDegrees * .pi / 180)
    let s = sin(saDegrees * .pi / 180)
    return (1 - t * c * s, t * s * s, -t * c * c, 1 + t * c * s)
  }

  /// The shape groups' transform: p + R(30°)·K(20°, 45°)·S(1.5, 1)·q, as (a, b, c, d).
  static func groupLinear(skewAxisSign: Double = 1) -> (Double, Double, Double, Double) {
    let k = skew(20, 45 * skewAxisSign)
    let (ka, kb, kc, kd) = (k.0 * 1.5, k.1 * 1.5, k.2, k.3)  // K·S
    let r = 30 * Double.pi / 180
    return (
      cos(r) * ka - sin(r) * kb, sin(r) * ka + cos(r) * kb,
      cos(r) * kc - sin(r) * kd, sin(r) * kc + cos(r) * kd
    )
  }

  /// The layer whose sublayer is named `name`.
  static func parent(of name: String, in layer: PresentationLayer) -> PresentationLayer? {
    if layer.sublayers.contains(where: { $0.name == name }) { return layer }
    for sub in layer.sublayers {
      if let hit = parent(of: name, in: sub) { return hit }
    }
    return nil
  }

  /// sk 30, sa 0: the skew layer's matrix is [[1, −tan 30°], [0, 1]] (m21 = c = −0.57735).
  @Test func staticSkewMatrix() throws {
    let lottie = try LottieFixtures.load("transform-skew")
    let root = lottie.document.rootLayer.presentation(at: lottie.time(forFrame: 0))
    let layer = try #require(Self.parent(of: "layers[0] shape", in: root))
    let m = layer.state.transform
    let want = Self.skew(30, 0)
    #expect(abs(want.2 - -0.5773502691896257) < 1e-15)
    #expect(abs(Double(m.m11) - 1) < 1e-12 && abs(Double(m.m12)) < 1e-12)
    #expect(abs(Double(m.m21) - want.2) < 1e-12 && abs(Double(m.m22) - 1) < 1e-12)
    #expect(m.m41 == 0 && m.m42 == 0)
  }

  /// The red square (20×20 about the origin) at (25, 25): q ↦ (25 + qx − qy·tan 30°, 25 + qy).
  ///
  /// Its top edge (y 15) spans x 20.77…40.77, its bottom edge (y 35) x 9.23…29.23: the top
  /// is h·tan 30° = 11.55 to the right of the bottom.
  @Test func staticSkewPoints() throws {
    let lottie = try LottieFixtures.load("transform-skew")
    let t = tan(Double.pi / 6)
    let cases: [(CGPoint, CGPoint)] = [
      (CGPoint(x: -10, y: -10), CGPoint(x: 15 + 10 * t, y: 15)),
      (CGPoint(x: 10, y: -10), CGPoint(x: 35 + 10 * t, y: 15)),
      (CGPoint(x: -10, y: 10), CGPoint(x: 15 - 10 * t, y: 35)),
      (CGPoint(x: 10, y: 10), CGPoint(x: 35 - 10 * t, y: 35)),
    ]
    for (q, want) in cases {
      let got = try #require(lottie.canvasPoint(q, inLayerNamed: "layers[0] shape", frame: 0))
      #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(q): \(got)")
    }
  }

  /// Pixel rows of the red square, at every corpus frame.
  ///
  /// Row 16 (local y −9…−8, shift +5.20…+4.62) covers
  /// x 20.2…39.6 at least; row 33 (local y 8…9, shift −4.62…−5.20) covers x 10.4…29.8 at
  /// least. A wrong sign swaps the two rows' extents.
  @Test func staticSkewPixels() throws {
    let none = LottieFixtures.transparent
    for frame in LottieFixtures.percentFrames {
      try expectPixels(
        "transform-skew", frame: frame,
        [
          (38, 16, Self.red), (21, 16, Self.red), (18, 16, none), (42, 16, none),
          (11, 33, Self.red), (28, 33, Self.red), (8, 33, none), (31, 33, none),
        ])
    }
  }

  /// Pixels wholly inside or wholly outside the 14×14 square under the group transform.
  ///
  /// `q = M⁻¹(P − p)` at the pixel centre P; the canvas distance to the image of the edge
  /// line qx = ±7 is (7 − |qx|) / ‖∇qx‖ (∇qx = M⁻¹'s first row), likewise for qy. A pixel
  /// whose centre is 0.75 px (over half its diagonal) inside every edge is covered; 0.75 px
  /// beyond one edge, empty. Returns (inside, outside).
  static func groupProbes(
    center: CGPoint, linear m: (Double, Double, Double, Double)
  ) -> (inside: [(Int, Int)], outside: [(Int, Int)]) {
    let det = m.0 * m.3 - m.1 * m.2
    let gx = hypot(m.3, m.2) / abs(det)
    let gy = hypot(m.1, m.0) / abs(det)
    var inside: [(Int, Int)] = []
    var outside: [(Int, Int)] = []
    for y in Int(center.y) - 22...Int(center.y) + 22 {
      for x in Int(center.x) - 22...Int(center.x) + 22 {
        let dx = Double(x) + 0.5 - center.x
        let dy = Double(y) + 0.5 - center.y
        let qx = (m.3 * dx - m.2 * dy) / det
        let qy = (-m.1 * dx + m.0 * dy) / det
        let inX = (7 - abs(qx)) / gx
        let inY = (7 - abs(qy)) / gy
        if min(inX, inY) >= 0.75 { inside.append((x, y)) }
        if min(inX, inY) <= -0.75 { outside.append((x, y)) }
      }
    }
    return (inside, outside)
  }

  /// The two shape groups (filled inside the group: a layer chain; filled by the parent
  /// layer: the group's static matrix applied to the path) against the closed form.
  @Test(arguments: [("orange", 28.0, 72.0), ("blue", 72.0, 25.0)])
  func groupSkewPixels(_ colour: String, _ px: Double, _ py: Double) throws {
    let want = colour == "orange" ? Self.orange : Self.blue
    let probes = Self.groupProbes(center: CGPoint(x: px, y: py), linear: Self.groupLinear())
    #expect(probes.inside.count > 50 && probes.outside.count > 500)
    let lottie = try LottieFixtures.load("transform-skew")
    let image = try LottieFixtures.render(lottie, frame: 0)
    var wrong: [String] = []
    for (x, y) in probes.inside where !LottieFixtures.close(LottieFixtures.rgba(image, x, y), want)
    {
      wrong.append("(\(x), \(y)) \(LottieFixtures.rgba(image, x, y)) not \(colour)")
    }
    for (x, y) in probes.outside
    where LottieFixtures.rgba(image, x, y) == want {
      wrong.append("(\(x), \(y)) is \(colour) outside")
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
  }

  /// The probes separate lottie-web's axis direction from the mirrored one (skottie's
  /// `Rot(sa)·Shear·Rot(−sa)`) and from sk's opposite sign: each alternative puts some
  /// probe on the other side of the square's edge.
  @Test func groupProbesDiscriminate() {
    let center = CGPoint(x: 28, y: 72)
    let right = Self.groupProbes(center: center, linear: Self.groupLinear())
    let mirrored = Self.groupProbes(center: center, linear: Self.groupLinear(skewAxisSign: -1))
    let inside = Set(right.inside.map { "\($0)" })
    #expect(mirrored.outside.contains { inside.contains("\($0)") })
    // sk −20 at sa 45 (K with t negated).
    let k = Self.skew(-20, 45)
    let r = Double.pi / 6
    let (ka, kb) = (k.0 * 1.5, k.1 * 1.5)
    let flipped = Self.groupProbes(
      center: center,
      linear: (
        cos(r) * ka - sin(r) * kb, sin(r) * ka + cos(r) * kb,
        cos(r) * k.2 - sin(r) * k.3, sin(r) * k.2 + cos(r) * k.3
      ))
    #expect(flipped.outside.contains { inside.contains("\($0)") })
  }

  /// The animated skew (sk 0 → 40 linearly over frames 0…40, rotation 90°, position
  /// (72, 72)): q ↦ (72 − qy, 72 + qx − qy·tan sk(f)) at integer frames; between frames the
  /// earlier frame's skew holds (frame 10.5 shows sk 10°, 39.5 shows 39°).
  @Test(arguments: [(0.0, 0.0), (10, 10), (10.5, 10), (20, 20), (30, 30), (39.5, 39), (40, 40)])
  func animatedSkew(frame: Double, skDegrees: Double) throws {
    let lottie = try LottieFixtures.load("transform-skew")
    let t = tan(skDegrees * .pi / 180)
    for q in [CGPoint(x: 15, y: 5), CGPoint(x: -15, y: -5), CGPoint(x: 0, y: 5)] {
      let want = CGPoint(x: 72 - q.y, y: 72 + q.x - q.y * t)
      let got = try #require(lottie.canvasPoint(q, inLayerNamed: "layers[2] shape", frame: frame))
      #expect(
        abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9,
        "\(q) at \(frame): \(got) vs \(want)")
    }
  }

  /// sk 0 (any sa) adds no layer: the scene is the one without the keys.
  @Test func zeroSkewAddsNoLayer() throws {
    func layerCount(_ extra: String) throws -> Int {
      let json = """
        {"v": "5.7.4", "fr": 10, "ip": 0, "op": 40, "w": 100, "h": 100, "layers": [
         {"ty": 4, "ind": 1, "ip": 0, "op": 40, "st": 0,
          "ks": {"p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [200, 100]},
                 "r": {"a": 0, "k": 10}\(extra)},
          "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]},
                      "r": {"a": 0, "k": 0}},
                     {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
        """
      let lottie = try LottieImporter.importScene(
        data: Data(json.utf8), fileName: "skew.json", url: nil, strict: true)
      func count(_ layer: PresentationLayer) -> Int {
        1 + layer.sublayers.map(count).reduce(0, +)
      }
      return count(lottie.document.rootLayer.presentation(at: 0))
    }
    let plain = try layerCount("")
    #expect(
      try layerCount(", \"sk\": {\"a\": 0, \"k\": 0}, \"sa\": {\"a\": 0, \"k\": 45}") == plain)
    #expect(
      try layerCount(", \"sk\": {\"a\": 0, \"k\": 10}, \"sa\": {\"a\": 0, \"k\": 0}") == plain + 1)
  }
}
