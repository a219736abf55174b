import Foundation
import Testing

@testable import StrobeGeometry

/// General cubics (smooth speed) used for the accuracy contract: an S-curve, an arch, a
/// loop, a tight near-cusp turn, a large-scale curve and one with a coincident control point.
let generalCubics: [[CGPoint]] = [
  [pt(0, 0), pt(30, 80), pt(70, -80), pt(100, 0)],
  [pt(10, 90), pt(10, 10), pt(90, 10), pt(90, 90)],
  [pt(0, 0), pt(120, 100), pt(-20, 100), pt(100, 0)],
  [pt(0, 0), pt(100, 100), pt(0, 99), pt(100, 1)],
  [pt(-3000, 1200), pt(4000, -2500), pt(2500, 3300), pt(-1000, 700)],
  [pt(5, 5), pt(5, 5), pt(60, 90), pt(120, 10)],
]

@Suite struct PathMeasureTests {
  func single(_ p: [CGPoint]) -> PathData {
    PathData([.move(to: p[0]), .curve(to: p[3], control1: p[1], control2: p[2])])
  }

  @Test func pathMeasureLinesAndPolylinesAreExact() throws {
    // 3-4-5 triangle legs then a 5-12-13 leg: 5 + 13 = 18.
    let p = PathData([.move(to: pt(0, 0)), .line(to: pt(3, 4)), .line(to: pt(8, 16))])
    let m = PathMeasure(p)
    #expect(m.length == 18)
    #expect(m.contours.count == 1 && !m.contours[0].isClosed)
    #expect(m.contours[0].segments.map(\.length) == [5, 13])
    #expect(close(try #require(m.position(atDistance: 2.5)), pt(1.5, 2), 1e-12))
    // 5 + 6.5: halfway along the second leg (3,4)→(8,16).
    #expect(close(try #require(m.position(atDistance: 11.5)), pt(5.5, 10), 1e-12))
    #expect(close(try #require(m.position(atFraction: 1)), pt(8, 16), 0))
    #expect(close(try #require(m.position(atDistance: -7)), pt(0, 0), 0))
    #expect(close(try #require(m.position(atDistance: 99)), pt(8, 16), 0))
    let tan = try #require(m.tangent(atDistance: 1))
    #expect(abs(tan.dx - 0.6) < 1e-15 && abs(tan.dy - 0.8) < 1e-15)
    #expect(abs(tan.angle - atan2(4.0, 3.0)) < 1e-15)
    let loc = try #require(m.location(atDistance: 11.5))
    #expect(loc.contourIndex == 0 && loc.segmentIndex == 1 && abs(loc.t - 0.5) < 1e-15)
    #expect(p.length() == 18)
  }

