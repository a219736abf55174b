import Foundation
import StrobeGeometry

/// The value mathematics of a keyframe animation: values, key times, per-segment easing and a
/// calculation mode, evaluated at a fraction of the animation's duration.
///
/// Implements docs/core-animation-semantics.md §6.1–§6.3. The fraction passed to
/// ``value(atFraction:morph:)`` is the one after the animation's own timing function; per-segment
/// `timingFunctions` then ease each segment locally (linear and cubic modes).
///
/// Key-time rules:
/// - Fewer than two usable values: no effect (``value(atFraction:morph:)`` returns nil; measured:
///   one value shows the model value).
/// - linear / cubic: one key time per value; a count mismatch keeps the common prefix of
///   values and key times (measured); key times that are not finite, leave 0…1 or decrease
///   are ignored (uniform `i / (n − 1)`). First and last key times other than 0 and 1 are
///   tolerated: the first value holds before the first key time, the last after the last.
/// - discrete: n + 1 key times, value i on `[kt_i, kt_{i+1})`, the last value also at
///   `kt_n` (= 1). Exactly n key times: the last value holds from `kt_{n−1}`. Without key
///   times: n equal slots.
/// - paced / cubicPaced: key times and timing functions are ignored; key times are
///   `D_i / D_total` with D the cumulative ``AnimatableValue/distance(to:)``. When a distance
///   is unknown or the total is 0 the spacing is uniform.
/// - Fractions outside the key-time range hold the first or last value (no extrapolation).
///
/// Cubic (Kochanek–Bartels Hermite, Catmull–Rom when tension, continuity and bias are 0):
/// segment i is `h00·P_i + h10·m_out_i + h01·P_{i+1} + h11·m_in_{i+1}` with
/// `m_out_i = ((1−T)(1+B)(1+C)/2)(P_i − P_{i−1}) + ((1−T)(1−B)(1−C)/2)(P_{i+1} − P_i)` and
/// `m_in_i = ((1−T)(1+B)(1−C)/2)(P_i − P_{i−1}) + ((1−T)(1−B)(1+C)/2)(P_{i+1} − P_i)`. At the
/// ends the missing difference is replaced by the one-sided one (so `m_0 = P_1 − P_0`,
/// `m_{n−1} = P_{n−1} − P_{n−2}` with default parameters). With uneven key times, interior
/// tangents are scaled: `m_out_i · 2Δr/(Δl+Δr)`, `m_in_i · 2Δl/(Δl+Δr)`; end tangents are not.
/// Missing tension/continuity/bias entries are 0. Values that cannot be combined linearly
/// (transforms, Bools) fall back to linear interpolation within each segment. cubicPaced is
/// this spline with paced key times measured by chord distance (Core Animation's distance
/// measure is unconfirmed).
public struct KeyframeSequence: Sendable {
  /// The values as given.
  public let values: [AnimatableValue]
  /// The key times as given (nil: computed).
  public let keyTimes: [Double]?
  /// The calculation mode.
  public let calculationMode: CAAnimationCalculationMode
  /// Kochanek–Bartels tension per keyframe (cubic modes); nil means all 0.
  public let tensionValues: [Double]?
  /// Kochanek–Bartels continuity per keyframe (cubic modes); nil means all 0.
  public let continuityValues: [Double]?
  /// Kochanek–Bartels bias per keyframe (cubic modes); nil means all 0.
  public let biasValues: [Double]?

  /// The values actually used, after the key-time count rules (a prefix of ``values``).
  public let effectiveValues: [AnimatableValue]
  /// The key times actually used: one per effective value, or one more in discrete mode.
  public let effectiveKeyTimes: [Double]

  /// The per-segment timing functions as given, when they are Core Animation curves (nil
  /// for closures or none); the animated SVG writer maps them onto CSS.
  public let segmentFunctions: [CAMediaTimingFunction]?

  /// Per-segment easing (empty for paced modes).
  private let easings: [@Sendable (Double) -> Double]
  /// Cubic tangents leaving and entering each keyframe; nil when not cubic or not combinable.
  private let tangents: (out: [AnimatableValue], into: [AnimatableValue])?

