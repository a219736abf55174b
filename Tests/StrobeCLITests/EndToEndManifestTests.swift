import Foundation
import StrobeCLI
import StrobeRender
import Testing

/// `--manifest`, `--skip-unchanged` and `--png-compression` through the built executable.
@Suite struct EndToEndManifestTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("probe.json")
  }

  @Test func manifestListsEveryOutputWithSizeAndHash() throws {
    let run = try workspace.run([
      "render", "probe.json", "--format", "png,svg", "--scale", "1,2", "--at", "0,0.5", "--out",
      "out", "--manifest", "list.json",
    ])
    #expect(run.status == 0)
    let json = try JSONSerialization.jsonObject(with: workspace.data("list.json"))
    let entries = try #require(json as? [[String: Any]])
    // 2 times × (PNG at 2 scales + SVG) = 6 outputs, the same files the listing names.
    #expect(entries.count == 6)
    #expect(
      Set(entries.compactMap { $0["path"] as? String }.map { "out/" + $0 })
        == Set(run.stdoutLines))
    for entry in entries {
      let path = try #require(entry["path"] as? String)
      let data = try workspace.data("out/" + path)
      #expect(entry["bytes"] as? Int == data.count)
      #expect(try entry["sha256"] as? String == SHA256.hexDigest(data))
      let format = try #require(entry["format"] as? String)
      #expect(path.hasSuffix("." + format))
      let time = try #require(entry["time"] as? Double)
      #expect(path.contains(time == 0 ? "@0.000" : "@0.500"))
      let scale = try #require(entry["scale"] as? Double)
      #expect(scale == (path.hasSuffix("@2x.png") ? 2 : 1))
    }
    #expect(
      Set(entries.compactMap { $0["path"] as? String }).contains("probe@0.500@2x.png"))
  }

  @Test func manifestInAMissingFolderFailsBeforeAnyOutput() throws {
    let run = try workspace.run(["render", "probe.json", "--out", "out", "--manifest", "m/l.json"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("folder 'm' does not exist"))
    #expect(!workspace.exists("out/probe@0.000.png"))
  }

  @Test func manifestOfAMultipagePDFListsEveryPageTime() throws {
    let run = try workspace.run([
      "render", "probe.json", "--multipage", "--at", "0,1,0.25", "--manifest", "m.json",
    ])
    #expect(run.status == 0)
    let entries = try #require(
      try JSONSerialization.jsonObject(with: workspace.data("m.json")) as? [[String: Any]])
    #expect(entries.count == 1)
    #expect(entries.first?["path"] as? String == "probe.pdf")
    #expect(entries.first?["times"] as? [Double] == [0, 0.25, 1])
    #expect(entries.first?["format"] as? String == "pdf")
  }

  @Test func manifestWithShardOrOutputIsAUsageError() {
    #expect(
      usageError(["render", "r.json", "--shard", "1/2", "--manifest", "m.json"])?.error
        == .conflictingOptions("--manifest", "--shard"))
    #expect(runStrobe(["render", "r.json", "--shard", "1/2", "--manifest", "m.json"]).status == 64)
    #expect(
      usageError(["render", "r.json", "-o", "a.png", "--manifest", "m.json"])?.error
        == .conflictingOptions("--manifest", "--output"))
  }

  @Test func skipUnchangedKeepsTheFileAndItsModificationTime() throws {
    let arguments = ["render", "probe.json", "--format", "png,svg", "--out", "out"]
    #expect(try workspace.run(arguments).status == 0)
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    let png = workspace.url("out/probe@0.000.png")
    let svg = workspace.url("out/probe@0.000.svg")
    for url in [png, svg] {
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path)
    }
    // The SVG's content changes, so it is rewritten; the PNG's does not.
    let svgBytes = try workspace.data("out/probe@0.000.svg")
    try workspace.write(svgBytes + Data(" ".utf8), to: "out/probe@0.000.svg")
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: svg.path)

    let run = try workspace.run(arguments + ["--skip-unchanged"])
    #expect(run.status == 0)
    #expect(Set(run.stdoutLines) == ["unchanged: out/probe@0.000.png", "out/probe@0.000.svg"])
    #expect(try Self.modified(png) == old)
    #expect(try Self.modified(svg) != old)
    #expect(try workspace.data("out/probe@0.000.svg") == svgBytes)

    // Without the flag the identical file is written again.
    let again = try workspace.run(arguments)
    #expect(again.stdoutLines.contains("out/probe@0.000.png"))
    #expect(try Self.modified(png) != old)
  }

  @Test func everyCompressionLevelDecodesToTheSamePixels() throws {
    var images: [RasterImage] = []
    for level in ["fast", "default", "best"] {
      let run = try workspace.run([
        "render", "probe.json", "--scale", "2", "--png-compression", level, "-o", "\(level).png",
      ])
      #expect(run.status == 0)
      let image = try RasterImage(contentsOf: workspace.url("\(level).png"))
      ProbeScene.expectMatches(image, scale: 2)
      images.append(image)
    }
    #expect(images[0] == images[1] && images[1] == images[2])
    #expect(
      usageError(["render", "r.json", "--png-compression", "max"])?.error
        == .invalidValue(
          argument: "--png-compression <level>", value: "max",
          expected: "one of 'fast', 'default' or 'best'"))
  }

  /// The modification date of `url`.
  static func modified(_ url: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
  }
}
