import Foundation
import Testing

@testable import StrobeGeometry

@Suite struct ArcConstructorTests {
  /// Control length of a 90° piece of radius 10: (4/3)·tan(π/8)·10 = 10·k.
  let h = 10 * kappa

  @Test func counterClockwiseQuarterIsOneCubic() {
    let m = CGMutablePath()
    m.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    let expected: [PathElement] = [
      .move(to: pt(10, 0)),
      .curve(to: pt(0, 10), control1: pt(10, h), control2: pt(h, 10)),
    ]
    #expect(same(m.data.elements, expected))
  }

  @Test func clockwiseMeansDecreasingAngleInCoreGraphics() {
    // 0 → π/2 clockwise: sweep π/2 − 2π = −3π/2, three pieces through (0,−10), (−10,0).
    let m = CGMutablePath()
    m.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(kinds(m.data) == "MCCC")
    let ends = m.data.elements.compactMap(\.endPoint)
    #expect(close(ends[1], pt(0, -10)))
    #expect(close(ends[2], pt(-10, 0)))
    #expect(close(ends[3], pt(0, 10)))
    #expect(close(m.data.elements[1].points[0], pt(10, -h)))
  }

  /// A whole turn or more is one full circle in the flag's direction, whatever the sign of
  /// end − start (the rule changed: 0 → 2π against the flag used to add only the start point;
  /// an iOS recording shows such rings drawn, docs/core-animation-semantics.md §11.1).
  @Test func wholeTurnIsAFullCircleInTheFlagsDirection() {
    // Clockwise (decreasing angle) 0 → 2π: through (0,−10), (−10,0), (0,10), back to (10,0).
    let against = CGMutablePath()
    against.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(kinds(against.data) == "MCCCC")
    #expect(close(against.data.elements[1].endPoint!, pt(0, -10)))
    #expect(close(against.data.elements[2].endPoint!, pt(-10, 0)))
    #expect(close(against.data.elements[4].endPoint!, pt(10, 0)))
    let full = CGMutablePath()
    full.addArc(center: .zero, radius: 10, startAngle: 2 * .pi, endAngle: 0, clockwise: true)
    #expect(kinds(full.data) == "MCCCC")
    #expect(close(full.data.elements[1].endPoint!, pt(0, -10)))
    #expect(close(full.data.elements[4].endPoint!, pt(10, 0)))
    // Counter-clockwise 2π → 0 (against the flag): increasing angle, first through (0,10).
    let ccw = CGMutablePath()
    ccw.addArc(center: .zero, radius: 10, startAngle: 2 * .pi, endAngle: 0, clockwise: false)
    #expect(kinds(ccw.data) == "MCCCC")
    #expect(close(ccw.data.elements[1].endPoint!, pt(0, 10)))
    // 4π → 0 and 0 → 3·2π: one circle, not two or three.
    let twice = CGMutablePath()
    twice.addArc(center: .zero, radius: 10, startAngle: 4 * .pi, endAngle: 0, clockwise: true)
    #expect(kinds(twice.data) == "MCCCC")
    // Just short of a turn against the flag: a sliver the other way (no circle).
    let sliver = CGMutablePath()
    sliver.addArc(
      center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi - 0.01, clockwise: true)
    #expect(kinds(sliver.data) == "MC")
    #expect(close(sliver.data.elements[1].endPoint!, pt(10 * cos(0.01), -10 * sin(0.01))))
  }

  @Test func arcStartsWithLineFromCurrentPoint() {
    let m = CGMutablePath()
    m.move(to: pt(-50, -50))
    m.addArc(center: pt(5, 5), radius: 10, startAngle: .pi, endAngle: .pi * 1.5, clockwise: false)
    #expect(kinds(m.data) == "MLC")
    #expect(close(m.data.elements[1].endPoint!, pt(-5, 5)))
    #expect(close(m.data.elements[2].endPoint!, pt(5, -5)))
  }

  @Test func relativeArcSignGivesDirection() {
    let m = CGMutablePath()
    m.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
    let expected: [PathElement] = [
      .move(to: pt(10, 0)),
      .curve(to: pt(0, -10), control1: pt(10, -h), control2: pt(h, -10)),
    ]
    #expect(same(m.data.elements, expected))
  }

  @Test func arcPointsStayOnCircle() {
    // A 135° piece (split into two ≤ 90° pieces): the approximation error stays ≤ 1e-3·r.
    let m = CGMutablePath()
    m.addArc(center: pt(3, 4), radius: 25, startAngle: 0.3, endAngle: 0.3 + 2.4, clockwise: false)
    #expect(kinds(m.data) == "MCC")
    for (p0, c1, c2, p1) in cubics(m.data) {
      for t in stride(from: 0.0, through: 1.0, by: 0.125) {
        let q = bezier(p0, c1, c2, p1, t)
        #expect(abs(hypot(q.x - 3, q.y - 4) - 25) <= 1e-3 * 25)
      }
    }
  }

