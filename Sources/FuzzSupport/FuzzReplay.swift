import Foundation

/// The replay tool every fuzz target becomes without libFuzzer (a normal `swift build`).
///
/// Runs each file named on the command line through the target's libFuzzer entry point
/// once, so a crash input can be replayed under a debugger; prints `ok <path>` after each
/// and `cannot read <path>` for a file it cannot read (and goes on).
public enum FuzzReplay {
  /// Replays `CommandLine.arguments` (after the program name) through `entry`, the target's
  /// `LLVMFuzzerTestOneInput`.
  public static func run(_ entry: (UnsafePointer<UInt8>?, Int) -> Int32) {
    for path in CommandLine.arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("cannot read \(path)")
        continue
      }
      _ = data.withUnsafeBytes { buffer in
        entry(buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
      }
      print("ok \(path)")
    }
  }
}
