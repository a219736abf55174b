import Foundation

extension PathData {
  /// The cubic Bézier circle constant k = 4(√2 − 1)/3 ≈ 0.5522847498.
  ///
  /// A quarter ellipse with semi-axes rx, ry is approximated by a cubic whose control points
  /// sit k·rx and k·ry from the end points along the tangents (docs/core-animation-semantics.md §11.1).
  public static let ellipseKappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

  /// The continuous-corner extent factor: a continuous corner of radius r starts 1.52866483·r
  /// before the corner along each edge (§11.2, PaintCode reconstruction).
  public static let continuousCornerExtent: CGFloat = 1.528_664_83

  /// A rectangle: move(minX, minY), line(maxX, minY), line(maxX, maxY), line(minX, maxY), close.
  ///
  /// Same as `UIBezierPath(rect:)` and `CGPath(rect:transform:)`: starts at the origin corner and
  /// runs clockwise on a y-down screen. The rectangle is standardised first (negative sizes are
  /// allowed). A null or non-finite rectangle gives an empty path.
  public static func rect(_ rect: CGRect) -> PathData {
    guard let r = finiteStandardized(rect) else { return PathData() }
    return PathData([
      .move(to: CGPoint(x: r.minX, y: r.minY)),
      .line(to: CGPoint(x: r.maxX, y: r.minY)),
      .line(to: CGPoint(x: r.maxX, y: r.maxY)),
      .line(to: CGPoint(x: r.minX, y: r.maxY)),
      .closeSubpath,
    ])
  }

