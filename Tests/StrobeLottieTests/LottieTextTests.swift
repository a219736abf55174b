import Foundation
import Strobe
import StrobeLottie
import Testing

/// Text layers (`ty` 5): point and box text placed as lottie-web and lottie-ios place them.
///
/// The fixtures use DejaVu Sans (installed with `make deps`) at 20 px. Its metrics, read from
/// DejaVuSans.ttf (2048 units per em): "H" advances 1540, has side bearings of 201 on both
/// sides, stands on the baseline (yMin 0) and is 1493 tall; the ascent is 1901; the space
/// advances 651. So at 20 px an "H" advances 15.039 px, its ink starts 1.963 px after its
/// origin and ends 1.963 px before its advance, and its bottom edge is the baseline.
@Suite struct LottieTextTests {
  static let em = 20.0
  static let hAdvance = 1540.0 / 2048 * em
  static let hBearing = 201.0 / 2048 * em
  static let space = 651.0 / 2048 * em

  /// The ink bounding box (pixel edges) of pixels with alpha > 0 in a region, nil if none.
  static func ink(
    _ image: RasterImage, x: Range<Int>, y: Range<Int>
  ) -> (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
    var box: (Int, Int, Int, Int)?
    for py in y {
      for px in x where image.pixel(x: px, y: py).a > 0 {
        if let b = box {
          box = (min(b.0, px), max(b.1, px), min(b.2, py), max(b.3, py))
        } else {
          box = (px, px, py, py)
        }
      }
    }
    guard let box else { return nil }
    return (Double(box.0), Double(box.1 + 1), Double(box.2), Double(box.3 + 1))
  }

  /// Checks one line's ink: left and right edges and its bottom (the baseline), ±1 px.
  static func expectLine(
    _ image: RasterImage, x: Range<Int>, y: Range<Int>, left: Double, right: Double,
    baseline: Double, _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let box = try #require(Self.ink(image, x: x, y: y), "\(label): no ink")
    #expect(abs(box.minX - left) <= 1, "\(label) left \(box.minX), want \(left)")
    #expect(abs(box.maxX - right) <= 1, "\(label) right \(box.maxX), want \(right)")
    #expect(abs(box.maxY - baseline) <= 1, "\(label) baseline \(box.maxY), want \(baseline)")
    // Cap height 1493/2048 em above the baseline.
    let top = baseline - 1493.0 / 2048 * em
    #expect(abs(box.minY - top) <= 1, "\(label) top \(box.minY), want \(top)")
  }

  /// The ink of "HH" (n = 2) or "H" (n = 1) starting at x.
  static func hs(_ n: Int, from x: Double, em: Double = em) -> (Double, Double) {
    let advance = 1540.0 / 2048 * em
    let bearing = 201.0 / 2048 * em
    return (x + bearing, x + Double(n) * advance - bearing)
  }

  @Test(arguments: [0.0, 10.0])
  func pointTextSitsOnItsBaselineAndAligns(frame: Double) throws {
    let lottie = try LottieFixtures.load("text-point")
    let image = try LottieFixtures.render(lottie, frame: frame)
    let w = 2 * Self.hAdvance
    // Left-justified from x 5: "HH" then "H" starting at 5.
    var (l, r) = Self.hs(2, from: 5)
    try Self.expectLine(image, x: 0..<35, y: 0..<45, left: l, right: r, baseline: 40, "left 1")
    (l, r) = Self.hs(1, from: 5)
    try Self.expectLine(image, x: 0..<35, y: 45..<100, left: l, right: r, baseline: 70, "left 2")
    // Centred on x 50: each line's middle is 50.
    (l, r) = Self.hs(2, from: 50 - w / 2)
    try Self.expectLine(image, x: 35..<65, y: 0..<45, left: l, right: r, baseline: 40, "mid 1")
    (l, r) = Self.hs(1, from: 50 - Self.hAdvance / 2)
    try Self.expectLine(image, x: 35..<65, y: 45..<100, left: l, right: r, baseline: 70, "mid 2")
    // Right-justified ending at x 95.
    (l, r) = Self.hs(2, from: 95 - w)
    try Self.expectLine(image, x: 65..<100, y: 0..<45, left: l, right: r, baseline: 40, "right 1")
    (l, r) = Self.hs(1, from: 95 - Self.hAdvance)
    try Self.expectLine(
      image, x: 65..<100, y: 45..<100, left: l, right: r, baseline: 70, "right 2")
    // Stem pixels (fully inside the first H's left stem, 201…403 units) are the fill colours.
    #expect(LottieFixtures.close(LottieFixtures.rgba(image, 7, 30), [255, 0, 0, 255]))
    #expect(LottieFixtures.close(LottieFixtures.rgba(image, 37, 30), [0, 128, 0, 255]))
    #expect(LottieFixtures.close(LottieFixtures.rgba(image, 67, 30), [0, 0, 255, 255]))
  }

