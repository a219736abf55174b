import Foundation
import StrobeUIKitCompat
import Testing

@Suite struct UIBezierPathTests {
  let k = 4 * (2.0.squareRoot() - 1) / 3  // cubic circle constant, 0.5522847498

  @Test func rectStartsAtOriginAndRunsClockwise() {
    let p = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(kinds(p) == "MLLLZ")
    #expect(
      endPoints(p) == [
        CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60),
        CGPoint(x: 10, y: 60), nil,
      ])
    #expect(p.bounds == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(p.currentPoint == CGPoint(x: 10, y: 20))  // after the close: the subpath start
    #expect(!p.isEmpty)
  }

  @Test func ovalStartsAtThreeOClockWithKappaControls() throws {
    let p = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(kinds(p) == "MCCCCZ")
    let e = p.data.elements
    #expect(e[0] == .move(to: CGPoint(x: 100, y: 25)))
    guard case .curve(let to, let c1, let c2) = e[1] else {
      Issue.record("element 1 is not a curve")
      return
    }
    #expect(to == CGPoint(x: 50, y: 50))  // increasing angle: bottom first (y down)
    #expect(near(c1, CGPoint(x: 100, y: 25 + k * 25)))
    #expect(near(c2, CGPoint(x: 50 + k * 50, y: 50)))
    #expect(endPoints(p)[2] == CGPoint(x: 0, y: 25))
    #expect(endPoints(p)[3] == CGPoint(x: 50, y: 0))
    #expect(near(p.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
  }

  @Test func continuousRoundedRectStructureAndStart() {
    let r: CGFloat = 10
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let p = UIBezierPath(roundedRect: rect, cornerRadius: r)
    // UIKit's output: move, 4 × (line, curve, line, curve, curve), line back to the start.
    #expect(kinds(p) == "M" + String(repeating: "LCLCC", count: 4) + "L")
    #expect(near(p.data.elements[0].endPoint!, CGPoint(x: 1.528665 * r, y: 0)))
    // End of the top edge: 1.528665·r before the top-right corner.
    #expect(near(p.data.elements[1].endPoint!, CGPoint(x: 100 - 1.528665 * r, y: 0), 1e-9))
    // End of the top-right corner: 1.528665·r down the right edge.
    #expect(near(p.data.elements[5].endPoint!, CGPoint(x: 100, y: 1.528665 * r), 1e-6))
    #expect(p.data.elements[21] == .line(to: CGPoint(x: 1.528665 * r, y: 0)))
    // The continuous corner stays inside the rectangle, so bounds = rect.
    #expect(near(p.bounds, rect, 1e-9))
  }

  @Test func roundedRectRadiusZeroIsARectangleWithTheSameStructure() {
    let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 0)
    #expect(p.data.elements.count == 22)
    let corners: Set<CGPoint> = [
      CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50), CGPoint(x: 0, y: 50),
    ]
    #expect(Set(endPoints(p).compactMap { $0 }) == corners)
  }

  @Test func byRoundingAllCornersEqualsRoundedRect() {
    let rect = CGRect(x: 5, y: 5, width: 80, height: 40)
    let all = UIBezierPath(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 8, height: 8))
    let plain = UIBezierPath(roundedRect: rect, cornerRadius: 8)
    #expect(all.data == plain.data)
  }

  @Test func byRoundingCornersIgnoresHeightAndKeepsOthersSharp() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let r: CGFloat = 10
    let a = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: r, height: 40))
    let b = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: r, height: r))
    #expect(a.data == b.data)
    // UIKit's output (iOS 14–17 dumps): move, three lines to the sharp corners, the five
    // elements of the rounded corner, a line back to the start: 10 elements.
    #expect(kinds(a) == "MLLLLCLCCL")
    #expect(near(a.data.elements[0].endPoint!, CGPoint(x: 1.528665 * r, y: 0)))
    #expect(a.data.elements[1].endPoint == CGPoint(x: 100, y: 0))
    #expect(a.data.elements[2].endPoint == CGPoint(x: 100, y: 100))
    #expect(a.data.elements[3].endPoint == CGPoint(x: 0, y: 100))
    // The rounded corner's first point: 1.528665·r below the top-left corner.
    #expect(near(a.data.elements[4].endPoint!, CGPoint(x: 0, y: 1.528665 * r), 1e-9))
    // No corner rounded: the rectangle and a line back to its start (6 elements, as UIKit).
    let none = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [], cornerRadii: CGSize(width: r, height: r))
    #expect(kinds(none) == "MLLLLL")
  }

  @Test func arcClockwiseMeansIncreasingAngle() {
    let c = CGPoint(x: 50, y: 50)
    let cw = UIBezierPath(arcCenter: c, radius: 40, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(kinds(cw) == "MCC")
    #expect(near(endPoints(cw)[0]!, CGPoint(x: 90, y: 50)))
    #expect(near(endPoints(cw)[1]!, CGPoint(x: 50, y: 90)))  // through the bottom (y down)
    #expect(near(endPoints(cw)[2]!, CGPoint(x: 10, y: 50)))
    let ccw = UIBezierPath(arcCenter: c, radius: 40, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(near(endPoints(ccw)[1]!, CGPoint(x: 50, y: 10)))  // through the top
    // A quarter arc's control length is (4/3)·tan(π/8)·r.
    guard case .curve(_, let c1, _) = cw.data.elements[1] else {
      Issue.record("not a curve")
      return
    }
    #expect(near(c1, CGPoint(x: 90, y: 50 + 4.0 / 3.0 * tan(Double.pi / 8) * 40), 1e-9))
  }

  @Test func fullTurnArcs() {
    let c = CGPoint(x: 0, y: 0)
    let full = UIBezierPath(
      arcCenter: c, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(kinds(full) == "MCCCC")
    // Counter-clockwise 0 → 2π is a full circle too, as the device draws it (the old rule,
    // now corrected, left only the move): decreasing angle, so first through (0, −10).
    let ccw = UIBezierPath(
      arcCenter: c, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    #expect(kinds(ccw) == "MCCCC")
    #expect(near(endPoints(ccw)[1]!, CGPoint(x: 0, y: -10), 1e-9))
    let added = UIBezierPath()
    added.addArc(
      withCenter: c, radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
    #expect(kinds(added) == "MCCCC")
    #expect(near(endPoints(added)[4]!, CGPoint(x: 0, y: -10), 1e-9))
  }

  @Test func buildingMethodsAppendCoreGraphicsElements() {
    let p = UIBezierPath()
    #expect(p.isEmpty)
    #expect(p.bounds.isNull)
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: 10, y: 0))
    p.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 15, y: -10))
    p.addCurve(
      to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 22, y: 8),
      controlPoint2: CGPoint(x: 28, y: 12))
    #expect(p.currentPoint == CGPoint(x: 30, y: 0))
    p.close()
    #expect(kinds(p) == "MLQCZ")
    // bounds include control points (UIKit/Core Graphics boundingBox).
    #expect(p.bounds == CGRect(x: 0, y: -10, width: 30, height: 22))
    #expect(p.currentPoint == .zero)
  }

  @Test func addArcDrawsALineFromTheCurrentPoint() {
    let p = UIBezierPath()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addArc(
      withCenter: CGPoint(x: 50, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    #expect(kinds(p) == "MLC")
    #expect(near(endPoints(p)[1]!, CGPoint(x: 60, y: 0)))
    #expect(near(endPoints(p)[2]!, CGPoint(x: 50, y: 10)))  // increasing angle: down
    let fresh = UIBezierPath()
    fresh.addArc(
      withCenter: CGPoint(x: 0, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: false)
    #expect(kinds(fresh) == "MCC")  // empty path: a move, no line
    // Decreasing angle from the left point: through the bottom (counter-clockwise on a
    // y-down screen).
    #expect(near(endPoints(fresh)[1]!, CGPoint(x: 0, y: 5), 1e-12))
  }

  @Test func appendApplyAndCGPathRoundTrip() {
    let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    p.append(UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 10, height: 10)))
    #expect(kinds(p) == "MLLLZMCCCCZ")
    p.apply(CGAffineTransform(translationX: 5, y: -5))
    #expect(near(p.bounds, CGRect(x: 5, y: -5, width: 30, height: 10), 1e-9))
    p.apply(CGAffineTransform(scaleX: 2, y: 3))
    #expect(near(p.bounds, CGRect(x: 10, y: -15, width: 60, height: 30), 1e-9))
    let copy = UIBezierPath(cgPath: p.cgPath)
    #expect(copy.data == p.data)
    let q = UIBezierPath()
    q.cgPath = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
    #expect(q.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func reversingOpenAndClosedSubpaths() {
    let open = UIBezierPath()
    open.move(to: CGPoint(x: 0, y: 0))
    open.addLine(to: CGPoint(x: 10, y: 0))
    open.addCurve(
      to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 12, y: 0),
      controlPoint2: CGPoint(x: 20, y: 8))
    let r = open.reversing()
    #expect(
      r.data.elements == [
        .move(to: CGPoint(x: 20, y: 10)),
        .curve(
          to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 8), control2: CGPoint(x: 12, y: 0)
        ),
        .line(to: CGPoint(x: 0, y: 0)),
      ])
    let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).reversing()
    #expect(
      rect.data.elements == [
        .move(to: CGPoint(x: 0, y: 20)), .line(to: CGPoint(x: 10, y: 20)),
        .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
      ])
    // Reversing twice restores an open path exactly.
    #expect(open.reversing().reversing().data == open.data)
  }

  @Test func strokeAttributesHaveUIKitDefaultsAndAreCopied() {
    let p = UIBezierPath()
    #expect(p.lineWidth == 1 && p.lineCapStyle == .butt && p.lineJoinStyle == .miter)
    #expect(p.miterLimit == 10 && !p.usesEvenOddFillRule)
    p.lineWidth = 4
    p.lineCapStyle = .round
    p.lineJoinStyle = .bevel
    let r = p.reversing()
    #expect(r.lineWidth == 4 && r.lineCapStyle == .round && r.lineJoinStyle == .bevel)
    #expect(CGLineCap.round.rawValue == 1 && CGLineJoin.bevel.rawValue == 2)
  }

  @Test func edgeInsetsAndCorners() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
      .inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
    #expect(UIRectCorner.allCorners.contains([.topLeft, .topRight, .bottomLeft, .bottomRight]))
    #expect(UIRectCorner.bottomRight.rawValue == 8)
  }
}
