import Foundation

extension PathData {
  /// The most whole turns one arc draws (65,536: at most 262,144 cubic pieces); a relative
  /// arc beyond it keeps its end point (docs/limits.md, "Numbers").
  public static let maximumArcTurns = 65_536

  /// A circular arc with UIKit's semantics, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles are in radians from +x toward +y (y down). `clockwise = true` means **increasing**
  /// angle, clockwise on screen — the opposite of Core Graphics' flag (UIKit passes `!clockwise`
  /// to Core Graphics). The sweep follows Core Graphics' rule for that flipped flag: a
  /// |end − start| of a whole turn or more is one full circle in the flag's direction;
  /// otherwise with `clockwise = true` the sweep is `end − start` raised by a turn if negative,
  /// with `false` lowered by a turn if positive. So 0 → π clockwise passes through
  /// (cx, cy + r), and 0 → 2π is a full circle with either flag (`false` runs it with
  /// decreasing angle, counter-clockwise on screen).
  ///
  /// Elements: move to the start point, then cubic pieces of at most 90° each (control length
  /// (4/3)·tan(φ/4)·r). The structure depends only on the sweep, never on the radius: a radius of
  /// 0 (or negative or NaN, treated as 0) gives the same elements with every point at the centre.
  /// Non-finite centre or angles give an empty path.
  public static func arc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) -> PathData {
    guard center.x.isFinite, center.y.isFinite, startAngle.isFinite, endAngle.isFinite else {
      return PathData()
    }
    let r = radius.isFinite ? clampRadius(radius, max: .greatestFiniteMagnitude) : 0
    let sweep = coreGraphicsSweep(start: startAngle, end: endAngle, clockwise: !clockwise)
    var path = PathData()
    path.append(.move(to: circlePoint(center, r, startAngle)))
    for e in arcCurves(
      center: center, radiusX: r, radiusY: r, rotation: 0, startAngle: startAngle, sweep: sweep)
    {
      path.append(e)
    }
    return path
  }

  /// The signed sweep of a Core Graphics `addArc(…, clockwise:)` call.
  ///
  /// Core Graphics' `clockwise = true` means decreasing angle. When |end − start| is a whole
  /// turn or more (either sign), the arc is one full circle in the flag's direction: −2π
  /// clockwise, +2π counter-clockwise — so 0 → 2π and 2π → 0 both draw the whole circle with
  /// either flag, and 4π → 0 draws it once (docs/core-animation-semantics.md §11.1). Otherwise
  /// `end − start` is lowered by one turn if positive (clockwise) or raised by one turn if
  /// negative (counter-clockwise), so a sweep just short of a turn against the flag becomes a
  /// sliver in the flag's direction.
  static func coreGraphicsSweep(start: CGFloat, end: CGFloat, clockwise: Bool) -> CGFloat {
    let turn = 2 * CGFloat.pi
    var delta = end - start
    if abs(delta) >= turn { return clockwise ? -turn : turn }
    if clockwise {
      if delta > 0 { delta -= turn }
    } else {
      if delta < 0 { delta += turn }
    }
    return delta
  }

  /// The point at `angle` on the circle of radius `r` about `c`.
  static func circlePoint(_ c: CGPoint, _ r: CGFloat, _ angle: CGFloat) -> CGPoint {
    CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
  }

  /// Cubic pieces approximating an elliptical arc (no leading move or line).
  ///
  /// The ellipse has semi-axes `radiusX`, `radiusY`, rotated by `rotation` radians, about
  /// `center`; the arc runs from parameter angle `startAngle` by the signed `sweep`. It is split
  /// into `n = ⌈|sweep|/(π/2)⌉` equal pieces (none for a zero sweep), each with control points
  /// (4/3)·tan(φ/4) along the tangents — for a circle, control length (4/3)·tan(φ/4)·r. When
  /// `end` is given it replaces the computed final point exactly.
  static func arcCurves(
    center: CGPoint, radiusX rx: CGFloat, radiusY ry: CGFloat, rotation: CGFloat,
    startAngle: CGFloat, sweep: CGFloat, end: CGPoint? = nil
  ) -> [PathElement] {
    guard sweep != 0, sweep.isFinite else { return [] }
    let quarter = CGFloat.pi / 2
    // More than `maximumArcTurns` turns (a relative arc of 1e300 radians) draws that many
    // turns plus the remainder: the same end point, a bounded number of pieces.
    let most = 2 * CGFloat.pi * CGFloat(maximumArcTurns)
    let sweep =
      abs(sweep) <= most
      ? sweep : (sweep < 0 ? -most : most) + sweep.remainder(dividingBy: 2 * CGFloat.pi)
    let n = max(1, Int(saturating: (abs(sweep) / quarter - 1e-9).rounded(.up)))
    let phi = sweep / CGFloat(n)
    let h = 4 / 3 * tan(phi / 4)
    let (cr, sr) = (cos(rotation), sin(rotation))
    func map(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: center.x + cr * x - sr * y, y: center.y + sr * x + cr * y)
    }
    func point(_ t: CGFloat) -> CGPoint { map(rx * cos(t), ry * sin(t)) }
    func derivative(_ t: CGFloat) -> Vector2 {
      let (dx, dy) = (-rx * sin(t), ry * cos(t))
      return Vector2(dx: cr * dx - sr * dy, dy: sr * dx + cr * dy)
    }
    var result: [PathElement] = []
    result.reserveCapacity(n)
    var t0 = startAngle
    var p0 = point(t0)
    for i in 1...n {
      let t1 = i == n ? startAngle + sweep : startAngle + phi * CGFloat(i)
      var p1 = point(t1)
      if i == n, let end { p1 = end }
      let d0 = derivative(t0)
      let d1 = derivative(t1)
      result.append(
        .curve(
          to: p1, control1: CGPoint(x: p0.x + h * d0.dx, y: p0.y + h * d0.dy),
          control2: CGPoint(x: p1.x - h * d1.dx, y: p1.y - h * d1.dy)))
      t0 = t1
      p0 = p1
    }
    return result
  }
}
