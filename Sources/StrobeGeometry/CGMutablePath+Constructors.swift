import Foundation

extension CGMutablePath {
  /// Appends every element of `shape`, mapped by `transform`, under the path's append rules.
  func appendMapped(_ elements: [PathElement], _ transform: CGAffineTransform) {
    if transform.isIdentity {
      for e in elements { data.append(e) }
    } else {
      for e in elements { data.append(e.mapPoints { $0.applying(transform) }) }
    }
  }

  /// Adds a closed rectangle subpath (Core Graphics' `addRect`).
  ///
  /// Elements: move(minX, minY), line(maxX, minY), line(maxX, maxY), line(minX, maxY), close —
  /// clockwise on a y-down screen — each point mapped by `transform`. The rectangle is
  /// standardised first; a null or non-finite rectangle adds nothing.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    appendMapped(PathData.rect(rect).elements, transform)
  }

  /// Adds one closed rectangle subpath per rectangle, in order (Core Graphics' `addRects`).
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }

  /// Adds an open polyline: a move to the first point, then a line to each following point.
  ///
  /// Core Graphics' `addLines(between:)`. An empty array adds nothing.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    var elements: [PathElement] = [.move(to: first)]
    for p in points.dropFirst() { elements.append(.line(to: p)) }
    appendMapped(elements, transform)
  }

  /// Adds a closed ellipse inscribed in `rect` (Core Graphics' `addEllipse(in:)`).
  ///
  /// Elements: move(maxX, midY), four cubics through (midX, maxY), (minX, midY), (midX, minY)
  /// and back (increasing angle), close; see ``PathData/ellipse(in:)``. A null or non-finite
  /// rectangle adds nothing.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    appendMapped(PathData.ellipse(in: rect).elements, transform)
  }

  /// Adds a closed rounded rectangle with quarter-ellipse corners (Core Graphics'
  /// `addRoundedRect`).
  ///
  /// Always 10 elements starting at (minX + cornerWidth, minY); see
  /// ``PathData/roundedRect(_:cornerWidth:cornerHeight:)``. Unlike Core Graphics (which crashes),
  /// radii outside `[0, side/2]` are clamped and NaN becomes 0.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    appendMapped(
      PathData.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight).elements,
      transform)
  }

  /// Adds a circular arc with Core Graphics' semantics.
  ///
  /// Angles in radians from +x toward +y. `clockwise = true` means **decreasing** angle. Sweep
  /// Δ = end − start; when |Δ| is a whole turn or more (either sign) the arc is one full circle
  /// in the flag's direction, starting at `startAngle`; otherwise clockwise: if Δ > 0, Δ −= 2π;
  /// counter-clockwise: if Δ < 0, Δ += 2π. So 0 → 2π and 2π → 0 are full circles with either
  /// flag (as on iOS; docs/core-animation-semantics.md §11.1).
  ///
  /// First a line from the current point to the arc's start (a move if the path is empty), then
  /// cubic pieces of at most 90° (control length (4/3)·tan(φ/4)·r), all mapped by `transform`.
  /// A negative or NaN radius is treated as 0 (same elements, all at the centre). Non-finite
  /// centre or angles add nothing.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard startAngle.isFinite, endAngle.isFinite else { return }
    let sweep = PathData.coreGraphicsSweep(start: startAngle, end: endAngle, clockwise: clockwise)
    addArcPieces(center: center, radius: radius, start: startAngle, sweep: sweep, transform)
  }

  /// Adds a circular arc from `startAngle` to `startAngle + delta` (Core Graphics'
  /// `addRelativeArc`).
  ///
  /// Positive `delta` means increasing angle. Unlike ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``
  /// the sweep is not normalised: |delta| above 2π draws more than one turn. A line from the
  /// current point to the start comes first (a move on an empty path).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard startAngle.isFinite, delta.isFinite else { return }
    addArcPieces(center: center, radius: radius, start: startAngle, sweep: delta, transform)
  }

  private func addArcPieces(
    center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
    _ transform: CGAffineTransform
  ) {
    guard center.x.isFinite, center.y.isFinite else { return }
    let r = radius.isFinite ? PathData.clampRadius(radius, max: .greatestFiniteMagnitude) : 0
    let p0 = PathData.circlePoint(center, r, start)
    var elements: [PathElement] = [data.currentPoint == nil ? .move(to: p0) : .line(to: p0)]
    elements += PathData.arcCurves(
      center: center, radiusX: r, radiusY: r, rotation: 0, startAngle: start, sweep: sweep)
    appendMapped(elements, transform)
  }

  /// Adds an arc tangent to the lines current point → `tangent1End` and `tangent1End` →
  /// `tangent2End` (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`, canvas `arcTo`).
  ///
  /// With P0 the current point (mapped back through `transform`'s inverse), T1, T2:
  /// u1 = unit(P0 − T1), u2 = unit(T2 − T1), θ = angle(u1, u2), d = r / tan(θ/2). Adds a line
  /// P0 → T1 + u1·d, then the arc (centre T1 + unit(u1 + u2)·r / sin(θ/2), the short way, at
  /// most two cubic pieces) to T1 + u2·d, where the current point ends (not at T2).
  ///
  /// Degenerate cases: an empty path gets a move to T1 and nothing else; P0 = T1, T1 = T2,
  /// collinear points, or a radius ≤ 0 or NaN add a line to T1.
  public func addArc(
    tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = data.currentPoint else {
      appendMapped([.move(to: t1)], transform)
      return
    }
    let p0 = current.applying(transform.inverted())
    let v1 = Vector2(dx: p0.x - t1.x, dy: p0.y - t1.y)
    let v2 = Vector2(dx: t2.x - t1.x, dy: t2.y - t1.y)
    let l1 = hypot(v1.dx, v1.dy)
    let l2 = hypot(v2.dx, v2.dy)
    guard radius > 0, radius.isFinite, l1 > 0, l2 > 0, l1.isFinite, l2.isFinite else {
      appendMapped([.line(to: t1)], transform)
      return
    }
    let u1 = Vector2(dx: v1.dx / l1, dy: v1.dy / l1)
    let u2 = Vector2(dx: v2.dx / l2, dy: v2.dy / l2)
    let cross = u1.dx * u2.dy - u1.dy * u2.dx
    let dot = u1.dx * u2.dx + u1.dy * u2.dy
    let theta = atan2(abs(cross), dot)
    guard abs(cross) > 1e-12, theta > 0, theta < CGFloat.pi else {
      appendMapped([.line(to: t1)], transform)
      return
    }
    let d = radius / tan(theta / 2)
    let a = CGPoint(x: t1.x + u1.dx * d, y: t1.y + u1.dy * d)
    let b = CGPoint(x: t1.x + u2.dx * d, y: t1.y + u2.dy * d)
    let bis = Vector2(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bisLength = hypot(bis.dx, bis.dy)
    let centreDistance = radius / sin(theta / 2)
    let c = CGPoint(
      x: t1.x + bis.dx / bisLength * centreDistance, y: t1.y + bis.dy / bisLength * centreDistance)
    let a0 = atan2(a.y - c.y, a.x - c.x)
    var sweep = atan2(b.y - c.y, b.x - c.x) - a0
    if sweep > CGFloat.pi { sweep -= 2 * CGFloat.pi }
    if sweep < -CGFloat.pi { sweep += 2 * CGFloat.pi }
    var elements: [PathElement] = [.line(to: a)]
    elements += PathData.arcCurves(
      center: c, radiusX: radius, radiusY: radius, rotation: 0, startAngle: a0, sweep: sweep,
      end: b)
    appendMapped(elements, transform)
  }
}
