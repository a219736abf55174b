import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

@Suite struct DrawListBuilderTests {
  private func root(_ children: [CALayer], size: CGSize = CGSize(width: 100, height: 100))
    -> PresentationLayer
  {
    let r = CALayer()
    r.frame = CGRect(origin: .zero, size: size)
    for c in children { r.addSublayer(c) }
    return r.presentation(at: 0)
  }

  private func build(_ children: [CALayer]) -> DrawList {
    DrawListBuilder().build(
      root: root(children), canvasSize: CGSize(width: 100, height: 100), background: nil)
  }

  // §1.3 by hand: bounds (0,0,20,10), anchor pivot (10,5), rotation π/2 about z,
  // position (50,50): (0,0) → (−10,−5) → rotated (5,−10) → (55,40).
  @Test func backgroundTransformFollowsAnchorRotationPosition() throws {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
    l.position = CGPoint(x: 50, y: 50)
    l.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    l.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let list = build([l])
    #expect(list.operations.count == 1)
    guard case .fill(_, let t, let color, _) = list.operations[0] else {
      Issue.record("expected a fill")
      return
    }
    let p = CGPoint(x: 0, y: 0).applying(t)
    #expect(abs(p.x - 55) < 1e-12 && abs(p.y - 40) < 1e-12)
    let q = CGPoint(x: 20, y: 10).applying(t)
    #expect(abs(q.x - 45) < 1e-12 && abs(q.y - 60) < 1e-12)
    #expect(color == RGBA(1, 0, 0, 1))
  }

