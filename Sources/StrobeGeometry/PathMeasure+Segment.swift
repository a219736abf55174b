import Foundation

extension PathMeasure {
  /// One measured drawing segment of a contour: a line, quadratic or cubic Bézier.
  ///
  /// A contour's closing segment (the implicit line of a ``PathElement/closeSubpath``) is a
  /// ``Kind-swift.enum/line`` with ``isClosing`` set. Parameters `t` run over 0…1 along the
  /// curve; distances are arc lengths in user units.
  public struct Segment: Sendable, Hashable {
    /// The kind of curve.
    public enum Kind: Sendable, Hashable {
      /// A straight line (also every closing segment).
      case line
      /// A quadratic Bézier.
      case quadCurve
      /// A cubic Bézier.
      case curve
    }

    /// The kind of curve.
    public let kind: Kind
    /// Whether this is the closing line of a closed contour.
    public let isClosing: Bool
    /// The index in the measured path's `elements` of the element this segment draws (for a
    /// closing segment, the index of the ``PathElement/closeSubpath``).
    public let elementIndex: Int
    /// The arc length of the whole segment, in user units.
    public let length: Double
    /// The distance from the start of the contour to the start of this segment.
    public let startDistance: Double

    /// Control polygon: line p0 p1; quad p0 p1 p2; cubic p0 p1 p2 p3 (unused points = end).
    let p0: SIMD2<Double>
    let p1: SIMD2<Double>
    let p2: SIMD2<Double>
    let p3: SIMD2<Double>

    /// Measures a segment (`tolerance` bounds the error of ``length``); points unused by the
    /// kind repeat the end point (line p0 p1 p1 p1, quad p0 p1 p2 p2).
    init(
      kind: Kind, _ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>,
      _ p3: SIMD2<Double>, isClosing: Bool, elementIndex: Int, startDistance: Double,
      tolerance: Double
    ) {
      self.kind = kind
      self.isClosing = isClosing
      self.elementIndex = elementIndex
      self.startDistance = startDistance
      self.p0 = p0
      self.p1 = p1
      self.p2 = p2
      self.p3 = p3
      length = BezierMath(kind: kind, p0, p1, p2, p3).length(0, 1, tolerance: tolerance)
    }

    var math: BezierMath { BezierMath(kind: kind, p0, p1, p2, p3) }

    /// The start point.
    public var start: CGPoint { CGPoint(x: p0.x, y: p0.y) }

    /// The end point.
    public var end: CGPoint {
      let e = math.end
      return CGPoint(x: e.x, y: e.y)
    }

    /// The element that draws this segment from ``start`` (a closing segment as a line).
    public var element: PathElement {
      switch kind {
      case .line: return .line(to: CGPoint(x: p1.x, y: p1.y))
      case .quadCurve:
        return .quadCurve(to: CGPoint(x: p2.x, y: p2.y), control: CGPoint(x: p1.x, y: p1.y))
      case .curve:
        return .curve(
          to: CGPoint(x: p3.x, y: p3.y), control1: CGPoint(x: p1.x, y: p1.y),
          control2: CGPoint(x: p2.x, y: p2.y))
      }
    }

    /// The point at curve parameter `t` (clamped to 0…1).
    public func point(at t: Double) -> CGPoint {
      let p = math.point(clampUnit(t))
      return CGPoint(x: p.x, y: p.y)
    }

    /// The unit tangent (direction of travel) at curve parameter `t` (clamped to 0…1).
    ///
    /// Where the derivative vanishes (a cusp, coincident control points) the direction comes
    /// from the first non-vanishing higher derivative, taken on the side the curve continues
    /// to (the arriving side at t = 1); a zero-length segment points along +x.
    public func tangent(at t: Double) -> Tangent {
      let d = math.direction(clampUnit(t))
      return Tangent(dx: d.x, dy: d.y)
    }

    /// The arc length between curve parameters `t0` and `t1` (clamped to 0…1; negative when
    /// `t1 < t0`).
    ///
    /// ## Accuracy
    /// Within `accuracy` user units (floored at about 1e-14 relative to the length, the limit
    /// of double precision): lines and straight curves (control points collinear within
    /// accuracy/10) are exact, other curves use adaptive Gauss–Legendre quadrature.
    public func length(
      from t0: Double = 0, to t1: Double, accuracy: Double = PathMeasure.defaultAccuracy
    ) -> Double {
      let a = clampUnit(t0)
      let b = clampUnit(t1)
      if b < a { return -math.length(b, a, tolerance: accuracy) }
      return math.length(a, b, tolerance: accuracy)
    }

    /// The curve parameter at arc length `distance` from the segment start.
    ///
    /// `distance` is clamped to 0…``length``; the result `t` satisfies
    /// |length(0…t) − distance| ≤ `accuracy` (safeguarded Newton iteration on the arc length,
    /// falling back to bisection where the speed vanishes or a step leaves the bracket).
    public func parameter(
      atDistance distance: Double, accuracy: Double = PathMeasure.defaultAccuracy
    ) -> Double {
      if !(distance > 0) { return 0 }
      if distance >= length { return 1 }
      if kind == .line { return min(max(distance / length, 0), 1) }
      return math.parameter(atLength: distance, total: length, tolerance: accuracy)
    }

    /// The part of the segment between curve parameters `t0 < t1` (clamped to 0…1), as its
    /// start point and an element of the same kind (de Casteljau subdivision: quads stay
    /// quads, cubics stay cubics).
    public func piece(from t0: Double, to t1: Double) -> (start: CGPoint, element: PathElement) {
      let q = math.sub(clampUnit(t0), clampUnit(t1))
      let cg = { (v: SIMD2<Double>) in CGPoint(x: v.x, y: v.y) }
      switch kind {
      case .line: return (cg(q.0), .line(to: cg(q.1)))
      case .quadCurve: return (cg(q.0), .quadCurve(to: cg(q.2), control: cg(q.1)))
      case .curve: return (cg(q.0), .curve(to: cg(q.3), control1: cg(q.1), control2: cg(q.2)))
      }
    }
  }
}

/// `t` clamped to 0…1 (NaN → 0).
@inline(__always)
func clampUnit(_ t: Double) -> Double {
  t > 0 ? (t < 1 ? t : 1) : 0
}
