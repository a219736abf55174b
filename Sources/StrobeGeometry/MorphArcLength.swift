import Foundation

/// Arc length of a ``MorphCubic`` for the resampling morph.
///
/// A small, private stand-in until the morph is switched to the shared path measure: lengths
/// only decide *where* contours are cut (which points correspond), never the shape, since every
/// resampled piece is an exact sub-curve of its input. Uses 16-point Gauss–Legendre quadrature
/// on 4 equal parameter intervals, and Newton steps safeguarded by bisection for the inverse.
enum MorphArcLength {
  /// Gauss–Legendre nodes on [−1, 1] (positive half) and their weights, 16 points.
  static let nodes: [(x: Double, w: Double)] = [
    (0.095_012_509_837_637_44, 0.189_450_610_455_068_5),
    (0.281_603_550_779_258_9, 0.182_603_415_044_923_6),
    (0.458_016_777_657_227_4, 0.169_156_519_395_002_5),
    (0.617_876_244_402_643_7, 0.149_595_988_816_576_7),
    (0.755_404_408_355_003_0, 0.124_628_971_255_533_9),
    (0.865_631_202_387_831_7, 0.095_158_511_682_492_78),
    (0.944_575_023_073_232_6, 0.062_253_523_938_647_89),
    (0.989_400_934_991_649_9, 0.027_152_459_411_754_09),
  ]

  /// Length of `c` between parameters `a ≤ b`.
  static func length(_ c: MorphCubic, from a: Double = 0, to b: Double = 1) -> Double {
    guard b > a else { return 0 }
    let intervals = 4
    let h = (b - a) / Double(intervals)
    var total = 0.0
    for i in 0..<intervals {
      let (lo, hi) = (a + h * Double(i), a + h * Double(i + 1))
      let (mid, half) = ((lo + hi) / 2, (hi - lo) / 2)
      for (x, w) in nodes {
        total += w * half * (c.speed(at: mid - half * x) + c.speed(at: mid + half * x))
      }
    }
    return total
  }

  /// The parameter where the arc length from the start of `c` reaches `target`.
  ///
  /// `total` is ``length(_:from:to:)`` of the whole cubic. Clamped to [0, 1].
  static func parameter(_ c: MorphCubic, atLength target: Double, total: Double) -> Double {
    guard total > 0, target > 0 else { return 0 }
    guard target < total else { return 1 }
    var (lo, hi) = (0.0, 1.0)
    var t = target / total
    var s = length(c, from: 0, to: t)
    for _ in 0..<50 {
      let error = s - target
      if abs(error) <= 1e-12 * total { break }
      if error > 0 { hi = t } else { lo = t }
      let speed = c.speed(at: t)
      var next = speed > 0 ? t - error / speed : (lo + hi) / 2
      if !(next > lo && next < hi) { next = (lo + hi) / 2 }
      s += next > t ? length(c, from: t, to: next) : -length(c, from: next, to: t)
      t = next
    }
    return t
  }
}
