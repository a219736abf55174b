import Foundation

/// Arc length along one motion segment from a sampled table: the parameter range is cut into
/// equal pieces whose lengths are integrated with 8-point Gauss–Legendre quadrature; the
/// inverse (parameter at a length) is found in the table, then refined by Newton steps with a
/// bisection fallback.
///
/// A stand-in until the geometry module's `PathMeasure` is available: accurate to about 1e-9
/// of the segment length for the smooth cubics of motion paths.
struct ArcLengthTable: Sendable {
  /// The segment measured.
  let segment: MotionSegment
  /// Cumulative lengths at parameters `i / pieces`, i = 0…pieces.
  let cumulative: [Double]

  /// Table pieces per segment.
  static let pieces = 32

  /// Gauss–Legendre nodes on [−1, 1] (8 points).
  private static let nodes: [Double] = [
    -0.960_289_856_497_536_2, -0.796_666_477_413_626_7, -0.525_532_409_916_329_0,
    -0.183_434_642_495_649_8, 0.183_434_642_495_649_8, 0.525_532_409_916_329_0,
    0.796_666_477_413_626_7, 0.960_289_856_497_536_2,
  ]
  /// Gauss–Legendre weights matching ``nodes``.
  private static let weights: [Double] = [
    0.101_228_536_290_376_3, 0.222_381_034_453_374_5, 0.313_706_645_877_887_3,
    0.362_683_783_378_362_0, 0.362_683_783_378_362_0, 0.313_706_645_877_887_3,
    0.222_381_034_453_374_5, 0.101_228_536_290_376_3,
  ]

  /// Builds the table for `segment`.
  init(_ segment: MotionSegment) {
    self.segment = segment
    var c: [Double] = [0]
    for i in 0..<Self.pieces {
      let a = Double(i) / Double(Self.pieces)
      let b = Double(i + 1) / Double(Self.pieces)
      c.append(c[i] + Self.integrate(segment, a, b))
    }
    cumulative = c
  }

  /// The segment's total length.
  var length: Double { cumulative[cumulative.count - 1] }

  /// ∫ |B′(t)| dt from a to b.
  static func integrate(_ segment: MotionSegment, _ a: Double, _ b: Double) -> Double {
    let half = (b - a) / 2
    let mid = (a + b) / 2
    var sum = 0.0
    for (x, w) in zip(nodes, weights) { sum += w * segment.speed(at: mid + half * x) }
    return sum * half
  }

  /// The parameter t at which the length from the start is `target` (clamped to the
  /// segment).
  func parameter(atLength target: Double) -> Double {
    if target <= 0 { return 0 }
    if target >= length { return 1 }
    // The piece containing target.
    var lo = 0
    var hi = Self.pieces
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if cumulative[mid] <= target { lo = mid } else { hi = mid }
    }
    var a = Double(lo) / Double(Self.pieces)
    var b = Double(lo + 1) / Double(Self.pieces)
    let base = cumulative[lo]
    let pieceStart = a
    var t = a + (b - a) * (target - base) / max(cumulative[lo + 1] - base, .leastNormalMagnitude)
    for _ in 0..<30 {
      let error = base + Self.integrate(segment, pieceStart, t) - target
      if abs(error) <= 1e-12 * max(length, 1) { break }
      if error > 0 { b = t } else { a = t }
      let speed = segment.speed(at: t)
      var next = speed > 0 ? t - error / speed : (a + b) / 2
      if !(next > a && next < b) { next = (a + b) / 2 }
      t = next
    }
    return t
  }
}
