import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// The number inside a value, or nan.
private func num(_ v: AnimatableValue?) -> Double {
  if case .number(let x) = v { return x }
  return .nan
}

/// Numbers as values.
private func nums(_ xs: [Double]) -> [AnimatableValue] { xs.map { .number($0) } }

/// Whether a point is (x, y) within `tol`.
private func at(_ p: CGPoint?, _ x: Double, _ y: Double, _ tol: Double = 1e-6) -> Bool {
  guard let p else { return false }
  return abs(Double(p.x) - x) <= tol && abs(Double(p.y) - y) <= tol
}

/// The measured motion path: move (0,0), line (100,0), curve (150,0) (200,50) → (200,100).
private let measuredPath = PathData([
  .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 100, y: 0)),
  .curve(
    to: CGPoint(x: 200, y: 100), control1: CGPoint(x: 150, y: 0), control2: CGPoint(x: 200, y: 50)),
])

/// The measured cubic, written out independently.
private func measuredCubic(_ t: Double) -> (Double, Double) {
  let u = 1 - t
  let x = u * u * u * 100 + 3 * u * u * t * 150 + 3 * u * t * t * 200 + t * t * t * 200
  let y = 3 * u * t * t * 50 + t * t * t * 100
  return (x, y)
}

/// The measured cubic's arc length from 0 to `t` by composite Simpson (independent of the
/// implementation's Gauss–Legendre table).
private func measuredCubicLength(to t: Double, steps: Int = 20_000) -> Double {
  func speed(_ s: Double) -> Double {
    let u = 1 - s
    let dx = 3 * u * u * 50 + 6 * u * s * 50 + 3 * s * s * 0
    let dy = 3 * u * u * 0 + 6 * u * s * 50 + 3 * s * s * 50
    return hypot(dx, dy)
  }
  let h = t / Double(steps)
  var sum = speed(0) + speed(t)
  for i in 1..<steps { sum += (i % 2 == 1 ? 4 : 2) * speed(Double(i) * h) }
  return sum * h / 3
}

@Suite struct KeyframeTests {
  // MARK: §6.1 linear and key-time rules

  @Test func measuredLinearValuesUniform() {
    let k = KeyframeSequence(values: nums([0, 1, 0.5, 0.7]))
    #expect(k.effectiveKeyTimes.count == 4 && abs(k.effectiveKeyTimes[1] - 1 / 3) <= 1e-12)
    let table: [(Double, Double)] = [
      (0, 0), (1 / 6, 0.5), (1 / 3, 1), (0.5, 0.75), (2 / 3, 0.5), (5 / 6, 0.6), (1, 0.7),
    ]
    for (f, v) in table {
      #expect(abs(num(k.value(atFraction: f)) - v) <= 1e-6, "f = \(f)")
    }
  }

  @Test func countMismatchUsesTheCommonPrefix() {
    let moreValues = KeyframeSequence(values: nums([0, 10, 20]), keyTimes: [0, 1])
    #expect(moreValues.effectiveValues.count == 2)
    #expect(abs(num(moreValues.value(atFraction: 0.5)) - 5) <= 1e-6)
    #expect(abs(num(moreValues.value(atFraction: 1)) - 10) <= 1e-6)
    let moreTimes = KeyframeSequence(values: nums([0, 10]), keyTimes: [0, 0.5, 1])
    #expect(abs(num(moreTimes.value(atFraction: 0.25)) - 5) <= 1e-6)
    #expect(abs(num(moreTimes.value(atFraction: 0.75)) - 10) <= 1e-6)
  }

  @Test func oneValueHasNoEffect() {
    #expect(KeyframeSequence(values: nums([3])).value(atFraction: 0.5) == nil)
    #expect(KeyframeSequence(values: []).value(atFraction: 0.5) == nil)
    #expect(!KeyframeSequence(values: nums([3])).isEffective)
    // A prefix of one pair is no effect either.
    #expect(KeyframeSequence(values: nums([1, 2]), keyTimes: [0]).value(atFraction: 0.5) == nil)
  }

