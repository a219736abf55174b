import Foundation
import Testing

@testable import StrobeGeometry

/// `PathData.roundedRect(_:cornerRadius:)` against UIKit's own element output for
/// `UIBezierPath(roundedRect:cornerRadius:)` (element dumps from iOS 14.2–17.5 published by
/// ChouTiUI, docs/uikit-compat.md "Rounded rectangles"): every end point, in order, to 1e-6
/// (the dumps print about 15 digits; the constants here carry 10).
@Suite struct UIKitRoundedRectTests {
  /// The 22 end points of a path (the move included).
  func ends(_ p: PathData) -> [CGPoint] { p.elements.compactMap(\.endPoint) }

  func expectEnds(_ p: PathData, _ expected: [(CGFloat, CGFloat)]) {
    #expect(kinds(p) == "M" + String(repeating: "LCLCC", count: 4) + "L")
    let got = ends(p)
    #expect(got.count == expected.count)
    for (i, (g, e)) in zip(got, expected).enumerated() {
      #expect(close(g, pt(e.0, e.1), 1e-6), "element \(i): \(g) vs \(e)")
    }
  }

  @Test func regimesFollowTheSidesAgainstTheRadius() {
    typealias S = PathData.UIKitRoundedRectShape
    let f = { (w: CGFloat, h: CGFloat, r: CGFloat) -> S in
      PathData.uikitRoundedRectShape(size: CGSize(width: w, height: h), cornerRadius: r)
    }
    #expect(f(160, 100, 10) == .continuous)
    #expect(f(160, 100, 42) == .wideStadium)
    #expect(f(60, 160, 32) == .tallStadium)
    #expect(f(60, 160, 64) == .tallCapsule)
    #expect(f(160, 100, 64) == .wideCapsule)
    #expect(f(100, 100, 50) == .wideCapsule)  // a square is the wide case
    // Apple forums thread 789134: r = 16 changes shape between heights 49 and 48
    // (2 × 1.52866495 × 16 = 48.917).
    #expect(f(300, 49, 16) == .continuous)
    #expect(f(300, 48, 16) == .wideStadium)
  }

  @Test func continuousCornersMatchUIKit() {
    // 160 × 100, r = 10 (dump: test_horizontalRect_shape1).
    let p = PathData.roundedRect(CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 10)
    expectEnds(
      p,
      [
        (15.28665, 0), (144.71335, 0), (153.685062072, 0.749113878), (153.685062072, 0.749113878),
        (159.250886122, 6.314937928), (160, 15.286649847), (160, 84.71335),
        (159.250886122, 93.685062072), (159.250886122, 93.685062072),
        (153.685062072, 99.250886122), (144.713350153, 100), (15.28665, 100),
        (6.314937928, 99.250886122), (6.314937928, 99.250886122), (0.749113878, 93.685062072),
        (0, 84.713350153), (0, 15.28665), (0.749113878, 6.314937928), (0.749113878, 6.314937928),
        (6.314937928, 0.749113878), (15.286649847, 0), (15.28665, 0),
      ])
    // Controls of the top-right corner's three curves.
    guard case .curve(_, let a1, let a2) = p.elements[2],
      case .curve(_, let b1, let b2) = p.elements[4],
      case .curve(_, let c1, let c2) = p.elements[5]
    else {
      Issue.record("top-right corner is not curve, line, curve, curve: \(p.elements[2...5])")
      return
    }
    #expect(close(a1, pt(149.115070424, 0), 1e-6) && close(a2, pt(151.315930559, 0), 1e-6))
    #expect(close(b1, pt(156.271761734, 1.690595560), 1e-6))
    #expect(close(b2, pt(158.309404440, 3.728238266), 1e-6))
    #expect(close(c1, pt(160, 8.684069441), 1e-6) && close(c2, pt(160, 10.884929576), 1e-6))
  }

  @Test func wideStadiumMatchesUIKit() {
    // 160 × 100, r = 42 (dump: test_horizontalRect_shape2a), UIKit's asymmetry included: the
    // curves back to the top and bottom edges end 75.496 from the corner, the edges 64.204.
    let p = PathData.roundedRect(CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 42)
    expectEnds(
      p,
      [
        (64.20393, 0), (95.79607, 0), (129.362817858, 3.745569392), (129.362817858, 3.745569392),
        (160, 47.5), (160, 50), (160, 50), (160, 50), (160, 52.5), (129.362817858, 96.254430608),
        (84.504258264, 100), (64.20393, 100), (30.637182142, 96.254430608),
        (30.637182142, 96.254430608), (0, 52.5), (0, 50), (0, 50), (0, 50), (0, 47.5),
        (30.637182142, 3.745569392), (75.495741736, 0), (64.20393, 0),
      ])
    guard case .curve(_, let c1, let c2) = p.elements[4] else {
      Issue.record("element 4 is not a curve: \(p.elements[4])")
      return
    }
    #expect(close(c1, pt(147.757109830, 10.440544150), 1e-6))
    #expect(close(c2, pt(160, 27.925203343), 1e-6))
  }

