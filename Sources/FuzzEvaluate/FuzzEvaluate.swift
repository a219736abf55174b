// libFuzzer target: a loaded scene evaluated at fuzzed times and drawn into a small raster.
//
// Input layout: the first 8 bytes are a little-endian IEEE double (the time; any bit
// pattern, NaN and infinities included), the rest is the scene file. The scene is evaluated
// at that time, at its duration and at a few fixed times, and the draw list at the fuzzed
// time is rasterised at a scale that keeps the image at most 64 pixels wide and high.
//
// Fuzz build: `make fuzz` (defines STROBE_LIBFUZZER, links libFuzzer's main). Normal build:
// a replay tool that runs the files given as arguments.
import Foundation
import Strobe

/// libFuzzer's entry point: see the file's notes for the input layout.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let bytes, size >= 8 else { return 0 }
  var bits: UInt64 = 0
  for i in 0..<8 { bits |= UInt64(bytes[i]) << (8 * UInt64(i)) }
  let time = Double(bitPattern: bits)
  let data = Data(bytes: bytes + 8, count: size - 8)
  guard let document = try? SceneLoader.load(data: data, fileName: "fuzz.json") else { return 0 }
  for t in [0, 0.5, document.duration, -1, 1e9] {
    _ = document.drawList(at: t)
  }
  _ = document.keyframeTimes
  let list = document.drawList(at: time)
  let side = max(Double(document.canvasSize.width), Double(document.canvasSize.height))
  if side.isFinite, side > 0 {
    _ = try? Renderer().rasterize(list, scale: min(1, 64 / side))
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
