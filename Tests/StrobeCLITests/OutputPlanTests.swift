import StrobeCLI
import StrobeRender
import Testing

@Suite struct OutputPlanTests {
  @Test func frameByFrameThenFormatsThenScales() {
    let outputs = OutputPlan.outputs(
      stem: "ring", times: [0, 0.5], formats: [.svg, .png], scales: [1, 2])
    #expect(
      outputs.map(\.fileName) == [
        "ring@0.000.svg", "ring@0.000.png", "ring@0.000@2x.png",
        "ring@0.500.svg", "ring@0.500.png", "ring@0.500@2x.png",
      ])
    #expect(outputs.map(\.frameIndex) == [0, 0, 0, 1, 1, 1])
    #expect(outputs[2].scale == 2 && outputs[0].scale == 1)
  }

  @Test func collidingTimesUseSixDecimalsEverywhere() {
    let outputs = OutputPlan.outputs(stem: "s", times: [0, 0.0001, 0.5], formats: [.svg])
    #expect(outputs.map(\.fileName) == ["s@0.000000.svg", "s@0.000100.svg", "s@0.500000.svg"])
  }

  @Test func multipagePutsEveryTimeInOnePDF() {
    let outputs = OutputPlan.outputs(
      stem: "ring", times: [0, 0.5, 1], formats: [.pdf, .png], multipage: true)
    #expect(
      outputs.map(\.fileName) == ["ring@0.000.png", "ring@0.500.png", "ring@1.000.png", "ring.pdf"])
    #expect(outputs.last?.times == [0, 0.5, 1])
    #expect(outputs.last?.frameIndex == nil)
  }

  @Test func shardKeepsFullRunNames() {
    // 0.0001 collides with 0 at 3 decimals; the shard holding neither still uses 6 decimals.
    let outputs = OutputPlan.outputs(
      stem: "s", times: [0, 0.0001, 0.5, 1], formats: [.png], shard: Shard(index: 1, count: 2))
    #expect(outputs.map(\.fileName) == ["s@0.000000.png", "s@0.500000.png"])
    #expect(outputs.map(\.frameIndex) == [0, 2])
  }
}
