/// Vectorised PNG row filters: 16 bytes at a time with Swift SIMD types.
///
/// Every filter reads only the unfiltered bytes (`c` this row, `p` the row above), so each
/// output byte is independent of the others and a 16-byte block is filtered at once:
/// `a` = `c` one pixel (`bpp` bytes) to the left, `b` = `p`, `c` = `p` one pixel to the left.
/// The first `bpp` bytes of a row (where `a` and `c` are 0) and the last few bytes that do not
/// fill a block are done one at a time with the scalar formulas.
extension PNGEncoder {
  /// Writes `current` filtered with PNG filter `type` (1 sub, 2 up, 3 average, 4 Paeth;
  /// `bpp` bytes per pixel) to `out` and returns the sum of the output bytes' signed magnitudes;
  /// may stop early, returning a value ≥ `bound`, once the sum reaches `bound`.
  ///
  /// The bound is checked every 64 bytes rather than every pixel. The choice in
  /// ``filterRow(current:previous:scratch:into:rowBytes:bpp:)`` is unchanged by that: a
  /// filter is taken only when its sum is below `bound`; a partial sum ≥ `bound` means the
  /// full sum is too (magnitudes are ≥ 0), and a full sum below `bound` is never cut short,
  /// so it is returned exactly, whichever the check interval. (After an early stop `out` is
  /// only partly written; the caller then never copies it.)
  static func applyFilter(
    _ type: UInt8, current c: UnsafePointer<UInt8>, previous p: UnsafePointer<UInt8>,
    into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int, bound: Int
  ) -> Int {
    switch type {
    case 1:
      applyFilter(
        Sub.self, current: c, previous: p, into: out, count: count, bpp: bpp, bound: bound)
    case 2:
      applyFilter(Up.self, current: c, previous: p, into: out, count: count, bpp: bpp, bound: bound)
    case 3:
      applyFilter(
        Average.self, current: c, previous: p, into: out, count: count, bpp: bpp, bound: bound)
    default:
      applyFilter(
        Paeth.self, current: c, previous: p, into: out, count: count, bpp: bpp, bound: bound)
    }
  }

  /// ``applyFilter(_:current:previous:into:count:bpp:bound:)`` for one filter, specialised
  /// per filter type.
  static func applyFilter<Filter: RowFilter>(
    _ filter: Filter.Type, current c: UnsafePointer<UInt8>, previous p: UnsafePointer<UInt8>,
    into out: UnsafeMutablePointer<UInt8>, count: Int, bpp: Int, bound: Int
  ) -> Int {
    var sum = 0
    // Left of the row: a = c = 0.
    let head = min(bpp, count)
    for j in 0..<head {
      let value = c[j] &- Filter.predictor(a: 0, b: p[j], c: 0)
      out[j] = value
      sum &+= magnitude(value)
    }
    let cr = UnsafeRawPointer(c)
    let pr = UnsafeRawPointer(p)
    let o = UnsafeMutableRawPointer(out)
    var i = head
    // Blocks of four vectors, then the bound check. Lanes of `acc` stay ≤ 4 × 2 × 128.
    while count &- i >= 64 {
      var acc = SIMD8<UInt16>()
      for k in 0..<4 {
        acc &+= filterBlock(Filter.self, cr, pr, o, at: i &+ 16 &* k, bpp: bpp)
      }
      sum &+= Int(acc.wrappedSum())
      if sum >= bound { return sum }
      i &+= 64
    }
    while count &- i >= 16 {
      sum &+= Int(filterBlock(Filter.self, cr, pr, o, at: i, bpp: bpp).wrappedSum())
      i &+= 16
    }
    // The tail (i ≥ bpp here whenever i < count).
    while i < count {
      let value = c[i] &- Filter.predictor(a: c[i &- bpp], b: p[i], c: p[i &- bpp])
      out[i] = value
      sum &+= magnitude(value)
      i &+= 1
    }
    return sum
  }

  /// The sum of the signed magnitudes of `count` bytes (the cost of filter type 0, none).
  static func magnitudeSum(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
    let raw = UnsafeRawPointer(bytes)
    var sum = 0
    var i = 0
    while count &- i >= 64 {
      var acc = SIMD8<UInt16>()
      for k in 0..<4 {
        acc &+= pairSums(
          magnitudes(raw.loadUnaligned(fromByteOffset: i &+ 16 &* k, as: SIMD16<UInt8>.self)))
      }
      sum &+= Int(acc.wrappedSum())
      i &+= 64
    }
    while i < count {
      sum &+= magnitude(bytes[i])
      i &+= 1
    }
    return sum
  }