  /// An ellipse inscribed in `rect`: move(maxX, midY), four cubics, close.
  ///
  /// The cubics pass through (midX, maxY), (minX, midY), (midX, minY) and back to (maxX, midY):
  /// increasing angle, clockwise on a y-down screen — Core Graphics' `addEllipse(in:)` and
  /// `UIBezierPath(ovalIn:)`. Control points sit ``ellipseKappa``·rx (or ·ry) from each on-curve
  /// point. A zero-size rectangle keeps the same six elements (all points coincide), so
  /// ellipse ⇄ point morphs work. A null or non-finite rectangle gives an empty path.
  public static func ellipse(in rect: CGRect) -> PathData {
    guard let r = finiteStandardized(rect) else { return PathData() }
    let k = ellipseKappa
    let (rx, ry) = (r.width / 2, r.height / 2)
    let (cx, cy) = (r.midX, r.midY)
    let (kx, ky) = (k * rx, k * ry)
    return PathData([
      .move(to: CGPoint(x: r.maxX, y: cy)),
      .curve(
        to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky),
        control2: CGPoint(x: cx + kx, y: r.maxY)),
      .curve(
        to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY),
        control2: CGPoint(x: r.minX, y: cy + ky)),
      .curve(
        to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky),
        control2: CGPoint(x: cx - kx, y: r.minY)),
      .curve(
        to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY),
        control2: CGPoint(x: r.maxX, y: cy - ky)),
      .closeSubpath,
    ])
  }

  /// A rounded rectangle with quarter-ellipse corners (Core Graphics' `addRoundedRect`).
  ///
  /// Elements: move(minX + cw, minY), then for each corner clockwise on a y-down screen
  /// (top-right, bottom-right, bottom-left, top-left) a line along the edge and one cubic
  /// quarter-ellipse with semi-axes cw × ch (control offsets ``ellipseKappa``·cw/ch), then close:
  /// always 10 elements. The start point is our documented choice (Apple's is unconfirmed).
  ///
  /// Radii: Core Graphics crashes unless `0 ≤ cornerWidth ≤ width/2` (same for height); here a
  /// negative or NaN radius becomes 0 and a radius above half the side is clamped to it. A
  /// radius of 0 keeps the same structure with degenerate corner cubics (all three points at the
  /// corner), so square ⇄ rounded morphs work. A null or non-finite rectangle gives an empty path.
  public static func roundedRect(
    _ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat
  ) -> PathData {
    guard let r = finiteStandardized(rect) else { return PathData() }
    let cw = clampRadius(cornerWidth, max: r.width / 2)
    let ch = clampRadius(cornerHeight, max: r.height / 2)
    let (kx, ky) = (ellipseKappa * cw, ellipseKappa * ch)
    let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
    return PathData([
      .move(to: CGPoint(x: x0 + cw, y: y0)),
      .line(to: CGPoint(x: x1 - cw, y: y0)),
      .curve(
        to: CGPoint(x: x1, y: y0 + ch), control1: CGPoint(x: x1 - cw + kx, y: y0),
        control2: CGPoint(x: x1, y: y0 + ch - ky)),
      .line(to: CGPoint(x: x1, y: y1 - ch)),
      .curve(
        to: CGPoint(x: x1 - cw, y: y1), control1: CGPoint(x: x1, y: y1 - ch + ky),
        control2: CGPoint(x: x1 - cw + kx, y: y1)),
      .line(to: CGPoint(x: x0 + cw, y: y1)),
      .curve(
        to: CGPoint(x: x0, y: y1 - ch), control1: CGPoint(x: x0 + cw - kx, y: y1),
        control2: CGPoint(x: x0, y: y1 - ch + ky)),
      .line(to: CGPoint(x: x0, y: y0 + ch)),
      .curve(
        to: CGPoint(x: x0 + cw, y: y0), control1: CGPoint(x: x0, y: y0 + ch - ky),
        control2: CGPoint(x: x0 + cw - kx, y: y0)),
      .closeSubpath,
    ])
  }

  /// The five elements of one continuous ("squircle") corner of radius `r`.
  ///
  /// PaintCode's reconstruction of UIKit's iOS 7 corner (docs/core-animation-semantics.md §11.2),
  /// as the layer outline of `cornerCurve = .continuous` draws it. UIBezierPath's rounded rectangles
  /// use UIKit's own element output instead (``roundedRect(_:cornerRadius:)``).
  ///
  /// `corner` is the sharp corner point; `incoming` and `outgoing` are the unit directions
  /// of the edge arriving at it and of the edge leaving it. The elements run from the end of
  /// the straight incoming edge (`1.52866471·r` before the corner) to `1.52866483·r` along the
  /// outgoing edge: line, curve, line, curve, curve.
  public static func continuousCorner(
    at corner: CGPoint, incoming: (CGFloat, CGFloat), outgoing: (CGFloat, CGFloat),
    radius r: CGFloat
  ) -> [PathElement] {
    func p(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
      CGPoint(
        x: corner.x - a * r * incoming.0 + b * r * outgoing.0,
        y: corner.y - a * r * incoming.1 + b * r * outgoing.1)
    }
    return [
      .line(to: p(1.528_664_71, 0)),
      .curve(
        to: p(0.669_934_27, 0.065_496_00), control1: p(1.088_493_23, 0),
        control2: p(0.868_406_89, 0)),
      .line(to: p(0.631_493_99, 0.074_911_00)),
      .curve(
        to: p(0.074_911_76, 0.631_493_99), control1: p(0.372_823_92, 0.169_058_99),
        control2: p(0.169_060_13, 0.372_824_01)),
      .curve(
        to: p(0, continuousCornerExtent), control1: p(0, 0.868_407_01),
        control2: p(0, 1.088_492_99)),
    ]
  }

  /// The rectangle standardised, or `nil` when it is null or has a non-finite coordinate.
  static func finiteStandardized(_ rect: CGRect) -> CGRect? {
    guard !rect.isNull else { return nil }
    let r = rect.standardized
    guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
      return nil
    }
    return r
  }

  /// `value` clamped to `[0, max]`; NaN becomes 0.
  static func clampRadius(_ value: CGFloat, max upper: CGFloat) -> CGFloat {
    guard value > 0 else { return 0 }
    return Swift.min(value, upper)
  }
}
