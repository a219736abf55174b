import CStrobePrintf
import Foundation
import SeededRandom
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The `strobe` executable's own `__snprintf_chk` (target CStrobePrintf) against glibc's.
///
/// Cairo prints every SVG and PDF coordinate through `__snprintf_chk` with "%f", "%.18f"
/// and "%.*f"; the executable formats those itself. These tests hold it to glibc's bytes:
/// value by value (≈ 1 million conversions against glibc's `vsnprintf`, including every
/// kind of exact tie), call by call (formats, truncation, return values, the formats it
/// must leave to glibc), and file by file (the executable's SVG and PDF of a scene full
/// of small, tied and negative numbers against the files glibc's formatting wrote,
/// recorded before the interposer existed).
@Suite struct FixedPrintfTests {
  /// The text before the first NUL.
  static func text(_ buffer: [CChar]) -> String {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// glibc's `%.*f`, through `vsnprintf` (not interposed).
  static func glibc(_ value: Double, precision: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    _ = withVaList([precision, value]) { vsnprintf(&buffer, 512, "%.*f", $0) }
    return text(buffer)
  }

  /// Ours, or nil when the value is left to glibc.
  static func ours(_ value: Double, precision: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: 64)
    let length = strobe_format_fixed(&buffer, value, precision)
    guard length >= 0 else { return nil }
    let result = text(buffer)
    #expect(result.utf8.count == Int(length))
    return result
  }

  /// Compares every value at precisions 6, 18 and one more from 0…18 (from a seeded
  /// generator, so a failure names a reproducible value); returns mismatches.
  static func mismatches(_ values: [Double], random: inout SeededGenerator) -> [String] {
    var failures: [String] = []
    for value in values {
      for precision in [6, 18, Int32(random.next() % 19)] {
        let expected = glibc(value, precision: precision)
        guard let actual = ours(value, precision: precision) else {
          // Only magnitudes ≥ 2^64 are left to glibc among finite values.
          if abs(value) < 0x1p64 {
            failures.append("\(value.bitPattern) %.\(precision)f: declined")
          }
          continue
        }
        if actual != expected {
          failures.append(
            "\(value) (bits 0x\(String(value.bitPattern, radix: 16))) %.\(precision)f: "
              + "\(actual) vs glibc \(expected)")
        }
        if failures.count > 10 { return failures }
      }
    }
    return failures
  }

  @Test func randomBitPatternsFromTinyToBeyondTwoToTheSixtyFour() {
    var random = SeededGenerator(seed: 1)
    var values: [Double] = []
    for _ in 0..<100_000 {
      // Binary exponents −80…+70: from 10^-24 (rounds to zero) to 2^70 (left to glibc).
      let exponent = UInt64(1023 - 80) + random.next() % 151
      let bits =
        (random.next() & 0x8000_0000_0000_0000) | (exponent << 52)
        | (random.next() & 0x000F_FFFF_FFFF_FFFF)
      values.append(Double(bitPattern: bits))
    }
    #expect(Self.mismatches(values, random: &random) == [])
  }

  @Test func coordinatesLikeCairosAndDecimalNeighbours() {
    var random = SeededGenerator(seed: 2)
    var values: [Double] = []
    for _ in 0..<60_000 {
      // Coordinates with 6 to 17 significant digits, and their neighbouring doubles.
      let micro = Double(Int64(bitPattern: random.next()) % 2_000_000_000) / 1_000_000
      values.append(micro)
      values.append(micro.nextUp)
      values.append(micro.nextDown)
      values.append(Double(random.next() % 1_000_000_000) * 0x1p-40)
    }
    #expect(Self.mismatches(values, random: &random) == [])
  }

  @Test func exactTiesRoundToEvenAsGlibcDoes() {
    // d · 10^p ends in exactly …5 when d = odd / 2^(p+1): every such tie, both signs.
    var failures: [String] = []
    for precision in Int32(0)...18 {
      let denominator = 0x1p1 * pow(2, Double(precision))
      for odd in stride(from: 1.0, through: 20_001, by: 2) {
        for value in [odd / denominator, -odd / denominator, (odd + 0x1p40) / denominator] {
          let expected = Self.glibc(value, precision: precision)
          let actual = Self.ours(value, precision: precision)
          if actual != expected {
            failures.append("\(value) %.\(precision)f: \(actual ?? "nil") vs \(expected)")
          }
        }
      }
    }
    #expect(failures.prefix(10) == [])
  }

