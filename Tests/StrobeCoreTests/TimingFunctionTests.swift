import Foundation
import Testing

@testable import StrobeCore

/// Independent reference: y at x on the Bézier (0,0), (x1,y1), (x2,y2), (1,1), by bisection on
/// the Bernstein form over [lo, hi] where X is increasing, to ~1e-15.
private func referenceY(
  _ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
  lo: Double = 0, hi: Double = 1
) -> (y: Double, slope: Double) {
  func bern(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }
  func deriv(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * p1 + 6 * s * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
  var a = lo
  var b = hi
  for _ in 0..<200 {
    let m = (a + b) / 2
    if bern(x1, x2, m) < x { a = m } else { b = m }
  }
  let t = (a + b) / 2
  return (bern(y1, y2, t), deriv(y1, y2, t) / deriv(x1, x2, t))
}

@Suite struct TimingFunctionTests {
  static let xs: [Double] = [0.1, 0.25, 0.5, 0.75, 0.9]
  /// Semantics §8, measured on macOS [M].
  static let measured: [(CAMediaTimingFunctionName, [Double])] = [
    (.easeIn, [0.0170266, 0.0934647, 0.3153568, 0.6218605, 0.8394278]),
    (.easeOut, [0.1605722, 0.3781395, 0.6846432, 0.9065353, 0.9829734]),
    (.easeInEaseOut, [0.0197224, 0.1291619, 0.5, 0.8708381, 0.9802775]),
    (.default, [0.094795, 0.4085106, 0.8024034, 0.9604591, 0.9943165]),
  ]

  @Test func measuredTableMatchesToPrintedDigits() {
    // 1e-7 = one unit of the 7th printed decimal (the doc's values are truncated, e.g.
    // .9802775 for .98027755); stricter than the 1e-6 the doc asks for.
    for (name, values) in Self.measured {
      let f = CAMediaTimingFunction(name: name)
      for (x, expected) in zip(Self.xs, values) {
        #expect(abs(f.evaluate(x) - expected) <= 1e-7, "\(name.rawValue)(\(x))")
      }
    }
  }

  @Test func linearIsExactIdentity() {
    let f = CAMediaTimingFunction(name: .linear)
    for x in Self.xs + [0, 1, 0.3333333333333333, 0.7] {
      #expect(f.evaluate(x) == x)
    }
  }

  @Test func endpointsAreExact() {
    for name in CAMediaTimingFunctionName.allPredefined {
      let f = CAMediaTimingFunction(name: name)
      #expect(f.evaluate(0) == 0)
      #expect(abs(f.evaluate(1) - 1) < 1e-12)
    }
  }

  @Test func preciseSolverConvergesToTheExactCurve() {
    for name in CAMediaTimingFunctionName.allPredefined {
      let p = name.controlPoints!
      let f = CAMediaTimingFunction(name: name)
      for i in 0...100 {
        let x = Double(i) / 100
        let ref = referenceY(x, p.c1x, p.c1y, p.c2x, p.c2y)
        let tolerance = 1e-7 * max(1, abs(ref.slope)) + 1e-12
        #expect(abs(f.evaluatePrecisely(x) - ref.y) <= tolerance, "\(name.rawValue)(\(x))")
      }
    }
  }

  @Test func preciseSolverMissesCoreAnimationByAbout1Point4eMinus6() {
    // Documents why evaluate(_:) is not the §8 solver: the exact easeIn(0.75) is 0.6218619,
    // Core Animation reports 0.6218605.
    let f = CAMediaTimingFunction.easeIn
    let exact = referenceY(0.75, 0.42, 0, 1, 1).y
    #expect(abs(exact - 0.62186187) < 1e-8)
    #expect(abs(f.evaluatePrecisely(0.75) - exact) < 1e-9)
    #expect(abs(f.evaluatePrecisely(0.75) - 0.6218605) > 1.3e-6)
    #expect(abs(f.evaluate(0.75) - 0.6218605) < 1e-7)
  }

  @Test func coreAnimationSolverStaysNearTheExactCurve() {
    // Newton stops at |X(t) − x| < 1e-5, so y is within 1e-5 × slope of the exact curve.
    for name in CAMediaTimingFunctionName.allPredefined {
      let p = name.controlPoints!
      let f = CAMediaTimingFunction(name: name)
      for i in 0...200 {
        let x = Double(i) / 200
        let ref = referenceY(x, p.c1x, p.c1y, p.c2x, p.c2y)
        #expect(abs(f.evaluate(x) - ref.y) <= 1e-5 * max(1, abs(ref.slope)) + 1e-12)
      }
    }
  }

  @Test func symmetricIdentities() {
    let inOut = CAMediaTimingFunction(name: .easeInEaseOut)
    #expect(abs(inOut.evaluate(0.5) - 0.5) < 1e-12)
    for i in 0...20 {
      let x = Double(i) / 20
      // easeInEaseOut is point-symmetric about (0.5, 0.5).
      #expect(abs(inOut.evaluate(x) + inOut.evaluate(1 - x) - 1) < 1e-7)
      // easeOut is easeIn rotated by 180° about (0.5, 0.5).
      let sum =
        CAMediaTimingFunction.easeIn.evaluate(x) + CAMediaTimingFunction.easeOut.evaluate(1 - x)
      #expect(abs(sum - 1) < 1e-7)
    }
  }

  @Test func extrapolationUsesEndGradients() {
    // easeIn: start slope y1/x1 = 0; end: x2 == 1, so the slope of c1→(1,1) = 1/0.58.
    let easeIn = CAMediaTimingFunction.easeIn
    #expect(easeIn.evaluate(-0.5) == 0)
    #expect(abs(easeIn.evaluate(1.5) - (1 + 0.5 / 0.58)) < 1e-12)
    // easeOut: c1 = (0,0) coincides with the start, so the slope of (0,0)→c2 = 1/0.58;
    // end slope (1 − 1)/(0.58 − 1) = 0.
    let easeOut = CAMediaTimingFunction.easeOut
    #expect(abs(easeOut.evaluate(-0.2) - (-0.2 / 0.58)) < 1e-12)
    #expect(easeOut.evaluate(2) == 1)
    // default: start slope 0.1/0.25 = 0.4; end slope 0.
    #expect(abs(CAMediaTimingFunction.default.evaluate(-1) - (-0.4)) < 1e-12)
    #expect(CAMediaTimingFunction.default.evaluate(3) == 1)
    // linear extends as the identity.
    #expect(CAMediaTimingFunction.linear.evaluate(-1) == -1)
    #expect(CAMediaTimingFunction.linear.evaluate(2) == 2)
    // custom: start 0.6/0.3 = 2, end (0.2 − 1)/(0.7 − 1) = 8/3.
    let custom = CAMediaTimingFunction(preciseControlPoints: 0.3, 0.6, 0.7, 0.2)
    #expect(abs(custom.evaluate(-0.25) - (-0.5)) < 1e-12)
    #expect(abs(custom.evaluate(1.25) - (1 + 0.25 * 8 / 3)) < 1e-12)
    // vertical start tangent (x1 = 0, y1 ≠ 0) breaks down to slope 0.
    let vertical = CAMediaTimingFunction(preciseControlPoints: 0, 0.5, 0.5, 1)
    #expect(vertical.evaluate(-1) == 0)
    #expect(CAMediaTimingFunction.easeIn.evaluate(.nan).isNaN)
  }

  @Test func customCurvesMatchTheReference() {
    let curves: [(Double, Double, Double, Double)] = [
      (0.1, 0.7, 0.3, 0.9), (0.68, -0.55, 0.265, 1.55), (0.9, 0.1, 0.1, 0.9), (0.5, 0, 0.5, 1),
    ]
    for c in curves {
      let f = CAMediaTimingFunction(preciseControlPoints: c.0, c.1, c.2, c.3)
      for i in 0...50 {
        let x = Double(i) / 50
        let ref = referenceY(x, c.0, c.1, c.2, c.3)
        let scale = max(1, abs(ref.slope))
        #expect(abs(f.evaluate(x) - ref.y) <= 1e-5 * scale + 1e-12, "\(c) at \(x)")
        #expect(abs(f.evaluatePrecisely(x) - ref.y) <= 1e-7 * scale + 1e-12, "\(c) at \(x)")
      }
    }
  }

  @Test func xControlPointsOutsideUnitIntervalStayMonotone() {
    // X(t) dips below 0 near t = 0 and rises above 1 near t = 1, but crosses each x in
    // (0, 1) exactly once on the rising branch [tz, 0.933]; y(x) must follow that branch.
    let (x1, y1, x2, y2) = (-0.2, 0.1, 1.2, 0.9)
    let f = CAMediaTimingFunction(preciseControlPoints: x1, y1, x2, y2)
    // The rising branch: X′(t) = −9.6t² + 9.6t − 0.6 > 0 between its roots.
    let r = (9.6 - (9.6 * 9.6 - 4 * 9.6 * 0.6).squareRoot()) / 19.2
    let tMax = 1 - r
    var previous = -Double.infinity
    for i in 1...99 {
      let x = Double(i) / 100
      let y = f.evaluate(x)
      #expect(y > previous, "not increasing at \(x)")
      previous = y
      let ref = referenceY(x, x1, y1, x2, y2, lo: r, hi: tMax)
      #expect(abs(y - ref.y) <= 1e-5 * max(1, abs(ref.slope)), "at \(x)")
      #expect(abs(f.evaluatePrecisely(x) - ref.y) <= 1e-7 * max(1, abs(ref.slope)), "at \(x)")
    }
  }

  @Test func namedControlPointsAndSharedInstances() {
    let expected: [(CAMediaTimingFunctionName, String, [CGPoint])] = [
      (.linear, "linear", [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)]),
      (.easeIn, "easeIn", [CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)]),
      (.easeOut, "easeOut", [CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)]),
      (.easeInEaseOut, "easeInEaseOut", [CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)]),
      (.default, "default", [CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)]),
    ]
    for (name, raw, inner) in expected {
      #expect(name.rawValue == raw)
      #expect(CAMediaTimingFunctionName(rawValue: raw) == name && name.isPredefined)
      let f = CAMediaTimingFunction(name: name)
      #expect(f.name == name)
      #expect(f.controlPoint(at: 0) == CGPoint(x: 0, y: 0))
      #expect(f.controlPoint(at: 1) == inner[0])
      #expect(f.controlPoint(at: 2) == inner[1])
      #expect(f.controlPoint(at: 3) == CGPoint(x: 1, y: 1))
      #expect(f.controlPoint(at: 4) == nil && f.controlPoint(at: -1) == nil)
      let shared = CAMediaTimingFunction.shared(name)
      #expect(shared === CAMediaTimingFunction.shared(name))
      #expect(shared == f && shared !== f)
      #expect(f.description == raw)
    }
    #expect(CAMediaTimingFunction.shared(.easeIn) === CAMediaTimingFunction.easeIn)
    #expect(CAMediaTimingFunction.easeIn != CAMediaTimingFunction.easeOut)
  }

  @Test func unknownNameFallsBackToLinear() {
    let name = CAMediaTimingFunctionName(rawValue: "bouncy")
    #expect(!name.isPredefined && name.controlPoints == nil)
    let f = CAMediaTimingFunction(name: name)
    #expect(f.name == nil && f == CAMediaTimingFunction.linear)
    #expect(CAMediaTimingFunction.shared(name) == nil)
  }

  @Test func getControlPointWritesFloatsAndIgnoresBadIndices() {
    let f = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    var values: [Float] = [-7, -7]
    values.withUnsafeMutableBufferPointer { f.getControlPoint(at: 1, values: $0.baseAddress!) }
    #expect(values == [0.42, 0])
    values.withUnsafeMutableBufferPointer { f.getControlPoint(at: 3, values: $0.baseAddress!) }
    #expect(values == [1, 1])
    values = [-7, -7]
    values.withUnsafeMutableBufferPointer { f.getControlPoint(at: 4, values: $0.baseAddress!) }
    #expect(values == [-7, -7])
    // Float control points are stored as the Float given, not the decimal.
    let storedX: Double = f.controlPoint(at: 1)!.x
    let floatX: Float = 0.42
    #expect(storedX == Double(floatX))
    #expect(storedX != 0.42)
    #expect(f != CAMediaTimingFunction.easeInEaseOut)
    #expect(abs(f.evaluate(0.5) - 0.5) < 1e-6)
    #expect(f.description.hasPrefix("controlPoints("))
  }
}
