import Foundation
import Testing

@testable import StrobeGeometry

/// The resampling morph: exact endpoints, simple intermediate shapes, alignment rules.
@Suite struct PathMorphTests {
  // MARK: Shapes

  private let circle = PathData.ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
  private let square = PathData.rect(CGRect(x: 10, y: 10, width: 80, height: 80))

  /// A five-pointed star about (50, 50): outer radius 50, inner 20, first point straight up.
  private var star: PathData {
    var elements: [PathElement] = []
    for i in 0..<10 {
      let angle = -Double.pi / 2 + Double(i) * .pi / 5
      let r = i % 2 == 0 ? 50.0 : 20.0
      let p = pt(50 + r * cos(angle), 50 + r * sin(angle))
      elements.append(i == 0 ? .move(to: p) : .line(to: p))
    }
    elements.append(.closeSubpath)
    return PathData(elements)
  }

  private func svg(_ d: String) throws -> PathData { try PathData(svgPathData: d) }

  // MARK: Endpoints

  @Test(arguments: [0, 1, 2, 3, 4])
  func endpointsTraceTheInputShapes(_ index: Int) throws {
    let twoCircles = try svg(
      "M90 50 C90 72 72 90 50 90 C28 90 10 72 10 50 C10 28 28 10 50 10 C72 10 90 28 90 50 Z "
        + "M190 50 A40 40 0 1 1 190 49.99 Z")
    let cases: [(PathData, PathData)] = [
      (circle, square), (star, circle), (circle, twoCircles),
      (try svg("M0 0 L100 0 Q150 50 100 100"), circle),
      (try svg("M0 0 C30 -40 70 40 100 0"), try svg("M0 50 L40 50 L100 60")),
    ]
    let (a, b) = cases[index]
    let morph = PathMorph(from: a, to: b)
    for (input, t) in [(a, 0.0), (b, 1.0)] {
      let output = morph.path(at: t)
      #expect(kinds(output).allSatisfy { "MCZ".contains($0) })
      #expect(
        kinds(output).filter { $0 == "Z" }.count == kinds(input).filter { $0 == "Z" }.count)
      // Hausdorff distance both ways within 1e-9.
      let worstOut = sampleCurve(output).map { distance($0, to: input) }.max() ?? 0
      let worstIn = sampleCurve(input).map { distance($0, to: output) }.max() ?? 0
      #expect(worstOut < 1e-9, "t = \(t): output point off the input by \(worstOut)")
      #expect(worstIn < 1e-9, "t = \(t): input point off the output by \(worstIn)")
    }
  }

  @Test func pieceCountsCoverBothContoursAndTheMinimum() {
    let morph = PathMorph(from: circle, to: star)
    #expect(morph.pieceCounts.count == 1)
    // Star vertices at k/10 (11 values with 0 and 1), circle at k/4 plus the rotation cut;
    // gaps ≤ 1/16: at least 16 pieces and at least the 10 star edges.
    #expect(morph.pieceCounts[0] >= 16)
    #expect(
      kinds(morph.path(at: 0.5)) == "M" + String(repeating: "C", count: morph.pieceCounts[0]) + "Z")
  }

  // MARK: Simplicity

  @Test(arguments: [0, 1, 2])
  func intermediateShapesStaySimple(_ index: Int) throws {
    let twoCircles = PathData.ellipse(in: CGRect(x: 0, y: 0, width: 80, height: 80))
    var both = twoCircles
    both.append(contentsOf: PathData.ellipse(in: CGRect(x: 120, y: 0, width: 80, height: 80)))
    let wide = PathData.roundedRect(CGRect(x: 0, y: 10, width: 200, height: 60), cornerRadius: 20)
    let cases: [(PathData, PathData)] = [(circle, square), (star, circle), (wide, both)]
    let (a, b) = cases[index]
    let morph = PathMorph(from: a, to: b)
    for t in [0.05, 0.25, 0.5, 0.75, 0.95] {
      for contour in polylines(morph.path(at: t)) {
        #expect(isSimple(contour), "self-intersection at t = \(t)")
      }
    }
  }

  @Test func oppositeWindingIsMatched() throws {
    // Counter-clockwise (on screen) square against the clockwise circle.
    let ccw = try svg("M10 10 L10 90 L90 90 L90 10 Z")
    let morph = PathMorph(from: circle, to: ccw)
    let mid = morph.path(at: 0.5)
    let contour = try #require(polylines(mid).first)
    #expect(isSimple(contour))
    // Signed area stays clearly positive (clockwise on a y-down screen), between the areas of
    // the square (6400) and the circle (≈ 7854).
    let area = shoelace(contour)
    #expect(area > 6000 && area < 8000, "area \(area)")
  }

  @Test func sameSquareFromAnotherCornerDoesNotMove() throws {
    let a = PathData.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = try svg("M100 100 L0 100 L0 0 L100 0 Z")
    let mid = PathMorph(from: a, to: b).path(at: 0.5)
    // Rotation to the best start makes the travel zero: the midpoint is the square itself.
    for p in sampleCurve(mid) {
      #expect(distance(p, to: a) < 1e-9)
    }
  }

  @Test func extrapolationScalesSimilarSquares() throws {
    let a = PathData.rect(CGRect(x: 0, y: 0, width: 100, height: 100))
    let b = PathData.rect(CGRect(x: -50, y: -50, width: 200, height: 200))
    let bigger = PathData.rect(CGRect(x: -100, y: -100, width: 300, height: 300))
    let path = PathMorph(from: a, to: b).path(at: 2)
    for p in sampleCurve(path) { #expect(distance(p, to: bigger) < 1e-9) }
    let smaller = PathData.rect(CGRect(x: 25, y: 25, width: 50, height: 50))
    for p in sampleCurve(PathMorph(from: a, to: b).path(at: -0.5)) {
      #expect(distance(p, to: smaller) < 1e-9)
    }
  }

  // MARK: Contours

  @Test func extraContourShrinksToItsCentroidAndIsLeftOutAtTheEnd() throws {
    var two = PathData.ellipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    two.append(contentsOf: PathData.ellipse(in: CGRect(x: 130, y: 30, width: 40, height: 40)))
    let morph = PathMorph(from: two, to: circle)
    #expect(morph.pieceCounts.count == 2)
    let half = morph.path(at: 0.5)
    let contours = polylines(half)
    #expect(contours.count == 2)
    // The second contour is the small circle (centre (150, 50), radius 20) scaled by 1/2 about
    // its centre: radius 10 (cubic circles deviate ≤ 3e-4 relative).
    for p in contours[1] {
      let r = hypot(p.x - 150, p.y - 50)
      #expect(abs(r - 10) < 0.01, "radius \(r)")
    }
    #expect(kinds(morph.path(at: 1)).filter { $0 == "M" }.count == 1)
    #expect(kinds(morph.path(at: 0.999)).filter { $0 == "M" }.count == 2)
    // Growing the other way: left out at t = 0 only.
    let grow = PathMorph(from: circle, to: two)
    #expect(kinds(grow.path(at: 0)).filter { $0 == "M" }.count == 1)
    #expect(kinds(grow.path(at: 0.001)).filter { $0 == "M" }.count == 2)
  }

  @Test func openToClosedIsOpenInBetween() throws {
    let line = try svg("M0 50 L100 50")
    let morph = PathMorph(from: line, to: circle)
    #expect(kinds(morph.path(at: 0)).last == "C")
    #expect(kinds(morph.path(at: 0.5)).last == "C")
    #expect(kinds(morph.path(at: 1)).last == "Z")
    // Both ends of the morph meet exactly on the closed side.
    let end = morph.path(at: 1)
    #expect(end.elements.first?.endPoint == end.elements[end.elements.count - 2].endPoint)
  }

  @Test func zeroLengthContourGrowsFromItsPoint() throws {
    let dot = try svg("M50 50 Z")
    let morph = PathMorph(from: dot, to: circle)
    let start = morph.path(at: 0)
    #expect(start.elements.allSatisfy { $0.points.allSatisfy { $0 == pt(50, 50) } })
    #expect(kinds(start).last == "Z")
    let mid = morph.path(at: 0.5)
    for p in sampleCurve(mid) {
      #expect(abs(hypot(p.x - 50, p.y - 50) - 25) < 0.02)
    }
  }

  @Test func emptyPathsGiveEmptyMorphs() {
    #expect(PathMorph(from: PathData(), to: PathData()).path(at: 0.5).isEmpty)
    // An extra contour keeps its own segments: at t = 1 the grown circle is the input itself.
    #expect(PathData().resampledMorph(to: circle, fraction: 1) == circle)
    #expect(PathData().resampledMorph(to: circle, fraction: 0).isEmpty)
  }
}

