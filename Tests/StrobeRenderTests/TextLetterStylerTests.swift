import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// Per-letter styles of text animators (docs/scene-format.md §Text animators) on letters
/// placed by hand: four letters 10 wide at x 0, 10, 20, 30 on the baseline y 50, so each
/// anchor is (5 + 10 i, 50).
@Suite struct TextLetterStylerTests {
  typealias Letter = TextLetterStyler.Letter

  static let letters = (0..<4).map {
    Letter(kind: .character, line: 0, x: Double(10 * $0), advance: 10, baseline: 50)
  }
  static let base = TextLetterStyler.Style(
    transform: .identity, opacity: 1, fill: RGBA(1, 0, 0, 1), stroke: RGBA(0, 0, 1, 1),
    strokeWidth: 1)

  static func styles(
    _ animators: [TextAnimator], letters: [Letter] = letters,
    alignment: TextRun.Alignment = .left, grouping: TextAnimatorGrouping = .characters
  ) -> [TextLetterStyler.Style] {
    TextLetterStyler(
      animators: animators, grouping: grouping, fontSize: 20, alignment: alignment, base: base
    ).styles(for: letters)
  }

  /// An animator selecting letters `from..<to` (index units).
  static func animator(_ from: CGFloat = 0, _ to: CGFloat = 4, _ set: (inout TextAnimator) -> Void)
    -> TextAnimator
  {
    var a = TextAnimator(name: "a")
    a.selector.units = .index
    a.selector.start = from
    a.selector.end = to
    set(&a)
    return a
  }

  static func map(_ t: CGAffineTransform, _ x: Double, _ y: Double) -> CGPoint {
    CGPoint(x: x, y: y).applying(t)
  }

  static func near(_ p: CGPoint, _ x: Double, _ y: Double) -> Bool {
    abs(Double(p.x) - x) < 1e-9 && abs(Double(p.y) - y) < 1e-9
  }

  @Test func trackingAddsSpaceBeforeEveryLetterButTheFirst() {
    let a = Self.animator { $0.tracking = 2 }
    let offsets = { (alignment: TextRun.Alignment) in
      Self.styles([a], alignment: alignment).map { Double($0.transform.tx) }
    }
    #expect(offsets(.left) == [0, 2, 4, 6])
    // A centred line keeps its middle, a right-aligned one its end.
    #expect(offsets(.center) == [-3, -1, 1, 3])
    #expect(offsets(.right) == [-6, -4, -2, 0])
    // Only letters 2 and 3 selected: the space before each of them.
    let b = Self.animator(2, 4) { $0.tracking = 2 }
    #expect(Self.styles([b]).map { Double($0.transform.tx) } == [0, 0, 2, 4])
  }

  @Test func scaleAndRotationTurnAboutTheLetterAnchor() {
    let scaled = Self.styles([Self.animator(1, 2) { $0.scale = CGSize(width: 2, height: 3) }])
    #expect(scaled[0].transform == .identity)
    // Letter 1's anchor (15, 50) stays; its left edge at the baseline goes to 5, a point
    // 10 above the baseline to 30 above.
    #expect(Self.near(Self.map(scaled[1].transform, 15, 50), 15, 50))
    #expect(Self.near(Self.map(scaled[1].transform, 10, 40), 5, 20))
    // 90° clockwise on screen (y down): the top of letter 0 goes right of its anchor.
    let turned = Self.styles([Self.animator(0, 1) { $0.rotation = .pi / 2 }])
    let top = Self.map(turned[0].transform, 5, 40)
    #expect(abs(top.x - 15) < 1e-9 && abs(top.y - 50) < 1e-9, "\(top)")
  }

  @Test func anchorPositionAndSkewCompose() {
    // The anchor point (0, −10) of letter 0 lands on its anchor; the rotation turns about it.
    let s = Self.styles([
      Self.animator(0, 1) {
        $0.anchorPoint = CGPoint(x: 0, y: -10)
        $0.rotation = .pi
        $0.position = CGPoint(x: 3, y: 4)
      }
    ])
    #expect(Self.near(Self.map(s[0].transform, 5, 40), 8, 54))
    #expect(Self.near(Self.map(s[0].transform, 5, 50), 8, 44))
    // Skew 45° along axis 0: x − tan(45°)·y, so 10 above the anchor (y −10) leans 10 right.
    let k = Self.styles([Self.animator(0, 1) { $0.skew = .pi / 4 }])
    #expect(Self.near(Self.map(k[0].transform, 5, 40), 15, 40))
    #expect(
      Self.near(
        CGPoint(x: 0, y: 10).applying(TextLetterStyler.skewMatrix(.pi / 6, axis: 0)),
        -10 * tan(Double.pi / 6), 10))
  }

  @Test func amountsWeightEveryChange() {
    // Ramp up over the four letters: amounts 1/8, 3/8, 5/8, 7/8.
    var a = TextAnimator(name: "a")
    a.selector.shape = .rampUp
    a.position = CGPoint(x: 0, y: -8)
    a.opacity = 0
    a.strokeWidth = 8
    a.fillColor = CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1)
    let s = Self.styles([a])
    #expect(s.map { Double($0.transform.ty) } == [-1, -3, -5, -7])
    #expect(s.map(\.opacity) == [0.875, 0.625, 0.375, 0.125])
    #expect(s.map(\.strokeWidth) == [2, 4, 6, 8])
    #expect(s[1].fill == RGBA(0.625, 0.375, 0, 1))
    // Two animators: the opacity moves half way twice.
    var half = TextAnimator(name: "h")
    half.selector.amount = 0.5
    half.opacity = 0
    var half2 = half
    half2.name = "h2"
    #expect(Self.styles([half, half2]).map(\.opacity) == [0.25, 0.25, 0.25, 0.25])
  }

  @Test func hueSaturationAndBrightnessOffsets() {
    let hue = Self.styles([Self.animator { $0.fillHue = .pi }])
    #expect(hue[0].fill == RGBA(0, 1, 1, 1))
    let grey = Self.styles([Self.animator { $0.fillSaturation = -1 }])
    #expect(grey[0].fill == RGBA(1, 1, 1, 1))
    let dark = Self.styles([Self.animator { $0.fillBrightness = -0.5 }])
    #expect(dark[0].fill == RGBA(0.5, 0, 0, 1))
    let c = TextLetterStyler.hsvAdjusted((0.2, 0.4, 0.6), hue: 0, saturation: 0, brightness: 0)
    #expect(abs(c.0 - 0.2) < 1e-12 && abs(c.1 - 0.4) < 1e-12 && abs(c.2 - 0.6) < 1e-12)
  }

  @Test func wordGroupsTurnAboutTheWordsMiddle() {
    // "AB C": A and B and the space are one word (advance 20 without the space): anchor 10.
    var letters = Self.letters
    letters[2].kind = .space
    letters[2].advance = 5
    letters[3].x = 25
    let s = Self.styles(
      [Self.animator { $0.scale = CGSize(width: 2, height: 2) }], letters: letters,
      grouping: .words)
    #expect(Self.near(Self.map(s[0].transform, 10, 50), 10, 50))
    #expect(Self.near(Self.map(s[1].transform, 10, 50), 10, 50))
    #expect(Self.near(Self.map(s[3].transform, 30, 50), 30, 50))
    #expect(Self.near(Self.map(s[3].transform, 25, 50), 20, 50))
  }
}
