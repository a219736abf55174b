import Foundation
import Testing

@testable import StrobeGeometry

/// `PathElement.isFinite` looks at every point an element carries, and only those.
@Suite struct PathElementFinitenessTests {
  /// Every element kind with one coordinate replaced by `bad`, at each position in turn.
  static func elements(withOneCoordinate bad: CGFloat) -> [PathElement] {
    var list: [PathElement] = []
    for slot in 0..<6 {
      var v: [CGFloat] = [1, 2, 3, 4, 5, 6]
      v[slot] = bad
      let p = CGPoint(x: v[0], y: v[1])
      let c1 = CGPoint(x: v[2], y: v[3])
      let c2 = CGPoint(x: v[4], y: v[5])
      list.append(.curve(to: p, control1: c1, control2: c2))
      if slot < 4 { list.append(.quadCurve(to: p, control: c1)) }
      if slot < 2 { list += [.move(to: p), .line(to: p)] }
    }
    return list
  }

  @Test func anyNonFiniteCoordinateMakesTheElementNonFinite() {
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      for element in Self.elements(withOneCoordinate: bad) {
        #expect(!element.isFinite, "\(element)")
        #expect(element.isFinite == element.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
      }
    }
  }

  @Test func finiteElementsAndACloseAreFinite() {
    for element in Self.elements(withOneCoordinate: -0.0) + [.closeSubpath] {
      #expect(element.isFinite, "\(element)")
    }
  }
}
