import Foundation
import StrobeCore
import StrobeGeometry
import Testing

/// Text range selectors (docs/scene-format.md §Text animators): unit counting and each
/// shape's amount against its closed form.
@Suite struct TextRangeSelectorTests {
  /// "AB CD\nE": characters, a space, a line break.
  static let letters: [TextRangeSelector.LetterKind] = [
    .character, .character, .space, .character, .character, .lineBreak, .character,
  ]

  @Test func unitsAreCountedAsLottieWebCountsThem() {
    typealias S = TextRangeSelector
    // Characters: a line break takes the next letter's index and does not count.
    #expect(S.unitIndexes(Self.letters, basedOn: .characters) == ([0, 1, 2, 3, 4, 5, 5], 6))
    // Without spaces: the space shares the index of the character after it.
    #expect(
      S.unitIndexes(Self.letters, basedOn: .charactersExcludingSpaces) == (
        [0, 1, 2, 2, 3, 4, 4], 5
      ))
    // Words end at the space, the line break and the last letter.
    #expect(S.unitIndexes(Self.letters, basedOn: .words) == ([0, 0, 0, 1, 1, 1, 2], 3))
    #expect(S.unitIndexes(Self.letters, basedOn: .lines) == ([0, 0, 0, 0, 0, 0, 1], 2))
    #expect(S.unitIndexes([], basedOn: .words) == ([], 0))
  }

  static func selector(
    _ shape: TextRangeSelector.Shape = .square, start: CGFloat = 0, end: CGFloat = 100,
    units: TextRangeSelector.Units = .percentage
  ) -> TextRangeSelector {
    var s = TextRangeSelector()
    s.shape = shape
    s.start = start
    s.end = end
    s.units = units
    return s
  }

  static func amounts(_ s: TextRangeSelector, count: Int) -> [Double] {
    (0..<count).map { s.coverage(ofUnit: Double($0), unitCount: count) }
  }

  static func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-12) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func squareSelectsTheUnitsInsideTheRange() {
    // 25…75 % of 4 units is [1, 3]: units 1 and 2.
    #expect(Self.amounts(Self.selector(start: 25, end: 75), count: 4) == [0, 1, 1, 0])
    // A start inside a unit selects its part after the start: 12.5 % of 4 is 0.5.
    #expect(Self.amounts(Self.selector(start: 12.5), count: 4) == [0.5, 1, 1, 1])
    // An end inside a unit: e = 2.25 units.
    #expect(Self.amounts(Self.selector(end: 56.25), count: 4) == [1, 1, 0.25, 0])
    // Start after end is swapped; index units with an offset: [1, 2] + 1 = [2, 3].
    var s = Self.selector(start: 2, end: 1, units: .index)
    s.offset = 1
    #expect(Self.amounts(s, count: 4) == [0, 0, 1, 0])
    s.amount = -0.5
    #expect(Self.amounts(s, count: 4) == [0, 0, -0.5, 0])
    // No units: nothing.
    #expect(Self.selector().coverage(ofUnit: 0, unitCount: 0) == 0)
  }

  @Test func smoothnessZeroKeepsUnitsAtLeastHalfInside() {
    var s = Self.selector(start: 0.6, end: 2.4, units: .index)
    #expect(Self.close(Self.amounts(s, count: 4), [0.4, 1, 0.4, 0]))
    s.smoothness = 0
    #expect(Self.amounts(s, count: 4) == [0, 1, 0, 0])
    // 50 %: values below 1/4 become 0, the rest (v − 1/4)/(1/2), at most 1.
    s.smoothness = 0.5
    #expect(Self.close(Self.amounts(s, count: 4), [0.3, 1, 0.3, 0]))
  }

  @Test func shapesFollowTheirClosedForms() {
    // The whole range over 8 units; x = (i + ½)/8.
    let x = (0..<8).map { (Double($0) + 0.5) / 8 }
    #expect(Self.close(Self.amounts(Self.selector(.rampUp), count: 8), x))
    #expect(Self.close(Self.amounts(Self.selector(.rampDown), count: 8), x.map { 1 - $0 }))
    #expect(
      Self.close(
        Self.amounts(Self.selector(.triangle), count: 8), x.map { $0 < 0.5 ? 2 * $0 : 2 - 2 * $0 }))
    #expect(
      Self.close(
        Self.amounts(Self.selector(.round), count: 8),
        x.map { (1 - (2 * $0 - 1) * (2 * $0 - 1)).squareRoot() }))
    #expect(
      Self.close(
        Self.amounts(Self.selector(.smooth), count: 8), x.map { (1 - cos(2 * Double.pi * $0)) / 2 }
      ))
    // Empty ranges: ramp up is 1 from the end on, ramp down before it, the others 0.
    let empty = { (shape: TextRangeSelector.Shape) in
      Self.amounts(Self.selector(shape, start: 50, end: 50), count: 4)
    }
    #expect(empty(.rampUp) == [0, 0, 1, 1])
    #expect(empty(.rampDown) == [1, 1, 0, 0])
    #expect(empty(.triangle) == [0, 0, 0, 0] && empty(.round) == [0, 0, 0, 0])
  }

  @Test func easesBendTheAmountLikeATimingCurve() {
    var s = Self.selector(.rampUp)
    s.easeLow = 0.5
    // x1 = 0.5, y1 = 0; x2 = 1, y2 = 1: the Bézier timing curve (0.5, 0, 1, 1).
    let curve = UnitBezier(x1: 0.5, y1: 0, x2: 1, y2: 1)
    let got = Self.amounts(s, count: 8)
    let x = (0..<8).map { (Double($0) + 0.5) / 8 }
    #expect(Self.close(got, x.map { curve.solvePrecisely($0) }, 1e-9))
    #expect(got[3] < x[3])  // slow departure from 0
    // Negative ease low raises y1 instead: (0, 0.5, 1, 1) is above the diagonal.
    s.easeLow = -0.5
    #expect(Self.amounts(s, count: 8)[3] > x[3])
  }

  @Test func randomOrderIsAFixedPermutation() {
    let order = TextRangeSelector.randomOrder(count: 8)
    #expect(order.sorted() == Array(0..<8))
    #expect(order != Array(0..<8))
    #expect(TextRangeSelector.randomOrder(count: 8) == order)
    #expect(TextRangeSelector.randomOrder(count: 0) == [])
    #expect(TextRangeSelector.randomOrder(count: -3) == [])
  }

  @Test func extremeValuesGiveFiniteAmounts() {
    for v in [1e300, -1e300, 5e-324, -0.0] {
      for shape in TextRangeSelector.Shape.allCases {
        var s = Self.selector(shape, start: CGFloat(v), end: CGFloat(-v))
        s.easeHigh = CGFloat(v)
        s.smoothness = CGFloat(v)
        s.amount = CGFloat(v)
        for m in Self.amounts(s, count: 3) { #expect(m.isFinite, "\(shape) \(v)") }
      }
    }
  }
}