  @Test func illFormedKeyTimesAreIgnored() {
    for bad in [[0, 0.8, 0.5], [0, 0.5, 1.5], [-0.1, 0.5, 1], [0, .nan, 1]] {
      let k = KeyframeSequence(values: nums([0, 10, 20]), keyTimes: bad)
      #expect(abs(num(k.value(atFraction: 0.25)) - 5) <= 1e-6, "\(bad)")
    }
  }

  @Test func unevenKeyTimesAndHolding() {
    let k = KeyframeSequence(values: nums([0, 10, 20]), keyTimes: [0, 0.8, 1])
    #expect(abs(num(k.value(atFraction: 0.4)) - 5) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0.9)) - 15) <= 1e-6)
    #expect(abs(num(k.value(atFraction: -0.5)) - 0) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 1.5)) - 20) <= 1e-6)
    let late = KeyframeSequence(values: nums([0, 10]), keyTimes: [0.2, 0.6])
    #expect(num(late.value(atFraction: 0.1)) == 0)
    #expect(abs(num(late.value(atFraction: 0.4)) - 5) <= 1e-6)
    #expect(num(late.value(atFraction: 0.9)) == 10)
  }

  @Test func repeatedKeyTimeJumps() {
    let k = KeyframeSequence(values: nums([0, 10, 20, 30]), keyTimes: [0, 0.5, 0.5, 1])
    #expect(abs(num(k.value(atFraction: 0.49)) - 9.8) <= 1e-6)
    #expect(num(k.value(atFraction: 0.5)) == 20)
    #expect(abs(num(k.value(atFraction: 0.75)) - 25) <= 1e-6)
  }

  @Test func perSegmentTimingFunctions() {
    let k = KeyframeSequence(
      values: nums([0, 10, 20]), timingFunctions: [{ $0 * $0 }])
    #expect(abs(num(k.value(atFraction: 0.25)) - 2.5) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0.75)) - 15) <= 1e-6)
  }

  // MARK: Discrete

