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

  /// Strokes whose ink reaches furthest from their paths: a 12.7° miter join at (50, 17)
  /// (miter limit 20, so the tip is ≈ 9 half-widths = 18 points right of the corner), square caps (√2 half-widths at the
  /// corners) under a non-uniform scale and skew, and a dashed closed curve.
  static func farReachingStrokes() -> [DrawList.Operation] {
    let skewed = CGAffineTransform(a: 1.6, b: 0.2, c: 0.7, d: 0.6, tx: 8.2, ty: 40.5)
    let sharp = PathData([
      .move(to: CGPoint(x: 5, y: 12)), .line(to: CGPoint(x: 50, y: 17)),
      .line(to: CGPoint(x: 5, y: 22)),
    ])
    var loop = PathData()
    loop.append(.move(to: CGPoint(x: 10, y: 10)))
    loop.append(
      .curve(
        to: CGPoint(x: 30, y: 10), control1: CGPoint(x: 12, y: -15),
        control2: CGPoint(x: 28, y: 35)))
    loop.append(.closeSubpath)
    return [
      .stroke(
        sharp, transform: .identity, color: RGBA(0.8, 0.1, 0, 1),
        style: StrokeStyle(lineWidth: 4, cap: .butt, join: .miter, miterLimit: 20)),
      .stroke(
        PathData([.move(to: CGPoint(x: 3, y: 3)), .line(to: CGPoint(x: 25, y: 9))]),
        transform: skewed, color: RGBA(0, 0, 0.9, 1),
        style: StrokeStyle(lineWidth: 7, cap: .square, join: .bevel)),
      .stroke(
        loop, transform: skewed.concatenating(CGAffineTransform(translationX: 20, y: 5)),
        color: RGBA(0, 0.6, 0.2, 1),
        style: StrokeStyle(lineWidth: 3, cap: .round, join: .miter, dashes: [4, 2])),
    ]
  }

  /// Every pixel of the group at opacity ½ has half the alpha of the same content drawn
  /// directly (within rounding), so no antialiased edge or cap was clipped away.
  @Test(arguments: [1.0, 2.0, 1.37])
  func groupAlphaIsHalfTheDirectAlphaEverywhere(scale: Double) throws {
    try expectHalfAlpha(Self.content(), scale: scale, minimumCoverage: 500)
  }

  /// The same for each far-reaching stroke in a group of its own (alone, so that no other
  /// operation's box hides a missed miter tip or cap corner).
  @Test(arguments: [1.0, 2.5])
  func farReachingStrokesAreNotClipped(scale: Double) throws {
    for operation in Self.farReachingStrokes() {
      try expectHalfAlpha([operation], scale: scale, minimumCoverage: 60)
    }
  }

  /// Renders `content` directly and inside a group at opacity ½ and expects half the alpha at
  /// every pixel.
  func expectHalfAlpha(
    _ content: [DrawList.Operation], scale: Double, minimumCoverage: Int
  ) throws {
    let size = CGSize(width: 90, height: 80)
    let direct = try Renderer().rasterize(
      DrawList(size: size, background: nil, operations: content), scale: scale)
    let grouped = try Renderer().rasterize(
      DrawList(
        size: size, background: nil,
        operations: [.beginGroup(opacity: 0.5)] + content + [.endGroup]),
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
    #expect(covered > minimumCoverage, "the content must cover pixels")
    #expect(worst <= 1, "alpha off by \(worst) somewhere: coverage was clipped")
  }
}
