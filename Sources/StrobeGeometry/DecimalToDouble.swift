/// Exact conversion of a decimal `±significand × 10^exponent` to the nearest `Double`.
///
/// Parsers accumulate the digits of a number while scanning it (at most 19 significant digits in
/// a `UInt64`, plus a decimal exponent) and call ``value(significand:exponent:negative:)``; when it
/// returns `nil` (more digits, or an exponent outside the exact range) they fall back to
/// `Double(String)`. Every non-`nil` result is bit-identical to `Double(String)` on the same
/// decimal: the nearest double, ties to even, `-0.0` for a negative zero.
package enum DecimalToDouble {
  /// 5^0 … 5^55, each exact in a `UInt128` (5^55 < 2^128).
  private static let powersOfFive: [UInt128] = {
    var powers: [UInt128] = [1]
    for _ in 1...55 { powers.append(powers[powers.count - 1] * 5) }
    return powers
  }()

  /// 10^0 … 10^22, each exact in a `Double`.
  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The most significant decimal digits a caller may accumulate in `significand`.
  ///
  /// Any 19-digit decimal fits in a `UInt64` (10^19 − 1 < 2^64).
  @inlinable package static var maximumDigits: Int { 19 }

  /// The double nearest to `±significand × 10^exponent` (ties to even), or `nil` when this
  /// method cannot compute it exactly.
  ///
  /// `significand` holds the number's significant digits (any value of a `UInt64`; callers with
  /// more than ``maximumDigits`` digits must not truncate them but fall back). Exact cases:
  /// - `significand` is 0: `±0.0` for any exponent (the sign is kept).
  /// - `significand ≤ 2^53` and `|exponent| ≤ 22`: one correctly rounded multiplication or
  ///   division of two exact doubles (Clinger's fast path).
  /// - `exponent ≥ 0`: `significand × 5^exponent` computed in a `UInt128` when it fits, then
  ///   rounded half to even to 53 bits and scaled by `2^exponent`.
  /// - `−27 ≤ exponent < 0`: the Eisel–Lemire product of `significand` and a 128-bit
  ///   `5^exponent` (``eiselLemire(_:_:)``), with no division.
  /// - `−31 ≤ exponent < −27`: `significand × 2^s / 5^−exponent` in `UInt128` with `s` putting the
  ///   dividend's top bit at bit 127 (the quotient then has at least 54 bits), rounded half to
  ///   even with the remainder as the sticky bit, scaled by `2^(exponent − s)`.
  ///
  /// All exact results are normal doubles (between about 1e-31 and 5e56), never subnormal or
  /// infinite; anything else gives `nil`.
  @inline(__always)
  package static func value(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
    // Clinger's fast path inline at the call; the rest out of line.
    if significand != 0, significand <= 1 << 53, exponent >= -22, exponent <= 22 {
      let m = Double(significand)
      let magnitude = exponent < 0 ? m / powersOfTen[-exponent] : m * powersOfTen[exponent]
      return negative ? -magnitude : magnitude
    }
    return exactValue(significand: significand, exponent: exponent, negative: negative)
  }

  /// ``value(significand:exponent:negative:)`` outside Clinger's fast path.
  @inline(never)
  private static func exactValue(significand: UInt64, exponent: Int, negative: Bool) -> Double? {
    if significand == 0 { return negative ? -0.0 : 0.0 }
    let magnitude: Double
    if exponent >= 0 {
      guard exponent < powersOfFive.count else { return nil }
      let (product, overflow) = UInt128(significand).multipliedReportingOverflow(
        by: powersOfFive[exponent])
      guard !overflow else { return nil }
      magnitude = rounded(product, sticky: false, binaryExponent: exponent)
    } else if exponent >= -eiselLemireReciprocals.count {
      magnitude = eiselLemire(significand, exponent)
    } else {
      guard exponent >= -31 else { return nil }
      let shift = UInt128(significand).leadingZeroBitCount
      let dividend = UInt128(significand) << shift
      let (quotient, remainder) = dividend.quotientAndRemainder(
        dividingBy: powersOfFive[-exponent])
      magnitude = rounded(quotient, sticky: remainder != 0, binaryExponent: exponent - shift)
    }
    return negative ? -magnitude : magnitude
  }

  /// For 1 ≤ k ≤ 27: `⌊2^(z+127) / 5^k⌋ + 1`, where `2^z` is the least power of two ≥ 5^k,
  /// split into its high and low 64 bits (the whole lies in [2^127, 2^128)): 5^−k to 128
  /// bits, rounded up, as the Eisel–Lemire algorithm tabulates it (docs/performance.md
  /// §Plain decimals).
  private static let eiselLemireReciprocals: [(high: UInt64, low: UInt64)] = (1...27).map { k in
    let divisor = powersOfFive[k]
    let z = UInt128.bitWidth - (divisor - 1).leadingZeroBitCount
    // Long division of 2^(z+127) by 5^k, one bit at a time (the quotient stays below 2^128).
    var remainder: UInt128 = 1
    var quotient: UInt128 = 0
    for _ in 0..<(z + 127) {
      remainder <<= 1
      quotient <<= 1
      if remainder >= divisor {
        remainder -= divisor
        quotient |= 1
      }
    }
    quotient += 1
    return (UInt64(truncatingIfNeeded: quotient >> 64), UInt64(truncatingIfNeeded: quotient))
  }

  /// `w × 10^q` for `w > 0` and −27 ≤ q ≤ −1, by the Eisel–Lemire algorithm.
  ///
  /// Lemire, "Number Parsing at a Gigabyte per Second", 2021: `w`, normalised, times the
  /// 128-bit 5^q; the product's top 54 bits rounded half to even. A 128-bit product is always
  /// precise enough for 64-bit `w` (Mushtak and Lemire, "Fast Number Parsing Without
  /// Fallback", 2023), and a result exactly between two doubles can only arise for q ≥ −4,
  /// where the dropped bits show it.
  private static func eiselLemire(_ w: UInt64, _ q: Int) -> Double {
    let reciprocal = eiselLemireReciprocals[-q - 1]
    let leadingZeros = w.leadingZeroBitCount
    let normalised = w << leadingZeros
    var (high, low) = normalised.multipliedFullWidth(by: reciprocal.high)
    if high & 0x1FF == 0x1FF {
      // The low 9 bits could carry into the kept ones: add the next 64 bits of the product.
      let (carryIn, _) = normalised.multipliedFullWidth(by: reciprocal.low)
      let (sum, carried) = low.addingReportingOverflow(carryIn)
      low = sum
      if carried { high &+= 1 }
    }
    let upperBit = Int(high >> 63)
    let shift = upperBit + 9
    var mantissa = high >> shift
    // ⌊q·log2(10)⌋ + 63 (217706 / 2^16 ≈ log2 10), the product's scale, biased.
    var biasedExponent = ((217_706 * q) >> 16) + 63 + upperBit - leadingZeros + 1023
    if low <= 1, q >= -4, mantissa & 3 == 1, mantissa << shift == high {
      // Exactly halfway, and the kept bit is odd: do not round up to it.
      mantissa &= ~1
    }
    mantissa += mantissa & 1
    mantissa >>= 1
    if mantissa >= 1 << 53 {
      mantissa = 1 << 52
      biasedExponent += 1
    }
    return Double(bitPattern: UInt64(biasedExponent) << 52 | (mantissa & ((1 << 52) - 1)))
  }

  /// `(q + δ) × 2^binaryExponent` rounded to 53 bits, half to even, where `0 < δ < 1` when
  /// `sticky` and `δ = 0` otherwise.
  ///
  /// `q` is nonzero; when `sticky`, `q` has at least 54 bits (so `δ` only breaks ties). The
  /// result must be a normal double (callers keep their inputs in range).
  private static func rounded(_ q: UInt128, sticky: Bool, binaryExponent: Int) -> Double {
    let bits = UInt128.bitWidth - q.leadingZeroBitCount
    var significand: UInt64
    var exponent = binaryExponent
    if bits <= 53 {
      significand = UInt64(truncatingIfNeeded: q) << (53 - bits)
      exponent -= 53 - bits
    } else {
      let drop = bits - 53
      significand = UInt64(truncatingIfNeeded: q >> drop)
      let rest = q & ((1 << drop) - 1)
      let half = UInt128(1) << (drop - 1)
      if rest > half || (rest == half && (sticky || significand & 1 == 1)) {
        significand += 1
        if significand == 1 << 53 {
          significand >>= 1
          exponent += 1
        }
      }
      exponent += drop
    }
    // significand is in [2^52, 2^53): the value is 1.f × 2^(exponent + 52).
    let biased = UInt64(exponent + 52 + 1023)
    return Double(bitPattern: biased << 52 | (significand & ((1 << 52) - 1)))
  }
}