  @Test func discreteWithoutKeyTimesHasEqualSlots() {
    let k = KeyframeSequence(values: nums([1, 2, 3]), calculationMode: .discrete)
    #expect(k.effectiveKeyTimes.count == 4)
    let table: [(Double, Double)] = [(0, 1), (0.3, 1), (0.34, 2), (0.66, 2), (0.67, 3), (1, 3)]
    for (f, v) in table { #expect(num(k.value(atFraction: f)) == v, "f = \(f)") }
  }

  @Test func discreteWithNPlusOneKeyTimes() {
    let k = KeyframeSequence(
      values: nums([1, 2, 3]), keyTimes: [0, 0.1, 0.2, 1], calculationMode: .discrete)
    #expect(num(k.value(atFraction: 0.05)) == 1)
    #expect(num(k.value(atFraction: 0.1)) == 2)
    #expect(num(k.value(atFraction: 0.15)) == 2)
    #expect(num(k.value(atFraction: 0.5)) == 3)
    #expect(num(k.value(atFraction: 1)) == 3)
    let nTimes = KeyframeSequence(
      values: nums([1, 2, 3]), keyTimes: [0, 0.5, 0.9], calculationMode: .discrete)
    #expect(num(nTimes.value(atFraction: 0.6)) == 2)
    #expect(num(nTimes.value(atFraction: 0.95)) == 3)
    let short = KeyframeSequence(
      values: nums([1, 2, 3]), keyTimes: [0, 0.5], calculationMode: .discrete)
    #expect(short.effectiveValues.count == 2)
    #expect(num(short.value(atFraction: 0.9)) == 2)
  }

  // MARK: §6.2 paced

  @Test func pacedNumbersUseDistances() {
    let k = KeyframeSequence(
      values: nums([0, 1, 4]), keyTimes: [0, 0.9, 1], timingFunctions: [{ $0 * $0 }, { $0 }],
      calculationMode: .paced)
    #expect(abs(k.effectiveKeyTimes[1] - 0.25) <= 1e-12)
    #expect(abs(num(k.value(atFraction: 0.125)) - 0.5) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0.5)) - 2) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0.75)) - 3) <= 1e-6)
  }

  @Test func pacedPointsUseEuclideanDistances() {
    let values: [AnimatableValue] = [
      .point(CGPoint(x: 0, y: 0)), .point(CGPoint(x: 3, y: 4)), .point(CGPoint(x: 3, y: 10)),
    ]
    let k = KeyframeSequence(values: values, calculationMode: .paced)
    #expect(abs(k.effectiveKeyTimes[1] - 5 / 11) <= 1e-12)
    guard case .point(let p)? = k.value(atFraction: 0.5) else {
      Issue.record("not a point")
      return
    }
    #expect(at(p, 3, 4.5))
  }

  @Test func pacedWithoutDistanceIsUniform() {
    let k = KeyframeSequence(values: nums([2, 2, 2]), calculationMode: .paced)
    #expect(k.effectiveKeyTimes == [0, 0.5, 1])
    #expect(num(k.value(atFraction: 0.3)) == 2)
  }

  // MARK: §6.3 cubic

  @Test func catmullRomUniform() {
    // [0, 1, 0]: m0 = 1, m1 = 0, m2 = −1; at s = ½ both segments give 0.625.
    let k = KeyframeSequence(values: nums([0, 1, 0]), calculationMode: .cubic)
    #expect(abs(num(k.value(atFraction: 0.25)) - 0.625) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0.75)) - 0.625) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0.5)) - 1) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0)) - 0) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 1)) - 0) <= 1e-6)
    // s = ¼ of segment 0: h10 = 0.140625, h01 = 0.15625.
    #expect(abs(num(k.value(atFraction: 0.125)) - 0.296875) <= 1e-6)
  }

  @Test func cubicUnevenKeyTimesScaleInteriorTangents() {
    // [0, 1, 3] at [0, ¼, 1]: m1 = 1.5, out 2.25, in 0.75; ends 1 and 2.
    let k = KeyframeSequence(
      values: nums([0, 1, 3]), keyTimes: [0, 0.25, 1], calculationMode: .cubic)
    #expect(abs(num(k.value(atFraction: 0.125)) - 0.53125) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 0.625)) - 2.03125) <= 1e-6)
  }

  @Test func cubicWithSegmentEasing() {
    let k = KeyframeSequence(
      values: nums([0, 1, 0]), timingFunctions: [{ $0 * $0 }], calculationMode: .cubic)
    // local ½ eased to ¼: h10 = 0.140625, h01 = 0.15625 → 0.296875.
    #expect(abs(num(k.value(atFraction: 0.25)) - 0.296875) <= 1e-6)
  }

  @Test func kochanekBartelsParameters() {
    let tight = KeyframeSequence(
      values: nums([0, 1, 0]), calculationMode: .cubic, tensionValues: [1, 1, 1])
    #expect(abs(num(tight.value(atFraction: 0.25)) - 0.5) <= 1e-6)
    #expect(abs(num(tight.value(atFraction: 0.125)) - 0.15625) <= 1e-6)
    let biased = KeyframeSequence(
      values: nums([0, 1, 0]), calculationMode: .cubic, biasValues: [0, 1, 0])
    #expect(abs(num(biased.value(atFraction: 0.75)) - 0.75) <= 1e-6)
    let corner = KeyframeSequence(
      values: nums([0, 1, 0]), calculationMode: .cubic, continuityValues: [0, -1, 0])
    #expect(abs(num(corner.value(atFraction: 0.25)) - 0.5) <= 1e-6)
    #expect(abs(num(corner.value(atFraction: 0.75)) - 0.5) <= 1e-6)
  }

  @Test func cubicPoints() {
    let values: [AnimatableValue] = [
      .point(CGPoint(x: 0, y: 0)), .point(CGPoint(x: 1, y: 1)), .point(CGPoint(x: 2, y: 0)),
    ]
    let k = KeyframeSequence(values: values, calculationMode: .cubic)
    guard case .point(let p)? = k.value(atFraction: 0.25) else {
      Issue.record("not a point")
      return
    }
    #expect(at(p, 0.5, 0.625))
  }

  @Test func cubicPacedUsesDistanceKeyTimes() {
    // [0, 1, 3]: key times [0, ⅓, 1]; m1 = 1.5 → out 2, in 1.
    let k = KeyframeSequence(values: nums([0, 1, 3]), calculationMode: .cubicPaced)
    #expect(abs(k.effectiveKeyTimes[1] - 1 / 3) <= 1e-12)
    #expect(abs(num(k.value(atFraction: 1 / 6)) - 0.5) <= 1e-6)
    #expect(abs(num(k.value(atFraction: 2 / 3)) - 2) <= 1e-6)
  }

  @Test func cubicFallsBackToLinearForTransforms() {
    let values: [AnimatableValue] = [
      .transform(.identity), .transform(CATransform3DMakeTranslation(10, 0, 0)),
      .transform(CATransform3DMakeTranslation(10, 20, 0)),
    ]
    let k = KeyframeSequence(values: values, calculationMode: .cubic)
    guard case .transform(let m)? = k.value(atFraction: 0.25) else {
      Issue.record("not a transform")
      return
    }
    #expect(abs(Double(m.m41) - 5) <= 1e-6 && abs(Double(m.m42)) <= 1e-6)
  }

  // MARK: §6.4 path motion

  @Test func pathLinearUsesTheBezierParameter() {
    let motion = PathMotion(path: measuredPath)
    #expect(at(motion.sample(atFraction: 0.6)?.position, 129.6, 5.6))
    #expect(at(motion.sample(atFraction: 0.25)?.position, 50, 0))
    #expect(at(motion.sample(atFraction: 0.5)?.position, 100, 0))
    #expect(at(motion.sample(atFraction: 1)?.position, 200, 100))
    let (x, y) = measuredCubic(0.7)
    #expect(at(motion.sample(atFraction: 0.85)?.position, x, y))
  }

  /// ``PathProgressMode/arcLength`` (Strobe extension): progress by length in a segment.
  ///
  /// Inside each segment the eased fraction is a fraction of that segment's length. Segment 2 (the cubic, 154.887 long)
  /// takes fractions 0.5…1, so 0.625 is a quarter of its length along (bisection reference,
  /// as in the paced test; the cubic is symmetric, so a quarter is where parameter and length
  /// part); the line still moves uniformly.
  @Test func pathArcLengthProgressInsideSegments() {
    let motion = PathMotion(path: measuredPath, progress: .arcLength)
    #expect(at(motion.sample(atFraction: 0.25)?.position, 50, 0))
    let cubicLength = measuredCubicLength(to: 1)
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if measuredCubicLength(to: mid, steps: 2_000) < cubicLength / 4 { lo = mid } else { hi = mid }
    }
    let (x, y) = measuredCubic(lo)
    #expect(at(motion.sample(atFraction: 0.625)?.position, x, y, 1e-6))
    // The Bézier parameter 0.25 is elsewhere: the mode changes the result.
    let (bx, by) = measuredCubic(0.25)
    #expect(!at(motion.sample(atFraction: 0.625)?.position, bx, by, 0.5))
    #expect(at(motion.sample(atFraction: 1)?.position, 200, 100))
  }

