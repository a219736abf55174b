import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// Perspective projection of paths (``ProjectiveMap``), stroke outlines under perspective
/// (``StrokeOutline``) and the 3-D layer rules of the draw-list builder, against closed-form
/// values.
@Suite struct ProjectionTests {
  /// rotY(θ) then perspective d about the origin, then a translation (100, 100): the map of
  /// the perspective fixtures.
  static func tilted(_ theta: Double = .pi / 3, d: Double = 200) -> CATransform3D {
    var p = CATransform3D.identity
    p.m34 = -1 / d
    return CATransform3DMakeRotation(theta, 0, 1, 0).concatenating(p)
      .concatenating(CATransform3DMakeTranslation(100, 100, 0))
  }

  /// The exact projected point of a bounds point: x' = 100 + x·cos θ / w, y' = 100 + y / w,
  /// w = 1 + x·sin θ / d.
  static func exact(_ p: CGPoint, theta: Double = .pi / 3, d: Double = 200) -> CGPoint {
    let w = 1 + p.x * sin(theta) / d
    return CGPoint(x: 100 + p.x * cos(theta) / w, y: 100 + p.y / w)
  }

  /// Dense samples of a projected path's drawing (cubics and lines) in canvas space.
  static func samples(_ path: PathData, per: Int = 400) -> [CGPoint] {
    var out: [CGPoint] = []
    var cur = CGPoint.zero
    for e in path.elements {
      switch e {
      case .move(let p): cur = p
      case .line(let p):
        for k in 0...per {
          let t = Double(k) / Double(per)
          out.append(CGPoint(x: cur.x + (p.x - cur.x) * t, y: cur.y + (p.y - cur.y) * t))
        }
        cur = p
      case .curve(let p, let c1, let c2):
        for k in 0...per {
          out.append(ProjectiveMap.bezier([cur, c1, c2, p], Double(k) / Double(per)))
        }
        cur = p
      default: break
      }
    }
    return out
  }

  // The projected exact cubic (each of 2,000 samples mapped by the closed form) is within
  // the 0.01 pt tolerance of the output curves (densely sampled, nearest sample).
  @Test(arguments: [0.01, 0.1])
  func curveSubdivisionStaysWithinTolerance(_ tol: Double) throws {
    let c = [
      CGPoint(x: -45, y: -40), CGPoint(x: 60, y: -50), CGPoint(x: -60, y: 45),
      CGPoint(x: 48, y: 40),
    ]
    let path = PathData([.move(to: c[0]), .curve(to: c[3], control1: c[1], control2: c[2])])
    let out = try #require(ProjectiveMap(Self.tilted()).project(path, tolerance: tol))
    let curves = out.elements.filter { if case .curve = $0 { return true } else { return false } }
    #expect(curves.count > 1, "perspective must subdivide")
    let dense = Self.samples(out, per: 600)
    var worst = 0.0
    for k in 0...2000 {
      let e = Self.exact(ProjectiveMap.bezier(c, Double(k) / 2000))
      let d = dense.map { hypot($0.x - e.x, $0.y - e.y) }.min()!
      worst = max(worst, d)
    }
    #expect(worst <= tol, "max distance \(worst)")
    // Projecting the control points alone is off by far more than the tolerance.
    let naive = PathData([
      .move(to: Self.exact(c[0])),
      .curve(to: Self.exact(c[3]), control1: Self.exact(c[1]), control2: Self.exact(c[2])),
    ])
    let naiveDense = Self.samples(naive, per: 2000)
    let mid = Self.exact(ProjectiveMap.bezier(c, 0.5))
    #expect(naiveDense.map { hypot($0.x - mid.x, $0.y - mid.y) }.min()! > 10 * tol)
  }

  @Test func linesStayLinesAndEndpointsAreExact() throws {
    let path = PathData([
      .move(to: CGPoint(x: -50, y: -50)), .line(to: CGPoint(x: 50, y: -50)), .closeSubpath,
    ])
    let out = try #require(ProjectiveMap(Self.tilted()).project(path))
    #expect(out.elements.count == 3)
    guard case .line(let p) = out.elements[1] else {
      Issue.record("a line stays a line")
      return
    }
    let want = Self.exact(CGPoint(x: 50, y: -50))  // (120.5507, 58.8987)
    #expect(abs(p.x - want.x) < 1e-9 && abs(p.y - want.y) < 1e-9)
  }

  @Test func geometryBehindTheEyeIsDropped() {
    var p = CATransform3D.identity
    p.m24 = -0.01  // w = 1 − y/100: y ≥ 100 is behind the eye
    let path = PathData([.move(to: .zero), .line(to: CGPoint(x: 0, y: 150))])
    #expect(ProjectiveMap(p).project(path) == nil)
  }

