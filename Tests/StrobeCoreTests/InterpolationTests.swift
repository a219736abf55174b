import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// The number inside a value, or nan.
private func num(_ v: AnimatableValue?) -> Double {
  if case .number(let x) = v { return x }
  return .nan
}

/// Whether a value is a colour with these components within 1e-6.
private func isColor(_ v: AnimatableValue?, _ r: Double, _ g: Double, _ b: Double, _ a: Double)
  -> Bool
{
  guard case .color(let c) = v else { return false }
  return abs(Double(c.red) - r) <= 1e-6 && abs(Double(c.green) - g) <= 1e-6
    && abs(Double(c.blue) - b) <= 1e-6 && abs(Double(c.alpha) - a) <= 1e-6
}

/// Whether a value is a point within 1e-6.
private func isPoint(_ v: AnimatableValue?, _ x: Double, _ y: Double) -> Bool {
  guard case .point(let p) = v else { return false }
  return abs(Double(p.x) - x) <= 1e-6 && abs(Double(p.y) - y) <= 1e-6
}

/// Whether two transforms agree within 1e-6.
private func near(_ v: AnimatableValue?, _ t: CATransform3D) -> Bool {
  guard case .transform(let m) = v else { return false }
  return zip(m.rowMajor, t.rowMajor).allSatisfy { abs(Double($0 - $1)) <= 1e-6 }
}

private let red = AnimatableValue.color(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
private let halfBlue = AnimatableValue.color(CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 0.5))

@Suite struct InterpolationTests {
  // MARK: §3.2 measured rules

  @Test func numbersLerpAndExtrapolate() {
    let a = AnimatableValue.number(2)
    let b = AnimatableValue.number(10)
    #expect(num(a.interpolated(to: b, fraction: 0.25)) == 4)
    #expect(num(a.interpolated(to: b, fraction: -0.5)) == -2)
    #expect(num(a.interpolated(to: b, fraction: 1.25)) == 12)
    #expect(num(a.interpolated(to: b, fraction: 0)) == 2)
    #expect(num(a.interpolated(to: b, fraction: 1)) == 10)
  }

  @Test func hiddenFalseToTrueIsTrueAtAQuarter() {
    let off = AnimatableValue.bool(false)
    let on = AnimatableValue.bool(true)
    #expect(off.interpolated(to: on, fraction: 0.25) == .bool(true))
    #expect(off.interpolated(to: on, fraction: 0) == .bool(false))
    #expect(off.interpolated(to: on, fraction: 1e-9) == .bool(true))
    #expect(on.interpolated(to: off, fraction: 0.99) == .bool(true))
    #expect(on.interpolated(to: off, fraction: 1) == .bool(false))
    #expect(off.interpolated(to: off, fraction: 0.5) == .bool(false))
  }

  @Test func colourRedToHalfBlueAtHalf() {
    #expect(isColor(red.interpolated(to: halfBlue, fraction: 0.5), 0.5, 0, 0.5, 0.75))
    #expect(isColor(red.interpolated(to: halfBlue, fraction: 0.25), 0.75, 0, 0.25, 0.875))
  }

  @Test func nilColourEndpointGivesNil() {
    #expect(red.interpolated(to: .null, fraction: 0.5) == .null)
    #expect(AnimatableValue.null.interpolated(to: red, fraction: 0) == .null)
    #expect(AnimatableValue.null.interpolated(to: .null, fraction: 0.3) == .null)
  }

