// libFuzzer target: scene files through the whole loader (JSON parser, validation, model).
//
// Fuzz build: `make fuzz` (defines STROBE_LIBFUZZER, links libFuzzer's main). Normal build:
// a replay tool that runs the files given as arguments.
import Foundation
import StrobeScene

/// libFuzzer's entry point: loads `size` bytes as a scene; errors are expected, crashes not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
  _ = try? SceneLoader.load(data: data, fileName: "fuzz.json")
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
