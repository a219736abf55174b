import Foundation

@testable import StrobeGeometry

/// Independent arc-length references for the PathMeasure tests (none of them calls the
/// implementation under test).
enum ArcLengthReference {
  /// Closed form of a quadratic Bézier's length (P0, P1 control, P2), valid when the control
  /// points are not collinear:
  ///   B′(t) = 2(a t + b) with a = P0 − 2P1 + P2, b = P1 − P0;
  ///   |B′|² = A t² + B t + C, A = 4|a|², B = 8 a·b, C = 4|b|²;
  ///   ∫√(A t² + B t + C) dt = (2A t + B)√(…)/(4A) + (4AC − B²)/(8A^{3/2}) ·
  ///                           ln(2A t + B + 2√A √(…)), evaluated from 0 to 1.
  static func quadLength(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> Double {
    let ax = Double(p0.x - 2 * p1.x + p2.x)
    let ay = Double(p0.y - 2 * p1.y + p2.y)
    let bx = Double(p1.x - p0.x)
    let by = Double(p1.y - p0.y)
    let A = 4 * (ax * ax + ay * ay)
    let B = 8 * (ax * bx + ay * by)
    let C = 4 * (bx * bx + by * by)
    func F(_ t: Double) -> Double {
      let r = (A * t * t + B * t + C).squareRoot()
      return (2 * A * t + B) * r / (4 * A)
        + (4 * A * C - B * B) / (8 * pow(A, 1.5)) * log(2 * A * t + B + 2 * A.squareRoot() * r)
    }
    return F(1) - F(0)
  }

  /// Speed |B′(t)| of a cubic, written out from the Bernstein form.
  static func cubicSpeed(_ p: [CGPoint], _ t: Double) -> Double {
    let u = 1 - t
    let dx =
      3 * u * u * Double(p[1].x - p[0].x) + 6 * u * t * Double(p[2].x - p[1].x) + 3 * t * t
      * Double(p[3].x - p[2].x)
    let dy =
      3 * u * u * Double(p[1].y - p[0].y) + 6 * u * t * Double(p[2].y - p[1].y) + 3 * t * t
      * Double(p[3].y - p[2].y)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// Composite Simpson's rule with `n` (even) intervals over t0…t1.
  static func simpson(_ f: (Double) -> Double, _ t0: Double, _ t1: Double, _ n: Int) -> Double {
    let h = (t1 - t0) / Double(n)
    var sum = f(t0) + f(t1)
    for i in 1..<n { sum += (i % 2 == 1 ? 4 : 2) * f(t0 + Double(i) * h) }
    return sum * h / 3
  }

  /// A cubic's length over t0…t1 by composite Simpson with 2^15 and 2^16 intervals combined
  /// by Richardson extrapolation (S₂ₙ + (S₂ₙ − Sₙ)/15), after splitting the interval at every
  /// sharp local minimum of the speed (below a tenth of the top speed; found by sampling 4096 points and refining by golden-section
  /// search), so a cusp or near-cusp sits on an interval end rather than inside.
  static func cubicLength(_ p: [CGPoint], from t0: Double = 0, to t1: Double = 1) -> Double {
    let f = { (t: Double) in cubicSpeed(p, t) }
    var cuts = [t0]
    let n = 4096
    let h = (t1 - t0) / Double(n)
    var fastest = 0.0
    for i in 0...n { fastest = max(fastest, f(t0 + Double(i) * h)) }
    for i in 1..<n {
      let t = t0 + Double(i) * h
      if f(t) <= f(t - h) && f(t) <= f(t + h) && f(t) < 0.1 * fastest {
        var lo = t - h
        var hi = t + h
        let g = (5.0.squareRoot() - 1) / 2
        for _ in 0..<200 where hi - lo > 1e-16 {
          let a = hi - g * (hi - lo)
          let b = lo + g * (hi - lo)
          if f(a) < f(b) { hi = b } else { lo = a }
        }
        let m = 0.5 * (lo + hi)
        if m > cuts.last! && m < t1 { cuts.append(m) }
      }
    }
    cuts.append(t1)
    var total = 0.0
    for (a, b) in zip(cuts, cuts.dropFirst()) {
      let sN = simpson(f, a, b, 1 << 15)
      let s2N = simpson(f, a, b, 1 << 16)
      total += s2N + (s2N - sN) / 15
    }
    return total
  }

  /// A cubic's length by Richardson extrapolation of inscribed-polyline lengths
  /// (n, 2n, 4n chords; the chord error series is in even powers of 1/n) — a second,
  /// quadrature-free reference.
  static func cubicChordLength(_ p: [CGPoint], n: Int = 4096) -> Double {
    func point(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      let x =
        u * u * u * Double(p[0].x) + 3 * u * u * t * Double(p[1].x) + 3 * u * t * t
        * Double(p[2].x) + t * t * t * Double(p[3].x)
      let y =
        u * u * u * Double(p[0].y) + 3 * u * u * t * Double(p[1].y) + 3 * u * t * t
        * Double(p[2].y) + t * t * t * Double(p[3].y)
      return (x, y)
    }
    func polyline(_ m: Int) -> Double {
      var total = 0.0
      var prev = point(0)
      for i in 1...m {
        let q = point(Double(i) / Double(m))
        total += ((q.0 - prev.0) * (q.0 - prev.0) + (q.1 - prev.1) * (q.1 - prev.1)).squareRoot()
        prev = q
      }
      return total
    }
    let l1 = polyline(n)
    let l2 = polyline(2 * n)
    let l4 = polyline(4 * n)
    let r1 = (4 * l2 - l1) / 3
    let r2 = (4 * l4 - l2) / 3
    return (16 * r2 - r1) / 15
  }

  /// The exact length of a path made of lines, quads (closed form) and smooth cubics
  /// (Simpson–Richardson), closing segments included.
  static func pathLength(_ path: PathData) -> Double {
    var total = 0.0
    var current = CGPoint.zero
    var start = CGPoint.zero
    for e in path.elements {
      switch e {
      case .move(let p):
        current = p
        start = p
      case .line(let p):
        total += Double(hypot(p.x - current.x, p.y - current.y))
        current = p
      case .quadCurve(let p, let c):
        total += quadLength(current, c, p)
        current = p
      case .curve(let p, let c1, let c2):
        total += cubicLength([current, c1, c2, p])
        current = p
      case .closeSubpath:
        total += Double(hypot(start.x - current.x, start.y - current.y))
        current = start
      }
    }
    return total
  }
}
