import Foundation
import StrobeGeometry

/// Trims a path to the fraction range `start…end` of its total length (CAShapeLayer's
/// strokeStart/strokeEnd), keeping curves as curves.
///
/// Semantics (core-animation-semantics.md §10): fractions of the total length of all
/// subpaths in order, closing segments included; values clamped to 0…1; `start ≥ end`
/// gives an empty path; `0…1` returns the path unchanged (closed subpaths stay closed). A
/// subpath cut by the range becomes open (so caps appear at the cut); a closed subpath lying
/// wholly inside the range keeps its close. Curves are split at their parameter by
/// de Casteljau.
///
/// Accuracy: lengths come from a 64-step polyline per curve and the split parameter is
/// interpolated in that table (about 1e-3 of a segment's length). This is the foundation's
/// approximate trimmer; the exact arc-length engine replaces it.
enum StrokeTrimmer {
  /// One drawable segment with its start point (closing segments become lines).
  private struct Segment {
    var start: CGPoint
    var element: PathElement
    var subpath: Int
    /// Whether this is the implicit closing line of a closed subpath.
    var isClose = false
    /// Cumulative length at samples t = i/steps (steps + 1 entries, first 0).
    var table: [CGFloat]
    var length: CGFloat { table.last ?? 0 }
  }

  private static let steps = 64

