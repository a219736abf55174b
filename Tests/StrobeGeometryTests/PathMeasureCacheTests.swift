import Foundation
import Testing

@testable import StrobeGeometry

/// ``PathMeasureCache`` measures a path once however often it is trimmed, returns exactly
/// what an uncached trim returns, stays within its element budget and is safe to share.
@Suite struct PathMeasureCacheTests {
  /// A curved, closed path of `n` cubic segments starting at (`x`, 0).
  static func wave(_ n: Int, x: Double = 0) -> PathData {
    var path = PathData()
    path.append(.move(to: CGPoint(x: x, y: 0)))
    for i in 0..<n {
      let x0 = x + Double(i) * 10
      path.append(
        .curve(
          to: CGPoint(x: x0 + 10, y: 0), control1: CGPoint(x: x0 + 3, y: 8),
          control2: CGPoint(x: x0 + 7, y: -8)))
    }
    path.append(.closeSubpath)
    return path
  }

  @Test func repeatedTrimsMeasureOnceAndMatchUncachedTrims() {
    let cache = PathMeasureCache()
    let path = Self.wave(5)
    for step in 1...9 {
      let end = Double(step) / 10
      #expect(cache.trimmed(path, from: 0.05, to: end) == path.trimmed(from: 0.05, to: end))
    }
    // Trims that need no measure ask for none.
    #expect(cache.trimmed(path, from: 0, to: 1) == path)
    #expect(cache.trimmed(path, from: 0.6, to: 0.2).isEmpty)
    let stats = cache.statistics
    #expect(stats.misses == 1 && stats.hits == 8)
    #expect(stats.count == 1 && stats.elements == path.elements.count)
  }

  /// Paths built separately but equal share one measure.
  @Test func equalPathsShareOneMeasure() {
    let cache = PathMeasureCache()
    let a = cache.measure(Self.wave(3))
    let b = cache.measure(Self.wave(3))
    #expect(a.length == b.length && a.length > 30)
    #expect(cache.statistics.misses == 1 && cache.statistics.hits == 1)
    _ = cache.measure(Self.wave(3, x: 1))
    #expect(cache.statistics.misses == 2 && cache.statistics.count == 2)
  }

  /// Beyond the budget the oldest measures go first; a path larger than the budget is never
  /// kept.
  @Test func memoryStaysWithinTheElementBudget() {
    let cache = PathMeasureCache(maximumElements: 12)
    let paths = (0..<5).map { Self.wave(3, x: Double($0)) }  // 5 elements each
    for path in paths { _ = cache.measure(path) }
    #expect(cache.statistics.count == 2 && cache.statistics.elements == 10)
    _ = cache.measure(paths[4])
    #expect(cache.statistics.hits == 1)
    _ = cache.measure(paths[0])
    #expect(cache.statistics.misses == 6, "the oldest path was dropped")
    let huge = Self.wave(20)
    _ = cache.measure(huge)
    _ = cache.measure(huge)
    #expect(cache.statistics.misses == 8)
    #expect(cache.statistics.elements <= 12)
  }

  /// Many threads measuring the same few paths get the uncached lengths, and the cache ends
  /// up holding each path once.
  @Test func concurrentMeasuresAgree() async {
    let cache = PathMeasureCache()
    let paths = (1...3).map { Self.wave($0) }
    let expected = paths.map { PathMeasure($0).length }
    let lengths = await withTaskGroup(of: [Double].self) { group in
      for _ in 0..<8 {
        group.addTask { paths.map { cache.measure($0).length } }
      }
      var all: [[Double]] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(lengths.count == 8)
    #expect(lengths.allSatisfy { $0 == expected })
    let stats = cache.statistics
    #expect(stats.count == 3 && stats.hits + stats.misses == 24)
  }
}
