import Foundation
import Testing

/// The StrobeAssets plugin's plan (Plugins/StrobeAssets/AssetLayout.swift and StrobeTool.swift,
/// compiled here through symbolic links): one folder per scene whatever its export block
/// says, the files each render reads, folders of deleted scenes, and the tool it runs.
@Suite struct AssetLayoutTests {
  static let target = URL(fileURLWithPath: "/p/Sources/Badges")
  static let root = URL(fileURLWithPath: "/w/assets")

  static func file(_ path: String) -> URL { target.appendingPathComponent(path) }

  @Test func oneFolderPerSceneWithTheFilesItCanRead() throws {
    let layout = try AssetLayout(
      scenes: [Self.file("art/ring.strobe.json"), Self.file("badge.strobe.json")],
      readableFiles: [
        Self.file("art/logo.png"), Self.file("logo.svg"), Self.file("art/deep/dot.svg"),
        Self.file("artwork/other.png"),
      ],
      outputRoot: Self.root, existingFolders: [])
    #expect(layout.renders.map(\.folder.path) == ["/w/assets/ring", "/w/assets/badge"])
    // ring.strobe.json reads contents from art/ and below only (strobe render refuses
    // others); badge.strobe.json from the whole target folder.
    #expect(
      layout.renders[0].inputs.map(\.path) == [
        "/p/Sources/Badges/art/ring.strobe.json", "/p/Sources/Badges/art/deep/dot.svg",
        "/p/Sources/Badges/art/logo.png",
      ])
    #expect(
      layout.renders[1].inputs.map(\.path) == [
        "/p/Sources/Badges/badge.strobe.json", "/p/Sources/Badges/art/deep/dot.svg",
        "/p/Sources/Badges/art/logo.png", "/p/Sources/Badges/artwork/other.png",
        "/p/Sources/Badges/logo.svg",
      ])
    #expect(layout.removedFolders.isEmpty)
    #expect(
      AssetLayout.renderArguments(layout.renders[1]) == [
        "render", "/p/Sources/Badges/badge.strobe.json", "--out", "/w/assets/badge", "--prune",
        "--skip-unchanged", "--quiet", "--jobs", "1",
      ])
  }

  @Test func foldersOfDeletedScenesAreListed() throws {
    let layout = try AssetLayout(
      scenes: [Self.file("badge.strobe.json")], readableFiles: [], outputRoot: Self.root,
      existingFolders: ["ring", "badge", "old"])
    #expect(layout.removedFolders.map(\.path) == ["/w/assets/old", "/w/assets/ring"])
  }

  @Test func twoScenesWithOneStemAreAnError() {
    #expect(
      throws: AssetLayoutError.sameFolder(
        folder: "badge", first: "/p/Sources/Badges/a/badge.strobe.json",
        second: "/p/Sources/Badges/b/badge.strobe.json")
    ) {
      try AssetLayout(
        scenes: [Self.file("b/badge.strobe.json"), Self.file("a/badge.strobe.json")],
        readableFiles: [], outputRoot: Self.root, existingFolders: [])
    }
  }

  @Test func stemsAreTheCLIs() {
    #expect(AssetLayout.stem(of: "badge.strobe.json") == "badge")
    #expect(AssetLayout.stem(of: "ring.v2.strobe.json") == "ring.v2")
    #expect(AssetLayout.stem(of: ".strobe.json") == "scene")
  }

  @Test func strobeToolComesFromTheEnvironmentOrTheBuild() throws {
    let built = URL(fileURLWithPath: "/built/strobe")
    #expect(try StrobeTool.url(environment: [:]) { built } == built)
    #expect(try StrobeTool.url(environment: ["STROBE_TOOL": ""]) { built } == built)
    #expect(
      try StrobeTool.url(environment: ["STROBE_TOOL": "/bin/sh"]) { built }
        == URL(fileURLWithPath: "/bin/sh"))
    #expect(throws: StrobeToolError.notAbsolute(path: "strobe")) {
      try StrobeTool.url(environment: ["STROBE_TOOL": "strobe"]) { built }
    }
    #expect(throws: StrobeToolError.notExecutable(path: "/nonexistent/strobe")) {
      try StrobeTool.url(environment: ["STROBE_TOOL": "/nonexistent/strobe"]) { built }
    }
    #expect(
      "\(StrobeToolError.notExecutable(path: "/x"))".contains("swift build -c release"))
  }
}
