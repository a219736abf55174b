// libFuzzer target: colour values as scene files spell them (hex strings, names, arrays and
// objects), through the hex parser and the scene cursor's colour reader.
//
// Fuzz build: `make fuzz` (defines STROBE_LIBFUZZER, links libFuzzer's main). Normal build:
// a replay tool that runs the files given as arguments.
import Foundation
import StrobeScene

/// libFuzzer's entry point: reads `size` bytes as a hex colour and as a JSON colour value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
  _ = SceneColor(hex: String(decoding: data, as: UTF8.self))
  guard let value = try? JSONParser().parse(data) else { return 0 }
  let cursor = SceneCursor(file: "fuzz.json", value: value)
  if let color = try? cursor.color() {
    _ = color.cgColor
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
