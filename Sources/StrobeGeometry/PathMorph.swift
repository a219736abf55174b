import Foundation

/// A morph between any two paths by resampling, prepared once and evaluated at any fraction
/// (Strobe's opt-in extension to Core Animation's path interpolation, `morph: resample` in
/// scenes).
///
/// **Algorithm.** Both paths are split into contours (subpaths; a lone move is dropped, a
/// close adds its closing line as a segment; lines and quadratics are raised exactly to
/// cubics). Contours are matched by order: the i-th of `from` with the i-th of `to`.
///
/// - *Extra contours* (one path has more): the unmatched contour grows from, or shrinks to, a
///   point: its arc-length centroid (the mean of 64 points — at least 4 per segment, at most
///   512 — equally spaced by arc length, both ends included for an open contour). Every point of
///   the contour moves straight to that point, so in between it is the contour scaled about
///   its centroid. At exactly the fraction where it is a point (t = 1 for an extra `from`
///   contour, t = 0 for an extra `to` contour) it is left out, so the endpoints show exactly
///   the input paths.
/// - *Direction and start* (for a matched pair of contours with length): each contour is
///   sampled at `m` fractions `i/m` of its length (m = 4 × the larger segment count, clamped to
///   64…512). Two closed contours are matched in winding direction: when their signed areas
///   have opposite signs the `to` contour is reversed (when either area is 0 both directions
///   are tried). Then a closed contour is rotated to the sample start `k/m` that minimises the
///   total squared travel Σ|aᵢ − b₍ᵢ₊ₖ₎ mod m|². Closed ⇄ closed: `to` is rotated. Open ⇄ closed:
///   the closed one is rotated (cut open at the best point) and both of its directions are
///   tried. Open ⇄ open: no rotation, both directions of `to` are tried.
/// - *Resampling* (same number of cubic pieces by arc length): the cut fractions are the union
///   of both contours' vertex fractions (segment boundaries as fractions of the contour's
///   length), plus equally spaced cuts in every gap wider than 1/``minimumPieceCount``. Each
///   contour is cut at every fraction — exactly at its own vertices, and by de Casteljau
///   subdivision at the parameter whose arc length gives the fraction elsewhere — so both have
///   N = (distinct vertex fractions of both) + (gap fills) pieces, N ≥ 16 and
///   N ≥ max(segment counts), and every piece is an exact sub-curve of its input: t = 0 and
///   t = 1 trace the input shapes exactly (up to rounding), only split into more cubics.
/// - Arc lengths come from ``PathMeasure`` at 1e-4 user units (the alignment samples above
///   are placed more roughly, to about 1e-3): they only decide which points correspond,
///   never the shape.
/// - *Interpolation*: every control point moves linearly, `a + (b − a)·t`; `t` may leave
///   [0, 1] (extrapolation, for springs).
/// - *Open ⇄ closed*: the result is closed at t = 0 when `from` is, at t = 1 when `to` is,
///   and for other t only when both are; the cut-open contour keeps its closing segment as an
///   ordinary piece, so its two ends meet exactly at the closed side.
/// - A zero-length contour (`M x y Z`, or all points equal) is a point: it morphs like the
///   point of an extra contour, but it is never left out.
///
/// The result is made only of `M`, `C` and `Z` elements.
public struct PathMorph: Sendable, Hashable {
  /// Below this many pieces per contour, wide gaps between cuts get extra equally spaced cuts.
  public static let minimumPieceCount = 16

  /// The path at t = 0.
  public let from: PathData
  /// The path at t = 1.
  public let to: PathData
  /// The matched, resampled contour pairs, in order.
  let pairs: [Pair]

  /// One matched pair of resampled contours with the same number of pieces.
  struct Pair: Sendable, Hashable {
    /// Start point and pieces of the `from` side.
    var fromStart: CGPoint
    /// Pieces of the `from` side.
    var fromPieces: [MorphCubic]
    /// Start point of the `to` side.
    var toStart: CGPoint
    /// Pieces of the `to` side.
    var toPieces: [MorphCubic]
    /// Whether the `from` contour is closed.
    var fromClosed: Bool
    /// Whether the `to` contour is closed.
    var toClosed: Bool
    /// The fraction at which this pair is a stand-in point and is left out (0 or 1), if any.
    var omittedAt: Double?
  }

