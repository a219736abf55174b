import StrobeCLI
import Testing

@Suite struct TimeSamplingTests {
  @Test func thirtyFramesPerSecondOverOneSecondGives31TimesWithBothEnds() {
    let times = TimeSampling.frames(fps: 30, from: 0, to: 1)
    #expect(times.count == 31)
    #expect(times.first == 0)
    #expect(times.last == 1)
    for k in 0..<31 { #expect(times[k] == Double(k) / 30) }
  }

  @Test func threeFramesPerSecond() {
    #expect(TimeSampling.frames(fps: 3, from: 0, to: 1) == [0, 1.0 / 3, 2.0 / 3, 1])
  }

  @Test func timesAreComputedNotAccumulated() {
    let times = TimeSampling.frames(fps: 10, from: 0, to: 1)
    #expect(times.count == 11)
    // 0.1 + 0.1 + 0.1 is 0.30000000000000004; 3 / 10 is 0.3.
    #expect(times[3] == 0.3)
    #expect(times[7] == 0.7)
  }

  @Test func fromAndTo() {
    #expect(TimeSampling.frames(fps: 4, from: 0.5, to: 1) == [0.5, 0.75, 1])
    #expect(TimeSampling.frames(fps: 4, from: 0, to: 0.9) == [0, 0.25, 0.5, 0.75])
    #expect(TimeSampling.frames(fps: 24, from: 2, to: 2) == [2])
    #expect(TimeSampling.frames(fps: 2, from: 1, to: 0.5) == [])
  }

  @Test func endWithinToleranceIsIncludedAsTheEndItself() {
    // 0.2 + 1/10 is 0.30000000000000004 > 0.3, inside the 1e-9 slack.
    #expect(TimeSampling.frames(fps: 10, from: 0.2, to: 0.3) == [0.2, 0.3])
  }

  @Test func atListKeepsOrderAndExpandsKeyframesInPlace() {
    let specs: [TimeSpec] = [.seconds(1), .keyframes, .seconds(0), .seconds(1)]
    #expect(TimeSampling.expand(specs, keyframeTimes: [0.25, 2]) == [1, 0.25, 2, 0, 1])
  }

  @Test func selectionResolvesAgainstTheScene() {
    #expect(TimeSelection.unspecified.times(duration: 5, keyframeTimes: []) == [0])
    #expect(
      TimeSelection.unspecified.times(duration: 5, keyframeTimes: [], whenUnspecified: [1, 2])
        == [1, 2])
    #expect(
      TimeSelection.frameRate(fps: 2, from: nil, to: nil).times(duration: 1.5, keyframeTimes: [])
        == [0, 0.5, 1, 1.5])
    #expect(
      TimeSelection.frameRate(fps: 2, from: 1, to: 2).times(duration: 9, keyframeTimes: [])
        == [1, 1.5, 2])
    #expect(
      TimeSelection.list([.keyframes]).times(duration: 9, keyframeTimes: [0, 0.4]) == [0, 0.4])
  }
}