  @Test func orderIsBackgroundShapeSublayersBorderAndZSorted() {
    let s = CAShapeLayer()
    s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    s.backgroundColor = .white
    s.path = CGPath(data: PathData([.move(to: .zero), .line(to: CGPoint(x: 5, y: 5))]))
    s.strokeColor = .black
    s.borderWidth = 1
    let high = CALayer()
    high.zPosition = 1
    high.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    high.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    let low = CALayer()
    low.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    low.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    s.addSublayer(high)
    s.addSublayer(low)
    let ops = build([s]).operations
    let kinds: [String] = ops.map {
      switch $0 {
      case .fill(_, _, let c, let rule): return "fill(\(c.r),\(c.g),\(c.b),\(rule.rawValue))"
      case .stroke: return "stroke"
      default: return "other"
      }
    }
    #expect(
      kinds == [
        "fill(1.0,1.0,1.0,nonZero)",  // background
        "fill(0.0,0.0,0.0,nonZero)",  // shape fill (default black)
        "stroke",
        "fill(0.0,1.0,0.0,nonZero)",  // zPosition 0 first
        "fill(0.0,0.0,1.0,nonZero)",  // zPosition 1 above
        "fill(0.0,0.0,0.0,evenOdd)",  // border ring last
      ])
  }

  @Test func groupOpacityWrapsAndNonGroupMultiplies() {
    let g = CALayer()
    g.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    g.opacity = 0.5
    g.backgroundColor = .white
    // Two paints (background and border overlap): a group at the layer's opacity.
    g.borderWidth = 2
    g.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    var ops = build([g]).operations
    #expect(ops.count == 4 && ops.first == .beginGroup(opacity: 0.5) && ops.last == .endGroup)
    // One paint: its colour carries the opacity instead (the same composite, no group).
    g.borderWidth = 0
    ops = build([g]).operations
    #expect(ops.count == 1)
    if case .fill(_, _, let c, _) = ops[0] { #expect(c.a == 0.5 && c.r == 1) }
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    shape.path = CGPath(data: PathData([.move(to: .zero), .line(to: CGPoint(x: 5, y: 5))]))
    shape.fillColor = nil
    shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.8)
    shape.opacity = 0.25
    ops = build([shape]).operations
    #expect(ops.count == 1)
    if case .stroke(_, _, let c, _) = ops[0] { #expect(abs(c.a - 0.2) < 1e-12 && c.b == 1) }
    g.allowsGroupOpacity = false
    ops = build([g]).operations
    #expect(ops.count == 1)
    if case .fill(_, _, let c, _) = ops[0] { #expect(c.a == 0.5) }
    g.isHidden = true
    #expect(build([g]).operations.isEmpty)
  }

  @Test func masksToBoundsClipsOwnDrawingAndSublayers() {
    let m = CAShapeLayer()
    m.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    m.masksToBounds = true
    m.path = CGPath(data: PathData([.move(to: .zero), .line(to: CGPoint(x: 5, y: 5))]))
    let ops = build([m]).operations
    guard case .pushClip = ops.first, ops.last == .popClip else {
      Issue.record("expected clip around the content: \(ops)")
      return
    }
  }

  @Test func sublayerTransformScalesChildrenAboutAnchor() {
    let p = CALayer()
    p.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    p.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
    let c = CALayer()
    c.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
    c.backgroundColor = .black
    p.addSublayer(c)
    let ops = build([p]).operations
    guard case .fill(_, let t, _, _) = ops[0] else {
      Issue.record("expected fill")
      return
    }
    // Child's (0,0) is at (50,50) in the parent: the pivot, so it stays; (10,10) → (70,70).
    #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 50, y: 50))
    #expect(CGPoint(x: 10, y: 10).applying(t) == CGPoint(x: 70, y: 70))
  }
}

/// The stroke trimming the builder relies on (`PathData.trimmed`, exact since the arc-length
/// engine replaced the foundation's 64-step trimmer) and its zero-length-cap handling.
@Suite struct StrokeTrimmerTests {
  @Test func lineTrimmedToItsMiddleQuarter() {
    let p = PathData([.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
    let t = p.trimmed(from: 0.25, to: 0.5)
    #expect(t.elements == [.move(to: CGPoint(x: 25, y: 0)), .line(to: CGPoint(x: 50, y: 0))])
  }

  @Test func closedSquareTrimmedBecomesOpenAndCountsClosingSide() {
    let sq = PathData([
      .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
      .line(to: CGPoint(x: 0, y: 10)), .closeSubpath,
    ])
    let t = sq.trimmed(from: 0, to: 0.875)
    #expect(
      t.elements == [
        .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
        .line(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 5)),
      ])
    #expect(sq.trimmed(from: 0, to: 1) == sq)
    #expect(sq.trimmed(from: 0.6, to: 0.6).isEmpty)
    #expect(sq.trimmed(from: 0.7, to: 0.2).isEmpty)
    #expect(sq.trimmed(from: -1, to: 2) == sq)
  }

  @Test func trimmedCubicKeepsCurveAndHitsEndpoint() {
    // A straight cubic (collinear controls at thirds) has uniform speed: half length = x 50.
    let p = PathData([
      .move(to: .zero),
      .curve(
        to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 100 / 3, y: 0),
        control2: CGPoint(x: 200 / 3, y: 0)),
    ])
    let t = p.trimmed(from: 0, to: 0.5)
    guard case .curve(let end, _, _) = t.elements.last else {
      Issue.record("expected a cubic")
      return
    }
    // Exact trimming: the split point is x = 50 to rounding.
    #expect(abs(end.x - 50) < 1e-12 && end.y == 0, "\(t.elements)")
  }

  private func shapeOps(_ configure: (CAShapeLayer) -> Void) -> [DrawList.Operation] {
    let s = CAShapeLayer()
    s.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    s.fillColor = nil
    s.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    s.lineWidth = 10
    configure(s)
    let r = CALayer()
    r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    r.addSublayer(s)
    return DrawListBuilder().build(
      root: r.presentation(at: 0), canvasSize: CGSize(width: 100, height: 100), background: nil
    ).operations
  }

  @Test func zeroLengthSubpathWithSquareCapsBecomesAFilledSquare() throws {
    let ops = shapeOps {
      $0.path = CGPath(
        data: PathData([
          .move(to: CGPoint(x: 20, y: 30)), .closeSubpath, .move(to: CGPoint(x: 50, y: 50)),
          .line(to: CGPoint(x: 80, y: 50)),
        ]))
      $0.lineCap = .square
    }
    #expect(ops.count == 2, "\(ops)")
    guard case .stroke(let stroked, _, _, _) = try #require(ops.first) else {
      Issue.record("expected the stroke first: \(ops)")
      return
    }
    #expect(
      stroked.elements == [.move(to: CGPoint(x: 50, y: 50)), .line(to: CGPoint(x: 80, y: 50))])
    guard case .fill(let square, _, _, _) = try #require(ops.last) else {
      Issue.record("expected a square fill: \(ops)")
      return
    }
    // Side = lineWidth 10, centred on (20, 30), axis-aligned.
    #expect(square.boundingBox == CGRect(x: 15, y: 25, width: 10, height: 10))
  }

  @Test func zeroLengthSubpathWithRoundCapsIsLeftToTheStroke() throws {
    let dot = PathData([.move(to: CGPoint(x: 20, y: 30)), .closeSubpath])
    let ops = shapeOps {
      $0.path = CGPath(data: dot)
      $0.lineCap = .round
    }
    #expect(ops.count == 1)
    guard case .stroke(let stroked, _, _, _) = try #require(ops.first) else {
      Issue.record("expected a stroke: \(ops)")
      return
    }
    #expect(stroked == dot)
  }

  @Test func dashStateAtSubpathStart() {
    #expect(DrawListBuilder.dashIsOn(atStartOf: [], phase: 3))
    #expect(DrawListBuilder.dashIsOn(atStartOf: [10, 5], phase: 9.5))
    #expect(!DrawListBuilder.dashIsOn(atStartOf: [10, 5], phase: 12))
    // −1 ≡ 14 (mod 15): inside the gap 10…15.
    #expect(!DrawListBuilder.dashIsOn(atStartOf: [10, 5], phase: -1))
    // An odd pattern repeats: [4] is on 0…4, off 4…8.
    #expect(!DrawListBuilder.dashIsOn(atStartOf: [4], phase: 5))
    #expect(DrawListBuilder.dashIsOn(atStartOf: [4], phase: 9))
  }
}
