import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// A builder with a ``PathMeasureCache`` measures a shape's path once across frames whose
/// `strokeEnd` differs, and builds exactly the draw lists an uncached builder builds.
@Suite struct TrimmedStrokeCacheTests {
  /// A stroked shape at `strokeEnd` as its presentation root.
  static func frame(strokeEnd: Double) -> PresentationLayer {
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    var path = PathData()
    path.append(.move(to: CGPoint(x: 10, y: 50)))
    path.append(
      .curve(
        to: CGPoint(x: 90, y: 50), control1: CGPoint(x: 30, y: 0), control2: CGPoint(x: 70, y: 100)
      ))
    shape.path = CGPath(data: path)
    shape.fillColor = nil
    shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    shape.lineWidth = 3
    shape.strokeEnd = strokeEnd
    return shape.presentation(at: 0)
  }

  @Test func framesShareOneMeasureAndMatchUncachedLists() {
    let cache = PathMeasureCache()
    let cached = DrawListBuilder(pathMeasures: cache)
    let size = CGSize(width: 100, height: 100)
    for end in [0.25, 0.5, 0.75, 1] {
      let root = Self.frame(strokeEnd: end)
      let list = cached.build(root: root, canvasSize: size, background: nil)
      #expect(list == DrawListBuilder().build(root: root, canvasSize: size, background: nil))
      #expect(list.operations.count == 1)
    }
    // strokeEnd 1 needs no trim, so no measure.
    #expect(cache.statistics.misses == 1 && cache.statistics.hits == 2)
  }
}