  /// Filters the 16 bytes at offset `i` (≥ `bpp`, with `i + 16` ≤ the row length) into `out`
  /// and returns their magnitudes summed in pairs.
  @inline(__always)
  static func filterBlock<Filter: RowFilter>(
    _ filter: Filter.Type, _ c: UnsafeRawPointer, _ p: UnsafeRawPointer,
    _ out: UnsafeMutableRawPointer, at i: Int, bpp: Int
  ) -> SIMD8<UInt16> {
    // Loads a filter does not use are dead code once specialised.
    let value =
      c.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
      &- Filter.predictor(
        a: c.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self),
        b: p.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self),
        c: p.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self))
    out.storeBytes(of: value, toByteOffset: i, as: SIMD16<UInt8>.self)
    return pairSums(magnitudes(value))
  }

  /// |v| of each byte read as signed (0x80 → 128): the smaller of `v` and `256 − v`.
  @inline(__always)
  static func magnitudes(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let negated = SIMD16<UInt8>() &- v
    return v.replacing(with: negated, where: negated .< v)
  }

  /// Adjacent byte pairs summed into 16-bit lanes (each ≤ 510).
  @inline(__always)
  static func pairSums(_ v: SIMD16<UInt8>) -> SIMD8<UInt16> {
    let words = unsafeBitCast(v, to: SIMD8<UInt16>.self)
    return (words & 0x00FF) &+ (words &>> 8)
  }

  /// The Paeth predictor of ``paeth(_:_:_:)`` on 16 bytes at once.
  ///
  /// With p = a + b − c: pa = |p − a| = |b − c|, pb = |p − b| = |a − c|,
  /// pc = |p − c| = |(b − c) + (a − c)|, computed in 16-bit lanes (even bytes in the low
  /// half, odd bytes in the high half); then a if pa ≤ pb and pa ≤ pc, else b if pb ≤ pc,
  /// else c — the same tie order as the scalar predictor.
  @inline(__always)
  static func paethPredictor(
    _ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>
  ) -> SIMD16<UInt8> {
    @inline(__always)
    func widen(_ v: SIMD16<UInt8>) -> SIMD16<Int16> {
      let words = unsafeBitCast(v, to: SIMD8<Int16>.self)
      return SIMD16<Int16>(lowHalf: words & 0xFF, highHalf: words &>> 8 & 0xFF)
    }
    let a16 = widen(a)
    let b16 = widen(b)
    let c16 = widen(c)
    let zero = SIMD16<Int16>()
    let bc = b16 &- c16
    let ac = a16 &- c16
    let sum = bc &+ ac
    let pa = bc.replacing(with: zero &- bc, where: bc .< zero)
    let pb = ac.replacing(with: zero &- ac, where: ac .< zero)
    let pc = sum.replacing(with: zero &- sum, where: sum .< zero)
    var predictor = c16
    predictor.replace(with: b16, where: pb .<= pc)
    predictor.replace(with: a16, where: (pa .<= pb) .& (pa .<= pc))
    return unsafeBitCast(
      predictor.lowHalf | (predictor.highHalf &<< 8), to: SIMD16<UInt8>.self)
  }

  /// A PNG filter type, as the predictor subtracted from each byte (`a` left, `b` above,
  /// `c` above-left).
  protocol RowFilter {
    /// The predictor of one byte.
    static func predictor(a: UInt8, b: UInt8, c: UInt8) -> UInt8

    /// The predictors of 16 bytes.
    static func predictor(
      a: SIMD16<UInt8>, b: SIMD16<UInt8>, c: SIMD16<UInt8>
    ) -> SIMD16<UInt8>
  }

  /// Filter type 1: the byte to the left.
  enum Sub: RowFilter {
    @inline(__always)
    static func predictor(a: UInt8, b: UInt8, c: UInt8) -> UInt8 { a }

    @inline(__always)
    static func predictor(
      a: SIMD16<UInt8>, b: SIMD16<UInt8>, c: SIMD16<UInt8>
    ) -> SIMD16<UInt8> { a }
  }

  /// Filter type 2: the byte above.
  enum Up: RowFilter {
    @inline(__always)
    static func predictor(a: UInt8, b: UInt8, c: UInt8) -> UInt8 { b }

    @inline(__always)
    static func predictor(
      a: SIMD16<UInt8>, b: SIMD16<UInt8>, c: SIMD16<UInt8>
    ) -> SIMD16<UInt8> { b }
  }

  /// Filter type 3: ⌊(a + b) / 2⌋.
  enum Average: RowFilter {
    @inline(__always)
    static func predictor(a: UInt8, b: UInt8, c: UInt8) -> UInt8 {
      UInt8((UInt16(a) &+ UInt16(b)) >> 1)
    }

    /// ⌊(a + b) / 2⌋ without leaving 8 bits: the common bits plus half the differing ones.
    @inline(__always)
    static func predictor(
      a: SIMD16<UInt8>, b: SIMD16<UInt8>, c: SIMD16<UInt8>
    ) -> SIMD16<UInt8> { (a & b) &+ ((a ^ b) &>> 1) }
  }

  /// Filter type 4: the Paeth predictor.
  enum Paeth: RowFilter {
    @inline(__always)
    static func predictor(a: UInt8, b: UInt8, c: UInt8) -> UInt8 { paeth(a, b, c) }

    @inline(__always)
    static func predictor(
      a: SIMD16<UInt8>, b: SIMD16<UInt8>, c: SIMD16<UInt8>
    ) -> SIMD16<UInt8> { paethPredictor(a, b, c) }
  }
}
