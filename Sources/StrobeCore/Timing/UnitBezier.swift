import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two inner control points, solved
/// for y at a given x.
///
/// The coefficients follow WebKit's `UnitBezier`: `cx = 3·x1; bx = 3·(x2 − x1) − cx;
/// ax = 1 − cx − bx` (the same for y), `X(t) = ((ax·t + bx)·t + cx)·t`. Two solvers are
/// provided:
///
/// * ``solve(_:)`` reproduces Core Animation's measured samples (semantics §8, all 20 values
///   to their 7 printed digits): Newton's method started at t = x, at most 8 iterations,
///   stopping when |X(t) − x| < ``coreAnimationEpsilon`` (1e-5), giving up on a derivative
///   below 1e-6, then bisection on [0, 1] with the same tolerance. Core Animation stops
///   Newton early: its easeIn(0.75) is 0.6218605 where the exact curve gives 0.6218619, and
///   any tolerance in about (1.02e-6, 1.06e-5] reproduces every measured value, 1e-7 does not.
/// * ``solvePrecisely(_:epsilon:)`` is the solver written in semantics §8 (current
///   WebKit/Chromium): an initial guess from 11 samples of X, Newton up to 4 iterations with
///   tolerance min(ε, 1e-7) and a derivative abort below 1e-7, bisection on [0, 1] until
///   |X(t) − x| < max(ε, 1e-10). It converges to the exact curve (within 1e-7 in x).
///
/// Outside [0, 1] both extrapolate linearly with the end gradients (``startGradient``,
/// ``endGradient``). Curves whose inner points both lie on the diagonal (linear) return x
/// exactly. Inner x coordinates outside [0, 1] are accepted: when X is not monotone the
/// solvers return the parameter of a crossing inside [0, 1] (Newton results outside [0, 1]
/// fall back to bisection), so y(x) stays monotone wherever X crosses x once in [0, 1].
public struct UnitBezier: Sendable, Hashable {
  /// The first inner control point's x.
  public let x1: Double
  /// The first inner control point's y.
  public let y1: Double
  /// The second inner control point's x.
  public let x2: Double
  /// The second inner control point's y.
  public let y2: Double
  /// The slope dy/dx used for x < 0.
  ///
  /// x1 > 0: y1/x1; else if y1 == 0 and x2 > 0: y2/x2; else 0 (a vertical tangent would be
  /// infinite; WebKit breaks it down to 0).
  public let startGradient: Double
  /// The slope dy/dx used for x > 1.
  ///
  /// x2 < 1: (y2 − 1)/(x2 − 1); else if x2 == 1 and x1 < 1: (y1 − 1)/(x1 − 1); else 0.
  public let endGradient: Double

  private let ax: Double
  private let bx: Double
  private let cx: Double
  private let ay: Double
  private let by: Double
  private let cy: Double
  private let isIdentity: Bool
  private let splineSamples: [Double]

  /// The Newton tolerance in x that reproduces Core Animation's measured samples (1e-5).
  public static let coreAnimationEpsilon: Double = 1e-5

  /// A curve from its inner control points (x1, y1) and (x2, y2).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startGradient = y2 / x2
    } else {
      startGradient = 0
    }
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if x2 == 1 && x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else {
      endGradient = 0
    }
    isIdentity = x1 == y1 && x2 == y2
    let (a, b, c) = (ax, bx, cx)
    splineSamples = (0...10).map { i in
      let t = Double(i) / 10
      return ((a * t + b) * t + c) * t
    }
  }

  /// X(t), the curve's x at parameter t.
  public func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

  /// Y(t), the curve's y at parameter t.
  public func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// X′(t), the derivative of the curve's x at parameter t.
  public func sampleDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// y at x the way Core Animation computes it (matches its measured samples).
  ///
  /// x < 0 and x > 1 extrapolate linearly with the end gradients; NaN gives NaN.
  public func solve(_ x: Double) -> Double {
    if let y = extrapolated(x) { return y }
    return sampleY(coreAnimationParameter(forX: x))
  }

  /// y at x with the solver of semantics §8, accurate to `epsilon` in x.
  ///
  /// - Parameter epsilon: the accepted |X(t) − x|; Newton uses min(ε, 1e-7) and bisection
  ///   max(ε, 1e-10). The default 1e-7 is the document's.
  public func solvePrecisely(_ x: Double, epsilon: Double = 1e-7) -> Double {
    if let y = extrapolated(x) { return y }
    return sampleY(preciseParameter(forX: x, epsilon: epsilon))
  }

  private func extrapolated(_ x: Double) -> Double? {
    if x.isNaN { return x }
    if x < 0 { return startGradient * x }
    if x > 1 { return 1 + endGradient * (x - 1) }
    if isIdentity { return x }
    return nil
  }

  /// Newton from t = x (classic WebKit `UnitBezier`), tolerance 1e-5, then bisection.
  private func coreAnimationParameter(forX x: Double) -> Double {
    let epsilon = Self.coreAnimationEpsilon
    var t = x
    for _ in 0..<8 {
      let residual = sampleX(t) - x
      if abs(residual) < epsilon {
        if t >= 0 && t <= 1 { return t }
        break
      }
      let derivative = sampleDerivativeX(t)
      if abs(derivative) < 1e-6 { break }
      t -= residual / derivative
    }
    return bisect(x, from: 0, to: 1, start: x, epsilon: epsilon)
  }

  /// The §8 solver: 11-sample guess, ≤ 4 Newton steps, bisection fallback.
  private func preciseParameter(forX x: Double, epsilon: Double) -> Double {
    var t = x
    for i in 1..<splineSamples.count where x <= splineSamples[i] {
      let t1 = Double(i) / 10
      let t0 = t1 - 0.1
      let span = splineSamples[i] - splineSamples[i - 1]
      t = span == 0 ? t0 : t0 + 0.1 * (x - splineSamples[i - 1]) / span
      break
    }
    let newtonEpsilon = min(epsilon, 1e-7)
    for _ in 0..<4 {
      let residual = sampleX(t) - x
      if abs(residual) < newtonEpsilon {
        if t >= 0 && t <= 1 { return t }
        break
      }
      let derivative = sampleDerivativeX(t)
      if abs(derivative) < 1e-7 { break }
      t -= residual / derivative
    }
    let bisectionEpsilon = max(epsilon, 1e-10)
    if t >= 0 && t <= 1 && abs(sampleX(t) - x) < bisectionEpsilon { return t }
    return bisect(x, from: 0, to: 1, start: 0.5, epsilon: bisectionEpsilon)
  }

  /// Bisection keeping X(lo) < x ≤ X(hi) (true at 0 and 1 for x in [0, 1]).
  private func bisect(
    _ x: Double, from lower: Double, to upper: Double, start: Double, epsilon: Double
  ) -> Double {
    var lo = lower
    var hi = upper
    var t = min(max(start, lo), hi)
    for _ in 0..<200 where lo < hi {
      let value = sampleX(t)
      if abs(value - x) < epsilon { return t }
      if x > value { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  /// Two curves are equal when their control points are.
  public static func == (lhs: UnitBezier, rhs: UnitBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }
}
