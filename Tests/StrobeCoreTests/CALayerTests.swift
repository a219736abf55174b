import Foundation
import StrobeGeometry
import Testing

@testable import StrobeCore

@Suite struct CALayerTests {
  @Test func defaultsAreCoreAnimations() {
    let l = CALayer()
    #expect(l.bounds == .zero)
    #expect(l.position == .zero)
    #expect(l.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    #expect(l.anchorPointZ == 0 && l.zPosition == 0)
    #expect(l.transform == CATransform3DIdentity && l.sublayerTransform == CATransform3DIdentity)
    #expect(!l.isHidden && l.isDoubleSided && !l.isGeometryFlipped && !l.masksToBounds)
    #expect(l.opacity == 1 && l.allowsGroupOpacity)
    #expect(l.backgroundColor == nil)
    #expect(l.cornerRadius == 0 && l.maskedCorners.rawValue == 15 && l.cornerCurve == .circular)
    #expect(l.borderWidth == 0 && l.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(l.shadowOpacity == 0 && l.shadowRadius == 3)
    #expect(l.shadowOffset == CGSize(width: 0, height: -3))
    #expect(l.shadowColor == .black && l.shadowPath == nil && l.contentsScale == 1)
    #expect(l.sublayers == nil && l.superlayer == nil)
  }

  @Test func shapeDefaultsAreCoreAnimations() {
    let s = CAShapeLayer()
    #expect(s.path == nil)
    #expect(s.fillColor == .black && s.strokeColor == nil)
    #expect(s.fillRule == .nonZero && s.fillRule.rawValue == "non-zero")
    #expect(s.lineWidth == 1 && s.miterLimit == 10)
    #expect(s.lineCap == .butt && s.lineJoin == .miter)
    #expect(s.lineDashPattern == nil && s.lineDashPhase == 0)
    #expect(s.strokeStart == 0 && s.strokeEnd == 1)
  }

  @Test func dashPatternBridgesNSNumbers() {
    let s = CAShapeLayer()
    s.lineDashPattern = [4, 2.5]
    #expect(s.shapeModel.lineDashPattern == [4, 2.5])
    #expect(s.lineDashPattern?.map(\.doubleValue) == [4, 2.5])
  }

  // §1.4: frame.origin = position − anchorPoint·bounds.size with an identity transform.
  @Test func frameFromBoundsPositionAnchor() {
    let l = CALayer()
    l.bounds = CGRect(x: 5, y: 7, width: 100, height: 50)
    l.position = CGPoint(x: 60, y: 40)
    #expect(l.frame == CGRect(x: 10, y: 15, width: 100, height: 50))
    l.anchorPoint = CGPoint(x: 0, y: 1)
    #expect(l.frame == CGRect(x: 60, y: -10, width: 100, height: 50))
  }

  @Test func frameSetterKeepsBoundsOriginAndPlacesPosition() {
    let l = CALayer()
    l.bounds = CGRect(x: 3, y: 4, width: 1, height: 1)
    l.anchorPoint = CGPoint(x: 0.25, y: 0.5)
    l.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
    #expect(l.bounds == CGRect(x: 3, y: 4, width: 40, height: 30))
    #expect(l.position == CGPoint(x: 20, y: 35))
    #expect(l.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
  }

  // Measured (§1.4): under a scale transform the setter sizes bounds by the inverse scale.
  @Test func frameSetterUnderScaleUsesInverseScale() {
    let l = CALayer()
    l.transform = CATransform3DMakeScale(2, 4, 1)
    l.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(l.bounds.size == CGSize(width: 50, height: 25))
    #expect(l.position == CGPoint(x: 50, y: 50))
    #expect(l.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func frameGetterUnderRotationIsBoundingBox() {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    l.position = CGPoint(x: 100, y: 100)
    l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let f = l.frame
    #expect(abs(f.minX - 75) < 1e-9 && abs(f.minY - 50) < 1e-9)
    #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
  }

  @Test func negativeSizesAreStandardised() {
    let l = CALayer()
    l.bounds = CGRect(x: 10, y: 10, width: -20, height: -4)
    #expect(l.bounds == CGRect(x: -10, y: 6, width: 20, height: 4))
    l.frame = CGRect(x: 0, y: 0, width: -8, height: 6)
    #expect(l.frame == CGRect(x: -8, y: 0, width: 8, height: 6))
  }

  // §1.5 measured sublayer edits.
  @Test func sublayerEditsFollowMeasuredRules() {
    let p = CALayer()
    let a = CALayer()
    let b = CALayer()
    let c = CALayer()
    let d = CALayer()
    p.addSublayer(a)
    p.insertSublayer(b, at: 99)
    #expect(p.sublayers!.map { ObjectIdentifier($0) } == [a, b].map { ObjectIdentifier($0) })
    p.insertSublayer(c, below: nil)
    #expect(p.sublayers!.first === c)
    p.insertSublayer(d, above: CALayer())
    #expect(p.sublayers!.last === d)
    p.insertSublayer(d, below: a)
    #expect(p.sublayers!.map { ObjectIdentifier($0) } == [c, d, a, b].map { ObjectIdentifier($0) })
    #expect(d.superlayer === p)
    let q = CALayer()
    q.addSublayer(a)
    #expect(a.superlayer === q && p.sublayers!.count == 3)
    p.sublayers = []
    #expect(p.sublayers == nil && c.superlayer == nil)
  }

  @Test func presentationSnapshotsTheTree() {
    let root = CALayer()
    let shape = CAShapeLayer()
    shape.name = "s"
    shape.lineWidth = 3
    shape.path = CGPath(data: PathData([.move(to: .zero), .line(to: CGPoint(x: 1, y: 0))]))
    root.addSublayer(shape)
    let snap = root.presentation(at: 0)
    #expect(snap.sublayers.count == 1 && snap.sublayers[0].name == "s")
    guard case .shape(let s) = snap.sublayers[0].content else {
      Issue.record("expected shape content")
      return
    }
    #expect(s.lineWidth == 3 && s.path?.elements.count == 2)
    shape.lineWidth = 5  // the snapshot is a value: later edits do not reach it
    #expect(s.lineWidth == 3)
  }

  // §1.3: sublayerTransform pivots about the anchor pivot, bounds.origin shifts content.
  @Test func sublayerSpaceTransformPivotsAboutAnchor() {
    var s = LayerState()
    s.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    s.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    let m = s.sublayerSpaceTransform
    // (60, 50) is 10 right of the pivot (50, 50): scaled about it → (70, 50).
    #expect(LayerState.project(CGPoint(x: 60, y: 50), m) == CGPoint(x: 70, y: 50))
    var t = LayerState()
    t.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
    t.position = CGPoint(x: 10, y: 10)
    // Bounds origin (5,5) maps to frame origin (5,5): point (15,15) in bounds → (15,15).
    #expect(LayerState.project(CGPoint(x: 15, y: 15), t.geometryTransform) == CGPoint(x: 15, y: 15))
  }
}
