import Foundation
import StrobeRender
import Testing

/// `strobe demo`, determinism across processes, and atomic replacement of outputs.
@Suite struct EndToEndDemoTests {
  let workspace: Workspace

  init() throws { workspace = try Workspace() }

  /// The demo's files: the stills at 0 s, then the animated SVG and the APNG.
  static let names = [
    "demo.png", "demo.svg", "demo@0.000.pdf", "demo@0.000.png", "demo@0.000.svg",
    "demo@0.000@2x.png",
  ]

  @Test func demoWritesEveryFormatAndVerifiesTheVectorOnes() throws {
    let run = try workspace.run(["demo", "--out", "d"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try workspace.listing("d") == Self.names)
    #expect(Set(run.stdoutLines) == Set(Self.names.map { "d/" + $0 }))
    for file in ["demo@0.000.svg", "demo@0.000.pdf"] {
      #expect(
        run.stderrLines.contains { $0.hasPrefix("verify \(file): ok (max channel difference ") })
    }
    // Every animation of the demo maps exactly: nothing is reported as sampled.
    #expect(!run.stderr.contains("warning:"), "\(run.stderr)")
    // Fixtures/demo.json: canvas 480×270 pt.
    let one = try RasterImage(contentsOf: workspace.url("d/demo@0.000.png"))
    let two = try RasterImage(contentsOf: workspace.url("d/demo@0.000@2x.png"))
    #expect((one.width, one.height) == (480, 270))
    #expect((two.width, two.height) == (960, 540))
    // Canvas background systemGray6 (#F2F2F7) in the corner, outside the card's rounded corner.
    #expect(one.pixel(x: 1, y: 1) == (0xF2, 0xF2, 0xF7, 255))
    // Inside the white card, away from every sublayer (card frame 16,16,448,238; nothing
    // drawn in its first 40 pt from the left below y = 220).
    #expect(one.pixel(x: 30, y: 240) == (255, 255, 255, 255))
    let sizes = try Verifier().pdfPageSizes(try workspace.data("d/demo@0.000.pdf"))
    #expect(sizes.count == 1)
    #expect(sizes.first.map { ($0.width, $0.height) } ?? (0, 0) == (480, 270))
  }

  @Test func theDemoAnimatesAsAnAPNGAndAnAnimatedSVG() throws {
    let run = try workspace.run(["demo", "--out", "d"])
    try #require(run.status == 0, "\(run.stderr)")
    // APNG: the scene's 2.4 s at its export rate of 30 frames per second, looping forever
    // (every animation of the demo repeats forever), each frame shown 1/30 s.
    let chunks = try AnimatedRenderTests.chunks(try workspace.data("d/demo.png"))
    #expect(chunks.first { $0.type == "acTL" }?.data == [0, 0, 0, 72, 0, 0, 0, 0])
    let delays = chunks.filter { $0.type == "fcTL" }.map { Array($0.data[20..<24]) }
    #expect(delays == Array(repeating: [0, 1, 0, 30], count: 72))
    // Animated SVG: CSS animations that repeat forever, and no script.
    let svg = String(decoding: try workspace.data("d/demo.svg"), as: UTF8.self)
    #expect(svg.components(separatedBy: "@keyframes").count - 1 >= 4)
    #expect(svg.contains("infinite"))
    #expect(!svg.contains("<script"))
    if AnimatedSVGFixtures.hasChromium {
      let played = run.stderrLines.filter {
        $0.hasPrefix("verify d/demo.svg in Chromium at t = ") && $0.contains(": ok (")
      }
      #expect(played.count == 5, "\(run.stderr)")
    }
    // The APNG is decoded back (ffmpeg is part of `make deps`) and every frame matches.
    #expect(
      run.stderrLines.contains(
        "verify d/demo.png: ok (72 frames decoded by ffmpeg, delays and loop count as written; "
          + "every pixel exact, max channel difference 0)"), "\(run.stderr)")
  }

  @Test func withoutFFmpegTheDemoSaysHowToCheckItsAPNG() throws {
    // Chromium is named by STROBE_CHROMIUM; PATH holds no ffmpeg.
    let run = try workspace.run(
      ["demo", "--out", "d"],
      environment: ["PATH": "/nonexistent", "STROBE_CHROMIUM": "/nonexistent/chromium"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try workspace.listing("d") == Self.names)
    #expect(!run.stderr.contains("verify d/demo.png"))
    #expect(
      run.stderrLines.last?.hasPrefix("note: demo.png was not decoded back: ffmpeg") == true,
      "\(run.stderr)")
  }

  @Test func withoutChromiumTheDemoSaysHowToPlayItsSVG() throws {
    let run = try workspace.run(
      ["demo", "--out", "d"], environment: ["STROBE_CHROMIUM": "/nonexistent/chromium"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try workspace.listing("d") == Self.names)
    #expect(!run.stderr.contains("in Chromium"))
    #expect(
      run.stderrLines.last?.hasPrefix("note: demo.svg was not played in a browser") == true,
      "\(run.stderr)")
  }

  @Test func twoProcessesWriteIdenticalBytes() throws {
    try workspace.copyFixture("probe.json")
    for out in ["a", "b"] {
      let demo = try workspace.run(["demo", "--out", out])
      #expect(demo.status == 0)
      let render = try workspace.run(
        ["render", "probe.json", "--format", "svg,pdf,png", "--at", "0,0.5", "--out", out])
      #expect(render.status == 0)
      let multipage = try workspace.run(
        ["render", "probe.json", "--format", "pdf", "--at", "0,0.5", "--multipage", "--out", out])
      #expect(multipage.status == 0)
    }
    let names = try workspace.listing("a")
    #expect(names.count == 6 + 6 + 1)
    #expect(try workspace.listing("b") == names)
    for name in names {
      #expect(try workspace.data("a/" + name) == (try workspace.data("b/" + name)), "\(name)")
    }
  }

  @Test func failedRenderLeavesEarlierOutputsUntouched() throws {
    try workspace.copyFixture("probe.json", to: "scene.json")
    let first = try workspace.run(["render", "scene.json", "--format", "svg,png", "--out", "out"])
    #expect(first.status == 0)
    let single = try workspace.run(["render", "scene.json", "--format", "pdf", "-o", "one.pdf"])
    #expect(single.status == 0)
    let svg = try workspace.data("out/scene@0.000.svg")
    let png = try workspace.data("out/scene@0.000.png")
    let pdf = try workspace.data("one.pdf")

    // Same name, now broken: the same outputs are planned but the scene does not load.
    try FileManager.default.removeItem(at: workspace.url("scene.json"))
    try workspace.copyFixture("bad-linecap.json", to: "scene.json")
    let again = try workspace.run(["render", "scene.json", "--format", "svg,png", "--out", "out"])
    #expect(again.status == 1)
    #expect(again.stderr.hasPrefix("Error: scene.json"))
    let againSingle = try workspace.run(
      ["render", "scene.json", "--format", "pdf", "-o", "one.pdf"])
    #expect(againSingle.status == 1)

    #expect(try workspace.data("out/scene@0.000.svg") == svg)
    #expect(try workspace.data("out/scene@0.000.png") == png)
    #expect(try workspace.data("one.pdf") == pdf)
    #expect(try workspace.listing("out") == ["scene@0.000.png", "scene@0.000.svg"])
    #expect(try workspace.listing() == ["one.pdf", "out", "scene.json"])
  }
}