  // Under the identity map the outline of a horizontal segment (0,0)–(100,0), width 10,
  // square caps, is the rectangle x −5…105, y −5…5: area 1100 (shoelace of the union's
  // non-overlapping pieces: the segment quad 1000 + two caps 50 each).
  @Test func strokeOutlineOfASegmentIsItsRectangle() throws {
    let path = PathData([.move(to: .zero), .line(to: CGPoint(x: 100, y: 0))])
    let out = try #require(
      StrokeOutline.outline(
        path, style: StrokeStyle(lineWidth: 10, cap: .square), map: ProjectiveMap(.identity)))
    var xs: [Double] = []
    var ys: [Double] = []
    for e in out.elements { for p in e.points { xs.append(p.x); ys.append(p.y) } }
    #expect(abs(xs.min()! + 5) < 1e-12 && abs(xs.max()! - 105) < 1e-12)
    #expect(abs(ys.min()! + 5) < 1e-12 && abs(ys.max()! - 5) < 1e-12)
    #expect(abs(Self.signedArea(out) - 1100) < 1e-9)
  }

  // A right-angle miter join fills the corner square (the outer side of the turn).
  @Test func miterJoinFillsTheOuterCorner() throws {
    let path = PathData([
      .move(to: .zero), .line(to: CGPoint(x: 50, y: 0)), .line(to: CGPoint(x: 50, y: 50)),
    ])
    let out = try #require(
      StrokeOutline.outline(path, style: StrokeStyle(lineWidth: 10), map: ProjectiveMap(.identity)))
    // Pieces: two 50 × 10 quads, the join quad (50,0),(50,−5),(55,−5),(55,0) of area 25.
    #expect(abs(Self.signedArea(out) - 1025) < 1e-9)
    let hasCorner = out.elements.contains {
      $0.points.contains { abs($0.x - 55) < 1e-9 && abs($0.y + 5) < 1e-9 }
    }
    #expect(hasCorner)
  }

  // Dash 10 on / 10 off over a 100-long segment: 5 dashes at x 0…10, 20…30, … 80…90.
  @Test func dashesAreLaidOutInPathUnits() {
    let lines = StrokeOutline.dash(
      [StrokeOutline.Polyline(points: [.zero, CGPoint(x: 100, y: 0)], closed: false)],
      pattern: [10, 10], phase: 0)
    #expect(lines.count == 5)
    #expect(lines.map { $0.points.first!.x } == [0, 20, 40, 60, 80])
    #expect(lines.map { $0.points.last!.x } == [10, 30, 50, 70, 90])
  }

  /// The sum of the shoelace areas of every closed subpath (cubic arcs by their chords).
  static func signedArea(_ path: PathData) -> Double {
    var total = 0.0
    var pts: [CGPoint] = []
    func flush() {
      for i in pts.indices {
        let p = pts[i]
        let q = pts[(i + 1) % pts.count]
        total += (p.x * q.y - q.x * p.y) / 2
      }
      pts = []
    }
    for e in path.elements {
      switch e {
      case .move(let p):
        flush()
        pts = [p]
      case .closeSubpath: flush()
      default: if let p = e.endPoint { pts.append(p) }
      }
    }
    flush()
    return total
  }

  // isDoubleSided: rotY(π) faces away (Jacobian determinant −1); rotY(π/3) with perspective
  // faces us; a layer rotated π about x faces away too.
  @Test func facingFollowsTheProjectedWinding() {
    let b = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(!DrawListBuilder.facesViewer(CATransform3DMakeRotation(.pi, 0, 1, 0), bounds: b))
    #expect(!DrawListBuilder.facesViewer(CATransform3DMakeRotation(.pi, 1, 0, 0), bounds: b))
    #expect(DrawListBuilder.facesViewer(Self.tilted(), bounds: b))
    #expect(DrawListBuilder.facesViewer(CATransform3DMakeRotation(.pi, 0, 0, 1), bounds: b))
  }

  // A replicator rotating by π/2 about its bounds centre (50, 50): copy 1 of a 10 × 10
  // square at (55…65, 5…15) lands at x 85…95, y 55…65 (a point (x, y) → (100 − y, x)).
  @Test func replicatorCopiesPivotAboutTheCentre() throws {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    let r = CAReplicatorLayer()
    r.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    r.instanceCount = 2
    r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let sq = CALayer()
    sq.frame = CGRect(x: 55, y: 5, width: 10, height: 10)
    sq.backgroundColor = .black
    r.addSublayer(sq)
    root.addSublayer(r)
    let list = DrawListBuilder().build(
      root: root.presentation(at: 0), canvasSize: CGSize(width: 100, height: 100),
      background: nil)
    #expect(list.operations.count == 2)
    guard case .fill(_, let t, _, _) = list.operations[1] else {
      Issue.record("expected a fill")
      return
    }
    let p = CGPoint(x: 0, y: 0).applying(t)  // the square's (55, 5) corner
    #expect(abs(p.x - 95) < 1e-9 && abs(p.y - 55) < 1e-9)
  }
}