  @Test func pathMeasureClosingSegmentCountsAndZeroLengthContours() throws {
    // Square side 10 (closing side included: 40), then `M 50 50 Z`, then a lone move.
    let p = PathData([
      .move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10)), .line(to: pt(0, 10)),
      .closeSubpath, .move(to: pt(50, 50)), .closeSubpath, .move(to: pt(70, 70)),
    ])
    let m = PathMeasure(p)
    #expect(m.length == 40)
    #expect(m.contours.count == 2)
    #expect(m.contours[0].isClosed && m.contours[0].length == 40)
    #expect(m.contours[0].segments.count == 4 && m.contours[0].segments[3].isClosing)
    #expect(m.contours[0].elementRange == 0..<5)
    #expect(m.contours[1].isClosed && m.contours[1].length == 0)
    #expect(m.contours[1].startDistance == 40 && m.contours[1].elementRange == 5..<7)
    // 35 is halfway along the closing side (0,10)→(0,0).
    #expect(close(try #require(m.position(atDistance: 35)), pt(0, 5), 1e-12))
    let down = try #require(m.tangent(atDistance: 35))
    #expect(abs(down.dx) < 1e-15 && abs(down.dy + 1) < 1e-15)
    // The end of the path belongs to the square (earlier contour of positive length).
    #expect(try #require(m.location(atDistance: 40)).contourIndex == 0)
    #expect(PathMeasure(PathData()).position(atDistance: 0) == nil)
    #expect(PathMeasure(PathData([.move(to: pt(1, 1))])).contours.isEmpty)
    // A zero-length contour alone: length 0, position its point, tangent +x.
    let dot = PathMeasure(PathData([.move(to: pt(3, 4)), .closeSubpath]))
    #expect(dot.length == 0 && dot.contours.count == 1)
    #expect(try #require(dot.position(atFraction: 0.5)) == pt(3, 4))
    #expect(try #require(dot.tangent(atDistance: 0)) == PathMeasure.Tangent(dx: 1, dy: 0))
  }

  @Test func pathMeasureQuadraticMatchesClosedForm() throws {
    let quads: [[CGPoint]] = [
      [pt(0, 0), pt(50, 100), pt(100, 0)],
      [pt(0, 0), pt(100, 0), pt(100, 100)],
      [pt(10, 10), pt(200, 15), pt(12, 20)],  // sharp turn (near-cusp)
      [pt(-500, 300), pt(800, -900), pt(1200, 1500)],
    ]
    for q in quads {
      let exact = ArcLengthReference.quadLength(q[0], q[1], q[2])
      let path = PathData([.move(to: q[0]), .quadCurve(to: q[2], control: q[1])])
      for e in 1...10 {
        let acc = pow(10, -Double(e))
        let got = PathMeasure(path, accuracy: acc).length
        #expect(abs(got - exact) <= acc, "quad \(q) accuracy \(acc): \(got) vs \(exact)")
      }
    }
  }

  @Test func pathMeasureStraightCubicsIncludingBacktracking() throws {
    // x(t) = 3·20·t(1−t)² + 3·20·t²(1−t) = 60 t(1 − t): out to 15 and back, length 30.
    let outAndBack = single([pt(0, 0), pt(20, 0), pt(20, 0), pt(0, 0)])
    #expect(abs(outAndBack.length() - 30) <= 1e-12)
    // The same rotated by 30° and shifted: still 30.
    let c = cos(Double.pi / 6)
    let s = sin(Double.pi / 6)
    let r = { (x: Double) in pt(7 + x * c, -3 + x * s) }
    #expect(abs(single([r(0), r(20), r(20), r(0)]).length() - 30) <= 1e-12)
    // Coincident controls at the ends: a straight run of length |p3 − p0| = 50.
    #expect(abs(single([pt(0, 0), pt(0, 0), pt(30, 40), pt(30, 40)]).length() - 50) <= 1e-12)
    // Backtracking beyond both ends: p = 0, 40, −20, 10 on a line. Reference: the total
    // variation of x(t) sampled at 2·10⁶ points (the missed extremum error is O(h²) ≈ 1e-11).
    let xs: [Double] = [0, 40, -20, 10]
    func x(_ t: Double) -> Double {
      let u = 1 - t
      return u * u * u * xs[0] + 3 * u * u * t * xs[1] + 3 * u * t * t * xs[2] + t * t * t * xs[3]
    }
    var variation = 0.0
    let n = 2_000_000
    for i in 1...n { variation += abs(x(Double(i) / Double(n)) - x(Double(i - 1) / Double(n))) }
    let diagonal = { (v: Double) in pt(v * 0.6, v * 0.8) }
    let back = single(xs.map(diagonal))
    #expect(abs(back.length() - variation) <= 1e-9, "\(back.length()) vs \(variation)")
    // Inverse on the backtracking curve: distance 30 past the start.
    let m = PathMeasure(back)
    let t = try #require(m.location(atDistance: 30)).t
    var walked = 0.0
    let steps = 200_000
    for i in 1...steps {
      let a = t * Double(i - 1) / Double(steps)
      let b = t * Double(i) / Double(steps)
      walked += abs(x(b) - x(a))
    }
    #expect(abs(walked - 30) <= 1e-8, "walked \(walked)")
  }

  @Test func pathMeasureDegenerateCurvesGiveNoNaN() throws {
    let allSame = single([pt(4, 4), pt(4, 4), pt(4, 4), pt(4, 4)])
    let m = PathMeasure(allSame)
    #expect(m.length == 0)
    let p = try #require(m.position(atFraction: 0.5))
    let tan = try #require(m.tangent(atFraction: 0.5))
    #expect(p == pt(4, 4) && tan.dx == 1 && tan.dy == 0)
    let quad = PathData([.move(to: pt(1, 1)), .quadCurve(to: pt(1, 1), control: pt(1, 1))])
    #expect(quad.length() == 0)
    // An exact cusp at t = ½: B′(½) = 0. Reference: Simpson on each smooth half.
    let cusp: [CGPoint] = [pt(0, 0), pt(100, 100), pt(0, 100), pt(100, 0)]
    let ref =
      ArcLengthReference.cubicLength(cusp, from: 0, to: 0.5)
      + ArcLengthReference.cubicLength(cusp, from: 0.5, to: 1)
    for e in 3...10 {
      let acc = pow(10, -Double(e))
      let got = PathMeasure(single(cusp), accuracy: acc).length
      #expect(abs(got - ref) <= acc, "cusp accuracy \(acc): \(got) vs \(ref)")
    }
    let cm = PathMeasure(single(cusp))
    let atCusp = try #require(cm.tangent(atDistance: cm.length / 2))
    #expect(!atCusp.dx.isNaN && !atCusp.dy.isNaN)
    #expect(abs(atCusp.dx * atCusp.dx + atCusp.dy * atCusp.dy - 1) < 1e-12)
    // Coincident control points at the start: tangent from the next control point.
    let lazy = PathMeasure(single([pt(0, 0), pt(0, 0), pt(10, 0), pt(10, 10)]))
    let t0 = try #require(lazy.tangent(atDistance: 0))
    #expect(abs(t0.dx - 1) < 1e-12 && abs(t0.dy) < 1e-12)
    // Coincident control points at the end: arriving direction (from control 1), not back.
    let late = PathMeasure(single([pt(0, 0), pt(10, 0), pt(10, 10), pt(10, 10)]))
    let t1 = try #require(late.tangent(atFraction: 1))
    let want = 1 / 2.0.squareRoot()
    #expect(abs(t1.dx - 0) < 1e-12 && abs(t1.dy - 1) < 1e-12 || abs(t1.dx - want) < 1e-12, "\(t1)")
  }

  @Test func pathMeasureReferencesAgree() {
    // Sanity of the two independent references against each other.
    for c in generalCubics {
      let a = ArcLengthReference.cubicLength(c)
      let b = ArcLengthReference.cubicChordLength(c)
      #expect(abs(a - b) <= 1e-10 * max(1, a), "\(c): \(a) vs \(b)")
    }
  }

  @Test(arguments: 3...10)
  func pathMeasureGeneralCubicsWithinRequestedAccuracy(_ exponent: Int) {
    let acc = pow(10, -Double(exponent))
    for c in generalCubics {
      let ref = ArcLengthReference.cubicLength(c)
      let got = PathMeasure(single(c), accuracy: acc).length
      #expect(abs(got - ref) <= acc, "\(c) accuracy \(acc): \(got) vs \(ref), error \(got - ref)")
    }
  }

  @Test(arguments: [1e-3, 1e-6, 1e-9, 1e-10])
  func pathMeasureInverseRoundTrips(_ acc: Double) throws {
    for c in generalCubics {
      let m = PathMeasure(single(c), accuracy: acc)
      for k in 0...10 {
        let d = m.length * Double(k) / 10
        let loc = try #require(m.location(atDistance: d))
        let back = ArcLengthReference.cubicLength(c, from: 0, to: loc.t)
        #expect(abs(back - d) <= acc, "\(c) d \(d) accuracy \(acc): length(0…t) = \(back)")
        let p = try #require(m.position(atDistance: d))
        #expect(close(p, bezier(c[0], c[1], c[2], c[3], loc.t), 1e-9))
      }
    }
  }

  @Test func pathMeasureMultiContourDistances() throws {
    // An open 30-long polyline, then a circle of radius 10 (4 cubics) → second contour starts
    // at 30; the circle's length comes from the reference.
    var p = PathData([.move(to: pt(0, 0)), .line(to: pt(30, 0))])
    p.append(contentsOf: PathData.ellipse(in: CGRect(x: 50, y: 50, width: 20, height: 20)))
    let ref = ArcLengthReference.pathLength(p)
    let m = PathMeasure(p)
    #expect(abs(m.length - ref) <= 1e-9)
    #expect(m.contours.count == 2 && m.contours[1].startDistance == 30)
    // The circle's start point is its first move.
    let circleStart = try #require(
      PathData.ellipse(in: CGRect(x: 50, y: 50, width: 20, height: 20)).elements.first?.endPoint)
    #expect(close(try #require(m.position(atDistance: 30.000_000_000_1)), circleStart, 1e-9))
    #expect(close(try #require(m.position(atDistance: 30)), pt(30, 0), 0))
  }
}
