import Foundation

/// Arc-length arithmetic on one line, quadratic or cubic Bézier (internal engine of
/// ``PathMeasure``).
///
/// The derivative is kept in power form `B′(t) = a t² + b t + c`. Lengths:
/// - lines: exact;
/// - straight curves (every control point within `tolerance/10` of the line through the
///   start and the farthest control point): exact, as the total variation of the projection
///   on that line, split where the projected speed changes sign (backtracking);
/// - other curves: adaptive 16-point Gauss–Legendre (8-point at loose tolerances) — on an interval the rule is compared
///   with the rule applied to the two halves; when they agree within the interval's share of
///   the tolerance the halves' sum is accepted, otherwise each half is refined with half the
///   tolerance (depth cap 48). The difference is essentially the error of the coarser value,
///   so it overestimates the error of the accepted finer one by orders of magnitude on smooth
///   stretches, and still bounds it (by about 4×) near cusps, where the rule converges
///   like h².
struct BezierMath {
  let kind: PathMeasure.Segment.Kind
  let p0: SIMD2<Double>
  let p1: SIMD2<Double>
  let p2: SIMD2<Double>
  let p3: SIMD2<Double>
  /// Derivative coefficients: B′(t) = a t² + b t + c.
  let a: SIMD2<Double>
  let b: SIMD2<Double>
  let c: SIMD2<Double>

  /// Smallest relative accuracy asked of the quadrature (double precision limit).
  static let relativeFloor = 1e-14
  /// Deepest bisection of an interval.
  static let maxDepth = 48
  /// Most interval splits of one adaptive integration (see ``adaptive(_:_:tolerance:depth:)``).
  static let maxBisections = 256

  init(
    kind: PathMeasure.Segment.Kind, _ p0: SIMD2<Double>, _ p1: SIMD2<Double>,
    _ p2: SIMD2<Double>, _ p3: SIMD2<Double>
  ) {
    self.kind = kind
    self.p0 = p0
    self.p1 = p1
    self.p2 = p2
    self.p3 = p3
    switch kind {
    case .line:
      a = .zero
      b = .zero
      c = p1 - p0
    case .quadCurve:
      a = .zero
      b = 2 * (p2 - 2 * p1 + p0)
      c = 2 * (p1 - p0)
    case .curve:
      a = 3 * (p3 - 3 * p2 + 3 * p1 - p0)
      b = 6 * (p2 - 2 * p1 + p0)
      c = 3 * (p1 - p0)
    }
  }

  /// The end point.
  var end: SIMD2<Double> {
    switch kind {
    case .line: return p1
    case .quadCurve: return p2
    case .curve: return p3
    }
  }

  /// The point at `t`.
  func point(_ t: Double) -> SIMD2<Double> {
    let u = 1 - t
    switch kind {
    case .line: return t == 1 ? p1 : p0 * u + p1 * t
    case .quadCurve: return t == 1 ? p2 : p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
    case .curve:
      if t == 1 { return p3 }
      return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }
  }

  /// B′(t).
  @inline(__always)
  func derivative(_ t: Double) -> SIMD2<Double> { (a * t + b) * t + c }

  /// |B′(t)|.
  @inline(__always)
  func speed(_ t: Double) -> Double {
    let d = (a * t + b) * t + c
    return (d.x * d.x + d.y * d.y).squareRoot()
  }

  /// The unit direction of travel at `t` (see ``PathMeasure/Segment/tangent(at:)``).
  func direction(_ t: Double) -> SIMD2<Double> {
    let scale = max(norm(p1 - p0), norm(p2 - p0), norm(p3 - p0))
    guard scale > 0 else { return SIMD2(1, 0) }
    let tiny = scale * 1e-12
    let d1 = derivative(t)
    if norm(d1) > tiny { return d1 / norm(d1) }
    var d2 = 2 * a * t + b
    if t >= 1 { d2 = -d2 }
    if norm(d2) > tiny { return d2 / norm(d2) }
    if norm(a) > tiny { return a / norm(a) }
    let chord = end - p0
    return norm(chord) > 0 ? chord / norm(chord) : SIMD2(1, 0)
  }

  /// Arc length over `t0 ≤ t1` within `tolerance`.
  func length(_ t0: Double, _ t1: Double, tolerance: Double) -> Double {
    guard t1 > t0 else { return 0 }
    if kind == .line { return norm(p1 - p0) * (t1 - t0) }
    if let axis = straightAxis(tolerance: tolerance) {
      return axis == .zero ? 0 : straightLength(t0, t1, axis: axis)
    }
    return adaptive(t0, t1, tolerance: max(tolerance, 0), depth: 0)
  }

