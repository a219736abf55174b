import Foundation

/// One subpath prepared for the resampling morph: a start point, cubic segments and whether
/// it is closed (a closed contour's segments end at its start, the closing line included).
struct MorphContour: Sendable, Hashable {
  /// The first point.
  var start: CGPoint
  /// The segments in order, lines and quadratics raised to cubics.
  var segments: [MorphCubic]
  /// Whether the subpath ends with a close.
  var isClosed: Bool
  /// `cumulative[i]` = length of segments `0..<i`; `segments.count + 1` entries.
  var cumulative: [Double]
  /// The segments as measured by ``PathMeasure`` (for distance → parameter).
  var measured: [PathMeasure.Segment]

  /// The accuracy, in user units, of the arc lengths that decide where contours are cut.
  ///
  /// Lengths only decide which points correspond; every piece is an exact sub-curve whatever
  /// this accuracy, so it is looser than ``PathMeasure/defaultAccuracy`` to keep the morph fast.
  static let accuracy = 1e-4

  /// A contour; measures its segments with ``PathMeasure``.
  init(start: CGPoint, segments: [MorphCubic], isClosed: Bool) {
    var path = PathData()
    path.append(.move(to: start))
    for s in segments { path.append(.curve(to: s.p3, control1: s.p1, control2: s.p2)) }
    let measured = PathMeasure(path, accuracy: Self.accuracy).contours.first?.segments ?? []
    self.init(start: start, segments: segments, isClosed: isClosed, measured: measured)
  }

  /// A contour whose segments are already measured (`measured[i]` measures `segments[i]`;
  /// only the segment-local lengths and parameters are used).
  init(
    start: CGPoint, segments: [MorphCubic], isClosed: Bool, measured: [PathMeasure.Segment]
  ) {
    self.start = start
    self.segments = segments
    self.isClosed = isClosed
    self.measured = measured
    var sums = [0.0]
    sums.reserveCapacity(segments.count + 1)
    for s in measured { sums.append(sums.last! + s.length) }
    cumulative = sums
  }

  /// The total length.
  var length: Double { cumulative.last! }

