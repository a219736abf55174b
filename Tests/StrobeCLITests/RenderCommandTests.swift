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
