import Foundation
import Testing

@testable import StrobeGeometry

@Suite struct PathTrimTests {
  let square = PathData([
    .move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10)), .line(to: pt(0, 10)),
    .closeSubpath,
  ])

  /// The first point and the last point drawn of a path.
  func ends(_ p: PathData) -> (CGPoint, CGPoint)? {
    guard let first = p.elements.first?.endPoint else { return nil }
    var last = first
    for e in p.elements { if let q = e.endPoint { last = q } }
    return (first, last)
  }

  @Test func trimLineToItsMiddleQuarter() {
    let p = PathData([.move(to: .zero), .line(to: pt(100, 0))])
    #expect(
      p.trimmed(from: 0.25, to: 0.5).elements == [.move(to: pt(25, 0)), .line(to: pt(50, 0))])
  }

  @Test func trimClosedSquareBecomesOpenAndCountsClosingSide() {
    // 0.875 × 40 = 35: three sides then half the closing side.
    #expect(
      square.trimmed(from: 0, to: 0.875).elements == [
        .move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10)), .line(to: pt(0, 10)),
        .line(to: pt(0, 5)),
      ])
    // 0.125…1 = 5…40: starts mid first side, ends at the start point, open.
    #expect(
      square.trimmed(from: 0.125, to: 1).elements == [
        .move(to: pt(5, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10)), .line(to: pt(0, 10)),
        .line(to: pt(0, 0)),
      ])
  }

  @Test func trimRangeRules() {
    #expect(square.trimmed(from: 0, to: 1) == square)
    #expect(square.trimmed(from: -1, to: 2) == square)
    #expect(square.trimmed(from: 0.6, to: 0.6).isEmpty)
    #expect(square.trimmed(from: 0.7, to: 0.2).isEmpty)
    #expect(square.trimmed(from: 0, to: 0).isEmpty)
    #expect(square.trimmed(from: .nan, to: .nan) == square)
    #expect(PathData().trimmed(from: 0.2, to: 0.4).isEmpty)
  }

  @Test func trimCubicKeepsCurveAndSplitsExactly() throws {
    // A straight cubic with controls at thirds has uniform speed: half the length is x = 50.
    let p = PathData([
      .move(to: .zero), .curve(to: pt(100, 0), control1: pt(100 / 3, 0), control2: pt(200 / 3, 0)),
    ])
    let t = p.trimmed(from: 0, to: 0.5)
    guard case .curve(let end, let c1, let c2) = t.elements.last else {
      Issue.record("expected a cubic, got \(t.elements)")
      return
    }
    #expect(abs(end.x - 50) <= 1e-12 && end.y == 0, "\(t.elements)")
    // de Casteljau at ½ of (0, 33.3, 66.7, 100): controls 16.7 and 33.3.
    #expect(abs(c1.x - 50.0 / 3) <= 1e-12 && abs(c2.x - 100.0 / 3) <= 1e-12)
    // A quad stays a quad.
    let q = PathData([.move(to: pt(0, 0)), .quadCurve(to: pt(100, 0), control: pt(50, 80))])
    #expect(kinds(q.trimmed(from: 0.3, to: 0.6)) == "MQ")
  }

  @Test(arguments: [(0.1, 0.7), (0.0, 0.33), (0.5, 1.0), (0.2, 0.2000001), (0.05, 0.95)])
  func trimCircleEndpointsAndLength(_ range: (Double, Double)) throws {
    let circle = PathData.ellipse(in: CGRect(x: 0, y: 0, width: 200, height: 200))
    let m = PathMeasure(circle)
    let t = m.trimmed(from: range.0, to: range.1)
    #expect(kinds(t).allSatisfy { $0 == "M" || $0 == "C" }, "no flattening: \(kinds(t))")
    let (first, last) = try #require(ends(t))
    #expect(close(first, try #require(m.position(atFraction: range.0)), 1e-9))
    #expect(close(last, try #require(m.position(atFraction: range.1)), 1e-9))
    let total = ArcLengthReference.pathLength(circle)
    let trimmedLength = ArcLengthReference.pathLength(t)
    #expect(
      abs(trimmedLength - (range.1 - range.0) * total) <= 1e-9,
      "trimmed \(trimmedLength) vs \((range.1 - range.0) * total)")
  }

  @Test func trimGeneralCubicsLengthMatchesReference() throws {
    for c in generalCubics.prefix(4) {
      let p = PathData([.move(to: c[0]), .curve(to: c[3], control1: c[1], control2: c[2])])
      let total = ArcLengthReference.cubicLength(c)
      for (s, e) in [(0.1, 0.9), (0.33, 0.34), (0.0, 0.5), (0.5, 1.0)] {
        let t = p.trimmed(from: s, to: e)
        guard case .curve(let end, let c1, let c2) = t.elements.last,
          case .move(let start) = t.elements.first
        else {
          Issue.record("expected M C, got \(t.elements)")
          continue
        }
        let piece = ArcLengthReference.cubicLength([start, c1, c2, end])
        #expect(abs(piece - (e - s) * total) <= 1e-9, "\(c) \(s)…\(e): \(piece)")
      }
    }
  }

  @Test func trimAcrossContours() throws {
    // Contour A: open polyline of length 30; B: closed square of 40; C: open line of 30.
    // Total 100: fractions are distances / 100.
    var p = PathData([.move(to: pt(0, 0)), .line(to: pt(30, 0))])
    p.append(contentsOf: square.applying(CGAffineTransform(translationX: 100, y: 100)))
    p.append(contentsOf: PathData([.move(to: pt(0, 50)), .line(to: pt(30, 50))]))
    #expect(PathMeasure(p).length == 100)
    // 10…85: tail of A, all of B (stays closed), head of C.
    let t = p.trimmed(from: 0.1, to: 0.85)
    #expect(
      t.elements == [
        .move(to: pt(10, 0)), .line(to: pt(30, 0)),
        .move(to: pt(100, 100)), .line(to: pt(110, 100)), .line(to: pt(110, 110)),
        .line(to: pt(100, 110)), .closeSubpath,
        .move(to: pt(0, 50)), .line(to: pt(15, 50)),
      ])
    // 20…50: tail of A, then the first 20 of B, open (no close).
    let u = p.trimmed(from: 0.2, to: 0.5)
    #expect(
      u.elements == [
        .move(to: pt(20, 0)), .line(to: pt(30, 0)),
        .move(to: pt(100, 100)), .line(to: pt(110, 100)), .line(to: pt(110, 110)),
      ])
    // The trimmed paths carry the same state (current point, open subpath) as when built
    // element by element.
    #expect(t == PathData(t.elements) && u == PathData(u.elements))
    #expect(
      square.trimmed(from: 0.2, to: 0.9) == PathData(square.trimmed(from: 0.2, to: 0.9).elements))
    // Ending exactly where B starts (30): B touches the range at a point and is dropped.
    #expect(p.trimmed(from: 0, to: 0.3).elements == [.move(to: pt(0, 0)), .line(to: pt(30, 0))])
  }

  @Test func trimZeroLengthContourKeptWhenInsideRange() {
    let p = PathData([
      .move(to: pt(0, 0)), .line(to: pt(10, 0)), .move(to: pt(50, 50)), .closeSubpath,
      .move(to: pt(0, 20)), .line(to: pt(10, 20)),
    ])
    // The dot sits at distance 10 of 20.
    #expect(kinds(p.trimmed(from: 0.25, to: 0.75)) == "MLMZML")
    #expect(kinds(p.trimmed(from: 0.6, to: 1)) == "ML")
    #expect(kinds(p.trimmed(from: 0, to: 0.4)) == "ML")
  }

  @Test func trimWithPrecomputedMeasureMatchesOneShot() {
    let p = PathData.roundedRect(CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 10)
    let m = PathMeasure(p)
    for (s, e) in [(0.0, 0.3), (0.25, 0.8), (0.9, 1.0)] {
      #expect(m.trimmed(from: s, to: e) == p.trimmed(from: s, to: e))
    }
    // Straight sides: 2·(80 − 20) + 2·(40 − 20) = 160 plus four quarter-circle corners.
    let distance = m.length * 0.5
    #expect(
      close(m.trimmed(from: 0, to: 0.5).currentPoint!, m.position(atDistance: distance)!, 1e-9))
  }
}
