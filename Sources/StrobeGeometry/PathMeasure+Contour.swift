import Foundation

extension PathMeasure {
  /// One measured subpath: its segments (closing line included), length and closedness.
  ///
  /// Distances passed to a contour's queries run from the contour's own start, 0…``length``,
  /// and are clamped to that range (NaN → 0).
  public struct Contour: Sendable, Hashable {
    /// Whether the subpath ends with a ``PathElement/closeSubpath``.
    public let isClosed: Bool
    /// The contour's arc length (closing segment included), in user units.
    public let length: Double
    /// The distance from the start of the whole path to the start of this contour.
    public let startDistance: Double
    /// The segments in order, never empty.
    ///
    /// A closed contour's last segment is its closing line.
    public let segments: [Segment]
    /// The indices in the measured path's `elements` of this subpath: its move through its
    /// last drawing element or close.
    public let elementRange: Range<Int>
    /// Tolerance of distance → parameter inversions.
    let inversionTolerance: Double

    /// A contour from measured segments (startDistance of each relative to the contour).
    init(
      segments: [Segment], isClosed: Bool, startDistance: Double, elementRange: Range<Int>,
      inversionTolerance: Double
    ) {
      self.segments = segments
      self.isClosed = isClosed
      self.startDistance = startDistance
      self.elementRange = elementRange
      self.inversionTolerance = inversionTolerance
      let last = segments[segments.count - 1]
      length = last.startDistance + last.length
    }

    /// The contour's start point.
    public var start: CGPoint { segments[0].start }

    /// The segment and curve parameter at `distance` from the contour start.
    ///
    /// A distance on the boundary of two segments belongs to the earlier one (t = 1), except
    /// that zero-length segments are skipped in favour of the next one at the same distance.
    public func location(atDistance distance: Double) -> (segmentIndex: Int, t: Double) {
      let d = clampDistance(distance)
      let i = segmentIndex(endingAtOrAfter: d)
      return (i, parameter(i, d))
    }

    /// The point at `distance` from the contour start.
    public func position(atDistance distance: Double) -> CGPoint {
      let (i, t) = location(atDistance: distance)
      return segments[i].point(at: t)
    }

    /// The unit tangent at `distance` from the contour start.
    public func tangent(atDistance distance: Double) -> Tangent {
      let (i, t) = location(atDistance: distance)
      return segments[i].tangent(at: t)
    }

    /// The open piece of the contour between two distances from its start, as elements
    /// beginning with a move (empty when `to ≤ from` after clamping).
    ///
    /// Cut segments are split at the exact parameter by de Casteljau (same kinds); segments
    /// wholly inside are copied unchanged, the closing segment as a line. The piece never
    /// ends with a close, even when it spans the whole contour.
    public func piece(fromDistance from: Double, toDistance to: Double) -> [PathElement] {
      let lo = clampDistance(from)
      let hi = clampDistance(to)
      guard hi > lo else { return [] }
      let i = segmentIndex(endingAfter: lo)
      let j = segmentIndex(endingAtOrAfter: hi)
      let t0 = parameter(i, lo)
      let t1 = parameter(j, hi)
      var out: [PathElement] = []
      out.reserveCapacity(j - i + 2)
      if i == j {
        let p = segments[i].piece(from: t0, to: max(t0, t1))
        out.append(.move(to: t0 == 0 ? segments[i].start : p.start))
        out.append(t0 == 0 && t1 == 1 ? segments[i].element : p.element)
        return out
      }
      if t0 == 0 {
        out.append(.move(to: segments[i].start))
        out.append(segments[i].element)
      } else {
        let p = segments[i].piece(from: t0, to: 1)
        out.append(.move(to: p.start))
        out.append(p.element)
      }
      for k in (i + 1)..<j { out.append(segments[k].element) }
      out.append(t1 == 1 ? segments[j].element : segments[j].piece(from: 0, to: t1).element)
      return out
    }

    /// `distance` clamped to 0…length (NaN → 0).
    func clampDistance(_ distance: Double) -> Double {
      distance > 0 ? (distance < length ? distance : length) : 0
    }

    /// The curve parameter on segment `i` for contour distance `d`.
    func parameter(_ i: Int, _ d: Double) -> Double {
      let s = segments[i]
      let local = d - s.startDistance
      if !(local > 0) { return 0 }
      if local >= s.length { return 1 }
      return s.parameter(atDistance: local, accuracy: inversionTolerance)
    }

    /// The first segment whose end is ≥ d, skipping zero-length segments at that distance.
    func segmentIndex(endingAtOrAfter d: Double) -> Int {
      var lo = 0
      var hi = segments.count - 1
      while lo < hi {
        let mid = (lo + hi) / 2
        let s = segments[mid]
        if s.startDistance + s.length >= d { hi = mid } else { lo = mid + 1 }
      }
      var i = lo
      while segments[i].length == 0, i + 1 < segments.count, segments[i + 1].startDistance <= d {
        i += 1
      }
      return i
    }

    /// The first segment whose end is > d (the last one when none).
    func segmentIndex(endingAfter d: Double) -> Int {
      var lo = 0
      var hi = segments.count - 1
      while lo < hi {
        let mid = (lo + hi) / 2
        let s = segments[mid]
        if s.startDistance + s.length > d { hi = mid } else { lo = mid + 1 }
      }
      return lo
    }
  }
}
