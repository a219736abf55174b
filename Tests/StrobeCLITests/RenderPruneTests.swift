import Foundation
import StrobeCLI
import Testing

/// `strobe render --prune`: after the render, the folder holds exactly this scene's current
/// outputs; other files, other scenes' outputs, links and folders stay.
@Suite struct RenderPruneTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("animated.json")
  }

  @Test func removesOutputsTheRenderNoLongerPlans() throws {
    let first = try workspace.run([
      "render", "animated.json", "--at", "0.5,1.5", "--format", "png,svg", "--scale", "1,2",
      "--out", "o",
    ])
    #expect(first.status == 0, "\(first.stderr)")
    let multipage = try workspace.run([
      "render", "animated.json", "--at", "0.5", "--format", "pdf", "--multipage", "--out", "o",
    ])
    #expect(multipage.status == 0)
    // Files that are not animated's outputs, and a link named like one, must stay.
    try workspace.write(Data("x".utf8), to: "o/animated@notes.txt")
    try workspace.write(Data("x".utf8), to: "o/animated@0.500.txt")
    try workspace.write(Data("x".utf8), to: "o/animated@big@0.000.png")
    try workspace.write(Data("x".utf8), to: "o/other@0.250.png")
    try FileManager.default.createSymbolicLink(
      atPath: workspace.url("o/animated@9.000.png").path, withDestinationPath: "other@0.250.png")

    let second = try workspace.run([
      "render", "animated.json", "--at", "0.25,1.5", "--format", "png", "--out", "o", "--prune",
    ])
    #expect(second.status == 0, "\(second.stderr)")
    #expect(
      second.stdoutLines == [
        "o/animated@0.250.png", "o/animated@1.500.png", "removed: o/animated.pdf",
        "removed: o/animated@0.500.png", "removed: o/animated@0.500.svg",
        "removed: o/animated@0.500@2x.png", "removed: o/animated@1.500.svg",
        "removed: o/animated@1.500@2x.png",
      ])
    #expect(
      try workspace.listing("o") == [
        "animated@0.250.png", "animated@0.500.txt", "animated@1.500.png", "animated@9.000.png",
        "animated@big@0.000.png", "animated@notes.txt", "other@0.250.png",
      ])
    // --quiet removes without listing.
    let quiet = try workspace.run([
      "render", "animated.json", "--at", "1.5", "--out", "o", "--prune", "--quiet",
    ])
    #expect(quiet.status == 0)
    #expect(quiet.stdout.isEmpty)
    #expect(!workspace.exists("o/animated@0.250.png"))
    #expect(workspace.exists("o/animated@1.500.png"))
  }

  @Test func namesOfAScenesOutputs() {
    for name in [
      "ring@0.500.svg", "ring@0.500.pdf", "ring@0.500.png", "ring@0.500@2x.png",
      "ring@12.000000@1.5x.png", "ring@-1.000.png", "ring@3.png", "ring.pdf",
    ] {
      #expect(OutputNaming.isOutputName(name, stem: "ring"), "\(name)")
    }
    for name in [
      "ring@0.500@2x.svg", "ring@0.500@1x.png", "ring@0.500@0x.png", "ring@0.500@2.png",
      "ring@.5.png", "ring@0..png", "ring@0.500.txt", "ring.png", "ring@big@0.000.png",
      "rings@0.500.png", "ring@0.500@2x@3x.png", "ring@0.500",
    ] {
      #expect(!OutputNaming.isOutputName(name, stem: "ring"), "\(name)")
    }
  }

  @Test(arguments: [["--shard", "1/2"], ["-o", "x.png"]])
  func conflictsWithShardAndOutput(other: [String]) throws {
    let run = try workspace.run(["render", "animated.json", "--prune"] + other)
    #expect(run.status == 64)
    #expect(run.stderr.contains("--prune"), "\(run.stderr)")
  }
}
