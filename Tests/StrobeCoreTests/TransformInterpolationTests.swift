import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

/// Whether two transforms agree entry by entry within `tol`.
private func near(_ a: CATransform3D, _ b: CATransform3D, _ tol: Double = 1e-6) -> Bool {
  zip(a.rowMajor, b.rowMajor).allSatisfy { abs(Double($0 - $1)) <= tol }
}

/// A z rotation written out by hand (row form: m11 = c, m12 = s, m21 = −s, m22 = c).
private func rotZ(_ a: Double) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = cos(a)
  t.m12 = sin(a)
  t.m21 = -sin(a)
  t.m22 = cos(a)
  return t
}

/// A y rotation written out by hand (row form: m13 = −s, m31 = s).
private func rotY(_ a: Double) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = cos(a)
  t.m13 = -sin(a)
  t.m31 = sin(a)
  t.m33 = cos(a)
  return t
}

/// A 2-D scale written out by hand.
private func scale2(_ x: Double, _ y: Double) -> CATransform3D {
  var t = CATransform3D.identity
  t.m11 = x
  t.m22 = y
  return t
}

@Suite struct TransformInterpolationTests {
  // MARK: Measured consequences of the 2-D algorithm (§3.2)

  @Test func identityToRotatePiPassesMinusHalfPi() {
    let m = CATransform3D.identity.interpolated(to: rotZ(.pi), fraction: 0.5)
    #expect(near(m, rotZ(-.pi / 2)))
  }

  @Test func identityToRotate270GoesTheShortWayMinus90() {
    let end = rotZ(3 * .pi / 2)
    #expect(near(CATransform3D.identity.interpolated(to: end, fraction: 0.5), rotZ(-.pi / 4)))
    #expect(near(CATransform3D.identity.interpolated(to: end, fraction: 0.25), rotZ(-.pi / 8)))
    #expect(near(CATransform3D.identity.interpolated(to: end, fraction: 1), rotZ(-.pi / 2)))
  }

  @Test func identityToRotateTwoPiIsANoOp() {
    for f in [0.1, 0.25, 0.5, 0.75, 0.9] {
      #expect(near(CATransform3D.identity.interpolated(to: rotZ(2 * .pi), fraction: f), .identity))
    }
  }

  @Test func identityToMirrorXShrinksThroughScale() {
    let m = CATransform3D.identity.interpolated(to: scale2(-1, 1), fraction: 0.25)
    #expect(abs(Double(m.m11) - 0.5) <= 1e-6)
    #expect(near(m, scale2(0.5, 1)))
    let half = CATransform3D.identity.interpolated(to: scale2(-1, 1), fraction: 0.5)
    #expect(near(half, scale2(0, 1)))
  }

  @Test func identityToMirrorBothRotates() {
    let m = CATransform3D.identity.interpolated(to: scale2(-1, -1), fraction: 0.5)
    // A 90° rotation (either way), not a squash: |m12| = 1, m11 = 0, determinant 1.
    #expect(abs(Double(m.m11)) <= 1e-6 && abs(Double(m.m22)) <= 1e-6)
    #expect(abs(abs(Double(m.m12)) - 1) <= 1e-6)
    #expect(abs(Double(m.m11 * m.m22 - m.m12 * m.m21) - 1) <= 1e-6)
    let quarter = CATransform3D.identity.interpolated(to: scale2(-1, -1), fraction: 0.25)
    #expect(abs(Double(quarter.m11) - cos(Double.pi / 4)) <= 1e-6)
  }

  @Test func rotationAboutYSlerpsIn3D() {
    let m = CATransform3D.identity.interpolated(to: rotY(1.2), fraction: 0.25)
    #expect(near(m, rotY(0.3)))
  }

  // MARK: Sanity tables

  @Test func endpointsAreExact() {
    let a = rotZ(0.3).concatenating(CATransform3DMakeTranslation(5, 6, 0))
    let b = scale2(2, 3)
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }

  @Test func translationsAndScalesInterpolateLinearly() {
    let a = CATransform3DMakeTranslation(10, 20, 0)
    let b = CATransform3DMakeTranslation(30, -20, 0)
    #expect(near(a.interpolated(to: b, fraction: 0.25), CATransform3DMakeTranslation(15, 10, 0)))
    #expect(near(a.interpolated(to: b, fraction: 1.5), CATransform3DMakeTranslation(40, -40, 0)))
    #expect(near(scale2(1, 1).interpolated(to: scale2(3, 5), fraction: 0.5), scale2(2, 3)))
    let a3 = CATransform3DMakeTranslation(0, 0, 10)
    let b3 = CATransform3DMakeTranslation(4, 0, 30)
    #expect(near(a3.interpolated(to: b3, fraction: 0.5), CATransform3DMakeTranslation(2, 0, 20)))
  }