  /// The unit direction of the line a straight curve lies on, `.zero` for a curve whose
  /// points all coincide, `nil` for a genuinely curved one.
  func straightAxis(tolerance: Double) -> SIMD2<Double>? {
    // Quads have p3 == p2, so the same four-point test covers both.
    let d1 = norm(p1 - p0)
    let d2 = norm(p2 - p0)
    let d3 = norm(p3 - p0)
    var far = p1
    var farDistance = d1
    if d2 > farDistance {
      far = p2
      farDistance = d2
    }
    if d3 > farDistance {
      far = p3
      farDistance = d3
    }
    if farDistance == 0 { return .zero }
    let u = (far - p0) / farDistance
    let limit = max(tolerance * 0.1, 0)
    @inline(__always) func off(_ p: SIMD2<Double>) -> Bool {
      let v = p - p0
      return abs(v.x * u.y - v.y * u.x) > limit
    }
    if off(p1) || off(p2) || off(p3) { return nil }
    return u
  }

  /// Exact length over t0…t1 of a straight curve along unit `axis`: the total variation of
  /// x(t) = (B(t) − p0)·axis, split at the zeros of x′(t).
  func straightLength(_ t0: Double, _ t1: Double, axis: SIMD2<Double>) -> Double {
    let qa = dot(a, axis)
    let qb = dot(b, axis)
    let qc = dot(c, axis)
    var cuts: [Double] = [t0]
    for r in quadraticRoots(qa, qb, qc) where r > t0 && r < t1 { cuts.append(r) }
    cuts.append(t1)
    cuts.sort()
    var total = 0.0
    var previous = dot(point(cuts[0]) - p0, axis)
    for t in cuts.dropFirst() {
      let x = dot(point(t) - p0, axis)
      total += abs(x - previous)
      previous = x
    }
    return total
  }

  /// Adaptive Gauss–Legendre with bisection: the rule on an interval (`whole`) is compared
  /// with the sum of the rule on its two halves; when they agree within the interval's
  /// tolerance the halves' sum is returned, otherwise each half is refined with half the
  /// tolerance.
  ///
  /// The rule is the 16-point one, or the 8-point one when the tolerance is loose — at least
  /// ``looseRelativeTolerance`` of the control polygon's length — where it reaches the same
  /// accepted accuracy with half the evaluations (the acceptance test is the same, so the
  /// bound holds for either rule).
  ///
  /// At most ``maxBisections`` intervals are split per call: a curve whose speed the rule
  /// cannot resolve (huge coordinates, where rounding noise never shrinks) would otherwise
  /// split into 2^``maxDepth`` pieces and never finish; past the budget the current sums
  /// are kept (found by fuzzing, Fixtures/fuzz/FuzzPathData/regressions).
  func adaptive(_ t0: Double, _ t1: Double, tolerance: Double, depth: Int) -> Double {
    let polygon = norm(p1 - p0) + norm(p2 - p1) + norm(p3 - p2)
    let rule = tolerance >= Self.looseRelativeTolerance * polygon ? GaussLegendre.g8 : .g16
    var budget = Self.maxBisections
    return refine(
      t0, t1, whole: gauss(rule, t0, t1), rule: rule, tolerance: tolerance, depth: depth,
      budget: &budget)
  }

  /// Tolerances at least this fraction of a curve's control polygon length use the 8-point
  /// rule (see ``adaptive(_:_:tolerance:depth:)``).
  static let looseRelativeTolerance = 1e-7

  private func refine(
    _ t0: Double, _ t1: Double, whole: Double, rule: GaussLegendre, tolerance: Double,
    depth: Int, budget: inout Int
  ) -> Double {
    let m = 0.5 * (t0 + t1)
    let left = gauss(rule, t0, m)
    let right = gauss(rule, m, t1)
    let sum = left + right
    budget -= 1
    if abs(sum - whole) <= max(tolerance, Self.relativeFloor * abs(sum)) || depth >= Self.maxDepth
      || budget <= 0
    {
      return sum
    }
    return refine(
      t0, m, whole: left, rule: rule, tolerance: tolerance * 0.5, depth: depth + 1,
      budget: &budget)
      + refine(
        m, t1, whole: right, rule: rule, tolerance: tolerance * 0.5, depth: depth + 1,
        budget: &budget)
  }