  @Test func edgeValues() {
    let values: [Double] = [
      0, -0.0, 1, -1, 0.1, -0.1, 0.05, 0.5, 1.5, 2.5, 0.0000005, 0.00000049999999999999999,
      9.9999995, 999_999.9999995, 0x1p63, 0x1p64.nextDown, -0x1p64.nextDown,
      Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude,
      Double.leastNormalMagnitude, 1e-18, 5e-19, 4.9999999999999999e-19, 1e-300,
    ]
    var random = SeededGenerator(seed: 3)
    #expect(Self.mismatches(values, random: &random) == [])
    for precision in Int32(0)...18 {
      #expect(Self.ours(-0.0, precision: precision) == Self.glibc(-0.0, precision: precision))
    }
    // Left to glibc: non-finite values, ≥ 2^64, precisions outside 0…18.
    #expect(Self.ours(.nan, precision: 6) == nil)
    #expect(Self.ours(-.infinity, precision: 6) == nil)
    #expect(Self.ours(0x1p64, precision: 6) == nil)
    #expect(Self.ours(1e300, precision: 6) == nil)
    #expect(Self.ours(1.5, precision: 19) == nil)
    #expect(Self.ours(1.5, precision: -1) == nil)
  }

  /// One call of ours and of glibc's `vsnprintf` with the same arguments.
  static func compareCall(
    _ format: String, _ arguments: [any CVarArg], maxlen: Int
  ) -> (ours: (Int32, [CChar]), glibc: (Int32, [CChar])) {
    var mine = [CChar](repeating: 0x78, count: 80)
    var theirs = mine
    let a = withVaList(arguments) { list in
      mine.withUnsafeMutableBufferPointer { buffer in
        strobe_vsnprintf_chk(buffer.baseAddress, maxlen, 1, Int.max, format, list)
      }
    }
    let b = withVaList(arguments) { list in
      theirs.withUnsafeMutableBufferPointer { buffer in
        vsnprintf(buffer.baseAddress, maxlen, format, list)
      }
    }
    return ((a, mine), (b, theirs))
  }

  @Test func everyFormatAndTruncationAsGlibc() {
    let calls: [(String, [any CVarArg])] = [
      ("%f", [1.5]), ("%f", [-1e-9]), ("%f", [-0.0]), ("%f", [123_456.789_012_5]),
      ("%.18f", [0.012_345_678_901_234_5]), ("%.0f", [2.5]), ("%.0f", [3.5]),
      ("%.*f", [Int32(9), 0.012_345]), ("%.*f", [Int32(0), 0.5]),
      // Left to glibc: negative or too large precisions, other conversions, flags.
      ("%.*f", [Int32(-1), 2.5]), ("%.*f", [Int32(25), 0.1]), ("%.19f", [0.1]),
      ("%d", [Int32(42)]), ("%5.2f", [3.14159]), ("%g", [0.1]), ("%e", [12.5]),
      ("%f", [Double.nan]), ("%f", [-Double.infinity]), ("%f", [1e300]),
      ("x%f", [1.0]), ("%f ", [1.0]), ("%.f", [1.25]), ("%.6", [1.0]),
    ]
    for (format, arguments) in calls {
      for maxlen in [0, 1, 4, 80] {
        let result = Self.compareCall(format, arguments, maxlen: maxlen)
        #expect(result.ours.0 == result.glibc.0, "\(format) maxlen \(maxlen): return value")
        #expect(result.ours.1 == result.glibc.1, "\(format) maxlen \(maxlen): bytes")
      }
    }
  }

  @Test func cairoCallsResolveToTheInterposer() throws {
    // The test runner links CStrobePrintf as the executable does: the dynamic linker's
    // first `__snprintf_chk` must be ours, or the other tests prove nothing about Cairo.
    let resolved = try #require(dlsym(nil, "__snprintf_chk"))
    #expect(UnsafeRawPointer(resolved) == strobe_snprintf_chk_address())
  }

  @Test func executableWritesTheBytesGlibcFormattingWrote() throws {
    let workspace = try Workspace()
    try workspace.copyFixture("numbers.json")
    let run = try workspace.run(["render", "numbers.json", "--format", "svg,pdf", "--out", "out"])
    #expect(run.status == 0)
    for name in ["numbers@0.000.svg", "numbers@0.000.pdf"] {
      let reference = try Data(contentsOf: Workspace.fixture("glibc-reference/" + name))
      #expect(try workspace.data("out/" + name) == reference, "\(name)")
    }
    // Numbers printed through every route of Cairo's _cairo_dtostr: "%f" (≥ 0.1), "%.18f"
    // then "%.*f" (< 0.1), and a tie-prone 2^-7.
    let svg = String(decoding: try workspace.data("out/numbers@0.000.svg"), as: UTF8.self)
    #expect(svg.contains("stroke-width:0.0078125;"))
    #expect(svg.contains("0.000726861"))
    #expect(svg.contains("20.007813,30.499999"))
  }
}
