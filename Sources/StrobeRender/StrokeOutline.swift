import Foundation
import StrobeGeometry

/// The outline of a stroke computed in path space and projected: how strokes are drawn under
/// a perspective (non-affine) layer transform, which Cairo's stroker cannot do.
///
/// Core Animation renders a layer's stroke in the layer's plane and then projects the
/// plane, so a stroke is foreshortened with its layer. This builds that stroke's area in
/// path space as a union of pieces — one quadrilateral per segment of the flattened centre
/// line, a join piece at every vertex (miter quadrilateral within the miter limit, else a
/// bevel triangle; a disk for round joins), caps at the ends of open subpaths (square: a
/// quadrilateral of half the width; round: a disk) — every piece oriented counter-clockwise
/// (positive shoelace area), so one non-zero fill paints exactly their union (no double
/// blending where pieces overlap). The pieces are straight-edged except the disks, so the
/// projection maps them exactly, the disks' arcs through ``ProjectiveMap/project(_:tolerance:)``.
///
/// Error: curves of the centre line are flattened until the projected control polygon lies
/// within `tolerance` of the projected chord (which bounds the projected curve's distance
/// from its chord, the projective image of a convex hull being the hull of the images), so
/// the outline is within about `tolerance` canvas points of the exact stroke area. Dashes
/// are laid out along the flattened centre line in path units (restarting at each subpath,
/// an odd-length pattern repeated twice, as Cairo does); a dash that crosses the closing
/// point of a closed subpath gets two caps instead of a join. Zero-length subpaths get a
/// disk (round caps) or an axis-aligned square (square caps), as Core Graphics draws them.
enum StrokeOutline {
  /// The stroke area of `path` (path space) under `style`, projected by `map` onto the
  /// canvas; nil when any of it is on or behind the eye plane.
  static func outline(
    _ path: PathData, style: StrokeStyle, map: ProjectiveMap,
    tolerance: Double = ProjectiveMap.defaultTolerance
  ) -> PathData? {
    guard var lines = flatten(path, map: map, tolerance: tolerance) else { return nil }
    if !style.dashes.isEmpty { lines = dash(lines, pattern: style.dashes, phase: style.dashPhase) }
    var area = PathData()
    for line in lines { appendPieces(of: line, style: style, to: &area) }
    return map.project(area, tolerance: tolerance)
  }

  /// A flattened subpath: its points (consecutive duplicates removed) and whether it closes.
  struct Polyline {
    var points: [CGPoint]
    var closed: Bool
    /// Whether a drawing element (not only a move) made it.
    var drawn = true
  }

  // MARK: Flattening

