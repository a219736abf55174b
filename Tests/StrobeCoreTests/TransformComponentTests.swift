import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// Whether two transforms agree entry by entry within 1e-6.
private func near(_ a: CATransform3D?, _ b: CATransform3D) -> Bool {
  guard let a else { return false }
  return zip(a.rowMajor, b.rowMajor).allSatisfy { abs(Double($0 - $1)) <= 1e-6 }
}

/// The number inside a value, or nan.
private func num(_ v: AnimatableValue) -> Double {
  if case .number(let x) = v { return x }
  return .nan
}

@Suite struct TransformComponentTests {
  @Test func subKeyPathNames() {
    #expect(TransformComponent(subKeyPath: "rotation.z") == .rotationZ)
    #expect(TransformComponent(subKeyPath: "rotation") == .rotation)
    #expect(TransformComponent(subKeyPath: "translation") == .translation)
    #expect(TransformComponent(subKeyPath: "skew") == nil)
    #expect(TransformComponent(subKeyPath: "scale.xy") == .scaleXY)
    #expect(TransformComponent.allCases.count == 13)
  }

  @Test func scaleXYReadsTheMeanAndWritesXAndY() {
    // diag(2, 3, 4): x and y average 2.5; writing 5 sets x and y, z stays 4.
    let m = CATransform3DMakeScale(2, 3, 4)
    #expect(abs(num(m.value(of: .scaleXY)) - 2.5) <= 1e-9)
    #expect(near(m.replacing(.scaleXY, with: .number(5)), CATransform3DMakeScale(5, 5, 4)))
  }

  @Test func scaleOneToThreeAtHalfOverIdentity() {
    // transform.scale 1 → 3 at 0.5 is 2, written into all three factors: m11 = m22 = 2.
    let v = AnimatableValue.number(1).interpolated(to: .number(3), fraction: 0.5)!
    let m = CATransform3D.identity.replacing(.scale, with: v)
    #expect(near(m, CATransform3DMakeScale(2, 2, 2)))
  }

  @Test func settingRotationZKeepsAnExistingScale() {
    let theta = 0.7
    let m = CATransform3DMakeScale(2, 2, 1).replacing(.rotationZ, with: .number(theta))
    let expected = CATransform3D(
      m11: 2 * cos(theta), m12: 2 * sin(theta), m13: 0, m14: 0,
      m21: -2 * sin(theta), m22: 2 * cos(theta), m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    #expect(near(m, expected))
    #expect(
      near(CATransform3DMakeScale(2, 2, 1).replacing(.rotation, with: .number(theta)), expected))
  }

  @Test func readingComponents() {
    var m = CATransform3DMakeRotation(0.5, 0, 0, 1)
    m = CATransform3DScale(m, 2, 3, 4)
    m.m41 = 7
    m.m42 = 8
    m.m43 = 9
    #expect(abs(num(m.value(of: .rotationZ)) - 0.5) <= 1e-9)
    #expect(abs(num(m.value(of: .rotation)) - 0.5) <= 1e-9)
    #expect(abs(num(m.value(of: .rotationX))) <= 1e-9)
    #expect(abs(num(m.value(of: .scaleX)) - 2) <= 1e-9)
    #expect(abs(num(m.value(of: .scaleY)) - 3) <= 1e-9)
    #expect(abs(num(m.value(of: .scaleZ)) - 4) <= 1e-9)
    #expect(abs(num(m.value(of: .scale)) - 3) <= 1e-9)
    #expect(num(m.value(of: .translationZ)) == 9)
    #expect(m.value(of: .translation) == .size(CGSize(width: 7, height: 8)))
    #expect(abs(num(CATransform3DMakeRotation(-0.4, 1, 0, 0).value(of: .rotationX)) + 0.4) <= 1e-9)
    #expect(abs(num(CATransform3DMakeRotation(1.1, 0, 1, 0).value(of: .rotationY)) - 1.1) <= 1e-9)
  }

  @Test func mirroredMatricesReadOneNegativeScale() {
    #expect(abs(num(CATransform3DMakeScale(-1, 1, 1).value(of: .scaleX)) + 1) <= 1e-9)
    #expect(abs(num(CATransform3DMakeScale(-1, 1, 1).value(of: .scaleY)) - 1) <= 1e-9)
    #expect(abs(num(CATransform3DMakeScale(1, -2, 1).value(of: .scaleY)) + 2) <= 1e-9)
    #expect(abs(num(CATransform3DMakeScale(1, 1, -3).value(of: .scaleZ)) + 3) <= 1e-9)
    let flipped = CATransform3DMakeScale(-1, 1, 1).replacing(.translationX, with: .number(5))
    var expected = CATransform3DMakeScale(-1, 1, 1)
    expected.m41 = 5
    #expect(near(flipped, expected))
  }