  /// A keyframe sequence.
  ///
  /// - Parameters:
  ///   - values: the keyframe values (at least two for any effect).
  ///   - keyTimes: fractions 0…1, one per value (n + 1 in discrete mode); nil for uniform.
  ///   - timingFunctions: per-segment easing of the local fraction 0…1 (e.g.
  ///     `CAMediaTimingFunction.evaluate`); segment i uses entry i, missing entries are
  ///     linear, extra ones ignored. Ignored by discrete and paced modes.
  ///   - calculationMode: how values between keyframes are computed.
  ///   - tensionValues: Kochanek–Bartels tension per keyframe (cubic modes).
  ///   - continuityValues: Kochanek–Bartels continuity per keyframe (cubic modes).
  ///   - biasValues: Kochanek–Bartels bias per keyframe (cubic modes).
  ///   - segmentFunctions: the curves behind `timingFunctions`, when they are curves.
  public init(
    values: [AnimatableValue], keyTimes: [Double]? = nil,
    timingFunctions: [@Sendable (Double) -> Double]? = nil,
    calculationMode: CAAnimationCalculationMode = .linear,
    tensionValues: [Double]? = nil, continuityValues: [Double]? = nil, biasValues: [Double]? = nil,
    segmentFunctions: [CAMediaTimingFunction]? = nil
  ) {
    self.values = values
    self.segmentFunctions = segmentFunctions
    self.keyTimes = keyTimes
    self.calculationMode = calculationMode
    self.tensionValues = tensionValues
    self.continuityValues = continuityValues
    self.biasValues = biasValues

    let resolved: (count: Int, times: [Double])
    switch calculationMode {
    case .discrete:
      resolved = KeyTimes.resolveDiscrete(valueCount: values.count, keyTimes: keyTimes)
    case .paced, .cubicPaced:
      let distances = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
      resolved = (
        values.count,
        KeyTimes.paced(distances: distances) ?? KeyTimes.uniform(values.count)
      )
    default:
      resolved = KeyTimes.resolveInterpolating(valueCount: values.count, keyTimes: keyTimes)
    }
    effectiveValues = Array(values.prefix(resolved.count))
    effectiveKeyTimes = resolved.times
    easings = calculationMode.isPaced ? [] : (timingFunctions ?? [])

    if calculationMode == .cubic || calculationMode == .cubicPaced, effectiveValues.count >= 2 {
      tangents = Self.cubicTangents(
        effectiveValues, times: effectiveKeyTimes, tension: tensionValues ?? [],
        continuity: continuityValues ?? [], bias: biasValues ?? [])
    } else {
      tangents = nil
    }
  }

  /// Whether the sequence affects the presentation (at least two effective values).
  public var isEffective: Bool { effectiveValues.count >= 2 }

  /// The value at `fraction` (0…1 of the animation's active cycle), or nil when the sequence
  /// has no effect or two neighbouring values cannot be interpolated.
  ///
  /// With `morph` ``PathMorphMode/resample``, two neighbouring paths (linear and paced
  /// modes) morph by arc-length resampling (`PathMorph`), so paths whose element structure
  /// differs interpolate too, as a `CABasicAnimation` with the same option does.
  public func value(
    atFraction fraction: Double, morph: PathMorphMode = .coreAnimation
  ) -> AnimatableValue? {
    let n = effectiveValues.count
    guard n >= 2, !fraction.isNaN else { return nil }
    if calculationMode == .discrete {
      return effectiveValues[
        KeyTimes.discreteIndex(at: fraction, times: effectiveKeyTimes, count: n)]
    }
    let (i, local) = KeyTimes.segment(at: fraction, times: effectiveKeyTimes, count: n)
    let s = i < easings.count ? easings[i](local) : local
    let a = effectiveValues[i]
    let b = effectiveValues[i + 1]
    if let tangents {
      let h00 = 2 * s * s * s - 3 * s * s + 1
      let h10 = s * s * s - 2 * s * s + s
      let h01 = -2 * s * s * s + 3 * s * s
      let h11 = s * s * s - s * s
      if let v = AnimatableValue.linearCombination([
        (h00, a), (h10, tangents.out[i]), (h01, b), (h11, tangents.into[i + 1]),
      ]) {
        return v
      }
    }
    if morph == .resample, case .path(let p) = a, case .path(let q) = b {
      return .path(PathMorph(from: p, to: q).path(at: s))
    }
    return a.interpolated(to: b, fraction: s)
  }

  /// Kochanek–Bartels tangents, or nil when the values cannot be combined linearly.
  private static func cubicTangents(
    _ p: [AnimatableValue], times: [Double], tension: [Double], continuity: [Double],
    bias: [Double]
  ) -> (out: [AnimatableValue], into: [AnimatableValue])? {
    let n = p.count
    var deltas: [AnimatableValue] = []  // deltas[i] = P_{i+1} − P_i
    for i in 0..<(n - 1) {
      guard let d = AnimatableValue.linearCombination([(1, p[i + 1]), (-1, p[i])]) else {
        return nil
      }
      deltas.append(d)
    }
    var outs: [AnimatableValue] = []
    var ins: [AnimatableValue] = []
    for i in 0..<n {
      let before = i > 0 ? deltas[i - 1] : deltas[0]
      let after = i < n - 1 ? deltas[i] : deltas[n - 2]
      let t = i < tension.count ? tension[i] : 0
      let c = i < continuity.count ? continuity[i] : 0
      let b = i < bias.count ? bias[i] : 0
      var outScale = 1.0
      var inScale = 1.0
      if i > 0 && i < n - 1 {
        let left = times[i] - times[i - 1]
        let right = times[i + 1] - times[i]
        if left + right > 0 {
          outScale = 2 * right / (left + right)
          inScale = 2 * left / (left + right)
        }
      }
      let outA = outScale * (1 - t) * (1 + b) * (1 + c) / 2
      let outB = outScale * (1 - t) * (1 - b) * (1 - c) / 2
      let inA = inScale * (1 - t) * (1 + b) * (1 - c) / 2
      let inB = inScale * (1 - t) * (1 - b) * (1 + c) / 2
      guard let o = AnimatableValue.linearCombination([(outA, before), (outB, after)]),
        let m = AnimatableValue.linearCombination([(inA, before), (inB, after)])
      else { return nil }
      outs.append(o)
      ins.append(m)
    }
    return (outs, ins)
  }
}