  /// The subpaths of `path` as polylines in path space, flat to `tolerance` after `map`.
  static func flatten(_ path: PathData, map: ProjectiveMap, tolerance: Double) -> [Polyline]? {
    var result: [Polyline] = []
    var current: Polyline?
    var point = CGPoint.zero
    func add(_ p: CGPoint) {
      current?.drawn = true
      if let last = current?.points.last, last == p { return }
      current?.points.append(p)
    }
    for e in path.elements {
      switch e {
      case .move(let p):
        if let c = current { result.append(c) }
        current = Polyline(points: [p], closed: false, drawn: false)
        point = p
      case .line(let p):
        if current == nil { current = Polyline(points: [point], closed: false) }
        add(p)
        point = p
      case .quadCurve(let p, let c):
        if current == nil { current = Polyline(points: [point], closed: false) }
        let c1 = CGPoint(x: point.x + 2 / 3 * (c.x - point.x), y: point.y + 2 / 3 * (c.y - point.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        guard flattenCubic([point, c1, c2, p], map: map, tolerance: tolerance, depth: 0, add)
        else { return nil }
        point = p
      case .curve(let p, let c1, let c2):
        if current == nil { current = Polyline(points: [point], closed: false) }
        guard flattenCubic([point, c1, c2, p], map: map, tolerance: tolerance, depth: 0, add)
        else { return nil }
        point = p
      case .closeSubpath:
        if var c = current {
          c.closed = true
          c.drawn = true
          if c.points.count > 1, c.points.last == c.points.first { c.points.removeLast() }
          result.append(c)
          point = c.points.first ?? point
          current = nil
        }
      }
    }
    if let c = current { result.append(c) }
    // A lone move is no subpath to stroke.
    return result.filter(\.drawn)
  }

  private static func flattenCubic(
    _ c: [CGPoint], map: ProjectiveMap, tolerance: Double, depth: Int,
    _ add: (CGPoint) -> Void
  ) -> Bool {
    guard let q0 = map.apply(c[0]), let q1 = map.apply(c[1]), let q2 = map.apply(c[2]),
      let q3 = map.apply(c[3])
    else { return false }
    let flat =
      max(distance(q1, segment: q0, q3), distance(q2, segment: q0, q3)) <= tolerance
    if flat || depth >= 20 {
      add(c[3])
      return true
    }
    let (a, b) = ProjectiveMap.split(c)
    return flattenCubic(a, map: map, tolerance: tolerance, depth: depth + 1, add)
      && flattenCubic(b, map: map, tolerance: tolerance, depth: depth + 1, add)
  }

  /// Distance from `p` to the segment `a`–`b`.
  static func distance(_ p: CGPoint, segment a: CGPoint, _ b: CGPoint) -> Double {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let len2 = dx * dx + dy * dy
    var t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0
    t = min(max(t, 0), 1)
    return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
  }

  // MARK: Dashes

  /// The polylines cut into dashes (open polylines).
  static func dash(_ lines: [Polyline], pattern raw: [Double], phase: Double) -> [Polyline] {
    let pattern = raw.count % 2 == 1 ? raw + raw : raw
    let period = pattern.reduce(0, +)
    guard period > 0, period.isFinite else { return lines }
    var out: [Polyline] = []
    for line in lines {
      var pts = line.points
      if line.closed, let first = pts.first { pts.append(first) }
      guard pts.count > 1 else {
        out.append(line)
        continue
      }
      var offset = phase.truncatingRemainder(dividingBy: period)
      if offset < 0 { offset += period }
      var index = 0
      while offset >= pattern[index] {
        offset -= pattern[index]
        index = (index + 1) % pattern.count
      }
      var remaining = pattern[index] - offset
      var on = index % 2 == 0
      var dashPoints: [CGPoint] = on ? [pts[0]] : []
      for k in 1..<pts.count {
        var a = pts[k - 1]
        let b = pts[k]
        var len = hypot(b.x - a.x, b.y - a.y)
        while len > remaining {
          let t = remaining / len
          let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
          if on {
            dashPoints.append(p)
            out.append(Polyline(points: dashPoints, closed: false))
            dashPoints = []
          } else {
            dashPoints = [p]
          }
          len -= remaining
          a = p
          index = (index + 1) % pattern.count
          remaining = pattern[index]
          on.toggle()
        }
        remaining -= len
        if on { dashPoints.append(b) }
      }
      if on && !dashPoints.isEmpty { out.append(Polyline(points: dashPoints, closed: false)) }
    }
    return out
  }

  // MARK: Pieces

  private static func appendPieces(of line: Polyline, style: StrokeStyle, to area: inout PathData) {
    var pts: [CGPoint] = []
    for p in line.points where pts.last != p { pts.append(p) }
    if line.closed, pts.count > 1, pts.last == pts.first { pts.removeLast() }
    let h = style.lineWidth / 2
    guard h > 0 else { return }
    if pts.count == 1 {
      let p = pts[0]
      switch style.cap {
      case .round: appendDisk(p, radius: h, to: &area)
      case .square:
        appendPolygon(
          [
            CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
            CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h),
          ], to: &area)
      case .butt: break
      }
      return
    }
    let n = pts.count
    let segmentCount = line.closed ? n : n - 1
    for i in 0..<segmentCount {
      let a = pts[i]
      let b = pts[(i + 1) % n]
      let (dx, dy) = unit(a, b)
      let nx = -dy * h
      let ny = dx * h
      appendPolygon(
        [
          CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
          CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny),
        ], to: &area)
    }
    // Joins.
    let joinIndices = line.closed ? Array(0..<n) : Array(1..<max(n - 1, 1))
    for i in joinIndices {
      let v = pts[i]
      let prev = pts[(i - 1 + n) % n]
      let next = pts[(i + 1) % n]
      appendJoin(at: v, from: unit(prev, v), to: unit(v, next), h: h, style: style, to: &area)
    }
    // Caps.
    if !line.closed {
      appendCap(at: pts[0], direction: unit(pts[1], pts[0]), h: h, cap: style.cap, to: &area)
      appendCap(
        at: pts[n - 1], direction: unit(pts[n - 2], pts[n - 1]), h: h, cap: style.cap, to: &area)
    }
  }

