import Foundation
import StrobeRender
import Testing

/// `strobe render` through the built executable: file names, sizes and pixels.
@Suite struct EndToEndRenderTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("probe.json")
  }

  @Test func rendersEveryFormatWithTheTimeInTheName() throws {
    let run = try workspace.run(["render", "probe.json", "--format", "svg,pdf,png", "--out", "out"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let names = ["probe@0.000.svg", "probe@0.000.pdf", "probe@0.000.png"]
    #expect(Set(run.stdoutLines) == Set(names.map { "out/" + $0 }))
    #expect(try workspace.listing("out") == names.sorted())

    let png = try RasterImage(contentsOf: workspace.url("out/probe@0.000.png"))
    ProbeScene.expectMatches(png, scale: 1)

    let svg = try workspace.data("out/probe@0.000.svg")
    let svgText = String(decoding: svg, as: UTF8.self)
    #expect(svgText.contains(#"width="40px" height="30px" viewBox="0 0 40 30""#))
    ProbeScene.expectMatches(try Verifier().rasterizeSVG(svg), scale: 1)

    let pdf = try workspace.data("out/probe@0.000.pdf")
    #expect(pdf.starts(with: Data("%PDF-".utf8)))
    let sizes = try Verifier().pdfPageSizes(pdf)
    #expect(sizes.count == 1)
    #expect(sizes.first?.width == 40)
    #expect(sizes.first?.height == 30)
    ProbeScene.expectMatches(try Verifier().rasterizePDF(pdf), scale: 1)
  }

  @Test func scaleTwoDoublesThePixelsAndAddsTheSuffix() throws {
    let run = try workspace.run(["render", "probe.json", "--format", "png", "--scale", "2"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdoutLines == ["probe@0.000@2x.png"])
    #expect(!workspace.exists("probe@0.000.png"))
    let image = try RasterImage(contentsOf: workspace.url("probe@0.000@2x.png"))
    ProbeScene.expectMatches(image, scale: 2)
  }

  @Test func severalScalesGiveOneFileEach() throws {
    let run = try workspace.run(
      ["render", "probe.json", "--format", "png", "--scale", "1,3", "--out", "s"])
    #expect(run.status == 0)
    #expect(try workspace.listing("s") == ["probe@0.000.png", "probe@0.000@3x.png"])
    ProbeScene.expectMatches(
      try RasterImage(contentsOf: workspace.url("s/probe@0.000.png")), scale: 1)
    ProbeScene.expectMatches(
      try RasterImage(contentsOf: workspace.url("s/probe@0.000@3x.png")), scale: 3)
  }

  @Test func multipagePutsEveryTimeInOnePDF() throws {
    let run = try workspace.run(
      ["render", "probe.json", "--at", "0,1", "--multipage", "--format", "pdf", "--out", "mp"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    #expect(run.stdoutLines == ["mp/probe.pdf"])
    #expect(try workspace.listing("mp") == ["probe.pdf"])
    let pdf = try workspace.data("mp/probe.pdf")
    let sizes = try Verifier().pdfPageSizes(pdf)
    #expect(sizes.count == 2)
    for size in sizes {
      #expect(size.width == 40)
      #expect(size.height == 30)
    }
    // The scene has no animation: both pages show the same picture.
    ProbeScene.expectMatches(try Verifier().rasterizePDF(pdf, page: 0), scale: 1)
    ProbeScene.expectMatches(try Verifier().rasterizePDF(pdf, page: 1), scale: 1)

    // poppler-utils, when installed, agrees on the page count.
    let pdfinfo = URL(fileURLWithPath: "/usr/bin/pdfinfo")
    if FileManager.default.isExecutableFile(atPath: pdfinfo.path) {
      let info = try StrobeBinary(url: pdfinfo).run(["mp/probe.pdf"], in: workspace.folder)
      #expect(info.status == 0)
      #expect(info.stdoutLines.contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 2") })
    }
  }

  @Test func explicitTimesGiveOneFilePerTimeWithThreeDecimals() throws {
    let run = try workspace.run(["render", "probe.json", "--at", "1,0.0125", "--at", "0"])
    #expect(run.status == 0)
    // Sorted times; 0.0125 s rounds half away from zero to 0.013
    // (docs/cli-conventions.md §Output names).
    #expect(run.stdoutLines == ["probe@0.000.png", "probe@0.013.png", "probe@1.000.png"])
    #expect(
      try workspace.listing() == [
        "probe.json", "probe@0.000.png", "probe@0.013.png", "probe@1.000.png",
      ])
  }

  @Test func framesPerSecondSamplesTheGridIncludingBothEnds() throws {
    let run = try workspace.run(
      ["render", "probe.json", "--fps", "4", "--from", "0.25", "--to", "0.75", "--out", "f"])
    #expect(run.status == 0)
    // 0.25 + k/4 while ≤ 0.75: 0.25, 0.5, 0.75.
    #expect(
      try workspace.listing("f") == ["probe@0.250.png", "probe@0.500.png", "probe@0.750.png"])
  }

  @Test func theSceneExportBlockSuppliesDefaultsEachOnce() throws {
    // exported.json: the probe picture with export times [0.5, 0], formats
    // [svg, png, svg] and scales [2, 2]; repeats must not give repeated outputs.
    try workspace.copyFixture("exported.json")
    let run = try workspace.run(["render", "exported.json", "--out", "e"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let names = [
      "exported@0.000.svg", "exported@0.000@2x.png", "exported@0.500.svg",
      "exported@0.500@2x.png",
    ]
    #expect(run.stdoutLines.count == names.count)
    #expect(Set(run.stdoutLines) == Set(names.map { "e/" + $0 }))
    #expect(try workspace.listing("e") == names.sorted())
    ProbeScene.expectMatches(
      try RasterImage(contentsOf: workspace.url("e/exported@0.500@2x.png")), scale: 2)

    // The command line overrides the block.
    let overridden = try workspace.run(
      ["render", "exported.json", "--format", "png", "--at", "1", "--scale", "1", "--out", "o"])
    #expect(overridden.status == 0)
    #expect(try workspace.listing("o") == ["exported@1.000.png"])

    // -o needs exactly one output; the block plans four, which only the run can tell.
    let single = try workspace.run(["render", "exported.json", "-o", "x.svg"])
    #expect(single.status == 1)
    #expect(single.stderr.hasPrefix("Error: "))
    #expect(single.stderr.contains("4 outputs"))
    #expect(!workspace.exists("x.svg"))
  }

  @Test func shardRendersEveryNthFrame() throws {
    let run = try workspace.run(
      ["render", "probe.json", "--at", "0,1,2,3,4", "--shard", "2/2", "--out", "sh"])
    #expect(run.status == 0)
    // Frames 0…4 in time order; indices with i mod 2 = 1: 1 and 3.
    #expect(try workspace.listing("sh") == ["probe@1.000.png", "probe@3.000.png"])
  }
}
