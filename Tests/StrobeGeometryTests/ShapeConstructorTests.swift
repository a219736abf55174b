import Foundation
import Testing

@testable import StrobeGeometry

@Suite struct ShapeConstructorTests {
  @Test func rectangleRunsClockwiseFromOrigin() {
    let expected: [PathElement] = [
      .move(to: pt(10, 20)), .line(to: pt(40, 20)), .line(to: pt(40, 60)), .line(to: pt(10, 60)),
      .closeSubpath,
    ]
    #expect(PathData.rect(CGRect(x: 10, y: 20, width: 30, height: 40)).elements == expected)
    // A negative width is standardised first.
    #expect(PathData.rect(CGRect(x: 40, y: 20, width: -30, height: 40)).elements == expected)
    #expect(CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40)).data.elements == expected)
    let m = CGMutablePath()
    m.addRects([
      CGRect(x: 10, y: 20, width: 30, height: 40), CGRect(x: 0, y: 0, width: 1, height: 1),
    ])
    #expect(kinds(m.data) == "MLLLZMLLLZ")
    #expect(Array(m.data.elements.prefix(5)) == expected)
    #expect(PathData.rect(.null).isEmpty)
  }

  @Test func rectangleWithTransformMapsEveryPoint() {
    let p = CGPath(
      rect: CGRect(x: 0, y: 0, width: 10, height: 20),
      transform: CGAffineTransform(translationX: 5, y: 7))
    #expect(p.data.elements.first == .move(to: pt(5, 7)))
    #expect(p.data.elements[2] == .line(to: pt(15, 27)))
    var t = CGAffineTransform(scaleX: 2, y: 3)
    let q = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: &t)
    #expect(q.data.elements[2] == .line(to: pt(4, 6)))
    let n = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil)
    #expect(n.data.elements[2] == .line(to: pt(2, 2)))
  }

  @Test func addLinesBuildsOpenPolyline() {
    let m = CGMutablePath()
    m.addLines(between: [pt(0, 0), pt(10, 0), pt(10, 5)])
    #expect(m.data.elements == [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 5))])
    m.addLines(between: [])
    #expect(m.data.elements.count == 3)
  }

  @Test func ellipseMatchesCoreGraphicsConstruction() {
    // Ellipse in (0, 0, 100, 50): rx = 50, ry = 25, centre (50, 25).
    let expected: [PathElement] = [
      .move(to: pt(100, 25)),
      .curve(to: pt(50, 50), control1: pt(100, 25 + 25 * kappa), control2: pt(50 + 50 * kappa, 50)),
      .curve(to: pt(0, 25), control1: pt(50 - 50 * kappa, 50), control2: pt(0, 25 + 25 * kappa)),
      .curve(to: pt(50, 0), control1: pt(0, 25 - 25 * kappa), control2: pt(50 - 50 * kappa, 0)),
      .curve(to: pt(100, 25), control1: pt(50 + 50 * kappa, 0), control2: pt(100, 25 - 25 * kappa)),
      .closeSubpath,
    ]
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(same(PathData.ellipse(in: rect).elements, expected))
    #expect(same(CGPath(ellipseIn: rect).data.elements, expected))
    let m = CGMutablePath()
    m.addEllipse(in: rect)
    #expect(same(m.data.elements, expected))
    // First control point written out: 25 + 25·0.5522847498 = 38.807118745.
    if case .curve(_, let c1, _) = m.data.elements[1] {
      #expect(abs(c1.y - 38.807_118_745_769_84) < 1e-9)
    }
  }

  @Test func zeroSizeEllipseKeepsStructure() {
    let e = PathData.ellipse(in: CGRect(x: 5, y: 5, width: 0, height: 0))
    #expect(kinds(e) == "MCCCCZ")
    #expect(e.elements.allSatisfy { $0.points.allSatisfy { $0 == pt(5, 5) } })
  }

  @Test func coreGraphicsRoundedRectHasQuarterEllipseCorners() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    let (kx, ky) = (10 * kappa, 5 * kappa)
    let expected: [PathElement] = [
      .move(to: pt(10, 0)),
      .line(to: pt(90, 0)),
      .curve(to: pt(100, 5), control1: pt(90 + kx, 0), control2: pt(100, 5 - ky)),
      .line(to: pt(100, 45)),
      .curve(to: pt(90, 50), control1: pt(100, 45 + ky), control2: pt(90 + kx, 50)),
      .line(to: pt(10, 50)),
      .curve(to: pt(0, 45), control1: pt(10 - kx, 50), control2: pt(0, 45 + ky)),
      .line(to: pt(0, 5)),
      .curve(to: pt(10, 0), control1: pt(0, 5 - ky), control2: pt(10 - kx, 0)),
      .closeSubpath,
    ]
    let p = CGPath(roundedRect: r, cornerWidth: 10, cornerHeight: 5)
    #expect(same(p.data.elements, expected))
    let m = CGMutablePath()
    m.addRoundedRect(in: r, cornerWidth: 10, cornerHeight: 5)
    #expect(same(m.data.elements, expected))
  }

  @Test func coreGraphicsRoundedRectSameStructureForEveryRadius() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    let zero = PathData.roundedRect(r, cornerWidth: 0, cornerHeight: 0)
    let ten = PathData.roundedRect(r, cornerWidth: 10, cornerHeight: 10)
    #expect(kinds(zero) == kinds(ten))
    #expect(kinds(zero) == "MLCLCLCLCZ")
    // r = 0: corner cubics collapse onto the corner.
    #expect(zero.elements[2] == .curve(to: pt(100, 0), control1: pt(100, 0), control2: pt(100, 0)))
    // Too large radii clamp to half the side (no crash), negative and NaN become 0.
    let big = PathData.roundedRect(r, cornerWidth: 80, cornerHeight: 40)
    #expect(big.elements[0] == .move(to: pt(50, 0)))
    #expect(big.elements[2].endPoint == pt(100, 25))
    let negative = PathData.roundedRect(r, cornerWidth: -3, cornerHeight: .nan)
    #expect(negative == zero)
  }

  @Test func roundedRectKeepsTwentyTwoElementsForAllRadii() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 60)
    let zero = PathData.roundedRect(r, cornerRadius: 0)
    let mid = PathData.roundedRect(r, cornerRadius: 12)
    let huge = PathData.roundedRect(r, cornerRadius: 500)
    #expect(kinds(zero) == "M" + String(repeating: "LCLCC", count: 4) + "L")
    #expect(kinds(zero) == kinds(mid))
    #expect(kinds(zero) == kinds(huge))
    // r = 0 is the plain rectangle: every point is a corner.
    let corners: Set<CGPoint> = [pt(0, 0), pt(100, 0), pt(100, 60), pt(0, 60)]
    #expect(zero.elements.allSatisfy { $0.points.allSatisfy { corners.contains($0) } })
    // A huge radius is a capsule inside the rectangle.
    #expect(close(huge.boundingBoxOfPath, r, 1e-9))
  }

  @Test func shapesIgnoreNonFiniteRectangles() {
    let bad = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
    #expect(PathData.ellipse(in: bad).isEmpty)
    #expect(PathData.roundedRect(bad, cornerRadius: 2).isEmpty)
    #expect(
      PathData.roundedRect(
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), cornerWidth: 1, cornerHeight: 1
      ).isEmpty)
  }
}