  @Test func pathDiscreteShowsSegmentStarts() {
    let motion = PathMotion(path: measuredPath, calculationMode: .discrete)
    #expect(at(motion.sample(atFraction: 0)?.position, 0, 0))
    #expect(at(motion.sample(atFraction: 0.49)?.position, 0, 0))
    #expect(at(motion.sample(atFraction: 0.5)?.position, 100, 0))
    #expect(at(motion.sample(atFraction: 1)?.position, 100, 0))
  }

  @Test func pathPacedUsesArcLength() {
    let motion = PathMotion(path: measuredPath, calculationMode: .paced)
    let cubicLength = measuredCubicLength(to: 1)
    #expect(abs(cubicLength - 154.887) <= 5e-4)  // measured, printed to 3 decimals
    #expect(abs(motion.totalLength - (100 + cubicLength)) <= 1e-6)
    #expect(abs(motion.totalLength - 254.887) <= 5e-4)
    let p = motion.sample(atFraction: 0.1)?.position
    #expect(at(p, 0.1 * (100 + cubicLength), 0))
    #expect(at(p, 25.489, 0, 5e-4))
    // Halfway along the cubic's length: find the parameter independently by bisection.
    var lo = 0.0
    var hi = 1.0
    for _ in 0..<60 {
      let mid = (lo + hi) / 2
      if measuredCubicLength(to: mid, steps: 2_000) < cubicLength / 2 { lo = mid } else { hi = mid }
    }
    let (x, y) = measuredCubic(lo)
    let f = (100 + cubicLength / 2) / (100 + cubicLength)
    #expect(at(motion.sample(atFraction: f)?.position, x, y, 1e-6))
    #expect(at(motion.sample(atFraction: 1)?.position, 200, 100))
    let cubicPaced = PathMotion(path: measuredPath, calculationMode: .cubicPaced)
    #expect(at(cubicPaced.sample(atFraction: 0.1)?.position, 0.1 * (100 + cubicLength), 0))
  }

