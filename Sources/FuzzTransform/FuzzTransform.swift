// libFuzzer target: `transform` values (matrices and lists of steps) through the scene
// cursor's transform reader, then the matrix operations the model applies to them.
//
// Fuzz build: `make fuzz` (defines STROBE_LIBFUZZER, links libFuzzer's main). Normal build:
// a replay tool that runs the files given as arguments.
import Foundation
import StrobeCore
import StrobeGeometry
import StrobeScene

/// libFuzzer's entry point: reads `size` bytes as a JSON transform value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
  guard let value = try? JSONParser().parse(data) else { return 0 }
  let cursor = SceneCursor(file: "fuzz.json", value: value)
  guard let transform = try? cursor.transform() else { return 0 }
  _ = transform.inverse
  _ = transform.concatenating(transform)
  _ = transform.affine
  // Matrix interpolation decomposes both ends (scale, shear, quaternion, perspective).
  _ = CATransform3D.identity.interpolated(to: transform, fraction: 0.5)
  _ = transform.interpolated(to: transform.concatenating(transform), fraction: 0.3)
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
