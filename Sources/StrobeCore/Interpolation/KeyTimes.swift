import Foundation

/// Key-time bookkeeping shared by ``KeyframeSequence`` and ``PathMotion``
/// (docs/core-animation-semantics.md §6.1–§6.2).
enum KeyTimes {
  /// Whether key times are usable: finite, within 0…1 and non-decreasing.
  static func isWellFormed(_ times: [Double]) -> Bool {
    guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return false }
    return zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
  }

  /// `count` evenly spaced key times from 0 to 1 (`i / (count − 1)`).
  static func uniform(_ count: Int) -> [Double] {
    guard count > 1 else { return count == 1 ? [0] : [] }
    return (0..<count).map { Double($0) / Double(count - 1) }
  }

  /// Key times for linear and cubic modes: one per value.
  ///
  /// A count mismatch keeps the common prefix of both (measured); ill-formed key times are
  /// ignored (uniform spacing).
  static func resolveInterpolating(valueCount n: Int, keyTimes: [Double]?)
    -> (count: Int, times: [Double])
  {
    guard let keyTimes else { return (n, uniform(n)) }
    let count = min(n, keyTimes.count)
    let prefix = Array(keyTimes.prefix(count))
    return (count, isWellFormed(prefix) ? prefix : uniform(count))
  }

  /// Key times for discrete mode: n + 1 of them.
  ///
  /// Value i is shown on `[kt_i, kt_{i+1})`. With exactly n key times
  /// the last value starts at `kt_{n−1}` and holds; other mismatches keep the common prefix
  /// (min(n, count) values, at most n + 1 key times). Without (or with ill-formed) key
  /// times, n equal slots `i / n`.
  static func resolveDiscrete(valueCount n: Int, keyTimes: [Double]?)
    -> (count: Int, times: [Double])
  {
    let slots = { (count: Int) -> [Double] in
      (0...max(count, 0)).map { Double($0) / Double(max(count, 1)) }
    }
    guard let keyTimes else { return (n, slots(n)) }
    let count = min(n, keyTimes.count)
    let times = Array(keyTimes.prefix(count + 1))
    return (count, isWellFormed(times) ? times : slots(count))
  }

  /// Paced key times `D_i / D_total` from the distances between consecutive values; nil
  /// when a distance is unknown or the total is 0 or not finite.
  static func paced(distances: [Double?]) -> [Double]? {
    var cumulative: [Double] = [0]
    for d in distances {
      guard let d, d.isFinite, d >= 0 else { return nil }
      cumulative.append(cumulative.last! + d)
    }
    let total = cumulative.last!
    guard total > 0, total.isFinite else { return nil }
    var times = cumulative.map { $0 / total }
    times[times.count - 1] = 1
    return times
  }

  /// The segment i (0 ≤ i ≤ count − 2) whose key times bracket `f`, and the local fraction
  /// `s` clamped to 0…1 (a zero-length segment gives s = 1; a key time repeated jumps to
  /// the later segment).
  static func segment(at f: Double, times: [Double], count: Int) -> (index: Int, local: Double) {
    var lo = 0
    var hi = count - 2
    // The largest i in 0...count−2 with times[i] ≤ f.
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if times[mid] <= f { lo = mid } else { hi = mid - 1 }
    }
    let span = times[lo + 1] - times[lo]
    let s = span > 0 ? (f - times[lo]) / span : 1
    return (lo, min(max(s, 0), 1))
  }

  /// The discrete value index for `f`: the largest i < count with `times[i] ≤ f` (0 before
  /// the first key time).
  static func discreteIndex(at f: Double, times: [Double], count: Int) -> Int {
    var index = 0
    for i in 0..<min(count, times.count) where times[i] <= f { index = i }
    return index
  }
}
