import Foundation
import StrobeRender
import Testing

/// Standard input scenes, `-o` to a file or standard output, and write failures.
@Suite struct EndToEndStreamTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("probe.json")
  }

  @Test func sceneFromStandardInputRendersToAFile() throws {
    let run = try workspace.run(
      ["render", "-", "--format", "svg", "-o", "out.svg"], stdin: "probe.json")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr == "")
    #expect(run.stdoutLines == ["out.svg"])
    #expect(try workspace.listing() == ["out.svg", "probe.json"])
    let svg = try workspace.data("out.svg")
    ProbeScene.expectMatches(try Verifier().rasterizeSVG(svg), scale: 1)
    // The same scene read from its file gives the same document.
    let fromFile = try workspace.run(["render", "probe.json", "--format", "svg", "--out", "ref"])
    #expect(fromFile.status == 0)
    #expect(try workspace.data("ref/probe@0.000.svg") == svg)
  }

  @Test func emptyStandardInputIsASceneError() throws {
    let run = try workspace.run(["render", "-", "--format", "svg", "-o", "out.svg"])
    #expect(run.status == 1)
    // Standard input is named `<stdin>` in scene errors, with a line and column.
    #expect(run.stderr.hasPrefix("Error: <stdin>:1:1: "))
    #expect(!workspace.exists("out.svg"))
  }

  @Test func dashOutputWritesTheBytesToStandardOutput() throws {
    for format in ["png", "svg", "pdf"] {
      let toFile = try workspace.run(
        ["render", "probe.json", "--format", format, "-o", "file.\(format)"])
      #expect(toFile.status == 0)
      let toStdout = try workspace.run(["render", "probe.json", "--format", format, "-o", "-"])
      #expect(toStdout.status == 0)
      #expect(toStdout.stderr == "")
      #expect(!toStdout.stdout.isEmpty)
      #expect(toStdout.stdout == (try workspace.data("file.\(format)")), "\(format)")
    }
    let png = try workspace.run(["render", "probe.json", "--format", "png", "-o", "-"])
    ProbeScene.expectMatches(try RasterImage(pngData: png.stdout), scale: 1)
  }

  @Test func verifyWithDashOutputKeepsReportsOffStandardOutput() throws {
    let file = try workspace.run(["render", "probe.json", "--format", "pdf", "-o", "p.pdf"])
    #expect(file.status == 0)
    let run = try workspace.run(["render", "probe.json", "--format", "pdf", "-o", "-", "--verify"])
    #expect(run.status == 0)
    #expect(run.stdout == (try workspace.data("p.pdf")))
    #expect(run.stderrLines.count == 1)
    #expect(
      run.stderrLines.first?.hasSuffix(
        ": ok (max channel difference 0, 0 differing pixels, PSNR inf dB)") == true)
  }

  @Test func stdinToStdoutPipeline() throws {
    let run = try workspace.run(
      ["render", "-", "--format", "png", "--scale", "2", "-o", "-"], stdin: "probe.json")
    #expect(run.status == 0)
    ProbeScene.expectMatches(try RasterImage(pngData: run.stdout), scale: 2)
    #expect(try workspace.listing() == ["probe.json"])
  }

  @Test func fullStandardOutputIsAnErrorNotACrash() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let run = try workspace.run(
      ["render", "probe.json", "--format", "png", "-o", "-"], stdout: full)
    #expect(run.exitedNormally)
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.lowercased().contains("no space left on device"))
    #expect(try workspace.listing() == ["probe.json"])
  }

  @Test func outNamingAnExistingFileIsAnErrorAndTheFileIsKept() throws {
    let original = Data("not a folder\n".utf8)
    try workspace.write(original, to: "taken")
    let run = try workspace.run(["render", "probe.json", "--format", "png", "--out", "taken"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.contains("'taken'"))
    #expect(run.stderr.contains("not a folder"))
    #expect(try workspace.data("taken") == original)
    #expect(try workspace.listing() == ["probe.json", "taken"])
  }

  @Test func outputFileNamingAFolderIsAnErrorAndTheFolderIsKept() throws {
    try workspace.write(Data("keep".utf8), to: "dir/inside.txt")
    let run = try workspace.run(["render", "probe.json", "--format", "png", "-o", "dir"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("Error: "))
    #expect(run.stderr.contains("dir"))
    #expect(try workspace.listing("dir") == ["inside.txt"])
    #expect(try workspace.data("dir/inside.txt") == Data("keep".utf8))
  }
}