  @Test func rotationsBetweenNonZeroAngles() {
    // 30° → 120° at 1/3 is 60°, and −170° → 170° goes through 180°.
    let deg = Double.pi / 180
    #expect(near(rotZ(30 * deg).interpolated(to: rotZ(120 * deg), fraction: 1 / 3), rotZ(60 * deg)))
    #expect(near(rotZ(-170 * deg).interpolated(to: rotZ(170 * deg), fraction: 0.5), rotZ(.pi)))
  }

  @Test func scaledRotationWithTranslation2D() {
    // scale 2 · rot 90° · translate (10, 0) to identity: at .5 scale 1.5, angle 45°, t (5, 0)
    // (90° → 0° = 360°: |Δ| = 270 > 180 so 360 becomes 0 and the angle goes 90 → 0).
    var a = rotZ(.pi / 2)
    a.m11 *= 2
    a.m12 *= 2
    a.m21 *= 2
    a.m22 *= 2
    a.m41 = 10
    var expected = rotZ(.pi / 4)
    expected.m11 *= 1.5
    expected.m12 *= 1.5
    expected.m21 *= 1.5
    expected.m22 *= 1.5
    expected.m41 = 5
    #expect(near(a.interpolated(to: .identity, fraction: 0.5), expected))
  }

  @Test func perspectiveInterpolatesLinearly() {
    var a = CATransform3D.identity
    a.m34 = -1 / 500
    let m = CATransform3D.identity.interpolated(to: a, fraction: 0.5)
    var expected = CATransform3D.identity
    expected.m34 = -1 / 1000
    #expect(near(m, expected, 1e-12))
  }

  @Test func decompositionRecomposesGeneralMatrices() {
    var m = rotY(0.7).concatenating(rotZ(0.4))
    m = CATransform3DScale(m, 2, -3, 0.5)
    m.m21 += 0.3
    m.m41 = 7
    m.m42 = -2
    m.m43 = 4
    m.m34 = -0.002
    m.m14 = 0.001
    m.m44 = 1 + m.m41 * m.m14 + m.m43 * m.m34
    // The decomposition normalises by m44 (the same projective transform).
    m = CATransform3D(rowMajor: m.rowMajor.map { $0 / m.m44 })
    for rule in [TransformDecomposition.MirrorRule.negateAll, .negateOne] {
      let d = try! #require(TransformDecomposition(m, mirrorRule: rule))
      #expect(near(d.transform, m, 1e-9))
    }
  }

  @Test func singularMatricesJumpAtHalf() {
    let zero = scale2(0, 0)
    let b = rotY(0.5)
    #expect(zero.interpolated(to: b, fraction: 0.49) == zero)
    #expect(zero.interpolated(to: b, fraction: 0.5) == b)
  }

  @Test func rotationWithTranslationIn3D() {
    // rotY(1.2) then translate (10, 0, 0): a quarter of the way is rotY(0.3) then (2.5, 0, 0).
    let end = rotY(1.2).concatenating(CATransform3DMakeTranslation(10, 0, 0))
    let expected = rotY(0.3).concatenating(CATransform3DMakeTranslation(2.5, 0, 0))
    #expect(near(CATransform3D.identity.interpolated(to: end, fraction: 0.25), expected))
    // Between two x rotations: 0.2 → 1.0 at ½ is 0.6.
    let rx = { (a: Double) in CATransform3DMakeRotation(a, 1, 0, 0) }
    #expect(near(rx(0.2).interpolated(to: rx(1.0), fraction: 0.5), rx(0.6)))
  }

  @Test func affineDecompositionRoundTrips() {
    let matrices: [CATransform3D] = [
      .identity, rotZ(2), scale2(-1, 1), scale2(1, -3), scale2(-2, -0.5),
      CATransform3D(affine: CGAffineTransform(a: 1, b: 0.4, c: -0.3, d: 2, tx: 5, ty: -6)),
      CATransform3D(affine: CGAffineTransform(a: -1.5, b: 0.2, c: 0.7, d: 0.9, tx: 0, ty: 1)),
    ]
    for m in matrices {
      #expect(near(AffineDecomposition(m).transform, m, 1e-12), "\(m)")
      // Interpolating a matrix with itself gives it back at every fraction.
      #expect(near(m.interpolated(to: m, fraction: 0.37), m, 1e-9), "\(m)")
    }
  }

  @Test func threeDInterpolationOfAMatrixWithItself() {
    var m = rotY(0.4).concatenating(rotZ(-1)).concatenating(CATransform3DMakeTranslation(1, 2, 3))
    m.m34 = -0.001
    #expect(near(m.interpolated(to: m, fraction: 0.6), m, 1e-9))
  }
}