  @Test func rotationModesFollowTheTangent() {
    let auto = PathMotion(path: measuredPath, rotationMode: .rotateAuto)
    let onLine = auto.sample(atFraction: 0.25)
    #expect(abs(onLine?.rotation ?? .nan) <= 1e-9)
    // Curve at t = 0.2: B′ = (144, 54).
    #expect(abs((auto.sample(atFraction: 0.6)?.rotation ?? .nan) - atan2(54, 144)) <= 1e-6)
    let reverse = PathMotion(path: measuredPath, rotationMode: .rotateAutoReverse)
    #expect(
      abs((reverse.sample(atFraction: 0.6)?.rotation ?? .nan) - (atan2(54, 144) + .pi)) <= 1e-6)
    // End of the curve heads straight down (+y): π/2.
    #expect(abs((auto.sample(atFraction: 1)?.rotation ?? .nan) - .pi / 2) <= 1e-6)
    let none = PathMotion(path: measuredPath)
    #expect(none.sample(atFraction: 0.6)?.rotation == nil)
    #expect(abs((none.sample(atFraction: 0.6)?.tangentAngle ?? .nan) - atan2(54, 144)) <= 1e-6)
  }

  @Test func closeIsALineBackAndQuadsUseTheirParameter() {
    let square = PathData([
      .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
      .line(to: CGPoint(x: 10, y: 10)), .closeSubpath,
    ])
    let motion = PathMotion(path: square, rotationMode: .rotateAuto)
    #expect(at(motion.sample(atFraction: 5 / 6)?.position, 5, 5))
    #expect(abs((motion.sample(atFraction: 5 / 6)?.rotation ?? .nan) - (-3 * .pi / 4)) <= 1e-6)
    let arch = PathData([
      .move(to: CGPoint(x: 0, y: 0)),
      .quadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100)),
    ])
    let q = PathMotion(path: arch, rotationMode: .rotateAuto).sample(atFraction: 0.5)
    #expect(at(q?.position, 50, 50))
    #expect(abs(q?.rotation ?? .nan) <= 1e-9)
  }

  @Test func pathKeyTimesAndEasing() {
    let motion = PathMotion(path: measuredPath, keyTimes: [0, 0.8, 1])
    #expect(at(motion.sample(atFraction: 0.4)?.position, 50, 0))
    let (x, y) = measuredCubic(0.5)
    #expect(at(motion.sample(atFraction: 0.9)?.position, x, y))
    let eased = PathMotion(path: measuredPath, timingFunctions: [{ $0 * $0 }])
    #expect(at(eased.sample(atFraction: 0.25)?.position, 25, 0))
    #expect(PathMotion(path: PathData()).sample(atFraction: 0.5) == nil)
    #expect(PathMotion(path: PathData([.move(to: .zero)])).sample(atFraction: 0.5) == nil)
  }
}
