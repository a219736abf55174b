import Foundation
import SeededRandom
import Testing

@testable import StrobeGeometry

/// Path-data numbers are parsed to exactly the value `Double(String)` gives (the parser's
/// fast path computes short decimals with one correctly rounded operation).
@Suite struct SVGPathNumberTests {
  /// The x of `M <text> 0`.
  static func parsed(_ text: String) throws -> Double {
    let path = try PathData(svgPathData: "M\(text) 0")
    guard case .move(let p) = path.elements.first else {
      Issue.record("no moveto for \(text)")
      return .nan
    }
    return Double(p.x)
  }

  @Test func handPickedForms() throws {
    let texts = [
      "0", "-0", "+0", "1", "-1", "0.1", ".1", "-.5", "5.", "123.456", "0.000123", "1e3",
      "1E-3", "2.5e+2", "-7.25e-10", "9007199254740993", "123456789012345",
      "1234567890123456", "0.1234567890123456789", "1e22", "1e23", "1e-22", "1e-23",
      "4.35", "0.3", "17.000000000000004", "1e308", "2.2250738585072014e-308",
      "00000000000000012.5", "3.14159265358979323846", "4503599627370496.5",
      "45035996273704965e-1", "1.0000000000000002220446049250313080847263336181640625",
      "280.05228299312455", "-0.0", "1e55", "1e56", "0e9999999", "1e-9999999",
      "12345678901234567890123", "0.00000000000000000000000000012345678901234567",
      "18446744073709551615", "9999999999999999999e-31", "5e-324",
    ]
    for text in texts {
      let expected = Double(text)!
      let value = try Self.parsed(text)
      #expect(
        value.bitPattern == expected.bitPattern, "\(text): \(value) vs \(expected)")
    }
  }

  /// 20,000 seeded random decimals of 1–17 digits with exponents −30…30, written with and
  /// without exponents, signs and leading zeros.
  @Test func randomDecimalsMatchDoubleParsing() throws {
    var random = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
    func next() -> UInt64 { random.next() }
    for _ in 0..<20_000 {
      let digitCount = Int(next() % 17) + 1
      var digits = ""
      for _ in 0..<digitCount { digits.append(Character(String(next() % 10))) }
      let point = Int(next() % UInt64(digitCount + 1))
      var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
      if text.hasSuffix(".") { text.removeLast() }
      if text.hasPrefix(".") && next() % 2 == 0 { text = "0" + text }
      if next() % 3 == 0 { text += "e\(Int(next() % 61) - 30)" }
      if next() % 2 == 0 { text = "-" + text }
      let expected = Double(text)!
      let value = try Self.parsed(text)
      #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) vs \(expected)")
    }
  }
}
