import Foundation
import StrobeGeometry

/// The plane-to-plane projective map a `CATransform3D` induces on z = 0 points, and the
/// projection of whole paths through it.
///
/// A point `(x, y)` of a layer's bounds space maps to `(X/W, Y/W)` with
/// `X = x·m11 + y·m21 + m41`, `Y = x·m12 + y·m22 + m42`, `W = x·m14 + y·m24 + m44`
/// (docs/core-animation-semantics.md §1.2, row vectors). Straight lines stay straight under this
/// map; Bézier curves do not stay polynomial (their image is a rational curve), so
/// ``project(_:tolerance:)`` subdivides curves until the cubic through the projected control
/// points is within the tolerance of the exact projected curve.
///
/// Points with `W ≤ ` ``minimumW`` lie on or behind the eye plane: Core Animation clips such
/// geometry against the near plane; this renderer does not clip, and drops any path that
/// reaches that region (documented limitation, see ``project(_:tolerance:)``).
struct ProjectiveMap: Sendable {
  /// The transform whose z = 0 plane action this is.
  let matrix: CATransform3D

  /// The default projection tolerance, in canvas points: 0.01 pt.
  ///
  /// That is 0.02 device pixels at scale 2. The builder does not know the output scale, so the bound is stated in canvas
  /// points; at scale s the device-pixel error is at most s × 0.01.
  static let defaultTolerance: Double = 0.01

  /// Smallest homogeneous w accepted (points nearer the eye plane are "behind the eye").
  static let minimumW: Double = 1e-9

  /// The map of `matrix`.
  init(_ matrix: CATransform3D) { self.matrix = matrix }

  /// Homogeneous image `(X, Y, W)` of a plane point.
  @inline(__always)
  func homogeneous(_ p: CGPoint) -> (x: Double, y: Double, w: Double) {
    let m = matrix
    return (
      p.x * m.m11 + p.y * m.m21 + m.m41, p.x * m.m12 + p.y * m.m22 + m.m42,
      p.x * m.m14 + p.y * m.m24 + m.m44
    )
  }

  /// The image of `p`, or nil when it lies on or behind the eye plane.
  func apply(_ p: CGPoint) -> CGPoint? {
    let h = homogeneous(p)
    guard h.w > Self.minimumW, h.w.isFinite else { return nil }
    return CGPoint(x: h.x / h.w, y: h.y / h.w)
  }

  /// The determinant of the map's 2-D Jacobian at `p`: its sign is the projected winding
  /// (positive: orientation kept, negative: mirrored — the back side faces the viewer).
  ///
  /// For the 3×3 matrix `H` of the map, `det J = det H / W³`.
  func jacobianDeterminant(at p: CGPoint) -> Double {
    let m = matrix
    let detH =
      m.m11 * (m.m22 * m.m44 - m.m24 * m.m42) - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
      + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
    let w = homogeneous(p).w
    return detH / (w * w * w)
  }

  /// `path` mapped onto the canvas, curves subdivided so that the output is within
  /// `tolerance` canvas points of the exactly projected curve; nil when any point of the
  /// path (or a control point) is on or behind the eye plane.
  ///
  /// Lines map exactly (their endpoints are projected). Quadratic curves are raised to
  /// cubics. A cubic piece is accepted when, at the parameters t = k/16 (k = 1…15), the
  /// cubic through its projected control points is within half the tolerance of the
  /// projected exact point at the same t (a same-parameter distance, which bounds the
  /// distance between the curves from above); otherwise it is split at t = ½ (de Casteljau)
  /// and both halves are tried, down to 2⁻²⁰ of the original curve.
  func project(_ path: PathData, tolerance: Double = defaultTolerance) -> PathData? {
    var out: [PathElement] = []
    out.reserveCapacity(path.elements.count)
    var current = CGPoint.zero
    var start = CGPoint.zero
    for e in path.elements {
      switch e {
      case .move(let p):
        guard let q = apply(p) else { return nil }
        out.append(.move(to: q))
        current = p
        start = p
      case .line(let p):
        guard let q = apply(p) else { return nil }
        out.append(.line(to: q))
        current = p
      case .quadCurve(let p, let c):
        let c1 = CGPoint(
          x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        guard projectCubic([current, c1, c2, p], tolerance: tolerance, depth: 0, into: &out)
        else { return nil }
        current = p
      case .curve(let p, let c1, let c2):
        guard projectCubic([current, c1, c2, p], tolerance: tolerance, depth: 0, into: &out)
        else { return nil }
        current = p
      case .closeSubpath:
        out.append(.closeSubpath)
        current = start
      }
    }
    return PathData(out)
  }

  private func projectCubic(
    _ c: [CGPoint], tolerance: Double, depth: Int, into out: inout [PathElement]
  ) -> Bool {
    guard let q0 = apply(c[0]), let q1 = apply(c[1]), let q2 = apply(c[2]), let q3 = apply(c[3])
    else { return false }
    let q = [q0, q1, q2, q3]
    var worst = 0.0
    if depth < 20 {
      for k in 1..<16 {
        let t = Double(k) / 16
        guard let exact = apply(Self.bezier(c, t)) else { return false }
        let approx = Self.bezier(q, t)
        worst = max(worst, hypot(exact.x - approx.x, exact.y - approx.y))
        if worst > tolerance / 2 { break }
      }
    }
    if worst <= tolerance / 2 {
      out.append(.curve(to: q3, control1: q1, control2: q2))
      return true
    }
    let (a, b) = Self.split(c)
    return projectCubic(a, tolerance: tolerance, depth: depth + 1, into: &out)
      && projectCubic(b, tolerance: tolerance, depth: depth + 1, into: &out)
  }

  /// The point of the cubic with control points `c` at `t`.
  static func bezier(_ c: [CGPoint], _ t: Double) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let d = 3 * u * t * t
    let e = t * t * t
    return CGPoint(
      x: a * c[0].x + b * c[1].x + d * c[2].x + e * c[3].x,
      y: a * c[0].y + b * c[1].y + d * c[2].y + e * c[3].y)
  }

  /// The cubic split at t = ½ (de Casteljau).
  static func split(_ c: [CGPoint]) -> ([CGPoint], [CGPoint]) {
    func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
      CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    }
    let p01 = mid(c[0], c[1])
    let p12 = mid(c[1], c[2])
    let p23 = mid(c[2], c[3])
    let p012 = mid(p01, p12)
    let p123 = mid(p12, p23)
    let m = mid(p012, p123)
    return ([c[0], p01, p012, m], [m, p123, p23, c[3]])
  }
}
