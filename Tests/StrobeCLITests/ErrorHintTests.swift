import StrobeLottie
import StrobeRender
import StrobeScene
import Testing

@testable import StrobeCLI

/// The CLI words the remedies library errors carry as data (docs/cli-conventions.md
/// "Error messages"); the library's own messages name no flag.
@Suite struct ErrorHintTests {
  @Test func limitsGetTheirLimitFlag() throws {
    let error = SceneError.limitExceeded(
      file: "s.json", location: nil, limit: .pathElements, value: 5, maximum: 4)
    #expect(!"\(error)".contains("--"))
    #expect(
      ErrorHint.message(for: error)
        == "s.json: too many path elements: 5 (limit 4); raise it with --limit "
        + "path-elements=<n>")
  }

  @Test func renderLimitsGetTheirFlags() {
    let raster = RenderError.surfaceLimitExceeded(pixelWidth: 10, pixelHeight: 10, limit: 99)
    #expect(!"\(raster)".contains("--"))
    #expect(ErrorHint.hint(for: raster) == "raise it with --limit pixels=<n>")
    let banded = RenderError.bandedSizeTooLarge(pixelWidth: 1e6, pixelHeight: 1e6, limit: 10)
    #expect(!"\(banded)".contains("--"))
    #expect(ErrorHint.hint(for: banded) == "raise it with --max-banded-pixels <n>")
    #expect(ErrorHint.hint(for: RenderError.noPages) == nil)
  }

  @Test func lottieErrorsPassTheirRemedyOn() {
    let entry = LottieError.archiveEntryTooLarge(
      file: "x.lottie", entry: "a.json", limit: .sceneBytes, maximum: 9)
    #expect(ErrorHint.hint(for: entry) == "raise it with --limit scene-bytes=<n>")
    let image = LottieError.image(
      file: "a.json", path: .root, position: SourcePosition(line: 1, column: 1), reason: "big",
      remedy: .allowContentsOutsideFolder)
    #expect(ErrorHint.hint(for: image) == "pass --allow-outside-contents to allow it")
    let plain = LottieError.notLottie(file: "a.json", reason: "no layers")
    #expect(ErrorHint.message(for: plain) == "\(plain)")
  }
}