  /// Prepares the morph from `from` to `to`: matches and resamples every contour.
  public init(from: PathData, to: PathData) {
    self.from = from
    self.to = to
    let a = MorphContour.contours(of: from)
    let b = MorphContour.contours(of: to)
    var pairs: [Pair] = []
    for i in 0..<Swift.max(a.count, b.count) {
      switch (i < a.count ? a[i] : nil, i < b.count ? b[i] : nil) {
      case (let ca?, let cb?): pairs.append(Self.pair(ca, cb))
      case (let ca?, nil): pairs.append(Self.pair(ca, towardPoint: true))
      case (nil, let cb?): pairs.append(Self.pair(cb, towardPoint: false))
      default: break
      }
    }
    self.pairs = pairs
  }

  /// The number of cubic pieces of each matched contour pair, in order.
  public var pieceCounts: [Int] { pairs.map(\.fromPieces.count) }

  /// The morphed path at fraction `t` (0 gives `from`, 1 gives `to`, both resampled).
  ///
  /// `t` may be any finite number: outside [0, 1] the points extrapolate linearly.
  public func path(at t: Double) -> PathData {
    let f = CGFloat(t)
    func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      if t == 0 { return p }
      if t == 1 { return q }
      return CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
    }
    var elements: [PathElement] = []
    for pair in pairs where pair.omittedAt != t {
      elements.append(.move(to: lerp(pair.fromStart, pair.toStart)))
      for (p, q) in zip(pair.fromPieces, pair.toPieces) {
        elements.append(
          .curve(to: lerp(p.p3, q.p3), control1: lerp(p.p1, q.p1), control2: lerp(p.p2, q.p2)))
      }
      let closed =
        t == 0 ? pair.fromClosed : t == 1 ? pair.toClosed : pair.fromClosed && pair.toClosed
      if closed { elements.append(.closeSubpath) }
    }
    return PathData(elements)
  }

  /// The number of samples used to align two contours with `segments` segments at most.
  static func sampleCount(segments: Int) -> Int { Swift.min(Swift.max(4 * segments, 64), 512) }

  /// A contour paired with a point at its centroid: `contour` is the `from` side when
  /// `towardPoint` (it shrinks), else the `to` side (it grows).
  static func pair(_ contour: MorphContour, towardPoint: Bool) -> Pair {
    let samples = contour.samples(
      sampleCount(segments: contour.segments.count), includingEnd: !contour.isClosed)
    var sum = CGPoint.zero
    for p in samples {
      sum.x += p.x
      sum.y += p.y
    }
    let centroid =
      contour.length > 0
      ? CGPoint(x: sum.x / CGFloat(samples.count), y: sum.y / CGFloat(samples.count))
      : contour.start
    let points = Array(repeating: MorphCubic.point(centroid), count: contour.segments.count)
    if towardPoint {
      return Pair(
        fromStart: contour.start, fromPieces: contour.segments, toStart: centroid,
        toPieces: points, fromClosed: contour.isClosed, toClosed: contour.isClosed, omittedAt: 1)
    }
    return Pair(
      fromStart: centroid, fromPieces: points, toStart: contour.start,
      toPieces: contour.segments, fromClosed: contour.isClosed, toClosed: contour.isClosed,
      omittedAt: 0)
  }

  /// Two matched contours: aligned (direction, start) and cut into the same number of pieces.
  static func pair(_ a: MorphContour, _ b: MorphContour) -> Pair {
    var (a, b) = (a, b)
    if a.length > 0 && b.length > 0 { align(&a, &b) }
    let cuts = Self.cuts(a, b)
    func pieces(_ c: MorphContour, _ side: Int) -> [MorphCubic] {
      if c.length > 0 { return c.pieces(at: cuts.map { ($0.fraction, $0.vertices[side]) }) }
      return Array(repeating: .point(c.start), count: cuts.count - 1)
    }
    return Pair(
      fromStart: a.start, fromPieces: pieces(a, 0), toStart: b.start, toPieces: pieces(b, 1),
      fromClosed: a.isClosed, toClosed: b.isClosed, omittedAt: nil)
  }

  /// Chooses the direction and start of the contours (see the type's documentation).
  static func align(_ a: inout MorphContour, _ b: inout MorphContour) {
    let rotatesA = a.isClosed && !b.isClosed
    let fixed = rotatesA ? b : a
    let moving = rotatesA ? a : b
    var directions = [false, true]
    if a.isClosed && b.isClosed {
      let (areaA, areaB) = (a.signedArea, b.signedArea)
      if areaA != 0 && areaB != 0 { directions = [(areaA < 0) != (areaB < 0)] }
    }
    let m = sampleCount(segments: Swift.max(a.segments.count, b.segments.count))
    let fixedSamples = fixed.alignmentSamples(m)
    var best: (cost: Double, contour: MorphContour, shift: Int)?
    for reverse in directions {
      let candidate = reverse ? moving.reversed : moving
      let samples = candidate.alignmentSamples(m)
      // The samples twice over, so shift k reads `doubled[i + k]` without a modulo.
      let doubled = samples + samples
      for k in 0..<(candidate.isClosed ? m : 1) {
        let bound = best?.cost ?? .infinity
        let cost = Self.travelCost(fixedSamples, doubled, shift: k, count: m, bound: bound)
        if cost < bound { best = (cost, candidate, k) }
      }
    }
    guard let best else { return }
    let chosen =
      best.shift == 0
      ? best.contour : best.contour.rotated(toFraction: Double(best.shift) / Double(m))
    if rotatesA { a = chosen } else { b = chosen }
  }

  /// Σ|aᵢ − b₍ᵢ₊ₖ₎|² over `i < count`; stops early, with a partial sum not below `bound`,
  /// once the sum reaches `bound` (the terms are non-negative, so the full
  /// sum could not be below it either).
  static func travelCost(
    _ a: [CGPoint], _ b: [CGPoint], shift k: Int, count m: Int, bound: Double
  ) -> Double {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        @inline(__always) func term(_ i: Int) -> Double {
          let (p, q) = (a[i], b[i + k])
          let (dx, dy) = (p.x - q.x, p.y - q.y)
          return dx * dx + dy * dy
        }
        // Four terms between checks (same decision as checking after every term: the sum only
        // grows, so a sum that reaches the bound is still at or above it four terms later).
        var cost = 0.0
        var i = 0
        while i + 4 <= m {
          cost += term(i) + term(i + 1) + term(i + 2) + term(i + 3)
          if cost >= bound { return cost }
          i += 4
        }
        while i < m {
          cost += term(i)
          i += 1
        }
        return cost
      }
    }
  }

  /// The shared cut fractions of two contours, each with the vertex range of either contour
  /// that sits exactly there (index 0: `a`, 1: `b`), from 0 to 1, gaps filled so that no gap
  /// exceeds 1/``minimumPieceCount``.
  static func cuts(_ a: MorphContour, _ b: MorphContour) -> [(
    fraction: Double, vertices: [ClosedRange<Int>?]
  )] {
    var entries: [(fraction: Double, side: Int, vertex: Int)] = []
    for (side, c) in [a, b].enumerated() where c.length > 0 {
      for (v, f) in c.vertexFractions.enumerated() { entries.append((f, side, v)) }
    }
    entries.sort { ($0.fraction, $0.side, $0.vertex) < ($1.fraction, $1.side, $1.vertex) }
    var groups: [(fraction: Double, vertices: [ClosedRange<Int>?])] = []
    for e in entries {
      if groups.last?.fraction != e.fraction { groups.append((e.fraction, [nil, nil])) }
      let range = groups[groups.count - 1].vertices[e.side]
      groups[groups.count - 1].vertices[e.side] =
        range.map { $0.lowerBound...Swift.max($0.upperBound, e.vertex) } ?? e.vertex...e.vertex
    }
    if groups.isEmpty { groups = [(0, [nil, nil]), (1, [nil, nil])] }
    var cuts: [(fraction: Double, vertices: [ClosedRange<Int>?])] = [groups[0]]
    let widest = 1 / Double(minimumPieceCount)
    for g in groups.dropFirst() {
      let previous = cuts.last!.fraction
      let gap = g.fraction - previous
      if gap > widest {
        let count = Int((gap / widest).rounded(.up))
        for k in 1..<count {
          cuts.append((previous + gap * Double(k) / Double(count), [nil, nil]))
        }
      }
      cuts.append(g)
    }
    return cuts
  }
}
