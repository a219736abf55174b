import Foundation

/// A path measured once for arc-length queries: total and per-contour lengths, point and
/// tangent at a distance or fraction, segment and curve parameter at a distance, and exact
/// trimming (``trimmed(from:to:)``).
///
/// Measuring walks the path once into a table of contours (subpaths) and segments, in the
/// spirit of Skia's `SkContourMeasure` but with an explicit accuracy contract (kurbo):
/// - every subpath with at least one drawing element or a close is a contour; a lone move
///   draws nothing and is skipped; `M x y Z` is a contour of length 0 (one closing segment);
/// - a closed contour's closing line counts as a segment (docs/core-animation-semantics.md §10);
/// - lines are exact; quadratic and cubic Béziers are integrated by adaptive Gauss–Legendre
///   quadrature (straight ones exactly), distances are inverted by safeguarded Newton.
///
/// Distances run from the start of the whole path over all contours in order, and are
/// clamped to 0…``length`` (NaN → 0). A distance on the boundary of two contours belongs to
/// the earlier one.
///
/// ## Accuracy
/// `accuracy` is in user units. ``length``, every contour's `length` and every segment's
/// `startDistance` are within accuracy/2 of the exact values (each segment is measured to
/// accuracy/(2·segment count)); the point returned for a distance `d` lies at a true
/// arc-length distance within `accuracy` of `d`. The quadrature's own error estimate is
/// conservative: measured errors are typically several orders of magnitude smaller. Below
/// about 1e-14 relative to a segment's length double precision sets the limit.
public struct PathMeasure: Sendable {
  /// The default accuracy of every arc-length operation: 1e-9 user units.
  public static let defaultAccuracy: Double = 1e-9

  /// The measured path.
  public let path: PathData
  /// The accuracy this measure was made with, in user units.
  public let accuracy: Double
  /// The contours in path order (lone moves skipped).
  public let contours: [Contour]
  /// The total length of all contours, closing segments included.
  public let length: Double

  /// Measures `path` to `accuracy` user units (non-finite or non-positive → the default).
  public init(_ path: PathData, accuracy: Double = PathMeasure.defaultAccuracy) {
    let acc = accuracy.isFinite && accuracy > 0 ? accuracy : Self.defaultAccuracy
    self.path = path
    self.accuracy = acc
    let elements = path.elements
    var drawingCount = 0
    for e in elements {
      if case .move = e { continue }
      drawingCount += 1
    }
    let tolerance = acc / (2 * Double(max(drawingCount, 1)))
    var contours: [Contour] = []
    var segments: [Segment] = []
    segments.reserveCapacity(16)
    var current = SIMD2<Double>(0, 0)
    var subpathStart = current
    var moveIndex = 0
    var offset = 0.0
    var contourLength = 0.0

    func finish(closed: Bool, through last: Int) {
      guard !segments.isEmpty else { return }
      let c = Contour(
        segments: segments, isClosed: closed, startDistance: offset,
        elementRange: moveIndex..<(last + 1), inversionTolerance: acc / 2)
      contours.append(c)
      offset += c.length
      segments = []
      contourLength = 0
    }
    func add(
      _ kind: Segment.Kind, _ q0: SIMD2<Double>, _ q1: SIMD2<Double>, _ q2: SIMD2<Double>,
      _ q3: SIMD2<Double>, index: Int, closing: Bool
    ) {
      let s = Segment(
        kind: kind, q0, q1, q2, q3, isClosing: closing, elementIndex: index,
        startDistance: contourLength, tolerance: tolerance)
      segments.append(s)
      contourLength = s.startDistance + s.length
    }
    let v = { (p: CGPoint) in SIMD2(Double(p.x), Double(p.y)) }

    for (index, e) in elements.enumerated() {
      switch e {
      case .move(let p):
        finish(closed: false, through: index - 1)
        current = SIMD2(Double(p.x), Double(p.y))
        subpathStart = current
        moveIndex = index
      case .line(let p):
        let q = v(p)
        add(.line, current, q, q, q, index: index, closing: false)
        current = q
      case .quadCurve(let p, let c):
        let q = v(p)
        add(.quadCurve, current, v(c), q, q, index: index, closing: false)
        current = q
      case .curve(let p, let c1, let c2):
        let q = v(p)
        add(.curve, current, v(c1), v(c2), q, index: index, closing: false)
        current = q
      case .closeSubpath:
        add(.line, current, subpathStart, subpathStart, subpathStart, index: index, closing: true)
        current = subpathStart
        finish(closed: true, through: index)
      }
    }
    finish(closed: false, through: elements.count - 1)
    self.contours = contours
    self.length = offset
  }

  /// The contour and distance within it for a path distance (nil when there are no contours).
  ///
  /// Prefers a contour of positive length when a zero-length one sits at the same distance.
  func contourIndex(atDistance distance: Double) -> (index: Int, local: Double)? {
    guard !contours.isEmpty else { return nil }
    let d = distance > 0 ? (distance < length ? distance : length) : 0
    var lo = 0
    var hi = contours.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      let c = contours[mid]
      if c.startDistance + c.length >= d { hi = mid } else { lo = mid + 1 }
    }
    var i = lo
    while contours[i].length == 0, i + 1 < contours.count, contours[i + 1].startDistance <= d {
      i += 1
    }
    return (i, d - contours[i].startDistance)
  }

  /// The contour, segment and curve parameter at `distance` from the path start (nil for a
  /// path with no contours).
  public func location(atDistance distance: Double) -> Location? {
    guard let (c, local) = contourIndex(atDistance: distance) else { return nil }
    let (s, t) = contours[c].location(atDistance: local)
    return Location(contourIndex: c, segmentIndex: s, t: t)
  }

  /// The point at `distance` from the path start (nil for a path with no contours).
  public func position(atDistance distance: Double) -> CGPoint? {
    guard let l = location(atDistance: distance) else { return nil }
    return contours[l.contourIndex].segments[l.segmentIndex].point(at: l.t)
  }

  /// The unit tangent at `distance` from the path start (nil for a path with no contours).
  ///
  /// See ``Segment/tangent(at:)`` for cusps and zero-length contours (+x).
  public func tangent(atDistance distance: Double) -> Tangent? {
    guard let l = location(atDistance: distance) else { return nil }
    return contours[l.contourIndex].segments[l.segmentIndex].tangent(at: l.t)
  }

  /// The point at `fraction` (clamped to 0…1) of the total length.
  public func position(atFraction fraction: Double) -> CGPoint? {
    position(atDistance: distance(ofFraction: fraction))
  }

  /// The unit tangent at `fraction` (clamped to 0…1) of the total length.
  public func tangent(atFraction fraction: Double) -> Tangent? {
    tangent(atDistance: distance(ofFraction: fraction))
  }

  /// The distance of a fraction of the total length (clamped to 0…1; NaN → 0; 1 → exactly
  /// ``length``).
  public func distance(ofFraction fraction: Double) -> Double {
    if !(fraction > 0) { return 0 }
    if fraction >= 1 { return length }
    return fraction * length
  }
}