  /// The contours of `path`, in order.
  ///
  /// A move starts a contour; a close appends the closing line (when the current point is not
  /// the start already) and marks it closed. A move with nothing drawn after it is dropped;
  /// `M x y Z` is kept as a closed contour of one zero-length line.
  static func contours(of path: PathData) -> [MorphContour] {
    var result: [MorphContour] = []
    var start: CGPoint?
    var current = CGPoint.zero
    var segments: [MorphCubic] = []
    func finish(closed: Bool) {
      if let s = start, closed || !segments.isEmpty {
        result.append(MorphContour(start: s, segments: segments, isClosed: closed))
      }
      start = nil
      segments = []
    }
    for e in path.elements {
      switch e {
      case .move(let p):
        finish(closed: false)
        start = p
        current = p
      case .line(let p):
        segments.append(.line(current, p))
        current = p
      case .quadCurve(let p, let c):
        segments.append(.quad(current, c, p))
        current = p
      case .curve(let p, let c1, let c2):
        segments.append(MorphCubic(current, c1, c2, p))
        current = p
      case .closeSubpath:
        if let s = start {
          if current != s || segments.isEmpty { segments.append(.line(current, s)) }
          current = s
        }
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  /// Where fraction `f` (of the length) falls: the segment index and its parameter.
  ///
  /// Picks the segment with `cumulative[j] ≤ f·length < cumulative[j + 1]`, so zero-length
  /// segments are never chosen for an interior fraction.
  func location(atFraction f: Double, accuracy: Double = accuracy) -> (segment: Int, t: Double) {
    let n = segments.count
    let target = f * length
    if target <= 0 { return (0, 0) }
    if target >= length { return (n - 1, 1) }
    var (lo, hi) = (0, n - 1)
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if cumulative[mid] <= target { lo = mid } else { hi = mid - 1 }
    }
    let t = measured[lo].parameter(atDistance: target - cumulative[lo], accuracy: accuracy)
    return (lo, t)
  }

  /// The point at fraction `f` of the length, its arc length found to `accuracy` user units.
  func point(atFraction f: Double, accuracy: Double = accuracy) -> CGPoint {
    let (j, t) = location(atFraction: f, accuracy: accuracy)
    return segments[j].point(at: t)
  }

  /// `m` points at fractions `i/m`, `i = 0..<m` (`i = 0...m` with `includingEnd`), their arc
  /// lengths found to `accuracy` user units.
  func samples(_ m: Int, includingEnd: Bool = false, accuracy: Double = accuracy) -> [CGPoint] {
    (0..<(includingEnd ? m + 1 : m)).map {
      point(atFraction: Double($0) / Double(m), accuracy: accuracy)
    }
  }

  /// `m` points at fractions `i/m` of the length, `i = 0..<m`, placed quickly for ranking
  /// alignments: arc length is approximated by the chords of 8 equal parameter steps per
  /// segment (well within 1e-3 of the length for the smooth pieces contours are made of).
  func alignmentSamples(_ m: Int) -> [CGPoint] {
    // Approximate arc length by chords: each segment is cut into `sub` equal parameter steps
    // and the samples are placed by linear interpolation in that chord-length table. Both
    // contours of a pair are sampled the same way, so the alignment they rank is consistent;
    // the shapes themselves are cut elsewhere, at exact arc-length parameters.
    let n = segments.count
    guard n > 0, m > 0 else { return [] }
    let sub = 8
    var cumulative = [0.0]
    cumulative.reserveCapacity(n * sub + 1)
    var points = [segments[0].point(at: 0)]
    points.reserveCapacity(n * sub + 1)
    for seg in segments {
      for k in 1...sub {
        let p = seg.point(at: Double(k) / Double(sub))
        let q = points[points.count - 1]
        let (dx, dy) = (p.x - q.x, p.y - q.y)
        cumulative.append(cumulative[cumulative.count - 1] + (dx * dx + dy * dy).squareRoot())
        points.append(p)
      }
    }
    let total = cumulative[cumulative.count - 1]
    var out: [CGPoint] = []
    out.reserveCapacity(m)
    var j = 0
    for i in 0..<m {
      let target = Double(i) / Double(m) * total
      while j < cumulative.count - 2 && cumulative[j + 1] < target { j += 1 }
      let span = cumulative[j + 1] - cumulative[j]
      let f = span > 0 ? Swift.min(Swift.max((target - cumulative[j]) / span, 0), 1) : 0
      let segment = j / sub
      let t = (Double(j % sub) + f) / Double(sub)
      out.append(segments[Swift.min(segment, n - 1)].point(at: t))
    }
    return out
  }

  /// The signed area enclosed (an open contour is closed by a straight line for this), positive
  /// when the contour runs clockwise on a y-down screen.
  var signedArea: Double {
    var total = segments.reduce(0.0) { $0 + $1.signedArea }
    if let last = segments.last?.p3, !isClosed { total += MorphCubic.line(last, start).signedArea }
    return total
  }

  /// The contour traversed backwards (a closed contour keeps its start point).
  var reversed: MorphContour {
    let back = segments.reversed().map(\.reversed)
    return MorphContour(start: back.first?.p0 ?? start, segments: back, isClosed: isClosed)
  }

  /// A closed contour started at fraction `f` instead (the segment there is split exactly).
  func rotated(toFraction f: Double) -> MorphContour {
    let (j, t) = location(atFraction: f)
    var head: [MorphCubic]
    var tail: [MorphCubic]
    if t <= 0 {
      head = Array(segments[j...])
      tail = Array(segments[..<j])
    } else if t >= 1 {
      head = Array(segments[(j + 1)...])
      tail = Array(segments[...j])
    } else {
      let (left, right) = segments[j].split(at: t)
      head = [right] + segments[(j + 1)...]
      tail = Array(segments[..<j]) + [left]
    }
    let all = head + tail
    // Reuse the measured segments; only the split one (its two halves) is measured anew.
    guard measured.count == segments.count else {
      return MorphContour(start: all.first?.p0 ?? start, segments: all, isClosed: isClosed)
    }
    var headM: [PathMeasure.Segment]
    var tailM: [PathMeasure.Segment]
    if t <= 0 {
      headM = Array(measured[j...])
      tailM = Array(measured[..<j])
    } else if t >= 1 {
      headM = Array(measured[(j + 1)...])
      tailM = Array(measured[...j])
    } else {
      let (left, right) = segments[j].split(at: t)
      guard let r = Self.measure(right), let l = Self.measure(left) else {
        return MorphContour(start: all.first?.p0 ?? start, segments: all, isClosed: isClosed)
      }
      headM = [r] + measured[(j + 1)...]
      tailM = Array(measured[..<j]) + [l]
    }
    return MorphContour(
      start: all.first?.p0 ?? start, segments: all, isClosed: isClosed, measured: headM + tailM)
  }

  /// One cubic measured alone (nil if the measure has no segment for it).
  static func measure(_ c: MorphCubic) -> PathMeasure.Segment? {
    let path = PathData([.move(to: c.p0), .curve(to: c.p3, control1: c.p1, control2: c.p2)])
    return PathMeasure(path, accuracy: accuracy).contours.first?.segments.first
  }

  /// The contour cut at the given interior fractions: every segment boundary of this contour
  /// is kept, and `breaks` says which of its vertices sit at each cut.
  ///
  /// - Parameter cuts: Sorted fractions, the first 0 and the last 1; for each, the range of
  ///   this contour's vertex indices at exactly that fraction, or `nil` when none is.
  /// - Returns: `cuts.count − 1` exact sub-curves of this contour.
  func pieces(at cuts: [(fraction: Double, vertices: ClosedRange<Int>?)]) -> [MorphCubic] {
    typealias Side = (segment: Int, t: Double)
    var result: [MorphCubic] = []
    result.reserveCapacity(cuts.count)
    var startSide: Side = (cuts.first?.vertices?.upperBound ?? 0, 0)
    for cut in cuts.dropFirst() {
      let endSide: Side
      let nextStart: Side
      if let v = cut.vertices {
        endSide = (v.lowerBound - 1, 1)
        nextStart = (v.upperBound, 0)
      } else {
        let loc = location(atFraction: cut.fraction)
        endSide = loc
        nextStart = loc
      }
      let (s, t0) = startSide
      let (e, t1) = endSide
      if s == e {
        result.append(segments[s].piece(from: t0, to: t1))
      } else if s < e, s >= 0, s < segments.count {
        // Only reachable through rounding at a vertex: keep the rest of the start segment.
        result.append(segments[s].piece(from: t0, to: 1))
      } else {
        result.append(.point(segments[Swift.min(Swift.max(s, 0), segments.count - 1)].p0))
      }
      startSide = nextStart
    }
    if isClosed, !result.isEmpty { result[result.count - 1].p3 = start }
    return result
  }

  /// The fraction of the length at each vertex (segment boundary), `segments.count + 1` values
  /// from 0 to 1; all 0 for a zero-length contour.
  var vertexFractions: [Double] {
    let total = length
    return cumulative.map { total > 0 ? $0 / total : 0 }
  }
}
