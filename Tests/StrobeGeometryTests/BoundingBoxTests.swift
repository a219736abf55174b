import Foundation
import Testing

@testable import StrobeGeometry

@Suite struct BoundingBoxTests {
  @Test func emptyPathIsNull() {
    #expect(PathData().boundingBox.isNull)
    #expect(PathData().boundingBoxOfPath.isNull)
    #expect(CGPath().boundingBoxOfPath.isNull)
  }

  @Test func cubicWithInteriorExtrema() {
    // x: 0, 60, −60, 0 → x(t) = 180·t(1−t)(1−2t), extrema at t = (1 ∓ 1/√3)/2 with
    // t(1−t) = 1/6, so x = ±180·(1/6)·(1/√3) = ±10√3.
    // y: 0, 60, 0, 0 → y(t) = 180·t(1−t)², y′ = 0 at t = 1/3, y = 180·(1/3)·(4/9) = 80/3.
    let m = CGMutablePath()
    m.move(to: .zero)
    m.addCurve(to: .zero, control1: pt(60, 60), control2: pt(-60, 0))
    let s3 = 3.0.squareRoot()
    #expect(close(m.boundingBoxOfPath, CGRect(x: -10 * s3, y: 0, width: 20 * s3, height: 80.0 / 3)))
    #expect(m.boundingBox == CGRect(x: -60, y: 0, width: 120, height: 60))
  }

  @Test func quadraticExtremum() {
    // y(t) = 200·t(1−t): peak 50 at t = 1/2; the control point (50,100) is outside.
    var p = PathData()
    p.append(.move(to: .zero))
    p.append(.quadCurve(to: pt(100, 0), control: pt(50, 100)))
    #expect(close(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50)))
    #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func ellipseBoxIsItsRectangle() {
    let r = CGRect(x: 10, y: 20, width: 80, height: 40)
    #expect(close(CGPath(ellipseIn: r).boundingBoxOfPath, r, 1e-9))
    let disc = CGMutablePath()
    disc.addArc(center: .zero, radius: 10, startAngle: 0.4, endAngle: 0.4, clockwise: true)
    #expect(disc.boundingBox == CGRect(x: 10 * cos(0.4), y: 10 * sin(0.4), width: 0, height: 0))
  }

  @Test func lonePointAndLinesAfterClose() {
    var p = PathData()
    p.append(.move(to: pt(3, 4)))
    #expect(p.boundingBoxOfPath == CGRect(x: 3, y: 4, width: 0, height: 0))
    p.append(.line(to: pt(5, 1)))
    p.append(.closeSubpath)
    p.append(.line(to: pt(-2, 4)))
    #expect(p.boundingBoxOfPath == CGRect(x: -2, y: 1, width: 7, height: 3))
  }
}