  @Test func heldDocumentReplacesTheTextFromItsFrame() throws {
    let lottie = try LottieFixtures.load("text-point")
    let image = try LottieFixtures.render(lottie, frame: 20)
    // "H" then "HH" at 16 px, lines 20 apart, orange.
    var (l, r) = Self.hs(1, from: 5, em: 16)
    let box1 = try #require(Self.ink(image, x: 0..<35, y: 0..<45))
    #expect(abs(box1.minX - l) <= 1 && abs(box1.maxX - r) <= 1, "\(box1)")
    #expect(abs(box1.maxY - 40) <= 1, "\(box1)")
    (l, r) = Self.hs(2, from: 5, em: 16)
    let box2 = try #require(Self.ink(image, x: 0..<35, y: 45..<100))
    #expect(abs(box2.minX - l) <= 1 && abs(box2.maxX - r) <= 1, "\(box2)")
    #expect(abs(box2.maxY - 60) <= 1, "\(box2)")
    #expect(LottieFixtures.close(LottieFixtures.rgba(image, 7, 34), [255, 128, 0, 255]))
  }

  /// The text state of the visible document layer `name` at a frame, nil when hidden.
  static func text(_ lottie: LottieImport, _ name: String, frame: Double) throws -> TextState? {
    let layer = try #require(lottie.layer(named: name, frame: frame), "no layer \(name)")
    guard !layer.state.isHidden, case .text(let t) = layer.content else { return nil }
    return t
  }

  @Test func importedDocumentsHoldTheirValues() throws {
    let lottie = try LottieFixtures.load("text-point")
    #expect(lottie.warnings.isEmpty)
    for frame in [0.0, 19.9] {
      let t = try #require(try Self.text(lottie, "layers[0].t.d.k[0]", frame: frame))
      #expect(try Self.text(lottie, "layers[0].t.d.k[1]", frame: frame) == nil)
      #expect(t.string == "HH\nH")
      #expect(t.fontFamily == "DejaVu Sans" && t.fontStyle == "Book")
      #expect(t.fontSize == 20 && t.lineHeight == 30 && t.letterSpacing == 0)
      #expect(t.foregroundColor?.components == [1, 0, 0, 1])
      #expect(t.textLayout == .point && t.alignmentMode == .left)
    }
    for frame in [20.0, 40] {
      #expect(try Self.text(lottie, "layers[0].t.d.k[0]", frame: frame) == nil)
      let t = try #require(try Self.text(lottie, "layers[0].t.d.k[1]", frame: frame))
      #expect(t.string == "H\nHH")
      #expect(t.fontSize == 16 && t.lineHeight == 20)
      #expect(t.foregroundColor?.components == [1, 0.5, 0, 1])
    }
    let centre = try #require(try Self.text(lottie, "layers[1].t.d.k[0]", frame: 30))
    #expect(centre.alignmentMode == .center)
    let right = try #require(try Self.text(lottie, "layers[2].t.d.k[0]", frame: 30))
    #expect(right.alignmentMode == .right)
  }

