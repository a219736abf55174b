import Foundation
import Strobe
import Testing

extension Tag {
  /// Tests that build a whole package and take minutes.
  @Tag static var slow: Self
}

/// SLOW (several minutes): the StrobeAssets plugin builds exactly what the scenes say.
///
/// Builds a copy of Examples/AssetPlugin from scratch with `swift
/// build`, so the StrobeAssets plugin renders its scene at build time, runs the example, then
/// changes the package and builds it again — an export block, a scene's content, a scene
/// added, a scene deleted, nothing, `STROBE_TOOL` — each time checking that the resource
/// bundle holds exactly the files `strobe render` writes for the scenes as they are now, with
/// the same bytes (docs/build-integration.md §Exactly incremental). Last, the `strobe-render`
/// command plugin with options that take values and a manifest over two scenes.
///
/// One fresh scratch folder (the plugin must really run, not find old outputs), reused by
/// every later step. Skipped, with a message, only when no `swift` executable is found; any
/// other failure fails the test.
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

  /// Runs `executable` with `arguments` in `folder`, with `environment` added to this
  /// process's; returns its status and its output (stdout and stderr together, through a file
  /// so a long build log cannot fill a pipe).
  static func run(
    _ executable: URL, _ arguments: [String], in folder: URL,
    environment: [String: String?] = [:]
  ) throws -> (status: Int32, output: String) {
    let log = folder.appendingPathComponent("log-\(UUID().uuidString).txt")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    var merged = ProcessInfo.processInfo.environment
    for (name, value) in environment { merged[name] = value }
    process.environment = merged
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
  }

  /// A copy of Examples/AssetPlugin in a temporary folder that depends on this checkout by
  /// its absolute path, with its scratch folder beside it.
  struct Fixture {
    let swift: URL
    let root: URL
    var package: URL { root.appendingPathComponent("AssetPlugin") }
    var scratch: URL { root.appendingPathComponent("scratch") }
    var bundle: URL { scratch.appendingPathComponent("debug/AssetPlugin_Badges.resources") }
    /// The `strobe` SwiftPM built for the plugin (a host tool: `strobe-tool`).
    var strobe: URL { scratch.appendingPathComponent("debug/strobe-tool") }
    var sources: URL { package.appendingPathComponent("Sources/Badges") }

    init(swift: URL) throws {
      self.swift = swift
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "strobe-asset-plugin-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: ExampleAssetPluginTests.packageRoot.appendingPathComponent("Examples/AssetPlugin"),
        to: package)
      let manifest = package.appendingPathComponent("Package.swift")
      let text = try String(contentsOf: manifest, encoding: .utf8)
      let relative = #"path: "../..""#
      try #require(text.contains(relative), "Examples/AssetPlugin/Package.swift changed")
      try Data(
        text.replacingOccurrences(
          of: relative, with: "path: \"\(ExampleAssetPluginTests.packageRoot.path)\""
        ).utf8
      ).write(to: manifest)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// The output of `swift build` of the copy.
    ///
    /// Fails the test when the build fails.
    func build(_ step: String, environment: [String: String?] = [:]) throws -> String {
      let result = try ExampleAssetPluginTests.run(
        swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path],
        in: root, environment: environment)
      try #require(result.status == 0, "swift build (\(step)) failed:\n\(result.output)")
      return result.output
    }

    /// Replaces `old` by `new` in the scene `name` of the Badges target.
    func edit(_ name: String, _ old: String, _ new: String) throws {
      let url = sources.appendingPathComponent(name)
      let text = try String(contentsOf: url, encoding: .utf8)
      try #require(text.contains(old), "\(name) has no \(old)")
      try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// The files of the bundle's folder `name`, sorted ([] when it is missing).
    func bundleFiles(_ name: String) -> [String] {
      let folder = bundle.appendingPathComponent(name).path
      return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    /// Expects the bundle's folder for `scene` to hold exactly `names`, with the bytes
    /// `strobe render <scene>` writes now (rendered afresh by the same tool).
    func expectBundle(
      for scene: String, holds names: [String], _ step: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let stem = String(scene.dropLast(".strobe.json".count))
      #expect(bundleFiles(stem) == names, "\(step)", sourceLocation: sourceLocation)
      let reference = root.appendingPathComponent("reference-\(UUID().uuidString)")
      let render = try ExampleAssetPluginTests.run(
        strobe,
        ["render", sources.appendingPathComponent(scene).path, "--out", reference.path, "--quiet"],
        in: root)
      try #require(render.status == 0, "reference render failed: \(render.output)")
      defer { try? FileManager.default.removeItem(at: reference) }
      let rendered = try FileManager.default.contentsOfDirectory(atPath: reference.path).sorted()
      #expect(rendered == names, "\(step): strobe render writes \(rendered)")
      for name in names {
        let bundled = try? Data(contentsOf: bundle.appendingPathComponent("\(stem)/\(name)"))
        let expected = try Data(contentsOf: reference.appendingPathComponent(name))
        #expect(bundled == expected, "\(step): \(name) differs", sourceLocation: sourceLocation)
      }
    }
  }

  /// `badge`'s six PNG names at two times.
  static func badgeNames(_ first: String, _ second: String) -> [String] {
    [first, second].flatMap { ["badge@\($0).png", "badge@\($0)@2x.png", "badge@\($0)@3x.png"] }
  }

  static let ring = """
    { "strobe": 1, "canvas": { "width": 8, "height": 8, "background": "#00FF00" },
      "layers": [], "export": { "times": [0, 1], "formats": ["svg", "png"] } }
    """

  @Test(
    .enabled(if: swift != nil, "no 'swift' executable on PATH: cannot build the example"),
    .timeLimit(.minutes(40)))
  func buildChangeAndBuildAgain() throws {
    let fixture = try Fixture(swift: try #require(Self.swift))
    defer { fixture.remove() }

    let first = try fixture.build("fresh")
    #expect(first.contains("Rendering badge.strobe.json with Strobe"))
    // Nothing changed: incremental builds (seconds) do not render the scene again. SwiftPM
    // 6.3 re-links the plugin's tool, and so re-runs the command, on the first build after a
    // fresh one; from the next build on nothing renders (docs/build-integration.md).
    _ = try fixture.build("second")
    let third = try fixture.build("third")
    #expect(!third.contains("Rendering"), "\(third)")
    try fixture.expectBundle(
      for: "badge.strobe.json", holds: Self.badgeNames("0.000", "0.500"), "fresh")

    // The example loads every PNG from Bundle.module and prints its IHDR size.
    let check = try Self.run(
      fixture.scratch.appendingPathComponent("debug/asset-check"), [], in: fixture.root)
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
    let badge = fixture.bundle.appendingPathComponent("badge")
    let half = try RasterImage(contentsOf: badge.appendingPathComponent("badge@0.500@2x.png"))
    #expect(half.width == 128 && half.height == 64)
    let dot = half.pixel(x: 64, y: 32)
    // systemBlue (light) is #007AFF.
    #expect(dot.r <= 1 && abs(Int(dot.g) - 0x7A) <= 1 && dot.b >= 254 && dot.a == 255)
    let white = half.pixel(x: 112, y: 32)
    #expect(white.r == 255 && white.g == 255 && white.b == 255)

    // The export block changes: the 0.25 s images come in, the 0 s ones go.
    try fixture.edit("badge.strobe.json", #""times": [0, 0.5]"#, #""times": [0.25, 0.5]"#)
    let times = try fixture.build("export times changed")
    #expect(times.contains("Rendering badge.strobe.json"), "\(times)")
    try fixture.expectBundle(
      for: "badge.strobe.json", holds: Self.badgeNames("0.250", "0.500"), "export times changed")
    // At 0.25 s the dot's centre is at x = 16 + 32 × 0.25 = 24; x = 44 is past its edge.
    let quarter = try RasterImage(contentsOf: badge.appendingPathComponent("badge@0.250.png"))
    #expect(quarter.pixel(x: 24, y: 16).b >= 254 && quarter.pixel(x: 44, y: 16).r == 255)

    // The content changes, not the names: new bytes.
    try fixture.edit(
      "badge.strobe.json", ##""background": "#FFFFFF""##, ##""background": "#FF0000""##)
    let content = try fixture.build("background changed")
    #expect(content.contains("Rendering badge.strobe.json"), "\(content)")
    try fixture.expectBundle(
      for: "badge.strobe.json", holds: Self.badgeNames("0.250", "0.500"), "background changed")
    let red = try RasterImage(contentsOf: badge.appendingPathComponent("badge@0.500.png"))
    let corner = red.pixel(x: 60, y: 16)
    #expect(corner.r == 255 && corner.g == 0 && corner.b == 0)

    // A scene is added: it renders. (SwiftPM plans the build again, re-links the plugin's
    // tool and so runs badge's command too, to the same bytes: docs/build-integration.md.)
    try Data(Self.ring.utf8).write(to: fixture.sources.appendingPathComponent("ring.strobe.json"))
    let added = try fixture.build("scene added")
    #expect(added.contains("Rendering ring.strobe.json"), "\(added)")
    let ringNames = ["ring@0.000.png", "ring@0.000.svg", "ring@1.000.png", "ring@1.000.svg"]
    try fixture.expectBundle(for: "ring.strobe.json", holds: ringNames, "scene added")
    try fixture.expectBundle(
      for: "badge.strobe.json", holds: Self.badgeNames("0.250", "0.500"), "scene added")

    // The scene is deleted: its images leave the bundle.
    try FileManager.default.removeItem(
      at: fixture.sources.appendingPathComponent("ring.strobe.json"))
    let removed = try fixture.build("scene removed")
    #expect(removed.contains("Removing the images of ring"), "\(removed)")
    #expect(fixture.bundleFiles("ring") == [])
    try fixture.expectBundle(
      for: "badge.strobe.json", holds: Self.badgeNames("0.250", "0.500"), "scene removed")

    // Nothing changed: nothing runs.
    let idle = try fixture.build("unchanged")
    #expect(!idle.contains("Rendering") && !idle.contains("Removing"), "\(idle)")

    // STROBE_TOOL: the plugin runs that executable (a wrapper that logs its arguments).
    let calls = fixture.root.appendingPathComponent("calls.txt")
    let wrapper = fixture.root.appendingPathComponent("strobe-wrapper")
    try Data(
      "#!/bin/sh\necho \"$@\" >> '\(calls.path)'\nexec '\(fixture.strobe.path)' \"$@\"\n".utf8
    ).write(to: wrapper)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
    let wrapped = try fixture.build("STROBE_TOOL", environment: ["STROBE_TOOL": wrapper.path])
    #expect(wrapped.contains("Rendering badge.strobe.json"), "\(wrapped)")
    let logged = (try? String(contentsOf: calls, encoding: .utf8)) ?? ""
    #expect(logged.contains("render \(fixture.sources.path)/badge.strobe.json"), "\(logged)")
    try fixture.expectBundle(
      for: "badge.strobe.json", holds: Self.badgeNames("0.250", "0.500"), "STROBE_TOOL")
    let bad = try Self.run(
      fixture.swift,
      ["build", "--package-path", fixture.package.path, "--scratch-path", fixture.scratch.path],
      in: fixture.root, environment: ["STROBE_TOOL": "strobe"])
    #expect(bad.status != 0)
    #expect(bad.output.contains("STROBE_TOOL='strobe' is not an absolute path"), "\(bad.output)")

    // The command plugin: options with values (once read as scene paths) and one manifest
    // over two scenes.
    let art = fixture.package.appendingPathComponent("Art")
    try FileManager.default.createDirectory(at: art, withIntermediateDirectories: true)
    try Data(Self.ring.utf8).write(to: art.appendingPathComponent("ring.strobe.json"))
    let committed = fixture.root.appendingPathComponent("committed")
    let manifest = fixture.root.appendingPathComponent("assets.json")
    let command = try Self.run(
      fixture.swift,
      [
        "package", "--package-path", fixture.package.path, "--scratch-path",
        fixture.scratch.path, "--allow-writing-to-package-directory", "strobe-render",
        "Sources/Badges/badge.strobe.json", "--limit", "frames=10", "Art/ring.strobe.json",
        "--out", committed.path, "--format", "svg", "--manifest", manifest.path,
      ], in: fixture.root)
    #expect(command.status == 0, "strobe-render failed:\n\(command.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
    #expect(files == ["badge@0.250.svg", "badge@0.500.svg", "ring@0.000.svg", "ring@1.000.svg"])
    let list =
      try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [[String: Any]]
    // Scenes run in path order: Art/ring.strobe.json before Sources/Badges/badge.strobe.json.
    #expect(
      list?.compactMap { $0["path"] as? String }
        == ["ring@0.000.svg", "ring@1.000.svg", "badge@0.250.svg", "badge@0.500.svg"])
  }
}