  private static func unit(_ a: CGPoint, _ b: CGPoint) -> (Double, Double) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let l = hypot(dx, dy)
    return l > 0 ? (dx / l, dy / l) : (1, 0)
  }

  private static func appendJoin(
    at v: CGPoint, from d0: (Double, Double), to d1: (Double, Double), h: Double,
    style: StrokeStyle, to area: inout PathData
  ) {
    let cross = d0.0 * d1.1 - d0.1 * d1.0
    let dot = d0.0 * d1.0 + d0.1 * d1.1
    if style.join == .round {
      appendDisk(v, radius: h, to: &area)
      return
    }
    guard abs(cross) > 1e-12 || dot < 0 else { return }  // straight on: nothing to fill
    // The outer side is opposite the turn.
    let s: Double = cross > 0 ? -1 : 1
    let o0 = CGPoint(x: v.x + s * -d0.1 * h, y: v.y + s * d0.0 * h)
    let o1 = CGPoint(x: v.x + s * -d1.1 * h, y: v.y + s * d1.0 * h)
    let cosHalf = sqrt(max((1 + dot) / 2, 0))  // cos of half the turning angle
    if style.join == .miter, cosHalf > 0, 1 / cosHalf <= style.miterLimit {
      var mx = (o0.x - v.x) + (o1.x - v.x)
      var my = (o0.y - v.y) + (o1.y - v.y)
      let ml = hypot(mx, my)
      if ml > 0 {
        mx /= ml
        my /= ml
        let tip = CGPoint(x: v.x + mx * h / cosHalf, y: v.y + my * h / cosHalf)
        appendPolygon([v, o0, tip, o1], to: &area)
        return
      }
    }
    appendPolygon([v, o0, o1], to: &area)
  }

  private static func appendCap(
    at p: CGPoint, direction d: (Double, Double), h: Double, cap: StrokeStyle.Cap,
    to area: inout PathData
  ) {
    switch cap {
    case .butt: return
    case .round: appendDisk(p, radius: h, to: &area)
    case .square:
      let nx = -d.1 * h
      let ny = d.0 * h
      let e = CGPoint(x: p.x + d.0 * h, y: p.y + d.1 * h)
      appendPolygon(
        [
          CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: e.x + nx, y: e.y + ny),
          CGPoint(x: e.x - nx, y: e.y - ny), CGPoint(x: p.x - nx, y: p.y - ny),
        ], to: &area)
    }
  }

  /// Appends a closed polygon, reversed when needed so its shoelace area is positive.
  static func appendPolygon(_ pts: [CGPoint], to area: inout PathData) {
    var a = 0.0
    for i in pts.indices {
      let p = pts[i]
      let q = pts[(i + 1) % pts.count]
      a += p.x * q.y - q.x * p.y
    }
    guard abs(a) > 1e-18 else { return }
    let ordered = a > 0 ? pts : pts.reversed()
    area.append(.move(to: ordered[0]))
    for p in ordered.dropFirst() { area.append(.line(to: p)) }
    area.append(.closeSubpath)
  }

  /// Appends a circle of four cubic arcs (κ = 0.5522847498), with positive shoelace area.
  static func appendDisk(_ c: CGPoint, radius r: Double, to area: inout PathData) {
    let k = 0.5522847498 * r
    area.append(.move(to: CGPoint(x: c.x + r, y: c.y)))
    area.append(
      .curve(
        to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x + r, y: c.y + k),
        control2: CGPoint(x: c.x + k, y: c.y + r)))
    area.append(
      .curve(
        to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + r),
        control2: CGPoint(x: c.x - r, y: c.y + k)))
    area.append(
      .curve(
        to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x - r, y: c.y - k),
        control2: CGPoint(x: c.x - k, y: c.y - r)))
    area.append(
      .curve(
        to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - r),
        control2: CGPoint(x: c.x + r, y: c.y - k)))
    area.append(.closeSubpath)
  }
}
