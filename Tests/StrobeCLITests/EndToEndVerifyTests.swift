import Foundation
import Testing

/// `strobe verify`, and `render --verify`, through the built executable.
@Suite struct EndToEndVerifyTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace()
    try workspace.copyFixture("probe.json")
    try workspace.copyFixture("other.json")
  }

  /// Renders `scene` to `formats` in the workspace folder; expects success.
  private func render(_ scene: String, _ formats: String) throws {
    let run = try workspace.run(["render", scene, "--format", formats])
    #expect(run.status == 0, "render \(scene): \(run.stderr)")
  }

  /// The value after `label` on its own line of `text`.
  private func figure(_ label: String, in text: String) -> String? {
    text.split(separator: "\n").first { $0.hasPrefix(label + ": ") }
      .map { String($0.dropFirst(label.count + 2)) }
  }

  @Test func vectorOutputsMatchTheirOwnPNG() throws {
    try render("probe.json", "svg,pdf,png")
    for file in ["probe@0.000.svg", "probe@0.000.pdf", "probe@0.000.png"] {
      let run = try workspace.run(["verify", file, "--against", "probe@0.000.png"])
      #expect(run.status == 0, "\(file): \(run.stderr)")
      #expect(run.stderr == "")
      let text = run.stdoutText
      // Colours are exact multiples of 1/255 and edges are pixel-aligned: no difference.
      #expect(figure("max channel difference", in: text) == "0")
      #expect(figure("differing pixels", in: text) == "0 of 1200")
      #expect(figure("PSNR", in: text) == "inf dB")
      #expect(figure("result", in: text) == "ok (tolerance 2)")
    }
  }

  @Test func aDifferentSceneFailsWithHandComputedFigures() throws {
    try render("probe.json", "svg,png")
    try render("other.json", "png")
    let run = try workspace.run(["verify", "probe@0.000.svg", "--against", "other@0.000.png"])
    #expect(run.status == 1)
    let text = run.stdoutText
    // probe: 96 red + 60 blue pixels; other: 16 green ones elsewhere; the rest white.
    // Each differing pixel differs by 255 in exactly two channels (red vs white: g, b; …).
    #expect(figure("max channel difference", in: text) == "255")
    #expect(figure("differing pixels", in: text) == "172 of 1200")
    // MSE = 172·2·255² / (4·1200); PSNR = 10·log10(4800 / 344) = 11.447 dB.
    #expect(figure("PSNR", in: text) == "11.45 dB")
    #expect(figure("result", in: text) == "FAILED (tolerance 2)")
  }

  @Test func toleranceAndPageOptionsAreHonoured() throws {
    try render("probe.json", "png")
    try render("other.json", "png")
    let loose = try workspace.run(
      ["verify", "probe@0.000.png", "--against", "other@0.000.png", "--tolerance", "255"])
    #expect(loose.status == 0)
    #expect(figure("result", in: loose.stdoutText) == "ok (tolerance 255)")

    let mp = try workspace.run(
      ["render", "probe.json", "--at", "0,1", "--multipage", "--format", "pdf"])
    #expect(mp.status == 0)
    let page2 = try workspace.run(
      ["verify", "probe.pdf", "--against", "probe@0.000.png", "--page", "2"])
    #expect(page2.status == 0)
    let page3 = try workspace.run(
      ["verify", "probe.pdf", "--against", "probe@0.000.png", "--page", "3"])
    #expect(page3.status == 1)
    #expect(page3.stderr.hasPrefix("Error: "))
    #expect(page3.stderr.contains("probe.pdf"))
    #expect(page3.stderr.contains("2 pages"))
  }

  @Test func vectorFilesAreRasterisedAtTheReferenceSize() throws {
    let run = try workspace.run(
      ["render", "probe.json", "--format", "svg,pdf,png", "--scale", "1,2"])
    #expect(run.status == 0)
    for file in ["probe@0.000.svg", "probe@0.000.pdf"] {
      let check = try workspace.run(["verify", file, "--against", "probe@0.000@2x.png"])
      #expect(check.status == 0, "\(file)")
      #expect(figure("differing pixels", in: check.stdoutText) == "0 of 4800")
    }
    // A PNG is compared as it is: 40×30 against 80×60.
    let png = try workspace.run(["verify", "probe@0.000.png", "--against", "probe@0.000@2x.png"])
    #expect(png.status == 1)
    #expect(png.stdoutLines == ["size mismatch: 40×30 against 80×60", "result: FAILED"])
  }

  @Test func unreadableFilesAreNamedAsTyped() throws {
    try render("probe.json", "svg,png")
    try workspace.write(Data("not an image\n".utf8), to: "junk/bad.png")
    try workspace.write(Data("not an image\n".utf8), to: "junk/bad.svg")
    try workspace.write(Data("not an image\n".utf8), to: "junk/bad.pdf")
    let cases: [(arguments: [String], named: String)] = [
      (["probe@0.000.svg", "--against", "nothing.png"], "'nothing.png'"),
      (["nothing.svg", "--against", "probe@0.000.png"], "'nothing.svg'"),
      (["probe@0.000.svg", "--against", "junk/bad.png"], "'junk/bad.png'"),
      (["junk/bad.png", "--against", "probe@0.000.png"], "'junk/bad.png'"),
      (["junk/bad.svg", "--against", "probe@0.000.png"], "'junk/bad.svg'"),
      (["junk/bad.pdf", "--against", "probe@0.000.png"], "'junk/bad.pdf'"),
      (["probe.json", "--against", "probe@0.000.png"], "'probe.json'"),
    ]
    for (arguments, named) in cases {
      let run = try workspace.run(["verify"] + arguments)
      #expect(run.status == 1, "\(arguments)")
      #expect(run.stdout.isEmpty, "\(arguments)")
      #expect(run.stderr.hasPrefix("Error: "), "\(arguments)")
      #expect(run.stderr.contains(named), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains(workspace.folder.path), "\(arguments): absolute path")
      #expect(run.stderrLines.count == 1, "\(arguments): \(run.stderr)")
    }
  }

  @Test func renderVerifyReportsEveryVectorOutput() throws {
    let run = try workspace.run(
      ["render", "probe.json", "--format", "svg,pdf,png", "--verify", "--out", "v"])
    #expect(run.status == 0)
    #expect(
      Set(run.stdoutLines) == ["v/probe@0.000.svg", "v/probe@0.000.pdf", "v/probe@0.000.png"])
    let ok = "ok (max channel difference 0, 0 differing pixels, PSNR inf dB)"
    #expect(
      run.stderrLines == ["verify probe@0.000.svg: \(ok)", "verify probe@0.000.pdf: \(ok)"])
  }

  @Test func renderVerifyChecksEveryPageOfAMultipagePDF() throws {
    let run = try workspace.run(
      ["render", "probe.json", "--at", "0,1", "--multipage", "--format", "pdf", "--verify"])
    #expect(run.status == 0)
    #expect(run.stdoutLines == ["probe.pdf"])
    #expect(run.stderrLines.count == 2)
    #expect(run.stderrLines.first?.hasPrefix("verify probe.pdf page 1: ok (") == true)
    #expect(run.stderrLines.last?.hasPrefix("verify probe.pdf page 2: ok (") == true)
  }
}
