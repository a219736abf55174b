/// The significant digits and decimal exponent of a number being scanned, for
/// ``DecimalToDouble``.
///
/// Parsers read their own grammar (signs, the decimal point, the exponent marker and what is an
/// error) and hand each run of digits to this accumulator. At most
/// ``DecimalToDouble/maximumDigits`` significant digits are kept in ``significand``; a further
/// digit moves ``exponent`` (integer part) or is dropped (fraction), and a nonzero one sets
/// ``truncated`` — the caller then falls back to `Double(String)` on the number's text.
///
/// The scanners read the parser's own buffer (a file's bytes, a string's UTF-8) in place;
/// every index they are given lies inside it.
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
  @inline(__always)
  package mutating func scanInteger(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    if significantDigits == 0 {
      while index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 }
    }
    return accumulate(bytes, from: index, fraction: false)
  }

  /// Accumulates the fraction digits of `bytes` from `start` (just after the point); returns
  /// the index after them.
  @inline(__always)
  package mutating func scanFraction(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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
  @inline(__always)
  private mutating func accumulate(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, fraction: Bool
  ) -> Int {
    var index = start
    // Up to eight digits at a time while they all fit: the same significand, digit count and
    // exponent as as many turns of the loop below. A run shorter than eight ends the number.
    while index + 8 <= bytes.count {
      let (count, value) = Self.leadingDigits(bytes, at: index)
      guard count > 0, significantDigits + count <= DecimalToDouble.maximumDigits else { break }
      significand = significand &* Self.powersOfTen[count] &+ value
      significantDigits &+= count
      if fraction { exponent -= count }
      index &+= count
      if count < 8 { return index }
    }
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

  /// The number at `start` when it has the most common form, read in at most three
  /// word-wide steps.
  ///
  /// The form is `d…d` or `d…d.d…d`: up to seven integer digits without a leading zero before
  /// another digit, up to sixteen fraction digits, at most 19 digits in all, no exponent. The
  /// result is the index after the number, and its digits and power of ten for
  /// ``DecimalToDouble``. Nil for any other form, or too near the end of `bytes` for a
  /// word-wide read; the caller then scans it run by run. The digits and exponent differ from
  /// the run-by-run scan's only by leading zeros, which do not change the value
  /// (docs/performance.md §Plain decimals).
  @inline(__always)
  package static func plainDecimal(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int
  ) -> (end: Int, significand: UInt64, exponent: Int)? {
    let count = bytes.count
    guard start <= count &- 8 else { return nil }
    let (integerDigits, integer) = leadingDigits(bytes, at: start)
    guard integerDigits > 0, integerDigits < 8,
      integerDigits == 1 || bytes[start] != UInt8(ascii: "0")
    else { return nil }
    var end = start &+ integerDigits
    // `end` is inside the word read, so inside `bytes`.
    if bytes[end] != UInt8(ascii: ".") {
      guard bytes[end] | 0x20 != UInt8(ascii: "e") else { return nil }
      return (end, integer, 0)
    }
    let fractionStart = end &+ 1
    guard fractionStart <= count &- 8 else { return nil }
    let (firstDigits, first) = leadingDigits(bytes, at: fractionStart)
    guard firstDigits > 0 else { return nil }
    var significand = integer &* powersOfTen[firstDigits] &+ first
    end = fractionStart &+ firstDigits
    if firstDigits == 8 {
      guard end <= count &- 8 else { return nil }
      let (moreDigits, more) = leadingDigits(bytes, at: end)
      guard integerDigits &+ 8 &+ moreDigits <= DecimalToDouble.maximumDigits else { return nil }
      significand = significand &* powersOfTen[moreDigits] &+ more
      end &+= moreDigits
      // A ninth digit after two whole words: not this form.
      if moreDigits == 8, end < count, bytes[end] &- 0x30 < 10 { return nil }
    }
    guard end == count || bytes[end] | 0x20 != UInt8(ascii: "e") else { return nil }
    return (end, significand, fractionStart &- end)
  }

  /// 10⁰ … 10⁸, the scale of a run of up to eight digits.
  private static let powersOfTen: [UInt64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
  ]

  /// How many of the eight bytes at `index` are ASCII digits before the first byte that is
  /// not (0…8), and the value of those digits (most significant first).
  ///
  /// The bytes are read as one little-endian word, the first byte lowest: a byte is a digit
  /// when its high nibble is 3 and adding 6 leaves it there. (A carry out of a byte of 0xFA or
  /// more reaches only the bytes after it, which lie past the first non-digit.) The run is
  /// moved to the top of the word, the bytes below it becoming leading zeros, and its digit
  /// values combined pairwise (×10, ×100, ×10⁴) in three multiplications. The caller has
  /// checked that eight bytes remain.
  @inline(__always)
  static func leadingDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    count: Int, value: UInt64
  ) {
    let word = UInt64(
      littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    let high: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    let threes: UInt64 = 0x3030_3030_3030_3030
    let notDigit = ((word & high) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & high) ^ threes)
    let count = notDigit == 0 ? 8 : notDigit.trailingZeroBitCount >> 3
    guard count > 0 else { return (0, 0) }
    // Subtracting '0' borrows only out of bytes below '0', all of them past the run.
    var v = (word &- threes) << UInt64((8 &- count) &<< 3)
    v = (v &* 10) &+ (v >> 8)  // each 16-bit lane's low byte: two digits
    v =
      ((v & 0x0000_00FF_0000_00FF) &* (100 &+ (1_000_000 << 32))
        &+ ((v >> 16) & 0x0000_00FF_0000_00FF) &* (1 &+ (10_000 << 32))) >> 32
    return (count, v & 0xFFFF_FFFF)
  }

  /// Adds the exponent digits of `bytes` from `start` (after the marker and its sign),
  /// negated when `negative`; returns the index after them.
  package mutating func scanExponent(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, negative: Bool
  ) -> Int {
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
