// libFuzzer target: scene files through the loader, the draw list and every Cairo output:
// a PNG (encoded), an SVG and a PDF page, at most 32 pixels on the longest side.
//
// The seed corpus is the scenes of Fixtures (scenes, cli, the demo), copied into the scratch
// corpus by `make fuzz`. Fuzz build: `make fuzz` (defines STROBE_LIBFUZZER, links libFuzzer's
// main). Normal build: a replay tool that runs the files given as arguments.
import Foundation
import Strobe

/// libFuzzer's entry point: loads `size` bytes as a scene and renders its first frame;
/// errors are expected, crashes not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
  guard let document = try? SceneLoader.load(data: data, fileName: "fuzz.json") else { return 0 }
  let list = document.drawList(at: 0)
  let side = max(Double(document.canvasSize.width), Double(document.canvasSize.height))
  guard side.isFinite, side > 0 else { return 0 }
  let renderer = Renderer()
  _ = try? renderer.pngData(list, scale: min(1, 32 / side))
  // Vector output is drawn at the canvas size; keep it to small canvases.
  if side <= 256 {
    _ = try? renderer.svgData(list)
    _ = try? renderer.pdfData(pages: [list])
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
