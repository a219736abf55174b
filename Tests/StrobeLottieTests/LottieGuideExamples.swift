import Foundation
import Strobe
import StrobeLottie
import Testing

/// The Swift blocks of docs/lottie.md, verbatim (``DocsCodeBlockTests`` checks they are
/// here); the first runs on a fixture, the dotLottie one (ids of its own) is compiled only.
enum LottieGuideExamples {
  /// "Using it": import, warnings, a frame's draw list.
  static func importing(data: Data, url: URL) throws -> (LottieImport, DrawList) {
    let lottie = try LottieImporter.importScene(data: data, fileName: "anim.json", url: url)
    for warning in lottie.warnings { print(warning) }  // layers[3].shapes[1].ty "rp": …
    let list = lottie.document.drawList(at: lottie.time(forFrame: 12))  // import Strobe
    return (lottie, list)
  }

  /// "dotLottie": an archive's animations, one chosen by id.
  static func dotLottie(data: Data) throws -> (DotLottieArchive, LottieImport) {
    let archive = try DotLottieArchive(data: data, fileName: "intro.lottie")
    print(archive.animationIDs, archive.defaultAnimationID)  // ["intro", "loop"] intro
    let lottie = try LottieImporter.importScene(dotLottie: archive, animationID: "loop")
    return (archive, lottie)
  }
}

/// docs/lottie.md's examples run on the fixtures.
@Suite struct LottieGuideTests {
  @Test func importingAFileGivesItsFrames() throws {
    let url = LottieFixtures.folder.appendingPathComponent("repeater.json")
    let (lottie, list) = try LottieGuideExamples.importing(
      data: try Data(contentsOf: url), url: url)
    #expect(lottie.warnings.isEmpty)
    #expect(!list.operations.isEmpty)
  }
}
