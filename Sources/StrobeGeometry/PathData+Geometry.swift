import Foundation

extension PathData {
  /// The path with every point of every element mapped by `transform`.
  ///
  /// The element structure is kept exactly (a mapped circle is still four cubics).
  public func applying(_ transform: CGAffineTransform) -> PathData {
    if transform.isIdentity { return self }
    return PathData(elements.map { $0.mapPoints { $0.applying(transform) } })
  }

  /// The smallest rectangle containing every point of every element, control points included
  /// (Core Graphics' `boundingBox`).
  ///
  /// `CGRect.null` for an empty path; a path of one move is a zero-size rectangle at that point.
  public var boundingBox: CGRect {
    var box = BoxAccumulator()
    // The points of each element in `PathElement.points` order, without an array per element
    // (the renderer asks for the box of every path it clips a group to).
    for e in elements {
      switch e {
      case .move(let p), .line(let p): box.add(p)
      case .quadCurve(let p, let c):
        box.add(c)
        box.add(p)
      case .curve(let p, let c1, let c2):
        box.add(c1)
        box.add(c2)
        box.add(p)
      case .closeSubpath: break
      }
    }
    return box.rect
  }

  /// The smallest rectangle containing the path exactly (Core Graphics' `boundingBoxOfPath`).
  ///
  /// Uses the on-curve end points plus, for each quadratic or cubic, the points where the
  /// derivative of x or y vanishes inside (0, 1) (roots of a linear or quadratic equation), so
  /// control points that bulge beyond the curve do not count. Move points count (as in Core
  /// Graphics). `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var box = BoxAccumulator()
    var current = CGPoint.zero
    var start = CGPoint.zero
    for e in elements {
      switch e {
      case .move(let p):
        box.add(p)
        current = p
        start = p
      case .line(let p):
        box.add(p)
        current = p
      case .quadCurve(let p, let c):
        box.add(p)
        for t in Self.quadExtrema(current.x, c.x, p.x) + Self.quadExtrema(current.y, c.y, p.y) {
          box.add(Self.quadPoint(current, c, p, t))
        }
        current = p
      case .curve(let p, let c1, let c2):
        box.add(p)
        let ts =
          Self.cubicExtrema(current.x, c1.x, c2.x, p.x)
          + Self.cubicExtrema(current.y, c1.y, c2.y, p.y)
        for t in ts { box.add(Self.cubicPoint(current, c1, c2, p, t)) }
        current = p
      case .closeSubpath:
        current = start
      }
    }
    return box.rect
  }

  /// The parameter in (0, 1) where a quadratic coordinate has zero derivative, if any.
  static func quadExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> [CGFloat] {
    let den = p0 - 2 * p1 + p2
    guard den != 0 else { return [] }
    let t = (p0 - p1) / den
    return t > 0 && t < 1 ? [t] : []
  }

  /// The parameters in (0, 1) where a cubic coordinate has zero derivative.
  ///
  /// B′(t)/3 = A·t² + B·t + C with A = −p0 + 3p1 − 3p2 + p3, B = 2(p0 − 2p1 + p2), C = p1 − p0.
  static func cubicExtrema(
    _ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat
  ) -> [CGFloat] {
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [CGFloat] = []
    let scale = max(abs(a), abs(b), abs(c))
    if scale == 0 { return [] }
    if abs(a) <= 1e-12 * scale {
      if b != 0 { roots.append(-c / b) }
    } else {
      let disc = b * b - 4 * a * c
      if disc >= 0 {
        // Numerically stable quadratic roots.
        let sq = disc.squareRoot()
        let q = -0.5 * (b + (b < 0 ? -sq : sq))
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  /// The point at parameter `t` on a quadratic Bézier.
  static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
      y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  /// The point at parameter `t` on a cubic Bézier.
  static func cubicPoint(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
      y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y)
  }
}

/// Accumulates points into a bounding rectangle.
private struct BoxAccumulator {
  var minX = CGFloat.infinity
  var minY = CGFloat.infinity
  var maxX = -CGFloat.infinity
  var maxY = -CGFloat.infinity
  var any = false

  mutating func add(_ p: CGPoint) {
    any = true
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  var rect: CGRect {
    any ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
  }
}
