import Foundation
import SeededRandom
import Testing

@testable import StrobeGeometry

/// `DecimalToDouble.value` gives exactly the bits `Double(String)` gives for the same decimal,
/// or `nil` outside its exact range.
@Suite struct DecimalToDoubleTests {
  /// The decimal `±significand e exponent` as text.
  static func text(_ significand: UInt64, _ exponent: Int, negative: Bool) -> String {
    (negative ? "-" : "") + String(significand) + "e" + String(exponent)
  }

  /// Expects the conversion to match `Double(String)` bit for bit.
  static func expectMatches(
    _ significand: UInt64, _ exponent: Int, negative: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = text(significand, exponent, negative: negative)
    guard let expected = Double(text) else {
      Issue.record("Double(\(text)) failed", sourceLocation: sourceLocation)
      return
    }
    let value = DecimalToDouble.value(
      significand: significand, exponent: exponent, negative: negative)
    #expect(
      value?.bitPattern == expected.bitPattern,
      "\(text): \(String(describing: value)) vs \(expected)", sourceLocation: sourceLocation)
  }

  @Test func zeroKeepsItsSign() {
    let zero = DecimalToDouble.value(significand: 0, exponent: 5, negative: false)
    let negativeZero = DecimalToDouble.value(significand: 0, exponent: -400, negative: true)
    #expect(zero?.bitPattern == 0)
    #expect(negativeZero?.bitPattern == (1 as UInt64) << 63)
  }

  @Test func exactTiesRoundToEven() {
    // 2^53 + 1 lies halfway between 2^53 and 2^53 + 2: even is 2^53.
    #expect(
      DecimalToDouble.value(significand: 9_007_199_254_740_993, exponent: 0, negative: false)
        == 9_007_199_254_740_992)
    // 2^53 + 3 lies halfway between 2^53 + 2 and 2^53 + 4: even is 2^53 + 4.
    #expect(
      DecimalToDouble.value(significand: 9_007_199_254_740_995, exponent: 0, negative: false)
        == 9_007_199_254_740_996)
    // 2^52 + 0.5 (as 45035996273704965e-1) lies halfway between 2^52 and 2^52 + 1.
    #expect(
      DecimalToDouble.value(significand: 45_035_996_273_704_965, exponent: -1, negative: false)
        == 4_503_599_627_370_496)
    // 2^52 + 1.5 rounds up to the even 2^52 + 2.
    #expect(
      DecimalToDouble.value(significand: 45_035_996_273_704_975, exponent: -1, negative: true)
        == -4_503_599_627_370_498)
  }

  @Test func handPickedValuesMatchDoubleParsing() {
    let cases: [(UInt64, Int)] = [
      (9_007_199_254_740_991, 0), (9_007_199_254_740_992, 0), (9_007_199_254_740_993, 0),
      (9_007_199_254_740_994, 0), (9_007_199_254_740_995, 0), (45_035_996_273_704_965, -1),
      (45_035_996_273_704_975, -1), (4_503_599_627_370_497, 0),
      (1_000_000_000_000_000_222, -18),  // 19 digits of 1.0000000000000002220446…
      (1, -19), (1, 19), (1, 22), (1, 23), (1, -22), (1, -23), (1, -31), (1, 55),
      (18_446_744_073_709_551_615, 0),  // 2^64 − 1
      (1_844_674_407_370_955_161, 1), (1_844_674_407_370_955_162, 1),
      (9_999_999_999_999_999_999, 0), (9_999_999_999_999_999_999, -31),
      (9_999_999_999_999_999_999, 19), (9_999_999_999_999_999_999, 27),
      (1_234_567_890_123_456_789, -19), (1_234_567_890_123_456_789, -30),
      (28_005_228_299_312_455, -14), (17_976_931_348_623_157, 2), (4_940_656_458_412_465, -10),
      (22_250_738_585_072_014, -16), (3, -1), (7, -3), (123_456_789, -9),
    ]
    for (significand, exponent) in cases {
      Self.expectMatches(significand, exponent)
      Self.expectMatches(significand, exponent, negative: true)
    }
  }

  @Test func outsideTheExactRangeFallsBack() {
    // Subnormal, tiny and huge values are left to Double(String).
    #expect(DecimalToDouble.value(significand: 5, exponent: -324, negative: false) == nil)
    #expect(
      DecimalToDouble.value(significand: 22_250_738_585_072_014, exponent: -324, negative: false)
        == nil)
    #expect(DecimalToDouble.value(significand: 1, exponent: -32, negative: false) == nil)
    #expect(DecimalToDouble.value(significand: 1, exponent: 56, negative: false) == nil)
    #expect(DecimalToDouble.value(significand: 1, exponent: 400, negative: true) == nil)
    // (10^19 − 1) × 5^37 does not fit in 128 bits.
    #expect(
      DecimalToDouble.value(significand: 9_999_999_999_999_999_999, exponent: 37, negative: false)
        == nil)
  }

  /// Odd multiples of half the spacing of doubles in [2^51, 2^63): every one an exact tie.
  @Test func randomTiesMatchDoubleParsing() {
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<20_000 {
      let binade = Int(generator.next() % 12) + 51  // doubles in [2^binade, 2^(binade+1))
      let spacingExponent = binade - 52  // the spacing is 2^spacingExponent
      let offset = generator.next() & ((1 << 52) - 1)
      let lower = (1 << 52 | offset)  // the double lower × 2^spacingExponent
      if spacingExponent >= 1 {
        // Midpoint (2·lower + 1) × 2^(spacingExponent − 1): an integer.
        let midpoint = (2 * lower + 1) << (spacingExponent - 1)
        Self.expectMatches(midpoint, 0, negative: offset & 1 == 0)
      } else {
        // Midpoint (2·lower + 1) / 2^(1 − spacingExponent): a decimal with 1 − spacingExponent
        // fraction digits (times 5^(1 − spacingExponent)); it fits 19 digits for spacing ≥ 1/4.
        let fractionDigits = 1 - spacingExponent
        var five: UInt64 = 1
        for _ in 0..<fractionDigits { five *= 5 }
        let (significand, overflow) = (2 * lower + 1).multipliedReportingOverflow(by: five)
        if !overflow { Self.expectMatches(significand, -fractionDigits) }
      }
    }
  }

  /// 300,000 seeded random decimals of 16–19 digits above 2^53 with exponents −27…−1: the
  /// Eisel–Lemire route, whose products need the second 64 bits of 5^q now and then.
  @Test func randomLongDecimalsWithFractionsMatchDoubleParsing() {
    var generator = SeededGenerator(seed: 11)
    var mismatches = 0
    for _ in 0..<300_000 {
      let significand = (1 << 53) + 1 + generator.next() % (UInt64.max - (1 << 53) - 1)
      let exponent = -Int(generator.next() % 27) - 1
      let text = Self.text(significand, exponent, negative: false)
      let value = DecimalToDouble.value(
        significand: significand, exponent: exponent, negative: false)
      if value?.bitPattern != Double(text)?.bitPattern {
        mismatches += 1
        if mismatches <= 10 {
          Issue.record(
            "\(text): \(String(describing: value)) vs \(String(describing: Double(text)))")
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// 1,000,000 seeded random decimals: 1–19 significant digits, exponents −30…+30, both signs.
  @Test func randomDecimalsMatchDoubleParsing() {
    var generator = SeededGenerator(seed: 1)
    var mismatches = 0
    var inRangeFallbacks = 0
    for _ in 0..<1_000_000 {
      let digitCount = Int(generator.next() % 19) + 1
      var limit: UInt64 = 1
      for _ in 0..<digitCount { limit *= 10 }
      let significand = generator.next() % limit
      let exponent = Int(generator.next() % 61) - 30
      let negative = generator.next() & 1 == 1
      let text = Self.text(significand, exponent, negative: negative)
      guard
        let value = DecimalToDouble.value(
          significand: significand, exponent: exponent, negative: negative)
      else {
        // (10^19 − 1) × 5^27 < 2^128: up to 10^27 every decimal is in the exact range.
        if exponent <= 27 { inRangeFallbacks += 1 }
        continue
      }
      if value.bitPattern != Double(text)?.bitPattern {
        mismatches += 1
        if mismatches <= 10 {
          Issue.record("\(text): \(value) vs \(String(describing: Double(text)))")
        }
      }
    }
    #expect(mismatches == 0)
    #expect(inRangeFallbacks == 0)
  }
}