  @Test func geometryIsComponentWise() {
    let p = AnimatableValue.point(CGPoint(x: 0, y: 10))
    let q = AnimatableValue.point(CGPoint(x: 100, y: -10))
    #expect(isPoint(p.interpolated(to: q, fraction: 0.3), 30, 4))
    let s = AnimatableValue.size(CGSize(width: 10, height: 20))
    let t = AnimatableValue.size(CGSize(width: 30, height: 0))
    #expect(s.interpolated(to: t, fraction: 0.5) == .size(CGSize(width: 20, height: 10)))
    let r = AnimatableValue.rect(CGRect(x: 0, y: 0, width: 100, height: 50))
    let u = AnimatableValue.rect(CGRect(x: 10, y: -20, width: 200, height: 0))
    #expect(
      r.interpolated(to: u, fraction: 0.5) == .rect(CGRect(x: 5, y: -10, width: 150, height: 25)))
  }

  @Test func arraysAreElementWiseWhenCountsMatch() {
    let a = AnimatableValue.array([.number(0), .number(10), red])
    let b = AnimatableValue.array([.number(1), .number(20), halfBlue])
    guard case .array(let mid)? = a.interpolated(to: b, fraction: 0.5) else {
      Issue.record("not an array")
      return
    }
    #expect(num(mid[0]) == 0.5 && num(mid[1]) == 15)
    #expect(isColor(mid[2], 0.5, 0, 0.5, 0.75))
    let short = AnimatableValue.array([.number(1)])
    #expect(a.interpolated(to: short, fraction: 0.5) == nil)
  }

  @Test func pathsArePointWiseWhenStructuresMatch() {
    let a = PathData([
      .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)), .closeSubpath,
    ])
    let b = PathData([
      .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 30, y: 20)), .closeSubpath,
    ])
    let expected = PathData([
      .move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 20, y: 10)), .closeSubpath,
    ])
    #expect(AnimatableValue.path(a).interpolated(to: .path(b), fraction: 0.5) == .path(expected))
    let c = PathData([
      .move(to: CGPoint(x: 0, y: 0)),
      .curve(
        to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 2, y: 4), control2: CGPoint(x: 8, y: 4)),
    ])
    let d = PathData([
      .move(to: CGPoint(x: 0, y: 10)),
      .curve(
        to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 6, y: 8), control2: CGPoint(x: 8, y: 0)),
    ])
    let cd = PathData([
      .move(to: CGPoint(x: 0, y: 2.5)),
      .curve(
        to: CGPoint(x: 12.5, y: 0), control1: CGPoint(x: 3, y: 5), control2: CGPoint(x: 8, y: 3)),
    ])
    #expect(AnimatableValue.path(c).interpolated(to: .path(d), fraction: 0.25) == .path(cd))
    #expect(AnimatableValue.path(a).interpolated(to: .path(c), fraction: 0.5) == nil)
  }

  @Test func mismatchedKindsGiveNil() {
    let pairs: [(AnimatableValue, AnimatableValue)] = [
      (.number(1), .point(.zero)), (.bool(true), .number(1)), (red, .number(0)),
      (.transform(.identity), .number(0)), (.number(1), .null), (.size(.zero), .rect(.zero)),
    ]
    for (a, b) in pairs {
      #expect(a.interpolated(to: b, fraction: 0.5) == nil)
    }
  }

  // MARK: §5 from/to/by table (model 0.5, f = 0.5)

  @Test func fromToByTable() throws {
    let model = AnimatableValue.number(0.5)
    let from = AnimatableValue.number(0.2)
    let by = AnimatableValue.number(0.3)
    let fromBy = try #require(from.adding(by))
    #expect(abs(num(from.interpolated(to: fromBy, fraction: 0.5)) - 0.35) <= 1e-6)
    let to = AnimatableValue.number(0.9)
    let toMinusBy = try #require(to.subtracting(by))
    #expect(abs(num(toMinusBy.interpolated(to: to, fraction: 0.5)) - 0.75) <= 1e-6)
    #expect(abs(num(from.interpolated(to: model, fraction: 0.5)) - 0.35) <= 1e-6)
    #expect(abs(num(model.interpolated(to: .number(0.8), fraction: 0.5)) - 0.65) <= 1e-6)
    let modelBy = try #require(model.adding(by))
    #expect(abs(num(model.interpolated(to: modelBy, fraction: 0.5)) - 0.65) <= 1e-6)
  }

  // MARK: Arithmetic

  @Test func addingSubtractingScalingVectors() {
    #expect(
      AnimatableValue.point(CGPoint(x: 1, y: 2)).adding(.point(CGPoint(x: 10, y: 20)))
        == .point(CGPoint(x: 11, y: 22)))
    #expect(
      AnimatableValue.size(CGSize(width: 5, height: 5)).subtracting(
        .size(CGSize(width: 1, height: 2)))
        == .size(CGSize(width: 4, height: 3)))
    #expect(
      AnimatableValue.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).scaled(by: 2)
        == .rect(CGRect(x: 2, y: 4, width: 6, height: 8)))
    #expect(isColor(halfBlue.adding(red), 1, 0, 1, 1.5))
    #expect(red.adding(.null) == .null)
    #expect(
      AnimatableValue.array([.number(1), .number(2)]).scaled(by: -1)
        == .array([.number(-1), .number(-2)]))
    #expect(AnimatableValue.bool(true).adding(.bool(true)) == nil)
    #expect(AnimatableValue.number(1).adding(.point(.zero)) == nil)
  }

  @Test func cumulativeAddsKTimesTheEndValue() throws {
    // from 0 to 1 (end value 1), third cycle (k = 2) at f = 0.5 → 0.5 + 2·1 = 2.5.
    let inCycle = try #require(
      AnimatableValue.number(0).interpolated(to: .number(1), fraction: 0.5))
    let end = AnimatableValue.number(1)
    #expect(num(inCycle.adding(try #require(end.scaled(by: 2)))) == 2.5)
    let p = AnimatableValue.point(CGPoint(x: 10, y: 5))
    #expect(isPoint(p.adding(try #require(p.scaled(by: 3))), 40, 20))
  }

  @Test func transformAdditionConcatenatesOtherFirst() throws {
    let base = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let offset = CATransform3DMakeTranslation(10, 0, 0)
    let sum = try #require(AnimatableValue.transform(base).adding(.transform(offset)))
    // Apply the translation first, then the rotation: (0,0) → (10,0) → (0,10).
    var expected = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    expected.m41 = 0
    expected.m42 = 10
    #expect(near(sum, expected))
    let back = try #require(sum.subtracting(.transform(offset)))
    #expect(near(back, base))
  }

  @Test func transformScalingIsAPower() throws {
    let r = CATransform3DMakeRotation(0.3, 0, 0, 1)
    #expect(
      near(AnimatableValue.transform(r).scaled(by: 3), CATransform3DMakeRotation(0.9, 0, 0, 1)))
    #expect(near(AnimatableValue.transform(r).scaled(by: 0), .identity))
    #expect(
      near(AnimatableValue.transform(r).scaled(by: -2), CATransform3DMakeRotation(-0.6, 0, 0, 1)))
    #expect(
      near(AnimatableValue.transform(r).scaled(by: 2.5), CATransform3DMakeRotation(0.75, 0, 0, 1)))
    let s = CATransform3DMakeScale(2, 3, 1)
    #expect(near(AnimatableValue.transform(s).scaled(by: 2), CATransform3DMakeScale(4, 9, 1)))
  }

  @Test func distances() {
    #expect(AnimatableValue.number(3).distance(to: .number(-1)) == 4)
    #expect(
      AnimatableValue.point(CGPoint(x: 0, y: 0)).distance(to: .point(CGPoint(x: 3, y: 4))) == 5)
    #expect(
      AnimatableValue.size(CGSize(width: 1, height: 1)).distance(
        to: .size(CGSize(width: 4, height: 5)))
        == 5)
    #expect(
      AnimatableValue.rect(CGRect(x: 0, y: 0, width: 0, height: 0))
        .distance(to: .rect(CGRect(x: 1, y: 1, width: 1, height: 1))) == 2)
    let d = red.distance(to: halfBlue) ?? .nan
    #expect(abs(d - (2.25).squareRoot()) <= 1e-12)
    #expect(AnimatableValue.bool(true).distance(to: .bool(false)) == 1)
    let t = AnimatableValue.transform(.identity).distance(
      to: .transform(CATransform3DMakeScale(2, 3, 1)))
    #expect(abs((t ?? .nan) - (5.0).squareRoot()) <= 1e-12)
    #expect(AnimatableValue.number(1).distance(to: .point(.zero)) == nil)
  }
}
