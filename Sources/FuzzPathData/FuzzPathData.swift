// libFuzzer target: SVG path data (`d` attribute syntax) through the parser, the writer and
// the geometry that scenes use on paths (bounds, length, trimming).
//
// Fuzz build: `make fuzz` (defines STROBE_LIBFUZZER, links libFuzzer's main). Normal build:
// a replay tool that runs the files given as arguments.
import Foundation
import StrobeGeometry

/// libFuzzer's entry point: parses `size` bytes (as UTF-8) as path data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
  let text = String(decoding: data, as: UTF8.self)
  guard let path = try? PathData(svgPathData: text) else { return 0 }
  // The written form must parse again.
  _ = try? PathData(svgPathData: path.svgPathData)
  _ = path.boundingBox
  _ = path.length()
  _ = path.trimmed(from: 0.25, to: 0.75)
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
