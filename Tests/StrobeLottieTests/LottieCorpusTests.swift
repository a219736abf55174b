import Foundation
import StrobeLottie
import Testing

/// Every corpus file imports (without warnings, except the files about unsupported items and
/// missing-references, whose dangling parent and precomposition are reported, and the text
/// stroke and animator files, whose DejaVu Sans glyph data for thorvg (`chars`) is reported:
/// Strobe draws the installed font).
@Suite struct LottieCorpusTests {
  static let names = try! FileManager.default.contentsOfDirectory(
    atPath: LottieFixtures.folder.path
  )
  .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()

  /// The fixtures that carry DejaVu Sans as glyph data.
  static let glyphFixtures: Set<String> = [
    "text-stroke", "text-animators", "text-animator-transform", "text-animator-shapes",
  ]

  @Test(arguments: names)
  func importsCleanly(name: String) throws {
    let lottie = try LottieFixtures.load(name)
    if (name.hasPrefix("unsupported") && name != "unsupported-items")
      || name == "missing-references"
    {
      #expect(!lottie.warnings.isEmpty)
    } else if Self.glyphFixtures.contains(name) {
      #expect(
        lottie.warnings.map(\.description) == [
          "chars: glyph fonts (chars) are not supported; text uses system fonts"
        ])
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
