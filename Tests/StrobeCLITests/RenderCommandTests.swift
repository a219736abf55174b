import Foundation
import StrobeCLI
import StrobeRender
import Testing

@Suite struct RenderCommandTests {
  @Test func bareRenderUsesDefaults() throws {
    let request = try renderRequest(["ring.json"])
    #expect(request == RenderRequest(scene: .file("ring.json")))
    #expect(request.formats == nil && request.scales == nil && request.times == .unspecified)
    #expect(request.outputDirectory == ".")
  }

  @Test func everyOptionReachesTheRequest() throws {
    let request = try renderRequest([
      "-", "--format", "svg,pdf", "--format=png,svg", "--scale", "1, 2", "--scale", "2,0.5",
      "--at", "0,0.5", "--at", "keyframes", "--out", "build/out", "--verify",
    ])
    #expect(request.scene == .standardInput)
    #expect(request.formats == [.svg, .pdf, .png])
    #expect(request.scales == [1, 2, 0.5])
    #expect(request.times == .list([.seconds(0), .seconds(0.5), .keyframes]))
    #expect(request.outputDirectory == "build/out")
    #expect(request.verify && !request.multipage)
    #expect(request.output == nil && request.shard == nil)
  }

  @Test func frameRateOptions() throws {
    #expect(
      try renderRequest(["r.json", "--fps", "30", "--from", "0.5", "--to", "2"]).times
        == .frameRate(fps: 30, from: 0.5, to: 2))
    #expect(
      try renderRequest(["r.json", "--fps=12.5"]).times == .frameRate(fps: 12.5, from: nil, to: nil)
    )
  }

  @Test func multipageWithoutFormatMeansPDF() throws {
    let request = try renderRequest(["r.json", "--multipage", "--fps", "10"])
    #expect(request.multipage)
    #expect(request.formats == [.pdf])
    let mixed = try renderRequest(["r.json", "--multipage", "--format", "png,pdf"])
    #expect(mixed.formats == [.png, .pdf])
  }

  @Test func singleOutputFile() throws {
    #expect(try renderRequest(["r.json", "-o", "-", "--format", "png"]).output == .standardOutput)
    #expect(
      try renderRequest(["r.json", "--output", "a.svg", "--at", "1"]).output == .file("a.svg"))
    // Scales do not multiply SVG outputs, and --multipage makes many times one PDF.
    #expect(
      try renderRequest(["r.json", "-o", "a.svg", "--format", "svg", "--scale", "1,2"]).output
        != nil)
    #expect(
      try renderRequest(["r.json", "-o", "a.pdf", "--multipage", "--fps", "5"]).output != nil)
  }

  @Test func shardAndDoubleDash() throws {
    #expect(try renderRequest(["r.json", "--shard", "2/4"]).shard == Shard(index: 2, count: 4))
    #expect(try renderRequest(["--", "-odd.json"]).scene == .file("-odd.json"))
  }

  @Test func lastNonRepeatableValueWins() throws {
    #expect(try renderRequest(["r.json", "--out", "a", "--out", "b"]).outputDirectory == "b")
  }

  @Test func otherCommandsParse() throws {
    #expect(
      try StrobeCommandLine.parse([
        "eval", "s.json", "--at", "0,1", "--at", "keyframes", "-o", "e.json",
      ])
        == .eval(
          EvalRequest(
            scene: .file("s.json"), times: [.seconds(0), .seconds(1), .keyframes],
            output: .file("e.json"))))
    #expect(
      try StrobeCommandLine.parse(["verify", "a.pdf", "--against", "b.png", "--page", "3"])
        == .verify(VerifyRequest(file: "a.pdf", reference: "b.png", tolerance: 2, page: 3)))
    #expect(
      try StrobeCommandLine.parse(["verify", "a.png", "--against=b.png", "--tolerance", "0"])
        == .verify(VerifyRequest(file: "a.png", reference: "b.png", tolerance: 0, page: 1)))
    #expect(try StrobeCommandLine.parse(["demo"]) == .demo(DemoRequest(outputDirectory: ".")))
    #expect(
      try StrobeCommandLine.parse(["demo", "--out", "d"])
        == .demo(DemoRequest(outputDirectory: "d")))
  }

  @Test func helpCommandResolvesPaths() {
    #expect(throws: CleanExit.help(commandPath: ["strobe", "verify"])) {
      try StrobeCommandLine.parse(["help", "verify"])
    }
    #expect(throws: CleanExit.help(commandPath: ["strobe"])) {
      try StrobeCommandLine.parse(["help"])
    }
    #expect(throws: CleanExit.help(commandPath: ["strobe"])) { try StrobeCommandLine.parse([]) }
  }
}

@Suite struct RenderOutputOptionTests {
  @Test func backgroundParsesColoursAndNone() throws {
    let red = try renderRequest(["s.json", "--background", "#F00"])
    #expect(red.background == .some(RGBA(1, 0, 0, 1)))
    let none = try renderRequest(["s.json", "--background", "none"])
    #expect(none.background == .some(nil))
    let named = try renderRequest(["s.json", "--background", "systemBlue"])
    #expect(named.background == .some(RGBA(0, 122.0 / 255, 1, 1)))
    #expect(try renderRequest(["s.json"]).background == nil)
    #expect(usageError(["render", "s.json", "--background", "#12"]) != nil)
  }

  @Test func fallbackResolutionAndGlyphs() throws {
    let r = try renderRequest(["s.json", "--fallback-resolution", "150", "--text-as-glyphs"])
    #expect(r.fallbackResolution == 150 && r.textAsGlyphs)
    #expect(usageError(["render", "s.json", "--fallback-resolution", "0"]) != nil)
  }

  @Test func backgroundOverrideReachesThePixels() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-bg-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let scene = dir.appendingPathComponent("s.json")
    try Data(##"{"strobe": 1, "canvas": {"width": 4, "height": 4, "background": "#FFFFFF"}}"##.utf8)
      .write(to: scene)
    let out = dir.appendingPathComponent("o.png").path
    let result = runStrobe([
      "render", scene.path, "--format", "png", "--at", "0", "-o", out, "--background", "none",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let image = try RasterImage(contentsOf: URL(fileURLWithPath: out))
    #expect(image.pixel(x: 1, y: 1).a == 0)  // transparent instead of the scene's white
  }
}

/// `--jobs` and `--quiet`.
@Suite struct RenderThroughputOptionTests {
  @Test func jobsAndQuietReachTheRequest() throws {
    let request = try renderRequest(["r.json", "--jobs", "3", "--quiet"])
    #expect(request.jobs == 3 && request.quiet)
    #expect(try renderRequest(["r.json", "-j", "1"]).jobs == 1)
    #expect(try renderRequest(["r.json", "--jobs=1024"]).jobs == 1024)
    let bare = try renderRequest(["r.json"])
    #expect(bare.jobs == nil && !bare.quiet)
  }

  @Test(arguments: ["0", "-1", "1.5", "two", "", "1025", "+2"])
  func badJobsIsAUsageError(value: String) {
    let error = usageError(["render", "r.json", "--jobs", value])
    #expect(error != nil)
    #expect(error.map { "\($0)".contains("--jobs") } == true)
  }

  @Test func defaultJobsIsTheCoreCount() {
    #expect(RenderRequest.defaultJobs == ProcessInfo.processInfo.activeProcessorCount)
    #expect(RenderRequest.defaultJobs >= 1)
  }
}
