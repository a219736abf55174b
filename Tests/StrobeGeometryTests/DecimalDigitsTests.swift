import Foundation
import SeededRandom
import Testing

@testable import StrobeGeometry

/// `DecimalDigits` scanning eight digits at a time gives what scanning one digit at a time
/// gives: the same significand, digit count, exponent, truncation and end index.
@Suite struct DecimalDigitsTests {
  /// The one-digit-at-a-time reference: (significand, digits, exponent, truncated, end).
  static func reference(
    _ bytes: [UInt8], integerFrom start: Int
  ) -> (UInt64, Int, Int, Bool, Int) {
    var significand: UInt64 = 0
    var digits = 0
    var exponent = 0
    var truncated = false
    var index = start
    func run(fraction: Bool) {
      if fraction ? significand == 0 : digits == 0 {
        while index < bytes.count, bytes[index] == UInt8(ascii: "0") {
          index += 1
          if fraction { exponent -= 1 }
        }
      }
      while index < bytes.count, let digit = Int(exactly: bytes[index]).map({ $0 - 48 }),
        (0..<10).contains(digit)
      {
        if digits < 19 {
          significand = significand * 10 + UInt64(digit)
          digits += 1
          if fraction { exponent -= 1 }
        } else {
          if !fraction { exponent += 1 }
          if digit != 0 { truncated = true }
        }
        index += 1
      }
    }
    run(fraction: false)
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      run(fraction: true)
    }
    return (significand, digits, exponent, truncated, index)
  }

  /// `DecimalDigits` on the same bytes, with the same grammar as the reference.
  static func scanned(_ bytes: [UInt8], integerFrom start: Int) -> (UInt64, Int, Int, Bool, Int) {
    bytes.withUnsafeBufferPointer { buffer in
      var d = DecimalDigits()
      var index = d.scanInteger(buffer, from: start)
      if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
        index = d.scanFraction(buffer, from: index + 1)
      }
      return (d.significand, d.significantDigits, d.exponent, d.truncated, index)
    }
  }

  /// `DecimalDigits.leadingDigits` over the bytes of an array.
  static func leading(_ bytes: [UInt8], at index: Int) -> (count: Int, value: UInt64) {
    bytes.withUnsafeBufferPointer { DecimalDigits.leadingDigits($0, at: index) }
  }

  @Test func leadingDigitsCountsTheRunAndReadsItsValue() {
    #expect(Self.leading(Array("12345678".utf8), at: 0) == (8, 12_345_678))
    #expect(Self.leading(Array("x00000009".utf8), at: 1) == (8, 9))
    #expect(Self.leading(Array("99999999".utf8), at: 0) == (8, 99_999_999))
    #expect(Self.leading(Array("326.5913".utf8), at: 0) == (3, 326))
    #expect(Self.leading(Array("0000007 ".utf8), at: 0) == (7, 7))
    #expect(Self.leading(Array("9,000000".utf8), at: 0) == (1, 9))
    // One byte just outside '0'…'9' (0x2F, 0x3A), a letter, a point, a high byte: the run
    // ends there, whatever follows.
    for (bad, count, value) in [
      ("1234567/", 7, 1_234_567), (":2345678", 0, 0), ("1234a678", 4, 1234),
      ("1234.678", 4, 1234), ("123456\u{E9}", 6, 123_456),
    ] {
      let result = Self.leading(Array(bad.utf8), at: 0)
      #expect(result == (count, UInt64(value)), "\(bad)")
    }
    // A byte of 0xFA or more carries into the next byte when 6 is added, and a byte below
    // '0' borrows from the next when '0' is subtracted: neither may change the run before it.
    #expect(
      Self.leading([0x31, 0x32, 0xFF, 0x39, 0x39, 0x39, 0x39, 0x39], at: 0) == (
        2, 12
      ))
    #expect(
      Self.leading([0x39, 0xFA, 0x33, 0x30, 0x30, 0x30, 0x30, 0x30], at: 0) == (1, 9)
    )
    #expect(
      Self.leading([0x35, 0x36, 0x37, 0x00, 0x30, 0x30, 0x30, 0x30], at: 0) == (
        3, 567
      ))
  }

  @Test func randomRunsMatchTheDigitByDigitScan() {
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array("0123456789".utf8)
    var mismatches = 0
    for _ in 0..<200_000 {
      var bytes: [UInt8] = []
      // Leading zeros, an integer part, maybe a fraction, and something after it.
      bytes += Array(repeating: UInt8(ascii: "0"), count: Int(generator.next() % 4))
      for _ in 0..<Int(generator.next() % 26) {
        bytes.append(alphabet[Int(generator.next() % 10)])
      }
      if generator.next() % 3 != 0 {
        bytes.append(UInt8(ascii: "."))
        bytes += Array(repeating: UInt8(ascii: "0"), count: Int(generator.next() % 12))
        for _ in 0..<Int(generator.next() % 26) {
          bytes.append(alphabet[Int(generator.next() % 10)])
        }
      }
      // What may follow a number, raw bytes too: a byte that carries (0xFF) or borrows
      // (0x00, '/') next to the run in the eight-byte word, and ':' just past '9'.
      let endings: [[UInt8]] = [
        Array(" ".utf8), Array("e".utf8), Array("9".utf8), Array(",".utf8), [],
        [0xFF, 0x39, 0x39], [0x00, 0x35], [0x2F, 0x30], [0x3A], [0xFA, 0x30, 0x31],
      ]
      bytes += endings[Int(generator.next() % UInt64(endings.count))]
      let a = Self.reference(bytes, integerFrom: 0)
      let b = Self.scanned(bytes, integerFrom: 0)
      if a != b {
        mismatches += 1
        if mismatches <= 5 {
          Issue.record("\(String(decoding: bytes, as: UTF8.self)): \(b), expected \(a)")
        }
      }
    }
    #expect(mismatches == 0)
  }

  /// Numbers as scene files write them (17 significant digits) read back exactly.
  @Test func shortestRoundTripNumbersParseExactly() throws {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<50_000 {
      let value = Double(generator.next() >> 11) / Double(UInt64(1) << (generator.next() % 60))
      let text = "\(value)"
      guard !text.contains("e") else { continue }
      let bytes = Array(text.utf8)
      bytes.withUnsafeBufferPointer { buffer in
        var d = DecimalDigits()
        var index = d.scanInteger(buffer, from: 0)
        if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
          index = d.scanFraction(buffer, from: index + 1)
        }
        #expect(index == buffer.count)
        #expect(d.value(negative: false)?.bitPattern == value.bitPattern, "\(text)")
      }
    }
  }

  /// `plainDecimal` either declines or gives the end and the value of the run-by-run scan, on
  /// seeded random numbers of every length around its limits, followed by what parsers see
  /// after a number: a space, a comma, a quote, a point, an exponent or more digits.
  @Test func plainDecimalsMatchTheRunByRunScan() {
    var generator = SeededGenerator(seed: 5)
    let digits = Array("0123456789".utf8)
    var taken = 0
    for _ in 0..<300_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 10) { bytes.append(digits[Int(generator.next() % 10)]) }
      if generator.next() % 4 != 0 {
        bytes.append(UInt8(ascii: "."))
        for _ in 0..<Int(generator.next() % 19) {
          bytes.append(digits[Int(generator.next() % 10)])
        }
      }
      let after = Array(" ,\".eE1".utf8)
      bytes.append(after[Int(generator.next() % UInt64(after.count))])
      // Sometimes padding, so that the word-wide reads fit; sometimes none.
      if generator.next() % 4 != 0 { bytes += Array("        ".utf8) }
      bytes.withUnsafeBufferPointer { buffer in
        guard let plain = DecimalDigits.plainDecimal(buffer, at: 0) else { return }
        taken += 1
        let (significand, _, exponent, truncated, end) = Self.scanned(bytes, integerFrom: 0)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!truncated, "\(text)")
        #expect(plain.end == end, "\(text)")
        if plain.end < buffer.count {
          #expect(buffer[plain.end] | 0x20 != UInt8(ascii: "e"), "\(text)")
        }
        let fast = DecimalToDouble.value(
          significand: plain.significand, exponent: plain.exponent, negative: false)
        let slow = DecimalToDouble.value(
          significand: significand, exponent: exponent, negative: false)
        #expect(fast != nil && fast?.bitPattern == slow?.bitPattern, "\(text)")
      }
    }
    // The word-wide route runs: about a quarter of these mixed forms have the plain form,
    // eight bytes to spare and at most 19 digits (82,212 with this seed).
    #expect(taken > 60_000)
  }
}
