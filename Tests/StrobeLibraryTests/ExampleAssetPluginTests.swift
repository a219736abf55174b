import Foundation
import Strobe
import Testing

extension Tag {
  /// Tests that build a whole package and take minutes.
  @Tag static var slow: Self
}

/// SLOW (several minutes): builds Examples/AssetPlugin from scratch with `swift build`, so
/// the StrobeAssets plugin renders its scene at build time, then runs the example and the
/// `strobe-render` command plugin.
///
/// One build in a fresh scratch folder (the plugin must really run, not find old outputs),
/// then incremental builds that must stop rendering; the command plugin reuses the same
/// scratch folder. Skipped, with a message, only when no `swift`
/// executable is found; any other failure fails the test.
@Suite(.serialized, .tags(.slow))
struct ExampleAssetPluginTests {
  /// The `swift` driver on `PATH`, or nil.
  static let swift: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for folder in path.split(separator: ":") {
      let url = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }()

  /// The repository root, from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `executable` with `arguments`; returns its status and its output (stdout and
  /// stderr together, through a file so a long build log cannot fill a pipe).
  static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (
    status: Int32, output: String
  ) {
    let log = folder.appendingPathComponent("log-\(UUID().uuidString).txt")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
  }

  @Test(
    .enabled(if: swift != nil, "no 'swift' executable on PATH: cannot build the example"),
    .timeLimit(.minutes(30)))
  func buildExampleRendersResourcesAtBuildTime() throws {
    let swift = try #require(Self.swift)
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "strobe-asset-plugin-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let example = Self.packageRoot.appendingPathComponent("Examples/AssetPlugin").path

    let build = try Self.run(
      swift, ["build", "--package-path", example, "--scratch-path", scratch.path], in: scratch)
    try #require(build.status == 0, "swift build of the example failed:\n\(build.output)")
    #expect(build.output.contains("Rendering badge.strobe.json with Strobe (6 files)"))
    // Nothing changed: incremental builds (seconds) do not render the scene again. SwiftPM
    // 6.3 re-links the plugin's tool, and so re-runs the command, on the first build after a
    // fresh one; from the next build on nothing renders (docs/build-integration.md).
    for round in 2...3 {
      let again = try Self.run(
        swift, ["build", "--package-path", example, "--scratch-path", scratch.path], in: scratch)
      try #require(again.status == 0, "swift build \(round) failed:\n\(again.output)")
      if round == 3 {
        #expect(!again.output.contains("Rendering badge.strobe.json"), "\(again.output)")
      }
    }

    // The example loads every PNG from Bundle.module and prints its IHDR size.
    let check = try Self.run(
      scratch.appendingPathComponent("debug/asset-check"), [], in: scratch)
    #expect(check.status == 0, "asset-check failed:\n\(check.output)")
    // Canvas 64 × 32 pt; export scales 1, 2, 3 → ceil(64s) × ceil(32s) px.
    let expected = """
      badge@0.000 64x32
      badge@0.000@2x 128x64
      badge@0.000@3x 192x96
      badge@0.500 64x32
      badge@0.500@2x 128x64
      badge@0.500@3x 192x96

      """
    #expect(check.output == expected)

    // The pixels are the scene's: the 32 pt dot's centre moves from x = 16 to 48 over 1 s,
    // so at 0.5 s it is at x = 32 (@2x: pixel 64), and canvas x = 56 (@2x: 112) is white.
    let bundle = scratch.appendingPathComponent("debug/AssetPlugin_Badges.resources")
    let half = try RasterImage(
      contentsOf: bundle.appendingPathComponent("badge@0.500@2x.png"))
    #expect(half.width == 128 && half.height == 64)
    let dot = half.pixel(x: 64, y: 32)
    // systemBlue (light) is #007AFF.
    #expect(dot.r <= 1 && abs(Int(dot.g) - 0x7A) <= 1 && dot.b >= 254 && dot.a == 255)
    let white = half.pixel(x: 112, y: 32)
    #expect(white.r == 255 && white.g == 255 && white.b == 255)
    let start = try RasterImage(contentsOf: bundle.appendingPathComponent("badge@0.000.png"))
    #expect(start.pixel(x: 16, y: 16).b >= 254 && start.pixel(x: 48, y: 16).r == 255)

    // The command plugin, reusing the build: SVGs of the same times into a folder given by
    // an absolute path (outside the package, so the test leaves the tree clean).
    let committed = scratch.appendingPathComponent("committed")
    let command = try Self.run(
      swift,
      [
        "package", "--package-path", example, "--scratch-path", scratch.path,
        "--allow-writing-to-package-directory", "strobe-render", "--out", committed.path,
        "--format", "svg",
      ], in: scratch)
    #expect(command.status == 0, "strobe-render failed:\n\(command.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
    #expect(files == ["badge@0.000.svg", "badge@0.500.svg"])
  }
}
