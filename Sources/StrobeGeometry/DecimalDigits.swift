/// The significant digits and decimal exponent of a number being scanned, for
/// ``DecimalToDouble``.
///
/// Parsers read their own grammar (signs, the decimal point, the exponent marker and what is an
/// error) and hand each run of digits to this accumulator. At most
/// ``DecimalToDouble/maximumDigits`` significant digits are kept in ``significand``; a further
/// digit moves ``exponent`` (integer part) or is dropped (fraction), and a nonzero one sets
/// ``truncated`` — the caller then falls back to `Double(String)` on the number's text.
package struct DecimalDigits {
  /// The significant digits kept (leading zeros excluded).
  package private(set) var significand: UInt64 = 0
  /// How many digits ``significand`` holds.
  package private(set) var significantDigits = 0
  /// The power of ten that scales ``significand``.
  package private(set) var exponent = 0
  /// Whether a nonzero digit (or an exponent beyond 10^6) did not fit.
  package private(set) var truncated = false

  /// No digits yet.
  package init() {}

  /// Accumulates the integer digits of `bytes` from `start` (leading zeros add nothing);
  /// returns the index after them.
  package mutating func scanInteger(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    if significantDigits == 0 {
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
    }
    return accumulate(bytes, from: index, fraction: false)
  }

  /// Accumulates the fraction digits of `bytes` from `start` (just after the point); returns
  /// the index after them.
  package mutating func scanFraction(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    if significand == 0 {
      // Zeros before the first significant digit only move the decimal point.
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") {
        index += 1
        exponent -= 1
      }
    }
    return accumulate(bytes, from: index, fraction: true)
  }

  /// Accumulates a run of digits; returns the index after the run.
  ///
  /// Each kept digit of a fraction lowers the exponent by one; each integer digit beyond the
  /// kept ones raises it (a dropped fraction digit changes nothing).
  private mutating func accumulate(_ bytes: [UInt8], from start: Int, fraction: Bool) -> Int {
    var index = start
    while index < bytes.count {
      let digit = bytes[index] &- 0x30
      if digit >= 10 { break }
      if significantDigits < DecimalToDouble.maximumDigits {
        significand = significand &* 10 &+ UInt64(digit)
        significantDigits += 1
        if fraction { exponent -= 1 }
      } else {
        if !fraction { exponent += 1 }
        if digit != 0 { truncated = true }
      }
      index += 1
    }
    return index
  }

  /// Adds the exponent digits of `bytes` from `start` (after the marker and its sign),
  /// negated when `negative`; returns the index after them.
  package mutating func scanExponent(_ bytes: [UInt8], from start: Int, negative: Bool) -> Int {
    var index = start
    var value = 0
    while index < bytes.count, bytes[index] &- 0x30 < 10 {
      // Beyond 10^6 the value is out of the exact range anyway (or zero): stop growing.
      if value < 1_000_000 {
        value = value * 10 + Int(bytes[index] &- 0x30)
      } else {
        truncated = true
      }
      index += 1
    }
    exponent += negative ? -value : value
    return index
  }

  /// The exact double of `±significand × 10^exponent`, or nil when a digit did not fit or
  /// ``DecimalToDouble`` cannot compute it exactly.
  package func value(negative: Bool) -> Double? {
    guard !truncated else { return nil }
    return DecimalToDouble.value(significand: significand, exponent: exponent, negative: negative)
  }
}
