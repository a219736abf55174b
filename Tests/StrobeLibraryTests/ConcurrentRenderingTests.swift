import Foundation
import Strobe
import Testing

/// A frozen scene renders from many tasks at once with the bytes of a serial render.
@Suite struct ConcurrentRenderingTests {
  @Test func concurrentFramesEqualSerialFrames() async throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let times = (0..<24).map { Double($0) / 12 }
    // Serial reference, rendered first on one thread.
    var serial: [Int: [Data]] = [:]
    for (i, t) in times.enumerated() {
      serial[i] = [try scene.pngData(at: t, scale: 2), try scene.svgData(at: t)]
    }
    // Every frame three times over, from separate tasks, so several evaluate at once.
    let concurrent = try await withThrowingTaskGroup(of: (Int, [Data]).self) { group in
      for round in 0..<3 {
        for (i, t) in times.enumerated() {
          group.addTask {
            let png = try scene.pngData(at: t, scale: 2)
            let svg = try scene.svgData(at: t)
            return (i + round * times.count, [png, svg])
          }
        }
      }
      return try await group.reduce(into: [Int: [Data]]()) { $0[$1.0] = $1.1 }
    }
    #expect(concurrent.count == times.count * 3)
    for (key, value) in concurrent {
      #expect(value == serial[key % times.count], "frame \(key % times.count) differs")
    }
    // The frames do differ over time (the comparison above is not vacuous): the box at
    // t = 0 and t = 1 is at different places.
    #expect(serial[0] != serial[12])
  }

  @Test func concurrentPDFBuildsAreIdentical() async throws {
    let scene = try LibraryFixtures.movingBoxScene()
    let reference = try scene.pdfData(times: [0, 0.5, 1], metadata: PDFMetadata(title: "T"))
    let results = try await withThrowingTaskGroup(of: Data.self) { group in
      for _ in 0..<6 {
        group.addTask {
          try scene.pdfData(times: [0, 0.5, 1], metadata: PDFMetadata(title: "T"))
        }
      }
      return try await group.reduce(into: [Data]()) { $0.append($1) }
    }
    #expect(results.count == 6)
    #expect(results.allSatisfy { $0 == reference })
  }
}