  @Test func zeroRadiusKeepsStructure() {
    let a = PathData.arc(
      center: pt(1, 2), radius: 0, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    let b = PathData.arc(
      center: pt(1, 2), radius: 9, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(kinds(a) == kinds(b))
    #expect(kinds(a) == "MCCCC")
    #expect(a.elements.allSatisfy { $0.points.allSatisfy { $0 == pt(1, 2) } })
  }

  @Test func uiKitClockwiseIsIncreasingAngle() {
    // UIKit: 0 → π clockwise = bottom half on a y-down screen, through (cx, cy + r).
    let cw = PathData.arc(
      center: pt(50, 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: true)
    #expect(kinds(cw) == "MCC")
    #expect(close(cw.elements[0].endPoint!, pt(70, 50)))
    #expect(close(cw.elements[1].endPoint!, pt(50, 70)))
    #expect(close(cw.elements[2].endPoint!, pt(30, 50)))
    #expect(close(cw.elements[1].points[0], pt(70, 50 + 20 * kappa)))
    // Counter-clockwise 0 → π goes over the top, through (cx, cy − r).
    let ccw = PathData.arc(
      center: pt(50, 50), radius: 20, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(close(ccw.elements[1].endPoint!, pt(50, 30)))
    #expect(close(ccw.elements[2].endPoint!, pt(30, 50)))
    // 0 → 2π: a full circle with either flag (the old rule drew nothing counter-clockwise);
    // UIKit's clockwise = true runs it through (0, 1) first, false through (0, −1).
    let full = PathData.arc(
      center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    #expect(kinds(full) == "MCCCC")
    #expect(close(full.elements[1].endPoint!, pt(0, 1)))
    let ccwFull = PathData.arc(
      center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    #expect(kinds(ccwFull) == "MCCCC")
    #expect(close(ccwFull.elements[1].endPoint!, pt(0, -1)))
    #expect(close(ccwFull.elements[4].endPoint!, pt(1, 0)))
  }

  @Test func tangentArcEndpointsAndCentre() {
    // P0 (0,0), T1 (100,0), T2 (100,100), r = 20: θ = 90°, d = 20, tangent points (80,0) and
    // (100,20), centre (80,20).
    let m = CGMutablePath()
    m.move(to: .zero)
    m.addArc(tangent1End: pt(100, 0), tangent2End: pt(100, 100), radius: 20)
    let expected: [PathElement] = [
      .move(to: pt(0, 0)),
      .line(to: pt(80, 0)),
      .curve(to: pt(100, 20), control1: pt(80 + 20 * kappa, 0), control2: pt(100, 20 - 20 * kappa)),
    ]
    #expect(same(m.data.elements, expected))
    #expect(close(m.currentPoint, pt(100, 20)))
    for (p0, c1, c2, p1) in cubics(m.data) {
      let q = bezier(p0, c1, c2, p1, 0.5)
      #expect(abs(hypot(q.x - 80, q.y - 20) - 20) <= 1e-3 * 20)
    }
  }

  @Test func tangentArcWithObtuseAngle() {
    // P0 (0,0), T1 (10,0), T2 (20,10): θ = 135°, d = r·tan(22.5°)… with r = 5: d = 5/tan(67.5°).
    let m = CGMutablePath()
    m.move(to: .zero)
    m.addArc(tangent1End: pt(10, 0), tangent2End: pt(20, 10), radius: 5)
    let d = 5 / tan(3 * CGFloat.pi / 8)
    #expect(close(m.data.elements[1].endPoint!, pt(10 - d, 0)))
    #expect(close(m.currentPoint, pt(10 + d / 2.0.squareRoot(), d / 2.0.squareRoot())))
    // Centre is r below the first tangent point: (10 − d, 5).
    for (p0, c1, c2, p1) in cubics(m.data) {
      let q = bezier(p0, c1, c2, p1, 0.5)
      #expect(abs(hypot(q.x - (10 - d), q.y - 5) - 5) <= 1e-3 * 5)
    }
  }

  @Test func tangentArcDegenerateCases() {
    let collinear = CGMutablePath()
    collinear.move(to: .zero)
    collinear.addArc(tangent1End: pt(50, 0), tangent2End: pt(100, 0), radius: 10)
    #expect(collinear.data.elements == [.move(to: .zero), .line(to: pt(50, 0))])
    let zero = CGMutablePath()
    zero.move(to: .zero)
    zero.addArc(tangent1End: pt(50, 0), tangent2End: pt(50, 50), radius: 0)
    #expect(zero.data.elements == [.move(to: .zero), .line(to: pt(50, 0))])
    let empty = CGMutablePath()
    empty.addArc(tangent1End: pt(50, 0), tangent2End: pt(50, 50), radius: 10)
    #expect(empty.data.elements == [.move(to: pt(50, 0))])
  }

  @Test func sweepNormalisationTable() {
    let twoPi = 2 * CGFloat.pi
    #expect(PathData.coreGraphicsSweep(start: 0, end: 1, clockwise: true) == 1 - twoPi)
    #expect(PathData.coreGraphicsSweep(start: 0, end: -1, clockwise: true) == -1)
    #expect(PathData.coreGraphicsSweep(start: 0, end: -1, clockwise: false) == twoPi - 1)
    #expect(PathData.coreGraphicsSweep(start: 0, end: 3 * twoPi, clockwise: false) == twoPi)
    // Whole turns or more: ±2π in the flag's direction, whatever the sign of end − start.
    #expect(PathData.coreGraphicsSweep(start: 0, end: twoPi, clockwise: true) == -twoPi)
    #expect(PathData.coreGraphicsSweep(start: twoPi, end: 0, clockwise: false) == twoPi)
    #expect(PathData.coreGraphicsSweep(start: 2 * twoPi, end: 0, clockwise: true) == -twoPi)
    #expect(PathData.coreGraphicsSweep(start: 0, end: -3 * twoPi, clockwise: false) == twoPi)
    #expect(PathData.coreGraphicsSweep(start: 0, end: twoPi - 0.5, clockwise: true) == -0.5)
  }
}