  /// The Gauss–Legendre value of ∫ speed over t0…t1 with `rule` (an even order).
  @inline(__always)
  func gauss(_ rule: GaussLegendre, _ t0: Double, _ t1: Double) -> Double {
    let half = 0.5 * (t1 - t0)
    let mid = 0.5 * (t0 + t1)
    var sum = 0.0
    rule.nodes.withUnsafeBufferPointer { x in
      rule.weights.withUnsafeBufferPointer { w in
        for i in 0..<x.count {
          let dx = half * x[i]
          sum += w[i] * (speed(mid - dx) + speed(mid + dx))
        }
      }
    }
    return sum * half
  }

  /// The parameter where the arc length from 0 equals `target` (0 < target < total).
  ///
  /// Safeguarded Newton: f(t) = length(0…t) − target is increasing with f′ = speed; a step
  /// that leaves the current bracket, or a vanishing speed, is replaced by bisection. Stops
  /// when |f| ≤ tolerance/2 (f itself evaluated within tolerance/2) or the bracket is a few
  /// ulps wide.
  func parameter(atLength target: Double, total: Double, tolerance: Double) -> Double {
    var lo = 0.0
    var hi = 1.0
    var t = min(max(target / total, 0), 1)
    let half = max(tolerance, 0) * 0.5
    for _ in 0..<200 {
      let f = length(0, t, tolerance: half) - target
      if abs(f) <= max(half, Self.relativeFloor * total) { return t }
      if f > 0 { hi = t } else { lo = t }
      if hi - lo <= 4 * (hi.ulp) { return t }
      let v = speed(t)
      var next = v > 0 ? t - f / v : .nan
      if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      t = next
    }
    return t
  }

  /// Control points of the piece over t0…t1 (de Casteljau twice); unused points = end.
  func sub(_ t0: Double, _ t1: Double) -> (
    SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>
  ) {
    switch kind {
    case .line:
      let s = point(t0)
      let e = point(t1)
      return (s, e, e, e)
    case .quadCurve:
      var q = (p0, p1, p2)
      if t0 > 0 {
        let (_, r) = splitQuad(q, t0)
        q = r
      }
      if t1 < 1 {
        let local = t0 > 0 ? (t1 - t0) / (1 - t0) : t1
        q = splitQuad(q, local).0
      }
      if t1 == 1 { q.2 = p2 }
      return (q.0, q.1, q.2, q.2)
    case .curve:
      var q = (p0, p1, p2, p3)
      if t0 > 0 { q = splitCubic(q, t0).1 }
      if t1 < 1 {
        let local = t0 > 0 ? (t1 - t0) / (1 - t0) : t1
        q = splitCubic(q, local).0
      }
      if t1 == 1 { q.3 = p3 }
      return q
    }
  }
}

/// Euclidean norm.
@inline(__always)
func norm(_ v: SIMD2<Double>) -> Double { (v.x * v.x + v.y * v.y).squareRoot() }

/// Dot product.
@inline(__always)
func dot(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double { u.x * v.x + u.y * v.y }

/// Real roots of q t² + r t + s (any degree ≤ 2; none when identically zero).
func quadraticRoots(_ q: Double, _ r: Double, _ s: Double) -> [Double] {
  let scale = max(abs(q), abs(r), abs(s))
  guard scale > 0 else { return [] }
  if abs(q) <= scale * 1e-14 {
    return abs(r) > 0 ? [-s / r] : []
  }
  let disc = r * r - 4 * q * s
  if disc < 0 { return [] }
  let root = disc.squareRoot()
  let k = -0.5 * (r + (r >= 0 ? root : -root))
  var out: [Double] = []
  if k != 0 {
    out.append(k / q)
    out.append(s / k)
  } else {
    out.append(0)
  }
  return out
}

/// de Casteljau split of a quadratic at t.
func splitQuad(
  _ q: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>), _ t: Double
) -> (
  (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>), (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
) {
  let a = q.0 + (q.1 - q.0) * t
  let b = q.1 + (q.2 - q.1) * t
  let m = a + (b - a) * t
  return ((q.0, a, m), (m, b, q.2))
}

/// de Casteljau split of a cubic at t.
func splitCubic(
  _ q: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>), _ t: Double
) -> (
  (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>),
  (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)
) {
  let p01 = q.0 + (q.1 - q.0) * t
  let p12 = q.1 + (q.2 - q.1) * t
  let p23 = q.2 + (q.3 - q.2) * t
  let p012 = p01 + (p12 - p01) * t
  let p123 = p12 + (p23 - p12) * t
  let m = p012 + (p123 - p012) * t
  return ((q.0, p01, p012, m), (m, p123, p23, q.3))
}