// MARK: - Independent helpers (flattening, distances, intersections)

/// One drawn piece of a path as Bézier control points (2 for a line, 4 for a cubic).
private func pieces(_ path: PathData) -> [[CGPoint]] {
  var result: [[CGPoint]] = []
  var current = CGPoint.zero
  var start = CGPoint.zero
  for e in path.elements {
    switch e {
    case .move(let p):
      current = p
      start = p
    case .line(let p):
      result.append([current, p])
      current = p
    case .quadCurve(let p, let c):
      let c1 = pt(current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y))
      let c2 = pt(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
      result.append([current, c1, c2, p])
      current = p
    case .curve(let p, let c1, let c2):
      result.append([current, c1, c2, p])
      current = p
    case .closeSubpath:
      result.append([current, start])
      current = start
    }
  }
  return result
}

/// The point at `t` on a piece.
private func evaluate(_ piece: [CGPoint], _ t: Double) -> CGPoint {
  if piece.count == 2 {
    return pt(
      piece[0].x + (piece[1].x - piece[0].x) * t, piece[0].y + (piece[1].y - piece[0].y) * t)
  }
  return bezier(piece[0], piece[1], piece[2], piece[3], t)
}

/// The derivative at `t` of a cubic piece.
private func velocity(_ c: [CGPoint], _ t: Double) -> CGPoint {
  let u = 1 - t
  let (a, b, d) = (3 * u * u, 6 * u * t, 3 * t * t)
  return pt(
    a * (c[1].x - c[0].x) + b * (c[2].x - c[1].x) + d * (c[3].x - c[2].x),
    a * (c[1].y - c[0].y) + b * (c[2].y - c[1].y) + d * (c[3].y - c[2].y))
}

