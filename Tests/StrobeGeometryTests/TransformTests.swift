import Foundation
import Testing

@testable import StrobeGeometry

@Suite struct TransformTests {
  private func isClose(_ a: CATransform3D, _ b: CATransform3D, _ tol: CGFloat = 1e-12) -> Bool {
    zip(a.rowMajor, b.rowMajor).allSatisfy { abs($0 - $1) <= tol }
  }

  @Test func rotationAboutZEntries() {
    let r = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
    #expect(abs(r.m11 - 3.0.squareRoot() / 2) < 1e-15)
    #expect(abs(r.m12 - 0.5) < 1e-15)
    #expect(abs(r.m21 + 0.5) < 1e-15)
    #expect(abs(r.m22 - 3.0.squareRoot() / 2) < 1e-15)
    #expect(r.m33 == 1 && r.m44 == 1 && r.m13 == 0 && r.m31 == 0)
    // +x turns toward +y: (1, 0) → (cos, sin).
    #expect(close(r.apply(to: pt(1, 0)), pt(3.0.squareRoot() / 2, 0.5), 1e-15))
  }

  @Test func concatOrderMapsPointsInOrder() {
    let t = CATransform3DMakeTranslation(10, 0, 0)
    let s = CATransform3DMakeScale(2, 2, 1)
    // Translate then scale: (1,1) → (11,1) → (22,2).
    #expect(CATransform3DConcat(t, s).apply(to: pt(1, 1)) == pt(22, 2))
    // Scale then translate: (1,1) → (2,2) → (12,2).
    #expect(CATransform3DConcat(s, t).apply(to: pt(1, 1)) == pt(12, 2))
    // CATransform3DTranslate(s, …) applies the translation first.
    #expect(CATransform3DTranslate(s, 10, 0, 0).apply(to: pt(1, 1)) == pt(22, 2))
  }

  @Test func inverseTimesOriginalIsIdentity() {
    var m = CATransform3DMakeRotation(0.7, 1, 2, 3)
    m = CATransform3DTranslate(m, 5, -7, 11)
    m = CATransform3DScale(m, 2, 0.5, 3)
    m.m34 = -1.0 / 500
    let inv = CATransform3DInvert(m)
    #expect(isClose(CATransform3DConcat(m, inv), .identity))
    #expect(isClose(CATransform3DConcat(inv, m), .identity))
  }

  @Test func singularInverseReturnsInput() {
    let s = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(s) == s)
    #expect(s.inverse == nil)
  }

  @Test func perspectiveDividesByW() {
    // Lift the plane to z = 100, then perspective m34 = −1/500: w = 1 − 100/500 = 0.8.
    var p = CATransform3D.identity
    p.m34 = -1.0 / 500
    let t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 100), p)
    #expect(close(t.apply(to: pt(40, 20)), pt(50, 25), 1e-12))
    let q = t.apply(x: 40, y: 20, z: 0)
    #expect(abs(q.z - 125) < 1e-12)
  }

  @Test func affineEmbeddingAndProjection() {
    let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let m = CATransform3DMakeAffineTransform(a)
    #expect(m.m11 == 1 && m.m12 == 2 && m.m21 == 3 && m.m22 == 4 && m.m41 == 5 && m.m42 == 6)
    #expect(m.m33 == 1 && m.m44 == 1 && m.m43 == 0)
    #expect(CATransform3DIsAffine(m))
    #expect(CATransform3DGetAffineTransform(m) == a)
    #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 1, 0, 0)))
    var p = CATransform3D.identity
    p.m34 = -0.002
    #expect(!p.isAffine)
    // The projection maps points like the 3-D transform for affine matrices.
    #expect(pt(7, -2).applying(m.affine) == m.apply(to: pt(7, -2)))
  }

  @Test func rectApplyingIsBoxOfCorners() {
    // Rotation by 90°: (x, y) → (−y, x); (0,0,10,20) → x ∈ [−20, 0], y ∈ [0, 10].
    let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    #expect(close(r, CGRect(x: -20, y: 0, width: 20, height: 10), 1e-12))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }

  @Test func pathApplyingKeepsStructure() {
    let e = PathData.ellipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    let moved = e.applying(CGAffineTransform(translationX: 5, y: -5))
    #expect(kinds(moved) == "MCCCCZ")
    #expect(moved.elements[0] == .move(to: pt(15, 0)))
    let c = CGPath(data: e).copy(using: CGAffineTransform(scaleX: 2, y: 1))
    #expect(c.data.elements[0] == .move(to: pt(20, 5)))
    var t = CGAffineTransform(translationX: 1, y: 1)
    #expect(CGPath(data: e).copy(using: &t)?.data.elements[0] == .move(to: pt(11, 6)))
    #expect(CGPath(data: e).mutableCopy(using: nil)?.data == e)
  }
}
