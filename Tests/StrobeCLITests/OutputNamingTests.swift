import StrobeCLI
import StrobeRender
import Testing

@Suite struct OutputNamingTests {
  @Test(arguments: [
    (0.0125, "0.013"), (0.0005, "0.001"), (2.0, "2.000"), (0.0375, "0.038"), (0.5, "0.500"),
    (0.0004, "0.000"), (1.9995, "2.000"), (9.9995, "10.000"), (123.4564, "123.456"),
    (1e-7, "0.000"), (1e21, "1000000000000000000000.000"), (-0.0125, "-0.013"),
    (-0.0001, "0.000"), (0.0, "0.000"),
  ])
  func threeDecimalsRoundHalfAwayFromZero(value: Double, expected: String) {
    #expect(OutputNaming.formatTime(value, decimals: 3) == expected)
  }

  @Test func otherDecimalCounts() {
    #expect(OutputNaming.formatTime(1.0 / 3, decimals: 6) == "0.333333")
    #expect(OutputNaming.formatTime(2.0 / 3, decimals: 6) == "0.666667")
    #expect(OutputNaming.formatTime(0.0125, decimals: 6) == "0.012500")
    #expect(OutputNaming.formatTime(2.5, decimals: 0) == "3")
    #expect(OutputNaming.formatTime(0.4, decimals: 0) == "0")
  }

  @Test func collisionsSwitchTheWholeExportToSixDecimals() {
    #expect(OutputNaming.timeDecimals(for: [0, 0.5, 1]) == 3)
    #expect(OutputNaming.timeDecimals(for: [0, 0.0001, 1]) == 6)
    #expect(OutputNaming.timeDecimals(for: [0.0125, 0.0126]) == 6)
    #expect(OutputNaming.timeDecimals(for: [1, 1]) == 3)
    // 1/1000 apart never collide at 3 decimals.
    #expect(OutputNaming.timeDecimals(for: TimeSampling.frames(fps: 1000, from: 0, to: 1)) == 3)
    #expect(OutputNaming.timeDecimals(for: TimeSampling.frames(fps: 2000, from: 0, to: 1)) == 6)
  }

  @Test func fileNames() {
    #expect(
      OutputNaming.fileName(stem: "ring", time: 1.0 / 80, decimals: 3, format: .png)
        == "ring@0.013.png")
    #expect(
      OutputNaming.fileName(stem: "ring", time: 0.5, decimals: 3, format: .png, scale: 2)
        == "ring@0.500@2x.png")
    #expect(
      OutputNaming.fileName(stem: "ring", time: 0.5, decimals: 3, format: .png, scale: 1.5)
        == "ring@0.500@1.5x.png")
    #expect(
      OutputNaming.fileName(stem: "ring", time: 0.5, decimals: 3, format: .svg, scale: 2)
        == "ring@0.500.svg")
    #expect(
      OutputNaming.fileName(stem: "ring", time: 0, decimals: 6, format: .pdf)
        == "ring@0.000000.pdf")
    #expect(OutputNaming.multipageFileName(stem: "ring") == "ring.pdf")
    #expect(OutputNaming.scaleSuffix(1) == "")
    #expect(OutputNaming.scaleSuffix(3) == "@3x")
    #expect(OutputNaming.scaleSuffix(0.5) == "@0.5x")
  }

  @Test(arguments: [
    ("dir/ring.json", "ring"), ("ring.strobe.json", "ring"), ("a/b/ring.strobe", "ring"),
    ("ring", "ring"), ("ring.v2.json", "ring.v2"), ("scenes/ring.JSON", "ring.JSON"),
    ("-", "stdin"), ("dir/.json", "scene"), ("dir/sub/", "sub"),
  ])
  func stems(path: String, stem: String) {
    #expect(OutputNaming.stem(of: path) == stem)
  }

  @Test func sceneSourceStems() {
    #expect(SceneSource(argument: "-") == .standardInput)
    #expect(SceneSource.standardInput.stem == "stdin")
    #expect(SceneSource(argument: "x/ring.json").stem == "ring")
  }
}
