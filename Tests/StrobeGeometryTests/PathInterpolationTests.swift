import Foundation
import Testing

@testable import StrobeGeometry

/// Core Animation's path interpolation: same structure → every point lerps; else no result.
@Suite struct PathInterpolationTests {
  /// Parses SVG path data that must be valid.
  private func svg(_ d: String) throws -> PathData { try PathData(svgPathData: d) }

  @Test func linePointsLerpAndExtrapolate() throws {
    let a = try svg("M0 0 L10 0")
    let b = try svg("M10 20 L30 40")
    #expect(
      a.interpolated(to: b, fraction: 0.5)?.elements == [
        .move(to: pt(5, 10)), .line(to: pt(20, 20)),
      ])
    #expect(
      a.interpolated(to: b, fraction: 1.5)?.elements == [
        .move(to: pt(15, 30)), .line(to: pt(40, 60)),
      ])
    #expect(
      a.interpolated(to: b, fraction: -0.5)?.elements == [
        .move(to: pt(-5, -10)), .line(to: pt(0, -20)),
      ])
    #expect(a.interpolated(to: b, fraction: 0) == a)
    #expect(a.interpolated(to: b, fraction: 1) == b)
  }

  @Test func controlPointsLerpToo() throws {
    let a = try svg("M0 0 Q10 0 10 10 C20 10 20 20 30 20 Z")
    let b = try svg("M0 10 Q30 0 10 30 C40 10 20 60 30 0 Z")
    let mid = try #require(a.interpolated(to: b, fraction: 0.25))
    #expect(
      mid.elements == [
        .move(to: pt(0, 2.5)), .quadCurve(to: pt(10, 15), control: pt(15, 0)),
        .curve(to: pt(30, 15), control1: pt(25, 10), control2: pt(20, 30)), .closeSubpath,
      ])
  }

  @Test func mismatchedKindsGiveNoInterpolationAtAnyTime() throws {
    let a = try svg("M0 0 L10 0 L10 10 Z")
    let b = try svg("M0 0 L10 0 C10 5 10 5 10 10 Z")
    for t in [0.0, 0.25, 0.5, 1.0, 1.3] {
      #expect(a.interpolated(to: b, fraction: t) == nil)
    }
    #expect(
      a.morphIncompatibility(with: b)
        == .incompatibleStructure(index: 2, from: .line, to: .curve, fromCount: 4, toCount: 4))
    #expect(throws: PathMorphError.self) { try a.checkedInterpolation(to: b, fraction: 0.5) }
    let message = "\(a.morphIncompatibility(with: b)!)"
    #expect(
      message.hasPrefix("the paths differ at element 2: line (L) in the first path, curve (C)"))
  }

  @Test func mismatchedCountsNameTheShorterPathsEnd() throws {
    let a = try svg("M0 0 L10 0")
    let b = try svg("M0 0 L10 0 L10 10")
    #expect(
      a.morphIncompatibility(with: b)
        == .incompatibleStructure(index: 2, from: nil, to: .line, fromCount: 2, toCount: 3))
    #expect(b.morphIncompatibility(with: a)?.index == 2)
    #expect(a.interpolated(to: b, fraction: 0.5) == nil)
    #expect(PathData().interpolated(to: PathData(), fraction: 0.5) == PathData())
  }

  @Test func continuousRoundedRectRadiusZeroToHalfWidth() throws {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let square = PathData.roundedRect(rect, cornerRadius: 0)
    let round = PathData.roundedRect(rect, cornerRadius: 50)
    let mid = try #require(square.interpolated(to: round, fraction: 0.5))
    #expect(mid.elements.count == 22)
    // r = 50 on a 100 × 100 square is UIKit's capsule (a circle: quarter circles of radius 50,
    // control length κ·50), r = 0 the square; UIKit keeps the 22 elements, so every point moves
    // linearly. Hand values for the first elements and the first quarter (top right).
    let expected: [PathElement] = [
      .move(to: pt(25, 0)),
      .line(to: pt(75, 0)),
      .curve(to: pt(75, 0), control1: pt(75, 0), control2: pt(75, 0)),
      .line(to: pt(75, 0)),
      .curve(
        to: pt(100, 25), control1: pt(100 - 25 * (1 - kappa), 0),
        control2: pt(100, 25 * (1 - kappa))),
    ]
    #expect(same(Array(mid.elements.prefix(5)), expected, 1e-7))
    // The last element is UIKit's line back to where the path started.
    #expect(mid.elements[21] == .line(to: mid.elements[0].endPoint!))
  }

  @Test func ellipticalRoundedRectRadiusZeroToHalfWidth() throws {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let a = PathData.roundedRect(rect, cornerWidth: 0, cornerHeight: 0)
    let b = PathData.roundedRect(rect, cornerWidth: 50, cornerHeight: 30)
    let mid = try #require(a.interpolated(to: b, fraction: 0.5))
    let (cw, ch) = (25.0, 15.0)
    let expected: [PathElement] = [
      .move(to: pt(cw, 0)),
      .line(to: pt(100 - cw, 0)),
      .curve(
        to: pt(100, ch), control1: pt(100 - cw + kappa * cw, 0),
        control2: pt(100, ch - kappa * ch)),
      .line(to: pt(100, 60 - ch)),
    ]
    #expect(same(Array(mid.elements.prefix(4)), expected, 1e-12))
  }

  @Test func arcRadiusZeroToR() throws {
    let c = pt(50, 50)
    let a = PathData.arc(center: c, radius: 0, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let b = PathData.arc(center: c, radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let mid = try #require(a.interpolated(to: b, fraction: 0.5))
    let h = 4.0 / 3 * tan(Double.pi / 8) * 20
    let expected: [PathElement] = [
      .move(to: pt(70, 50)),
      .curve(to: pt(50, 70), control1: pt(70, 50 + h), control2: pt(50 + h, 70)),
    ]
    #expect(same(mid.elements, expected, 1e-12))
  }
}
