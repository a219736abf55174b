import Foundation
import StrobeCore
import StrobeGeometry

/// The outline of a layer's bounds with its corner radius: what backgroundColor fills, the
/// border follows and masksToBounds clips to.
///
/// Only the corners named by `maskedCorners` are rounded; the others are sharp. A negative
/// or non-finite radius counts as 0.
///
/// - circular: quarter-circle cubics (control length k·r, k = 4(√2−1)/3). The radius is not
///   clamped, as in Core Animation (a radius above half the side overlaps, giving the
///   rounded-diamond look).
/// - continuous: the iOS continuous ("squircle") corner of `PathData.roundedRect(_:cornerRadius:)`
///   (PaintCode reconstruction), which reaches 1.52866483·r along each edge. Core Animation's
///   behaviour for large continuous radii is not documented; here the radius is clamped to
///   `min(w, h) / 2 / 1.52866483` so corners never overlap (they then meet at the middle of the
///   short sides), the same limit `roundedRect` uses, so the shape never jumps as the radius
///   animates. Any other `cornerCurve` value draws circular corners (Core Animation reads
///   invalid values back as "circular").
enum LayerOutline {
  /// The kappa of a quarter circle drawn as one cubic.
  static let kappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

  /// The outline path of `rect` with `radius` at the corners in `corners`.
  static func path(
    _ rect: CGRect, radius: CGFloat, corners: CACornerMask,
    curve: CALayerCornerCurve = .circular
  ) -> PathData {
    var r = max(0, radius.isFinite ? radius : 0)
    let continuous = curve == .continuous
    if continuous {
      r = min(r, min(rect.width, rect.height) / 2 / PathData.continuousCornerExtent)
    }
    if r == 0 || corners.isEmpty {
      return PathData([
        .move(to: CGPoint(x: rect.minX, y: rect.minY)),
        .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
        .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
        .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
        .closeSubpath,
      ])
    }
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // Clockwise on a y-down screen, starting after the top-left corner: each corner with the
    // direction of the edge arriving at it and of the edge leaving it.
    let plan: [(CACornerMask, CGPoint, (CGFloat, CGFloat), (CGFloat, CGFloat))] = [
      (.layerMaxXMinYCorner, CGPoint(x: x1, y: y0), (1, 0), (0, 1)),
      (.layerMaxXMaxYCorner, CGPoint(x: x1, y: y1), (0, 1), (-1, 0)),
      (.layerMinXMaxYCorner, CGPoint(x: x0, y: y1), (-1, 0), (0, -1)),
      (.layerMinXMinYCorner, CGPoint(x: x0, y: y0), (0, -1), (1, 0)),
    ]
    let extent = continuous ? PathData.continuousCornerExtent : 1
    let tl = corners.contains(.layerMinXMinYCorner)
    var p = PathData()
    p.append(.move(to: CGPoint(x: tl ? x0 + extent * r : x0, y: y0)))
    for (corner, k, din, dout) in plan {
      // A point `a`·r back along the incoming edge and `b`·r along the outgoing edge.
      func q(_ a: CGFloat, _ b: CGFloat) -> CGPoint {
        CGPoint(x: k.x - a * r * din.0 + b * r * dout.0, y: k.y - a * r * din.1 + b * r * dout.1)
      }
      guard corners.contains(corner) else {
        if corner != .layerMinXMinYCorner { p.append(.line(to: k)) }
        continue
      }
      if continuous {
        for e in PathData.continuousCorner(at: k, incoming: din, outgoing: dout, radius: r) {
          p.append(e)
        }
      } else {
        p.append(.line(to: q(1, 0)))
        p.append(.curve(to: q(0, 1), control1: q(1 - kappa, 0), control2: q(0, 1 - kappa)))
      }
    }
    p.append(.closeSubpath)
    return p
  }
}
