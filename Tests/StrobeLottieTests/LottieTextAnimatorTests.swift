import Foundation
import Strobe
import StrobeLottie
import Testing

/// Text strokes and text animators of Lottie text layers (docs/lottie.md §Text animators).
///
/// Checked against DejaVu Sans's metrics (DejaVuSans.ttf, 2048 units per em): "H" advances 1540, its
/// stems span 201…403 and 1137…1339, it stands on the baseline and is 1493 tall; the space
/// advances 651. The fixtures also carry those glyphs as `chars`, which thorvg draws.
@Suite struct LottieTextAnimatorTests {
  static func units(_ u: Double, em: Double) -> Double { u / 2048 * em }

  static func text(_ lottie: LottieImport, _ layer: Int, frame: Double) throws -> TextState {
    let presented = try #require(
      lottie.layer(named: "layers[\(layer)].t.d.k[0]", frame: frame), "no text layer \(layer)")
    guard case .text(let t) = presented.content else {
      Issue.record("layers[\(layer)] is not a text layer")
      throw CancellationError()
    }
    return t
  }

  /// Only the chars warning: the glyph data is DejaVu Sans, which Strobe draws from the font.
  static func expectOnlyTheCharsWarning(_ lottie: LottieImport) {
    #expect(
      lottie.warnings.map(\.description) == [
        "chars: glyph fonts (chars) are not supported; text uses system fonts"
      ])
  }

  @Test func strokeMapsToTheTextStrokeExtension() throws {
    let lottie = try LottieFixtures.load("text-stroke")
    Self.expectOnlyTheCharsWarning(lottie)
    let over = try Self.text(lottie, 0, frame: 0)
    #expect(over.textStrokeColor?.components == [1, 0, 0, 1] && over.textStrokeWidth == 2)
    #expect(over.textPaintOrder == .fillStroke)
    #expect(try Self.text(lottie, 1, frame: 0).textPaintOrder == .strokeFill)
  }

  /// The stroke is centred on the outline, in the paint order.
  ///
  /// The first H's left stem spans x 8.926…12.871; the 2 px stroke covers 7.926…9.926 and
  /// 11.871…13.871. Probes on the stem between the top and the crossbar (y 22 and 72).
  @Test(arguments: [0.0, 40.0])
  func strokeIsCentredOnTheOutlineInItsPaintOrder(frame: Double) throws {
    let red = [255, 0, 0, 255]
    let blue = [0, 0, 255, 255]
    // 0.926 of the pixel red, the rest blue.
    let mostlyRed = [236, 0, 19, 255]
    try expectPixels(
      "text-stroke", frame: frame,
      [
        (6, 22, LottieFixtures.transparent), (8, 22, red), (9, 22, mostlyRed), (10, 22, blue),
        (6, 72, LottieFixtures.transparent), (8, 72, mostlyRed), (9, 72, blue), (10, 72, blue),
      ], tolerance: 3)
  }

  @Test func animatorsImportWithTheirAnimatedValues() throws {
    let lottie = try LottieFixtures.load("text-animators")
    Self.expectOnlyTheCharsWarning(lottie)
    let opacity = try Self.text(lottie, 0, frame: 20)
    let a = try #require(opacity.textAnimators.first)
    #expect(opacity.textAnimators.count == 1 && a.name == "a0")
    #expect(a.selector.units == .percentage && a.selector.basedOn == .characters)
    #expect(abs(a.selector.start - 50) < 1e-9 && a.selector.end == 100 && a.opacity == 0)
    let fill = try Self.text(lottie, 1, frame: 30).textAnimators[0]
    #expect(fill.selector.units == .index && fill.selector.start == 1 && fill.selector.end == 3)
    #expect(abs(fill.selector.amount - 0.75) < 1e-9)
    #expect(fill.fillColor?.components == [0, 1, 0, 1])
    let position = try Self.text(lottie, 2, frame: 20).textAnimators[0]
    #expect(position.selector.shape == .rampUp && position.position.x == 0)
    #expect(abs(position.position.y + 4) < 1e-6)
    let tracking = try Self.text(lottie, 3, frame: 10).textAnimators[0]
    #expect(abs(tracking.tracking - 1.25) < 1e-9)
  }

  /// Row 1: letter i's left stem pixel (7, 22, 38, 53 at y 13) keeps the opacity 1 − its
  /// part after the start s = f/10 letters.
  @Test(arguments: [(10.0, [255, 0, 0, 0]), (15.0, [255, 127, 0, 0]), (20.0, [255, 254, 0, 0])])
  func opacityFollowsTheAnimatedStart(frame: Double, alphas: [Int]) throws {
    let image = try LottieFixtures.render(try LottieFixtures.load("text-animators"), frame: frame)
    for (x, want) in zip([7, 22, 38, 53], alphas) {
      let a = Int(image.pixel(x: x, y: 13).a)
      #expect(abs(a - want) <= 3, "frame \(frame) x \(x): alpha \(a), want \(want)")
    }
  }

  /// Row 2: letters 1 and 2 go from black to green with the amount f/40 (stems at 22, 38).
  @Test(arguments: [0.0, 20.0, 40.0])
  func fillColourMovesWithTheAmount(frame: Double) throws {
    let green = Int((255 * frame / 40).rounded())
    try expectPixels(
      "text-animators", frame: frame,
      [
        (7, 38, [0, 0, 0, 255]), (22, 38, [0, green, 0, 254]), (38, 38, [0, green, 0, 255]),
        (53, 38, [0, 0, 0, 255]),
      ])
  }

  /// Row 3: ramp up over the four letters (amounts (i + ½)/4) times (0, −8 f/40): at frame
  /// 40 letter i stands 2i + 1 above the baseline 70.
  @Test func positionOffsetsRampUpAcrossTheLetters() throws {
    let image = try LottieFixtures.render(try LottieFixtures.load("text-animators"), frame: 40)
    let advance = Self.units(1540, em: 20)
    for i in 0..<4 {
      let x0 = Int((5 + advance * Double(i)).rounded(.down))
      let box = try #require(
        LottieTextTests.ink(image, x: x0..<(x0 + 15), y: 46..<72), "letter \(i): no ink")
      let bottom = 70 - Double(2 * i + 1)
      #expect(abs(box.maxY - bottom) <= 1, "letter \(i) bottom \(box.maxY), want \(bottom)")
      #expect(abs(box.minY - (bottom - Self.units(1493, em: 20))) <= 1, "letter \(i) top")
    }
  }

  /// Row 4: tracking 5 f/40 px before every letter but the first (lottie-web's pixels).
  @Test(arguments: [20.0, 40.0])
  func trackingSpacesTheLetters(frame: Double) throws {
    let image = try LottieFixtures.render(try LottieFixtures.load("text-animators"), frame: frame)
    let step = Self.units(1540, em: 20) + 5 * frame / 40
    for i in 0..<4 {
      let start = 5 + step * Double(i)
      let x0 = Int(start.rounded(.down))
      let box = try #require(
        LottieTextTests.ink(image, x: x0..<min(x0 + 16, 100), y: 76..<100), "letter \(i)")
      let left = start + Self.units(201, em: 20)
      #expect(
        abs(box.minX - left) <= 1, "frame \(frame) letter \(i) left \(box.minX), want \(left)")
    }
  }

  /// The last H of "H H" (anchor x 33.916 on the baseline) scaled about its anchor and
  /// rotated clockwise about it; the first H stays.
  @Test(arguments: [20.0, 40.0])
  func scaleAndRotationTurnAboutTheLetterAnchor(frame: Double) throws {
    let image = try LottieFixtures.render(
      try LottieFixtures.load("text-animator-transform"), frame: frame)
    let half = Self.units(1540 - 2 * 201, em: 20) / 2  // 5.557: half the ink width
    let height = Self.units(1493, em: 20)
    let anchor = 33.916
    let s = 1 + frame / 40
    let scaled = try #require(LottieTextTests.ink(image, x: 20..<100, y: 0..<50))
    #expect(
      abs(scaled.minX - (anchor - s * half)) <= 1 && abs(scaled.maxX - (anchor + s * half)) <= 1)
    #expect(abs(scaled.maxY - 35) <= 1 && abs(scaled.minY - (35 - s * height)) <= 1, "\(scaled)")
    let first = try #require(LottieTextTests.ink(image, x: 0..<20, y: 0..<50))
    #expect(abs(first.minX - (5 + Self.units(201, em: 20))) <= 1, "\(first)")
    guard frame == 40 else { return }
    // 90°: the letter's top (y − 14.58) goes right of the anchor, its sides straddle y 80.
    let turned = try #require(LottieTextTests.ink(image, x: 20..<100, y: 55..<100))
    #expect(abs(turned.minX - anchor) <= 1 && abs(turned.maxX - (anchor + height)) <= 1)
    #expect(abs(turned.minY - (80 - half)) <= 1 && abs(turned.maxY - (80 + half)) <= 1, "\(turned)")
  }

  /// Each letter's alpha sum over its cell is its opacity times the H's ink area at 10 px:
  /// 2 stems 9.8632 × 72.9004 plus the crossbar 35.8399 × 8.3008 (1/100 em units) is
  /// 17.3557 px², × 255.
  @Test func rangeShapesGiveTheirClosedForms() throws {
    let image = try LottieFixtures.render(
      try LottieFixtures.load("text-animator-shapes"), frame: 0)
    let area = (2 * 9.8632 * 72.9004 + 35.8399 * 8.3008) / 100 * 255
    let x = (0..<8).map { (Double($0) + 0.5) / 8 }
    let shapes: [(Double) -> Double] = [
      { $0 }, { 1 - $0 }, { $0 < 0.5 ? 2 * $0 : 2 - 2 * $0 },
      { (1 - (2 * $0 - 1) * (2 * $0 - 1)).squareRoot() }, { (1 - cos(2 * Double.pi * $0)) / 2 },
    ]
    let advance = Self.units(1540, em: 10)
    for (row, m) in shapes.enumerated() {
      let baseline = 18 + 20 * row
      for i in 0..<8 {
        let x0 = Int((5 + advance * Double(i)).rounded(.down))
        var sum = 0.0
        for py in (baseline - 10)..<(baseline + 2) {
          for px in x0..<min(x0 + 8, 100) { sum += Double(image.pixel(x: px, y: py).a) }
        }
        // Cells overlap by a pixel column; the neighbour's ink is at least 1 px away.
        let want = (1 - m(x[i])) * area
        #expect(abs(sum - want) <= 0.03 * area, "row \(row) letter \(i): \(sum), want \(want)")
      }
    }
  }

  @Test func indexSelectorsWithoutAnEndRunToTheLastLetter() throws {
    // r 2 without e: the end is the document's letter count (5, with the line break).
    let lottie = try LottieTextTests.importText(
      """
      {"ty": 5, "ks": {}, "ip": 0, "op": 10, "t": {"d": {"k": [{"t": 0, "s":
        {"t": "ab\\rcd", "f": "DejaVu Sans", "s": 20, "fc": [0, 0, 0]}}]},
       "m": {"g": 2, "a": {"a": 0, "k": [50, 0]}},
       "a": [{"s": {"t": 0, "r": 2, "b": 3, "sh": 4, "s": {"a": 0, "k": 1}},
              "a": {"r": {"a": 0, "k": 90}, "sc": {"a": 0, "k": [255, 0, 0]},
                    "fs": {"a": 0, "k": 50}}}]}}
      """)
    #expect(lottie.warnings.isEmpty)
    let t = try Self.text(lottie, 0, frame: 0)
    let a = try #require(t.textAnimators.first)
    #expect(a.selector.end == 5 && a.selector.start == 1)
    #expect(a.selector.basedOn == .words && a.selector.shape == .triangle)
    #expect(abs(a.rotation - .pi / 2) < 1e-12 && abs(a.fillSaturation - 0.5) < 1e-12)
    #expect(a.strokeColor?.components == [1, 0, 0, 1])  // 0–255 colours divided by 255
    #expect(t.textAnimatorGrouping == .words)
    #expect(t.textAnimatorGroupingAlignment == CGPoint(x: 0.5, y: 0))
  }

  @Test func selectorsAndPropertiesStrobeDoesNotDrawAreReported() throws {
    let lottie = try LottieTextTests.importText(
      """
      {"ty": 5, "ks": {}, "ip": 0, "op": 10, "t": {"d": {"k": [{"t": 0, "s":
        {"t": "ab", "f": "DejaVu Sans", "s": 20, "fc": [0, 0, 0]}}]},
       "m": {"g": 4, "a": {"a": 0, "k": [0, 0]}},
       "a": [{"s": {"t": 0, "rn": 1}, "a": {"rx": {"a": 0, "k": 10}, "o": {"a": 0, "k": 0}}}]}}
      """)
    #expect(
      lottie.warnings.map(\.description) == [
        "layers[0].t.a[0].s.rn 1: randomised order is drawn in a fixed shuffled order; the players shuffle at random on each load",
        "layers[0].t.a[0].a.rx: this text animator property (x rotation) is not supported; it is ignored",
        "layers[0].t.m.g 4: anchor point grouping \"all\" is not supported; characters are grouped one by one, as lottie-web groups them",
      ])
    let a = try #require(try Self.text(lottie, 0, frame: 0).textAnimators.first)
    #expect(a.selector.randomizesOrder && a.opacity == 0)
  }
}
