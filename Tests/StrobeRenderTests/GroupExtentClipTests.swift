import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

/// A translucent group on raster output is clipped to its content's pixel extents before it
/// is composited (CairoDrawer+GroupExtents.swift); the clip must never cut coverage.
@Suite struct GroupExtentClipTests {
  /// Antialiased fill and thick round-capped strokes, one under a rotation and translation: the
  /// strokes' caps and the ellipse's soft edges reach past the paths' control points.
  static func content() -> [DrawList.Operation] {
    let transform = CGAffineTransform(rotationAngle: 0.4).concatenating(
      CGAffineTransform(translationX: 37.3, y: 21.9))
    var stroke = PathData()
    stroke.append(.move(to: CGPoint(x: 5.2, y: 3.1)))
    stroke.append(
      .curve(
        to: CGPoint(x: 40.7, y: 30.3), control1: CGPoint(x: 30, y: -10),
        control2: CGPoint(x: 10, y: 45)))
    return [
      .fill(
        PathData.ellipse(in: CGRect(x: 0.3, y: 0.6, width: 30.5, height: 18.25)),
        transform: transform, color: RGBA(1, 0, 0, 1), rule: .nonZero),
      .stroke(
        stroke, transform: transform, color: RGBA(0, 0, 1, 1),
        style: StrokeStyle(lineWidth: 9.5, cap: .round, join: .round)),
      // A straight line: its fill extents are empty, only its stroke extents hold it.
      .stroke(
        PathData([.move(to: CGPoint(x: 10.4, y: 70.2)), .line(to: CGPoint(x: 80.1, y: 70.2))]),
        transform: .identity, color: RGBA(0, 0.5, 0, 1),
        style: StrokeStyle(lineWidth: 6.3, cap: .round)),
    ]
  }

  /// Every pixel of the group at opacity ½ has half the alpha of the same content drawn
  /// directly (within rounding), so no antialiased edge or cap was clipped away.
  @Test(arguments: [1.0, 2.0, 1.37])
  func groupAlphaIsHalfTheDirectAlphaEverywhere(scale: Double) throws {
    let size = CGSize(width: 90, height: 80)
    let direct = try Renderer().rasterize(
      DrawList(size: size, background: nil, operations: Self.content()), scale: scale)
    let grouped = try Renderer().rasterize(
      DrawList(
        size: size, background: nil,
        operations: [.beginGroup(opacity: 0.5)] + Self.content() + [.endGroup]),
      scale: scale)
    #expect(direct.width == grouped.width && direct.height == grouped.height)
    var covered = 0
    var worst = 0
    for y in 0..<direct.height {
      for x in 0..<direct.width {
        let d = direct.pixel(x: x, y: y)
        let g = grouped.pixel(x: x, y: y)
        if d.a > 0 { covered += 1 }
        worst = max(worst, abs(Int(g.a) - Int((Double(d.a) * 0.5).rounded())))
      }
    }
    #expect(covered > 500, "the content must cover pixels")
    #expect(worst <= 1, "alpha off by \(worst) somewhere: coverage was clipped")
  }
}
