// libFuzzer target: Lottie files through the importer, the imported scene's loader and one
// draw list (what `strobe import lottie`, `info` and `render` run before drawing).
//
// Input that starts like a zip file is read as a dotLottie archive. The seed corpus is
// Fixtures/lottie and its dotLottie archives (and ../shared/corpus/lottie when present), copied into
// the scratch corpus by `make fuzz`. Fuzz build: `make fuzz` (defines STROBE_LIBFUZZER, links
// libFuzzer's main). Normal build: a replay tool that runs the files given as arguments.
import Foundation
import Strobe
import StrobeLottie

/// libFuzzer's entry point: imports `size` bytes as a Lottie file.
///
/// Errors are expected, crashes not. The imported scene is evaluated at its first frame and
/// drawn small.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
  let imported: LottieImport?
  if DotLottieArchive.isArchive(data) {
    // A dotLottie archive (zip): libzip and the archive's bounds, then its default animation.
    imported = try? LottieImporter.importScene(
      dotLottie: DotLottieArchive(data: data, fileName: "fuzz.lottie"))
  } else {
    imported = try? LottieImporter.importScene(data: data, fileName: "fuzz.json")
  }
  guard let imported else { return 0 }
  _ = try? imported.sceneJSON.text()  // what `strobe import lottie` prints
  let document = imported.document
  let list = document.drawList(at: 0)
  let side = max(Double(document.canvasSize.width), Double(document.canvasSize.height))
  if side.isFinite, side > 0 {
    _ = try? Renderer().rasterize(list, scale: min(1, 32 / side))
  }
  return 0
}

#if !STROBE_LIBFUZZER
  import FuzzSupport

  /// Without libFuzzer (a normal `swift build`): replays the files named on the command line
  /// through the fuzz entry point (``FuzzReplay``).
  @main
  enum FuzzReplayTool {
    static func main() { FuzzReplay.run(fuzzTestOneInput) }
  }
#endif
