/// A keyframed time-remapping curve (a Strobe extension of the layer model).
///
/// Core Animation maps a layer's time to its sublayers' only affinely (`beginTime`,
/// `speed`, `timeOffset`). A layer with a ``CALayer/timeRemap`` presents its sublayers at
/// `value(at: local)` instead of its local time `local` (seconds): Lottie's time remapping
/// of precompositions (`tm`). The curve holds its first value before the first key time and
/// its last value after the last one; between two keys it moves as the segment says.
public struct TimeRemap: Sendable, Hashable {
  /// How one segment moves from its key value to the next.
  public enum Segment: Sendable, Hashable {
    /// Linearly in time.
    case linear
    /// Holds the segment's first value until the next key time.
    case hold
    /// Eased by a cubic Bézier timing curve with control points (x1, y1), (x2, y2), x in 0…1.
    case bezier(Double, Double, Double, Double)
  }

  /// Key times in the layer's local seconds, non-decreasing.
  public var keyTimes: [Double]
  /// The sublayer time (seconds) at each key time.
  public var values: [Double]
  /// One segment per pair of neighbouring keys (missing entries are linear).
  public var segments: [Segment]

  /// A curve through `values` at `keyTimes` (the counts must match; extra entries of the
  /// longer list are ignored).
  public init(keyTimes: [Double], values: [Double], segments: [Segment] = []) {
    let n = min(keyTimes.count, values.count)
    self.keyTimes = Array(keyTimes.prefix(n))
    self.values = Array(values.prefix(n))
    self.segments = segments
  }

  /// The sublayer time at local time `t` (`t` itself when the curve has no keys).
  public func value(at t: Double) -> Double {
    guard let first = keyTimes.first, let last = keyTimes.last else { return t }
    if t.isNaN { return values[0] }
    if t <= first { return values[0] }
    if t >= last { return values[values.count - 1] }
    var i = 0
    while i + 1 < keyTimes.count - 1 && t >= keyTimes[i + 1] { i += 1 }
    let span = keyTimes[i + 1] - keyTimes[i]
    guard span > 0 else { return values[i + 1] }
    let u = (t - keyTimes[i]) / span
    let eased: Double
    switch i < segments.count ? segments[i] : .linear {
    case .linear: eased = u
    case .hold: eased = 0
    case .bezier(let x1, let y1, let x2, let y2):
      eased = UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2).solve(u)
    }
    return values[i] + (values[i + 1] - values[i]) * eased
  }
}