/// Points along every piece of `path` (9 per piece, ends included).
private func sampleCurve(_ path: PathData) -> [CGPoint] {
  pieces(path).flatMap { piece in (0...8).map { evaluate(piece, Double($0) / 8) } }
}

/// The distance from `q` to the curve of `path`: exact for lines; for cubics a dense scan,
/// then Newton's method on (B(t) − q)·B′(t) = 0 from the best sample.
private func distance(_ q: CGPoint, to path: PathData) -> Double {
  var best = Double.infinity
  for piece in pieces(path) {
    if piece.count == 2 {
      let (a, b) = (piece[0], piece[1])
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let len2 = dx * dx + dy * dy
      let t = len2 > 0 ? max(0, min(1, ((q.x - a.x) * dx + (q.y - a.y) * dy) / len2)) : 0
      let p = evaluate(piece, t)
      best = min(best, hypot(p.x - q.x, p.y - q.y))
      continue
    }
    var bestT = 0.0
    var bestD = Double.infinity
    for i in 0...200 {
      let t = Double(i) / 200
      let p = evaluate(piece, t)
      let d = hypot(p.x - q.x, p.y - q.y)
      if d < bestD { (bestD, bestT) = (d, t) }
    }
    var t = bestT
    for _ in 0..<30 {
      let p = evaluate(piece, t)
      let v = velocity(piece, t)
      let h = 1e-6
      let v2 = velocity(piece, min(1, t + h))
      let v1 = velocity(piece, max(0, t - h))
      let acc = pt(
        (v2.x - v1.x) / (min(1, t + h) - max(0, t - h)),
        (v2.y - v1.y) / (min(1, t + h) - max(0, t - h)))
      let g = (p.x - q.x) * v.x + (p.y - q.y) * v.y
      let dg = v.x * v.x + v.y * v.y + (p.x - q.x) * acc.x + (p.y - q.y) * acc.y
      guard dg > 0 else { break }
      t = max(0, min(1, t - g / dg))
    }
    let p = evaluate(piece, t)
    best = min(best, bestD, hypot(p.x - q.x, p.y - q.y))
  }
  return best
}

/// Every contour of `path` flattened to a closed-or-open polyline (64 points per cubic),
/// as a list of vertices; a closed contour repeats no vertex (its last edge returns to the first).
private func polylines(_ path: PathData) -> [[CGPoint]] {
  var result: [[CGPoint]] = []
  var current: [CGPoint] = []
  var last = CGPoint.zero
  for e in path.elements {
    switch e {
    case .move(let p):
      if !current.isEmpty { result.append(current) }
      current = [p]
      last = p
    case .line(let p):
      current.append(p)
      last = p
    case .quadCurve(let p, let c):
      let c1 = pt(last.x + 2 / 3 * (c.x - last.x), last.y + 2 / 3 * (c.y - last.y))
      let c2 = pt(p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
      for i in 1...64 { current.append(bezier(last, c1, c2, p, Double(i) / 64)) }
      last = p
    case .curve(let p, let c1, let c2):
      for i in 1...64 { current.append(bezier(last, c1, c2, p, Double(i) / 64)) }
      last = p
    case .closeSubpath:
      if let first = current.first, let end = current.last, close(first, end, 1e-9) {
        current.removeLast()
      }
      result.append(current)
      current = []
    }
  }
  if !current.isEmpty { result.append(current) }
  // Drop repeated vertices (degenerate pieces) so adjacent-edge tests stay meaningful.
  return result.map { poly in
    var out: [CGPoint] = []
    for p in poly where out.last.map({ !close($0, p, 1e-9) }) ?? true { out.append(p) }
    return out
  }
}

/// Whether the closed polyline has no two non-adjacent edges that intersect.
private func isSimple(_ poly: [CGPoint]) -> Bool {
  let n = poly.count
  guard n >= 4 else { return true }
  func cross(_ o: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
    (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
  }
  func intersects(_ p1: CGPoint, _ p2: CGPoint, _ q1: CGPoint, _ q2: CGPoint) -> Bool {
    let d1 = cross(q1, q2, p1)
    let d2 = cross(q1, q2, p2)
    let d3 = cross(p1, p2, q1)
    let d4 = cross(p1, p2, q2)
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
  }
  for i in 0..<n {
    let (a, b) = (poly[i], poly[(i + 1) % n])
    for j in stride(from: i + 2, to: n, by: 1) {
      if i == 0 && j == n - 1 { continue }
      if intersects(a, b, poly[j], poly[(j + 1) % n]) { return false }
    }
  }
  return true
}

/// The signed area of a closed polyline (positive when clockwise on a y-down screen).
private func shoelace(_ poly: [CGPoint]) -> Double {
  var sum = 0.0
  for i in poly.indices {
    let (a, b) = (poly[i], poly[(i + 1) % poly.count])
    sum += a.x * b.y - b.x * a.y
  }
  return sum / 2
}
