import Foundation
import Strobe
import StrobeLottie
import Testing

/// Golden frames of the corpus at 0/25/50/75/100 % (frames 0, 10, 20, 30, 40), 1×.
///
/// Regression references for the pixel probes of the other suites (which hold the
/// hand-computed truth). `RECORD_GOLDENS=1 swift test --filter LottieGoldenTests`
/// re-records them and fails the run, so a recording never passes silently.
@Suite struct LottieGoldenTests {
  static let references = LottieFixtures.folder.appendingPathComponent("golden")
  static let tolerance = 2

  static let cases: [String] = LottieCorpusTests.names.flatMap { name in
    LottieFixtures.percentFrames.map { "\(name)@\(Int($0))" }
  }

  @Test(arguments: cases)
  func matchesGoldenFrame(_ id: String) throws {
    let parts = id.split(separator: "@")
    let name = String(parts[0])
    let frame = Double(parts[1])!
    let actual = try LottieFixtures.render(try LottieFixtures.load(name), frame: frame)
    let url = Self.references.appendingPathComponent("\(id).png")
    let mode = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] ?? ""
    if mode == "1" || mode == "all"
      || (mode == "missing" && !FileManager.default.fileExists(atPath: url.path))
    {
      try FileManager.default.createDirectory(
        at: Self.references, withIntermediateDirectories: true)
      try AtomicFileWriter.write(try actual.pngData(), to: url)
      Issue.record("recorded \(url.path); run again without RECORD_GOLDENS to check it")
      return
    }
    let expected = try RasterImage(contentsOf: url)
    let comparison = ImageComparison(expected: expected, actual: actual)
    #expect(
      comparison.passes(tolerance: Self.tolerance),
      "\(id): \(comparison.differingPixelCount) pixels differ, max \(comparison.maxChannelDifference)"
    )
  }
}