  @Test func replacingKeepsTheOtherComponents() {
    let base = CATransform3DMakeRotation(0.3, 0, 0, 1).concatenating(
      CATransform3DMakeTranslation(4, 5, 6))
    var expected = base
    expected.m42 = -1
    #expect(near(base.replacing(.translationY, with: .number(-1)), expected))
    var both = base
    both.m41 = 10
    both.m42 = 20
    #expect(near(base.replacing(.translation, with: .size(CGSize(width: 10, height: 20))), both))
    // scale.x 3 on rot(0.3): rows become 3·(c, s) and (−s, c).
    let scaledX = CATransform3DMakeRotation(0.3, 0, 0, 1).replacing(.scaleX, with: .number(3))
    var sx = CATransform3DMakeRotation(0.3, 0, 0, 1)
    sx.m11 *= 3
    sx.m12 *= 3
    #expect(near(scaledX, sx))
    #expect(base.replacing(.rotationZ, with: .point(.zero)) == nil)
    #expect(base.replacing(.translation, with: .number(1)) == nil)
  }

  @Test func rotationXYZRoundTrip() {
    let m = CATransform3DMakeRotation(0.2, 1, 0, 0)
      .concatenating(CATransform3DMakeRotation(-0.4, 0, 1, 0))
      .concatenating(CATransform3DMakeRotation(0.9, 0, 0, 1))
    #expect(abs(num(m.value(of: .rotationX)) - 0.2) <= 1e-9)
    #expect(abs(num(m.value(of: .rotationY)) + 0.4) <= 1e-9)
    #expect(abs(num(m.value(of: .rotationZ)) - 0.9) <= 1e-9)
    let changed = m.replacing(.rotationY, with: .number(0.1))
    let expected = CATransform3DMakeRotation(0.2, 1, 0, 0)
      .concatenating(CATransform3DMakeRotation(0.1, 0, 1, 0))
      .concatenating(CATransform3DMakeRotation(0.9, 0, 0, 1))
    #expect(near(changed, expected))
  }

  // MARK: Value functions

  @Test func valueFunctionReplacesTheTransform() {
    // rotateZ over a model scale of 2: the built matrix replaces it, m11 = cos θ.
    let theta = 0.6
    let v = AnimatableValue.number(0).interpolated(to: .number(1.2), fraction: 0.5)!
    let m = CAValueFunctionName.rotateZ.transform(from: v)
    #expect(abs(Double(m!.m11) - cos(theta)) <= 1e-6)
    #expect(abs(Double(m!.m12) - sin(theta)) <= 1e-6)
  }

  @Test func valueFunctionBuilders() {
    let a = 0.4
    var rx = CATransform3D.identity
    rx.m22 = cos(a)
    rx.m23 = sin(a)
    rx.m32 = -sin(a)
    rx.m33 = cos(a)
    #expect(near(CAValueFunctionName.rotateX.transform(from: .number(a)), rx))
    var ry = CATransform3D.identity
    ry.m11 = cos(a)
    ry.m13 = -sin(a)
    ry.m31 = sin(a)
    ry.m33 = cos(a)
    #expect(near(CAValueFunctionName.rotateY.transform(from: .number(a)), ry))
    let three = AnimatableValue.array([.number(2), .number(3), .number(4)])
    var s = CATransform3D.identity
    s.m11 = 2
    s.m22 = 3
    s.m33 = 4
    #expect(near(CAValueFunctionName.scale.transform(from: three), s))
    var t = CATransform3D.identity
    t.m41 = 2
    t.m42 = 3
    t.m43 = 4
    #expect(near(CAValueFunctionName.translate.transform(from: three), t))
    var sy = CATransform3D.identity
    sy.m22 = 5
    #expect(near(CAValueFunctionName.scaleY.transform(from: .number(5)), sy))
    var tz = CATransform3D.identity
    tz.m43 = -7
    #expect(near(CAValueFunctionName.translateZ.transform(from: .number(-7)), tz))
    #expect(CAValueFunctionName.scale.transform(from: .number(2)) == nil)
    #expect(CAValueFunctionName.rotateZ.transform(from: three) == nil)
    #expect(CAValueFunctionName(rawValue: "spin").transform(from: .number(1)) == nil)
  }
}