  @Test(arguments: [0.0, 40.0])
  func boxTextWrapsInsideTheBox(frame: Double) throws {
    let lottie = try LottieFixtures.load("text-box")
    #expect(lottie.warnings.isEmpty)
    let image = try LottieFixtures.render(lottie, frame: frame)
    // Box x 10…90 (centre 50); "HH HH" then "HH", each centred; first baseline at the box
    // top 10.4375 + ascent 18.5625 = 29, the second 24 lower.
    let first = 4 * Self.hAdvance + Self.space
    var (l, _) = Self.hs(2, from: 50 - first / 2)
    var r = 50 + first / 2 - Self.hBearing
    try Self.expectLine(image, x: 0..<100, y: 0..<35, left: l, right: r, baseline: 29, "box 1")
    (l, r) = Self.hs(2, from: 50 - Self.hAdvance)
    try Self.expectLine(image, x: 0..<100, y: 35..<100, left: l, right: r, baseline: 53, "box 2")
    let stem = Int((50 - first / 2 + Self.hBearing).rounded(.up))
    #expect(LottieFixtures.close(LottieFixtures.rgba(image, stem, 20), [51, 102, 204, 255]))
  }

  static func importText(_ layers: String, fonts: String = "") throws -> LottieImport {
    let text = """
      {"v": "5.7", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, \(fonts)"layers": [\(layers)]}
      """
    return try LottieImporter.importScene(data: Data(text.utf8), fileName: "t.json")
  }

  @Test func documentFieldsMapToTheTextExtensions() throws {
    // Tracking 50/1000 em at 30 px = 1.5 px; baseline shift 4 px raises the layer; "\u{3}"
    // separates lines; caps 1 upper-cases; a font missing from fonts.list is a family name;
    // no "lh": 1.2 × size.
    let lottie = try Self.importText(
      """
      {"ty": 5, "ks": {}, "ip": 0, "op": 10, "t": {"d": {"k": [{"t": 0, "s":
        {"t": "ab\\u0003c", "f": "DejaVu Serif", "s": 30, "fc": [0, 0, 1, 0.5], "j": 4,
         "tr": 50, "ls": 4, "ca": 1}}]}}}
      """)
    #expect(lottie.warnings.isEmpty)
    let layer = try #require(lottie.layer(named: "layers[0].t.d.k[0]", frame: 0))
    guard case .text(let t) = layer.content else {
      Issue.record("not a text layer")
      return
    }
    #expect(t.string == "AB\nC" && t.fontFamily == "DejaVu Serif" && t.fontStyle.isEmpty)
    #expect(abs(t.letterSpacing - 1.5) < 1e-9 && abs(t.lineHeight - 36) < 1e-9)
    #expect(t.alignmentMode == .right)  // j 4: point lines are last lines, flush right
    #expect(t.foregroundColor?.components == [0, 0, 1, 0.5])
    #expect(layer.state.position == CGPoint(x: 0, y: -4))
  }

  @Test func unsupportedTextFeaturesAreReportedWithTheirPaths() throws {
    let lottie = try LottieFixtures.load("unsupported-text")
    #expect(
      lottie.warnings.map(\.description) == [
        "chars: glyph fonts (chars) are not supported; text uses system fonts",
        "layers[0].t.a[0].s.t 1: expression selectors are not supported; the animator is not applied",
        "layers[0].t.a[1].a.bl: this text animator property (blur) is not supported; it is ignored",
        "layers[0].t.p: text on a path is not supported; the text is drawn as point text",
      ])
    #expect {
      _ = try LottieFixtures.load("unsupported-text", strict: true)
    } throws: { error in
      "\(error)".hasSuffix(
        "chars: glyph fonts (chars) are not supported; text uses system fonts (strict import)")
    }
  }
}
