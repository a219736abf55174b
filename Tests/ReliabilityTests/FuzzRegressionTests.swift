import Foundation
import Strobe
import Testing

/// Every input fuzzing found to crash or hang (Fixtures/fuzz/<target>/regressions) now
/// finishes quickly with a sane result.
@Suite struct FuzzRegressionTests {
  static let fuzz = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/fuzz")

  /// The regression inputs of `target`.
  static func inputs(_ target: String) -> [URL] {
    let folder = fuzz.appendingPathComponent(target).appendingPathComponent("regressions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test func pathDataRegressionsMeasureInBoundedTime() throws {
    let files = Self.inputs("FuzzPathData")
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      let path = try PathData(svgPathData: text)
      let start = Date()
      let length = path.length()
      let trimmed = path.trimmed(from: 0.25, to: 0.75)
      // The length of a path is at least the distance between its first and last point
      // and finite; the run was endless before the fix (2^48 bisections; now at most 256 per integration).
      let points = path.elements.compactMap(\.endPoint)
      let first = try #require(points.first)
      let last = try #require(points.last)
      #expect(length.isFinite)
      #expect(length >= hypot(last.x - first.x, last.y - first.y) * (1 - 1e-9))
      #expect(!trimmed.isEmpty)
      #expect(Date().timeIntervalSince(start) < 20, "\(file.lastPathComponent)")
    }
  }
}