  /// The trimmed path.
  static func trim(_ path: PathData, start rawStart: CGFloat, end rawEnd: CGFloat) -> PathData {
    let s = min(max(rawStart.isNaN ? 0 : rawStart, 0), 1)
    let e = min(max(rawEnd.isNaN ? 1 : rawEnd, 0), 1)
    if s >= e { return PathData() }
    if s == 0 && e == 1 { return path }
    let (segments, closedSubpaths) = segmentsOf(path)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return PathData() }
    let from = s * total
    let to = e * total
    var out = PathData()
    var offset: CGFloat = 0
    var lastSubpath = -1
    var openPiece = false
    // Subpaths wholly inside the range are copied with their close.
    var subpathRange: [Int: (CGFloat, CGFloat)] = [:]
    var acc: CGFloat = 0
    for seg in segments {
      let r = subpathRange[seg.subpath] ?? (acc, acc)
      subpathRange[seg.subpath] = (r.0, acc + seg.length)
      acc += seg.length
    }
    for seg in segments {
      defer { offset += seg.length }
      let a = offset
      let b = offset + seg.length
      if b < from || a > to || (b == from && seg.length > 0) { continue }
      if let range = subpathRange[seg.subpath], closedSubpaths.contains(seg.subpath),
        range.0 >= from, range.1 <= to
      {
        if lastSubpath != seg.subpath {
          out.append(.move(to: seg.start))
          lastSubpath = seg.subpath
        }
        out.append(seg.isClose ? .closeSubpath : seg.element)
        openPiece = false
        continue
      }
      let t0 = a >= from ? 0 : parameter(seg, at: from - a)
      let t1 = b <= to ? 1 : parameter(seg, at: to - a)
      let piece = split(seg, t0, t1)
      if lastSubpath != seg.subpath || !openPiece {
        out.append(.move(to: piece.start))
        lastSubpath = seg.subpath
        openPiece = true
      }
      out.append(piece.element)
    }
    return out
  }

  /// Segments (with closing lines) and the indices of closed subpaths.
  private static func segmentsOf(_ path: PathData) -> ([Segment], Set<Int>) {
    var segs: [Segment] = []
    var closed: Set<Int> = []
    var current = CGPoint.zero
    var subStart = CGPoint.zero
    var sub = -1
    for el in path.elements {
      switch el {
      case .move(let p):
        current = p
        subStart = p
        sub += 1
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
        segs.append(Segment(start: current, element: el, subpath: sub, table: table(current, el)))
        current = p
      case .closeSubpath:
        closed.insert(sub)
        let line = PathElement.line(to: subStart)
        segs.append(
          Segment(
            start: current, element: line, subpath: sub, isClose: true,
            table: table(current, line)))
        current = subStart
      }
    }
    return (segs, closed)
  }

  private static func point(_ start: CGPoint, _ el: PathElement, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    switch el {
    case .line(let p):
      return CGPoint(x: start.x * u + p.x * t, y: start.y * u + p.y * t)
    case .quadCurve(let p, let c):
      return CGPoint(
        x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
        y: u * u * start.y + 2 * u * t * c.y + t * t * p.y)
    case .curve(let p, let c1, let c2):
      let a = u * u * u
      let b = 3 * u * u * t
      let c = 3 * u * t * t
      let d = t * t * t
      return CGPoint(
        x: a * start.x + b * c1.x + c * c2.x + d * p.x,
        y: a * start.y + b * c1.y + c * c2.y + d * p.y)
    case .move(let p): return p
    case .closeSubpath: return start
    }
  }

  private static func table(_ start: CGPoint, _ el: PathElement) -> [CGFloat] {
    if case .line(let p) = el { return [0, hypot(p.x - start.x, p.y - start.y)] }
    var t: [CGFloat] = [0]
    var prev = start
    for i in 1...steps {
      let q = point(start, el, CGFloat(i) / CGFloat(steps))
      t.append(t.last! + hypot(q.x - prev.x, q.y - prev.y))
      prev = q
    }
    return t
  }

  /// Curve parameter at arc length `d` from the segment start (interpolated in the table).
  private static func parameter(_ seg: Segment, at d: CGFloat) -> CGFloat {
    let tab = seg.table
    guard seg.length > 0 else { return 0 }
    let n = tab.count - 1
    var lo = 0
    var hi = n
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if tab[mid] < d { lo = mid } else { hi = mid }
    }
    let span = tab[hi] - tab[lo]
    let f = span > 0 ? (d - tab[lo]) / span : 0
    return (CGFloat(lo) + min(max(f, 0), 1)) / CGFloat(n)
  }

  /// The part of a segment between parameters t0 < t1, as (start point, element).
  private static func split(_ seg: Segment, _ t0: CGFloat, _ t1: CGFloat) -> (
    start: CGPoint, element: PathElement
  ) {
    let s = seg.start
    switch seg.element {
    case .line(let p):
      return (point(s, .line(to: p), t0), .line(to: point(s, .line(to: p), t1)))
    case .quadCurve(let p, let c):
      // Elevate to a cubic and split that (exact).
      let c1 = CGPoint(x: s.x + 2 / 3 * (c.x - s.x), y: s.y + 2 / 3 * (c.y - s.y))
      let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
      let cubic = Segment(
        start: s, element: .curve(to: p, control1: c1, control2: c2), subpath: seg.subpath,
        table: seg.table)
      return split(cubic, t0, t1)
    case .curve(let p, let c1, let c2):
      let pts = subCubic([s, c1, c2, p], t0, t1)
      return (pts[0], .curve(to: pts[3], control1: pts[1], control2: pts[2]))
    case .move(let p):
      return (p, .line(to: p))
    case .closeSubpath:
      return (s, .line(to: s))
    }
  }

  /// The control points of the cubic `pts` restricted to t0…t1 (de Casteljau twice).
  private static func subCubic(_ pts: [CGPoint], _ t0: CGFloat, _ t1: CGFloat) -> [CGPoint] {
    func splitAt(_ q: [CGPoint], _ t: CGFloat) -> (left: [CGPoint], right: [CGPoint]) {
      func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
      }
      let p01 = lerp(q[0], q[1])
      let p12 = lerp(q[1], q[2])
      let p23 = lerp(q[2], q[3])
      let p012 = lerp(p01, p12)
      let p123 = lerp(p12, p23)
      let m = lerp(p012, p123)
      return ([q[0], p01, p012, m], [m, p123, p23, q[3]])
    }
    var right = pts
    if t0 > 0 { right = splitAt(pts, t0).right }
    if t1 < 1 {
      let local = (t1 - t0) / (1 - t0)
      right = splitAt(right, local).left
    }
    return right
  }
}
