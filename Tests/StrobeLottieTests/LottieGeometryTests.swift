import Foundation
import Testing

@testable import StrobeLottie

/// Lottie's parametric shapes against their closed forms.
@Suite struct LottieGeometryTests {
  /// A regular pentagon of radius 20 about (30, 30): vertex k at angle −90° + 72°·k.
  @Test func polygonVertices() {
    let c = LottieShapes.polystar(
      star: false, center: [30, 30], points: 5, rotation: 0, outerRadius: 20, innerRadius: 0,
      outerRoundness: 0, innerRoundness: 0, reversed: false)
    #expect(c.vertices.count == 5)
    for (k, v) in c.vertices.enumerated() {
      let a = (-90 + 72 * Double(k)) * Double.pi / 180
      #expect(abs(v.x - (30 + 20 * cos(a))) < 1e-9 && abs(v.y - (30 + 20 * sin(a))) < 1e-9)
    }
    #expect(c.inTangents.allSatisfy { $0 == .zero } && c.closed)
  }

  /// Rectangle: starts at the top-right corner and runs clockwise (y down); roundness 5
  /// puts the first vertex 5 below the corner, with a 0.5519·5 handle towards it.
  @Test func roundedRectangleStart() {
    let c = LottieShapes.rectangle(
      center: [50, 50], size: [40, 20], roundness: 5, reversed: false)
    #expect(c.vertices.count == 8)
    #expect(c.vertices[0] == CGPoint(x: 70, y: 45))
    #expect(c.vertices[1] == CGPoint(x: 70, y: 55))
    #expect(c.vertices[2] == CGPoint(x: 65, y: 60))
    #expect(abs(c.inTangents[0].y - -5 * 0.5519) < 1e-12 && c.inTangents[0].x == 0)
    let square = LottieShapes.rectangle(
      center: [0, 0], size: [10, 10], roundness: 0, reversed: true)
    #expect(
      square.vertices == [
        CGPoint(x: 5, y: -5), CGPoint(x: -5, y: -5), CGPoint(x: -5, y: 5), CGPoint(x: 5, y: 5),
      ])
  }

  /// Ellipse: starts at the top, then the right: clockwise on screen.
  @Test func ellipseStart() {
    let c = LottieShapes.ellipse(center: [0, 0], size: [20, 10], reversed: false)
    #expect(
      c.vertices == [
        CGPoint(x: 0, y: -5), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 5), CGPoint(x: -10, y: 0),
      ])
    #expect(c.outTangents[0] == CGPoint(x: 10 * 0.5519, y: 0))
  }

  /// The easing o = (1/3, 0), i = (2/3, 0) is y = x³; (0.5, 0), (0.5, 1) is symmetric about
  /// (0.5, 0.5).
  @Test func bezierEasing() {
    for x in stride(from: 0.0, through: 1, by: 0.125) {
      let y = LottieEasing.bezier(1.0 / 3, 0, 2.0 / 3, 0).progress(x)
      #expect(abs(y - x * x * x) < 1e-9)
      let s = LottieEasing.bezier(0.5, 0, 0.5, 1)
      #expect(abs(s.progress(x) + s.progress(1 - x) - 1) < 1e-9)
    }
    #expect(LottieEasing.hold.progress(0.99) == 0)
  }

  /// Gradient stops: colours at 0 and 1, opacity stops at 0 and 0.5 — merged at 0, 0.5, 1.
  @Test func gradientStopsMerge() {
    let (colors, locations) = LottieSceneBuilder.stops(
      [0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0.5, 0.2], count: 2)
    #expect(locations == [0, 0.5, 1])
    let want: [[Double]] = [[1, 0, 0, 1], [0.5, 0, 0.5, 0.2], [0, 0, 1, 0.2]]
    #expect(colors.count == 3)
    for (got, expected) in zip(colors, want) {
      #expect(zip(got, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(got)")
    }
  }
}
