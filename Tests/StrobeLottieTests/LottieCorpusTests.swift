import Foundation
import StrobeLottie
import Testing

/// Every corpus file imports (without warnings, except the files about unsupported items and
/// missing-references, whose dangling parent and precomposition are reported).
@Suite struct LottieCorpusTests {
  static let names = try! FileManager.default.contentsOfDirectory(
    atPath: LottieFixtures.folder.path
  )
  .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

  @Test(arguments: names)
  func importsCleanly(name: String) throws {
    let lottie = try LottieFixtures.load(name)
    if (name.hasPrefix("unsupported") && name != "unsupported-items")
      || name == "missing-references"
    {
      #expect(!lottie.warnings.isEmpty)
    } else {
      #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
    }
    #expect(lottie.duration == 4)
    #expect(lottie.document.canvasSize.width == 100)
    for frame in LottieFixtures.percentFrames {
      _ = try LottieFixtures.render(lottie, frame: frame)
    }
  }
}
