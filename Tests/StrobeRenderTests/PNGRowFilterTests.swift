import SeededRandom
import Testing

@testable import StrobeRender

/// The vectorised row filters against textbook scalar filters written here from the PNG
/// specification (section 9: filter types 0–4 on the unfiltered bytes, `a` left, `b` above,
/// `c` above-left, 0 outside the image; the minimum sum of |signed byte| heuristic, ties to
/// the lower type).
@Suite struct PNGRowFilterTests {
  /// The Paeth predictor as the specification writes it.
  static func referencePaeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    if pa <= pb && pa <= pc { return a }
    if pb <= pc { return b }
    return c
  }

  /// `row` filtered with `type` against `above`, byte by byte.
  static func referenceFilter(_ type: Int, _ row: [UInt8], _ above: [UInt8], bpp: Int) -> [UInt8] {
    (0..<row.count).map { i in
      let x = Int(row[i])
      let a = i >= bpp ? Int(row[i - bpp]) : 0
      let b = Int(above[i])
      let c = i >= bpp ? Int(above[i - bpp]) : 0
      let predictor: Int
      switch type {
      case 0: predictor = 0
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a + b) / 2
      default: predictor = referencePaeth(a, b, c)
      }
      return UInt8((x - predictor + 256) % 256)
    }
  }

  /// Σ |byte as Int8|.
  static func referenceCost(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
  }

  /// A row of `count` bytes: uniform noise, bytes from a small set rich in 0x80 and near
  /// values (many ties between filters), a smooth ramp, or a repeat of the row above plus noise.
  static func makeRow(_ kind: Int, count: Int, above: [UInt8], rng: inout SeededGenerator)
    -> [UInt8]
  {
    let alphabet: [UInt8] = [0, 0x80, 0x7F, 0x81, 1, 0xFF, 0x40, 0xC0]
    switch kind {
    case 0: return (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
    case 1: return (0..<count).map { _ in alphabet.randomElement(using: &rng)! }
    case 2:
      let start = Int.random(in: 0...255, using: &rng)
      let step = Int.random(in: -3...3, using: &rng)
      return (0..<count).map { UInt8(truncatingIfNeeded: start + step * $0) }
    case 3: return [UInt8](repeating: alphabet.randomElement(using: &rng)!, count: count)
    default:
      return above.map { $0 &+ UInt8.random(in: 0...2, using: &rng) }
    }
  }

  @Test(arguments: [3, 4])
  func filterRowMatchesTheReferenceHeuristic(bpp: Int) {
    var rng = SeededGenerator(seed: UInt64(bpp))
    var chosen = [Int](repeating: 0, count: 5)
    var ties = 0
    var halfBytes = 0
    for width in [1, 2, 3, 5, 15, 16, 17, 21, 31, 33, 64, 1000] {
      let count = width * bpp
      for trial in 0..<40 {
        // The first row of an image has zeros above it.
        var above = [UInt8](repeating: 0, count: count)
        if trial % 8 != 0 {
          above = Self.makeRow(trial % 5, count: count, above: above, rng: &rng)
        }
        let row = Self.makeRow((trial / 5) % 5, count: count, above: above, rng: &rng)
        let filtered = (0...4).map { Self.referenceFilter($0, row, above, bpp: bpp) }
        let costs = filtered.map(Self.referenceCost)
        let best = costs.firstIndex(of: costs.min()!)!
        if costs.filter({ $0 == costs[best] }).count > 1 { ties += 1 }
        halfBytes += filtered[best].filter { $0 == 0x80 }.count
        chosen[best] += 1

        var scratch = [UInt8](repeating: 0xAA, count: count)
        var dest = [UInt8](repeating: 0xAA, count: count + 1)
        dest.withUnsafeMutableBufferPointer { out in
          PNGEncoder.filterRow(
            current: row, previous: above, scratch: &scratch, into: out.baseAddress!,
            rowBytes: count, bpp: bpp)
        }
        #expect(Int(dest[0]) == best, "width \(width) trial \(trial): costs \(costs)")
        #expect(Array(dest[1...]) == filtered[best], "width \(width) trial \(trial)")
      }
    }
    // The rows exercised every filter, ties and 0x80 output bytes.
    #expect(chosen.allSatisfy { $0 > 0 }, "filters chosen: \(chosen)")
    #expect(ties > 20)
    #expect(halfBytes > 100)
  }

  @Test(arguments: [1, 2, 3, 4])
  func eachFilterMatchesTheReferenceBytesAndCost(type: Int) {
    var rng = SeededGenerator(seed: 0x5EED &+ UInt64(type))
    for bpp in [3, 4] {
      for width in [1, 2, 3, 15, 16, 17, 31, 33, 1000] {
        let count = width * bpp
        for kind in 0..<5 {
          let zeros = [UInt8](repeating: 0, count: count)
          let above = Self.makeRow(kind, count: count, above: zeros, rng: &rng)
          let row = Self.makeRow(4 - kind, count: count, above: above, rng: &rng)
          let expected = Self.referenceFilter(type, row, above, bpp: bpp)
          var out = [UInt8](repeating: 0xAA, count: count)
          let cost = row.withUnsafeBufferPointer { c in
            above.withUnsafeBufferPointer { p in
              out.withUnsafeMutableBufferPointer { o in
                PNGEncoder.applyFilter(
                  UInt8(type), current: c.baseAddress!, previous: p.baseAddress!,
                  into: o.baseAddress!, count: count, bpp: bpp, bound: .max)
              }
            }
          }
          #expect(out == expected, "bpp \(bpp) width \(width) kind \(kind)")
          #expect(cost == Self.referenceCost(expected), "bpp \(bpp) width \(width) kind \(kind)")
        }
      }
    }
  }

  @Test func earlyExitStopsWithinOneBlockOfTheBound() {
    // Noise: every filter's full cost is far above the bound of 1, which the first pixel and
    // the first 64-byte block (at most 128 per byte) already reach.
    var rng = SeededGenerator(seed: 7)
    let row = (0..<4000).map { _ in UInt8.random(in: 0...255, using: &rng) }
    let above = (0..<4000).map { _ in UInt8.random(in: 0...255, using: &rng) }
    var out = [UInt8](repeating: 0, count: 4000)
    for type in 1...4 {
      let full = Self.referenceCost(Self.referenceFilter(type, row, above, bpp: 4))
      let cost = row.withUnsafeBufferPointer { c in
        above.withUnsafeBufferPointer { p in
          out.withUnsafeMutableBufferPointer { o in
            PNGEncoder.applyFilter(
              UInt8(type), current: c.baseAddress!, previous: p.baseAddress!,
              into: o.baseAddress!, count: 4000, bpp: 4, bound: 1)
          }
        }
      }
      #expect(full > 100_000)
      #expect(cost >= 1 && cost <= (4 + 64) * 128, "type \(type): \(cost)")
    }
  }

  @Test func noneCostCountsHalfBytesAs128() {
    let bytes: [UInt8] = (0..<203).map { UInt8(truncatingIfNeeded: $0 * 37) } + [0x80, 0x80]
    let cost = bytes.withUnsafeBufferPointer {
      PNGEncoder.magnitudeSum($0.baseAddress!, count: bytes.count)
    }
    #expect(cost == Self.referenceCost(bytes))
    let halves = [UInt8](repeating: 0x80, count: 100)
    #expect(
      halves.withUnsafeBufferPointer { PNGEncoder.magnitudeSum($0.baseAddress!, count: 100) }
        == 12_800)
  }

  /// Every (a, b, c) in 0…255³ through the vectorised predictor, 16 values of `a` at a time.
  @Test func vectorPaethMatchesTheSpecificationExhaustively() {
    var mismatches = 0
    var first: (Int, Int, Int)?
    let lanes = SIMD16<UInt8>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    var expected = [UInt8](repeating: 0, count: 256)
    for b in 0..<256 {
      for c in 0..<256 {
        for a in 0..<256 { expected[a] = UInt8(Self.referencePaeth(a, b, c)) }
        let bv = SIMD16<UInt8>(repeating: UInt8(b))
        let cv = SIMD16<UInt8>(repeating: UInt8(c))
        for block in 0..<16 {
          let av = lanes &+ UInt8(block * 16)
          let got = PNGEncoder.paethPredictor(av, bv, cv)
          for lane in 0..<16 where got[lane] != expected[block * 16 + lane] {
            mismatches += 1
            if first == nil { first = (block * 16 + lane, b, c) }
          }
        }
      }
    }
    #expect(mismatches == 0, "first mismatch at (a, b, c) = \(String(describing: first))")
  }

  @Test func scalarPaethMatchesTheSpecificationExhaustively() {
    var mismatches = 0
    for a in 0..<256 {
      for b in 0..<256 {
        for c in 0..<256
        where Int(PNGEncoder.paeth(UInt8(a), UInt8(b), UInt8(c))) != Self.referencePaeth(a, b, c) {
          mismatches += 1
        }
      }
    }
    #expect(mismatches == 0)
  }
}
