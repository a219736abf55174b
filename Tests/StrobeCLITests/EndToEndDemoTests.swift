import Foundation
import StrobeRender
import Testing

/// `strobe demo`, determinism across processes, and atomic replacement of outputs.
@Suite struct EndToEndDemoTests {
  let workspace: Workspace

  init() throws { workspace = try Workspace() }

  @Test func demoWritesEveryFormatAndVerifiesTheVectorOnes() throws {
    let run = try workspace.run(["demo", "--out", "d"])
    #expect(run.status == 0, "\(run.stderr)")
    let names = ["demo@0.000.pdf", "demo@0.000.png", "demo@0.000.svg", "demo@0.000@2x.png"]
    #expect(try workspace.listing("d") == names)
    #expect(Set(run.stdoutLines) == Set(names.map { "d/" + $0 }))
    #expect(run.stderrLines.count == 2)
    for file in ["demo@0.000.svg", "demo@0.000.pdf"] {
      #expect(
        run.stderrLines.contains { $0.hasPrefix("verify \(file): ok (max channel difference ") })
    }
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
    #expect(names.count == 4 + 6 + 1)
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