  @Test func tallStadiumMatchesUIKit() {
    // 60 × 160, r = 32 (dump: test_verticalRect_shape2b).
    let p = PathData.roundedRect(CGRect(x: 0, y: 0, width: 60, height: 160), cornerRadius: 32)
    expectEnds(
      p,
      [
        (30, 0), (30, 0), (30, 0), (31.5, 0), (57.752658365, 18.382309285), (60, 45.297445042),
        (60, 111.08272), (57.752658365, 141.617690715), (57.752658365, 141.617690715),
        (31.5, 160), (30, 160), (30, 160), (30, 160), (28.5, 160), (2.247341635, 141.617690715),
        (0, 114.702554958), (0, 48.91728), (2.247341635, 18.382309285),
        (2.247341635, 18.382309285), (28.5, 0), (30, 0), (30, 0),
      ])
  }

  @Test func capsulesMatchUIKit() {
    // 160 × 100, r = 64 (dump: test_horizontalRect_shape3b) and 60 × 160, r = 64
    // (test_verticalRect_shape3a).
    let wide = PathData.roundedRect(CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 64)
    expectEnds(
      wide,
      [
        (80, 0), (80, 0), (110, 0), (110, 0), (160, 50), (160, 50), (160, 50), (160, 50),
        (160, 50), (110, 100), (110, 100), (80, 100), (50, 100), (50, 100), (0, 50), (0, 50),
        (0, 50), (0, 50), (0, 50), (50, 0), (50, 0), (80, 0),
      ])
    let tall = PathData.roundedRect(CGRect(x: 0, y: 0, width: 60, height: 160), cornerRadius: 64)
    expectEnds(
      tall,
      [
        (30, 0), (30, 0), (30, 0), (30, 0), (60, 30), (60, 30), (60, 80), (60, 130), (60, 130),
        (30, 160), (30, 160), (30, 160), (30, 160), (30, 160), (0, 130), (0, 130), (0, 80),
        (0, 30), (0, 30), (30, 0), (30, 0), (30, 0),
      ])
  }

  @Test func capsuleEndsAreSemicircles() {
    // Closed form: each quarter of an end is the cubic quarter circle of radius h/2 about the
    // end's centre: ends at distance h/2, controls k·h/2 along the tangents, so the curve's
    // midpoint (t = ½) lies on the circle too.
    let rect = CGRect(x: 10, y: 20, width: 60, height: 40)  // 60 ≤ 2 × 1.52866495 × 20
    let p = PathData.roundedRect(rect, cornerRadius: 20)
    let radius: CGFloat = 20
    let centers = [pt(50, 40), pt(30, 40)]  // right and left ends
    var quarters = 0
    var start = p.elements[0].endPoint!
    for e in p.elements {
      defer { start = e.endPoint ?? start }
      // UIKit's still curves (both controls on the end point) are straight or empty.
      guard case .curve(let end, let c1, let c2) = e, c1 != end || c2 != end else { continue }
      quarters += 1
      let center = centers.min {
        hypot($0.x - end.x, $0.y - end.y) < hypot($1.x - end.x, $1.y - end.y)
      }!
      #expect(abs(hypot(start.x - center.x, start.y - center.y) - radius) < 1e-9)
      #expect(abs(hypot(end.x - center.x, end.y - center.y) - radius) < 1e-9)
      #expect(abs(hypot(c1.x - start.x, c1.y - start.y) - CGFloat(kappa) * radius) < 1e-7)
      #expect(abs(hypot(c2.x - end.x, c2.y - end.y) - CGFloat(kappa) * radius) < 1e-7)
      let mid = CGPoint(
        x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8,
        y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
      #expect(abs(hypot(mid.x - center.x, mid.y - center.y) - radius) < 1e-7)
    }
    #expect(quarters == 4)
    // The straight edges run between the ends' tops and bottoms.
    #expect(
      ends(p).contains { close($0, pt(50, 20)) } && ends(p).contains { close($0, pt(30, 60)) })
  }

  @Test func partialCornersFollowUIKit() {
    // 160 × 100, only the top left rounded at r = 20 (dump: shape1_roundingCorners_topLeft).
    let p = PathData.roundedRect(
      CGRect(x: 0, y: 0, width: 160, height: 100), cornerRadius: 20, roundedCorners: [.topLeft])
    #expect(kinds(p) == "MLLLLCLCCL")
    let expected: [(CGFloat, CGFloat)] = [
      (30.5733, 0), (160, 0), (160, 100), (0, 100), (0, 30.5733), (1.498227757, 12.629875857),
      (1.498227757, 12.629875857), (12.629875857, 1.498227757), (30.573299695, 0), (30.5733, 0),
    ]
    for (g, e) in zip(ends(p), expected) { #expect(close(g, pt(e.0, e.1), 1e-6), "\(g) vs \(e)") }
    let all = PathData.roundedRect(
      CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 8,
      roundedCorners: Set(RectangleCorner.allCases))
    #expect(all == PathData.roundedRect(CGRect(x: 0, y: 0, width: 50, height: 30), cornerRadius: 8))
  }
}
