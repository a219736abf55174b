import Foundation
import StrobeCore
import StrobeGeometry

/// The outline of a layer's bounds with its corner radius: what backgroundColor fills, the
/// border follows and masksToBounds clips to.
///
/// Corners are quarter-circle cubics (control length k·r, k = 4(√2−1)/3) at the corners
/// named by `maskedCorners`, sharp elsewhere. The radius is not clamped, as in Core
/// Animation (a radius above half the side overlaps, giving the rounded-diamond look);
/// a negative radius counts as 0.
enum LayerOutline {
  /// The kappa of a quarter circle drawn as one cubic.
  static let kappa: CGFloat = 4 * (2.0.squareRoot() - 1) / 3

  /// The outline path of `rect` with `radius` at the corners in `corners`.
  static func path(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> PathData {
    let r = max(0, radius.isFinite ? radius : 0)
    if r == 0 || corners.isEmpty {
      return PathData([
        .move(to: CGPoint(x: rect.minX, y: rect.minY)),
        .line(to: CGPoint(x: rect.maxX, y: rect.minY)),
        .line(to: CGPoint(x: rect.maxX, y: rect.maxY)),
        .line(to: CGPoint(x: rect.minX, y: rect.maxY)),
        .closeSubpath,
      ])
    }
    let k = kappa * r
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let tl = corners.contains(.layerMinXMinYCorner)
    let tr = corners.contains(.layerMaxXMinYCorner)
    let bl = corners.contains(.layerMinXMaxYCorner)
    let br = corners.contains(.layerMaxXMaxYCorner)
    var p = PathData()
    // Clockwise on a y-down screen, starting after the top-left corner.
    p.append(.move(to: CGPoint(x: tl ? x0 + r : x0, y: y0)))
    if tr {
      p.append(.line(to: CGPoint(x: x1 - r, y: y0)))
      p.append(
        .curve(
          to: CGPoint(x: x1, y: y0 + r), control1: CGPoint(x: x1 - r + k, y: y0),
          control2: CGPoint(x: x1, y: y0 + r - k)))
    } else {
      p.append(.line(to: CGPoint(x: x1, y: y0)))
    }
    if br {
      p.append(.line(to: CGPoint(x: x1, y: y1 - r)))
      p.append(
        .curve(
          to: CGPoint(x: x1 - r, y: y1), control1: CGPoint(x: x1, y: y1 - r + k),
          control2: CGPoint(x: x1 - r + k, y: y1)))
    } else {
      p.append(.line(to: CGPoint(x: x1, y: y1)))
    }
    if bl {
      p.append(.line(to: CGPoint(x: x0 + r, y: y1)))
      p.append(
        .curve(
          to: CGPoint(x: x0, y: y1 - r), control1: CGPoint(x: x0 + r - k, y: y1),
          control2: CGPoint(x: x0, y: y1 - r + k)))
    } else {
      p.append(.line(to: CGPoint(x: x0, y: y1)))
    }
    if tl {
      p.append(.line(to: CGPoint(x: x0, y: y0 + r)))
      p.append(
        .curve(
          to: CGPoint(x: x0 + r, y: y0), control1: CGPoint(x: x0, y: y0 + r - k),
          control2: CGPoint(x: x0 + r - k, y: y0)))
    }
    p.append(.closeSubpath)
    return p
  }
}
