import Foundation
import Testing

@testable import StrobeCore

@Suite struct TimingModelTests {
  /// The columns of the §4.2 measured tables.
  static let times: [Double] = [0, 0.2, 0.5, 0.9, 1.2, 1.5, 1.9, 2.1, 3, 4.5]
  static let model = 0.5

  /// A 0→1 linear animation's value: the fraction, or the model 0.5 when it contributes
  /// nothing.
  func value(_ timing: MediaTiming, at t: Double) -> Double {
    timing.evaluate(parentTime: t)?.fraction ?? Self.model
  }

  func check(_ timing: MediaTiming, _ expected: [Double], _ label: String) {
    for (t, v) in zip(Self.times, expected) {
      #expect(abs(value(timing, at: t) - v) < 1e-6, "\(label) at T = \(t)")
    }
  }

  @Test func autoreverses() {
    check(
      MediaTiming(duration: 1, autoreverses: true),
      [0, 0.2, 0.5, 0.9, 0.8, 0.5, 0.1, 0.5, 0.5, 0.5], "autoreverses")
    let s = MediaTiming(duration: 1, autoreverses: true).evaluate(parentTime: 1.2)!
    #expect(s.isReversing && s.iteration == 0 && abs(s.cycleTime - 0.8) < 1e-12)
    #expect(!MediaTiming(duration: 1, autoreverses: true).evaluate(parentTime: 0.9)!.isReversing)
  }

  @Test func repeatCountTwoAndAHalf() {
    check(
      MediaTiming(duration: 1, repeatCount: 2.5),
      [0, 0.2, 0.5, 0.9, 0.2, 0.5, 0.9, 0.1, 0.5, 0.5], "repeatCount 2.5")
    let timing = MediaTiming(duration: 1, repeatCount: 2.5)
    #expect(timing.evaluate(parentTime: 1.2)!.iteration == 1)
    #expect(timing.evaluate(parentTime: 2.1)!.iteration == 2)
  }

  @Test func repeatDurationOnePointSeven() {
    check(
      MediaTiming(duration: 1, repeatDuration: 1.7),
      [0, 0.2, 0.5, 0.9, 0.2, 0.5, 0.5, 0.5, 0.5, 0.5], "repeatDuration 1.7")
  }

  @Test func speedTwo() {
    // T = 0.5 is the closed end: 1.0, not the first frame of a new cycle.
    check(
      MediaTiming(duration: 1, speed: 2), [0, 0.4, 1.0] + Array(repeating: 0.5, count: 7), "speed 2"
    )
    let end = MediaTiming(duration: 1, speed: 2).evaluate(parentTime: 0.5)!
    #expect(end.phase == .active && end.iteration == 0 && end.fraction == 1)
  }

  @Test func timeOffsetWrapsWithinTheSameActiveLength() {
    check(
      MediaTiming(duration: 1, timeOffset: 0.3),
      [0.3, 0.5, 0.8, 0.2] + Array(repeating: 0.5, count: 6), "timeOffset 0.3")
    #expect(MediaTiming(duration: 1, timeOffset: 0.3).evaluate(parentTime: 1.01) == nil)
    #expect(MediaTiming(duration: 1, timeOffset: 0.3).evaluate(parentTime: 0.9)!.iteration == 1)
  }

  @Test func speedMinusOneWrapsToTheEnd() {
    check(
      MediaTiming(duration: 1, speed: -1),
      [0, 0.8, 0.5, 0.1] + Array(repeating: 0.5, count: 6), "speed -1")
    #expect(MediaTiming(duration: 1, speed: -1).evaluate(parentTime: 0.2)!.iteration == -1)
  }

  @Test func durationZeroUsesTheTransactionDuration() {
    check(MediaTiming(duration: 0), [0, 0.8] + Array(repeating: 0.5, count: 8), "duration 0")
    #expect(MediaTiming().resolvedDuration() == 0.25)
    #expect(MediaTiming().resolvedDuration(defaultDuration: 1.5) == 1.5)
    let s = MediaTiming().evaluate(parentTime: 0.75, defaultDuration: 1.5)!
    #expect(s.fraction == 0.5 && s.duration == 1.5)
  }

  @Test func fillModes() {
    let times: [Double] = [0, 0.5, 1, 1.5, 2.5]
    let rows: [(CAMediaTimingFillMode, Bool, [Double])] = [
      (.removed, true, [0.5, 0.5, 0, 0.5, 0.5]),
      (.removed, false, [0.5, 0.5, 0, 0.5, 0.5]),
      (.forwards, false, [0.5, 0.5, 0, 0.5, 1]),
      (.forwards, true, [0.5, 0.5, 0, 0.5, 0.5]),  // removed on completion shows the model
      (.backwards, true, [0, 0, 0, 0.5, 0.5]),
      (.both, false, [0, 0, 0, 0.5, 1]),
      (.both, true, [0, 0, 0, 0.5, 0.5]),
    ]
    for (mode, removed, expected) in rows {
      let timing = MediaTiming(
        beginTime: 1, duration: 1, fillMode: mode, isRemovedOnCompletion: removed)
      for (t, v) in zip(times, expected) {
        #expect(abs(value(timing, at: t) - v) < 1e-6, "\(mode.rawValue) \(removed) at \(t)")
      }
    }
    let both = MediaTiming(beginTime: 1, duration: 1, fillMode: .both, isRemovedOnCompletion: false)
    #expect(both.evaluate(parentTime: 0)!.phase == .before)
    #expect(both.evaluate(parentTime: 2)!.phase == .active)
    #expect(both.evaluate(parentTime: 2.5)!.phase == .after)
  }

  @Test func fillModeRawValuesAndFlags() {
    #expect(CAMediaTimingFillMode.removed.rawValue == "removed")
    #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
    #expect(CAMediaTimingFillMode.backwards.rawValue == "backwards")
    #expect(CAMediaTimingFillMode.both.rawValue == "both")
    #expect(CAMediaTimingFillMode(rawValue: "both") == .both)
    #expect(
      !CAMediaTimingFillMode.removed.fillsForwards && !CAMediaTimingFillMode.removed.fillsBackwards)
    #expect(
      CAMediaTimingFillMode.forwards.fillsForwards && !CAMediaTimingFillMode.forwards.fillsBackwards
    )
    #expect(
      !CAMediaTimingFillMode.backwards.fillsForwards
        && CAMediaTimingFillMode.backwards.fillsBackwards)
    #expect(CAMediaTimingFillMode.both.fillsForwards && CAMediaTimingFillMode.both.fillsBackwards)
  }

  @Test func cumulativeAddsTheEndValuePerCompletedCycle() {
    // §4.2 [M]: byValue 10 from model 100 (from 100 to 110), repeatCount 3 → 105, 215, 325.
    let timing = MediaTiming(duration: 1, repeatCount: 3)
    func cumulative(from: Double, to: Double, at t: Double) -> Double {
      let s = timing.evaluate(parentTime: t)!
      return from + (to - from) * s.fraction + Double(s.iteration) * to
    }
    let byValue = [0.5, 1.5, 2.5].map { cumulative(from: 100, to: 110, at: $0) }
    #expect(zip(byValue, [105.0, 215, 325]).allSatisfy { abs($0 - $1) < 1e-9 })
    let fromTo = [0.5, 1.5, 2.5].map { cumulative(from: 0, to: 10, at: $0) }
    #expect(zip(fromTo, [5.0, 15, 25]).allSatisfy { abs($0 - $1) < 1e-9 })
    // At the closed end the last cycle is still the third (k = 2, fraction 1).
    let end = timing.evaluate(parentTime: 3)!
    #expect(end.iteration == 2 && end.fraction == 1)
  }

  @Test func endStateAfterTheEndShowsTheFinalFrame() {
    let timing = MediaTiming(
      duration: 1, repeatCount: 2, fillMode: .forwards, isRemovedOnCompletion: false)
    let after = timing.evaluate(parentTime: 10)!
    #expect(after.phase == .after && after.iteration == 1 && after.fraction == 1)
    let fractional = MediaTiming(
      duration: 1, repeatCount: 2.5, fillMode: .forwards, isRemovedOnCompletion: false)
    let s = fractional.evaluate(parentTime: 10)!
    #expect(s.iteration == 2 && abs(s.fraction - 0.5) < 1e-12)
    let reversed = MediaTiming(
      duration: 1, autoreverses: true, fillMode: .forwards, isRemovedOnCompletion: false)
    #expect(reversed.evaluate(parentTime: 5)!.fraction == 0)
  }

  @Test func activeDurationAndEndTime() {
    #expect(MediaTiming(duration: 2).activeDuration() == 2)
    #expect(MediaTiming(duration: 2, autoreverses: true).activeDuration() == 4)
    #expect(MediaTiming(duration: 2, repeatCount: 1.5, autoreverses: true).activeDuration() == 6)
    #expect(MediaTiming(duration: 2, repeatCount: 3, repeatDuration: 1.7).activeDuration() == 1.7)
    #expect(MediaTiming(duration: 2, repeatCount: .infinity).activeDuration() == .infinity)
    #expect(
      MediaTiming(duration: 2, repeatCount: .greatestFiniteMagnitude).activeDuration() == .infinity)
    #expect(MediaTiming(duration: 0).activeDuration() == 0.25)
    #expect(MediaTiming(beginTime: 1, duration: 2, speed: 4).endTime() == 1.5)
    #expect(MediaTiming(duration: 2, speed: 0).endTime() == .infinity)
    let forever = MediaTiming(duration: 0.6, repeatCount: .infinity, autoreverses: true)
    // 10.5 s = 8 cycles of 1.2 s + 0.9 s: reversing, 0.3 s into the pass.
    let s = forever.evaluate(parentTime: 10.5)!
    #expect(s.iteration == 8 && s.isReversing && abs(s.cycleTime - 0.3) < 1e-9)
  }

  @Test func speedZeroFreezesAtTimeOffset() {
    let timing = MediaTiming(beginTime: 5, duration: 2, speed: 0, timeOffset: 0.5)
    for t in [-100.0, 0, 5, 7, 1e6] {
      let s = timing.evaluate(parentTime: t)
      #expect(s?.phase == .active && s?.fraction == 0.25, "at \(t)")
    }
    #expect(timing.localTime(parentTime: 42) == 0.5)
  }

  @Test func localTimeAndConvertTimeMeasuredCase() {
    // §4.1 [M]: layer beginTime 3, speed 2, timeOffset 1: parent 10 → local 15.
    let layer = MediaTiming(beginTime: 3, speed: 2, timeOffset: 1)
    #expect(layer.localTime(parentTime: 10) == 15)
    #expect(layer.parentTime(localTime: 15) == 10)
    #expect(MediaTiming.convertTime(10, from: [], to: [layer]) == 15)
    #expect(MediaTiming.convertTime(15, from: [layer], to: []) == 10)
    // §4.1 [M]: with speed 0, converting local → nil gives 0.
    let paused = MediaTiming(speed: 0, timeOffset: 7)
    #expect(paused.parentTime(localTime: 7) == 0)
    #expect(MediaTiming.convertTime(7, from: [paused], to: []) == 0)
  }

  @Test func chainsMultiplySpeeds() {
    let root = MediaTiming(speed: 2)
    let child = MediaTiming(beginTime: 1, speed: 3)
    // host 2 → root (2·2) = 4 → child (4 − 1)·3 = 9.
    #expect(MediaTiming.localTime(hostTime: 2, through: [root, child]) == 9)
    #expect(MediaTiming.hostTime(localTime: 9, through: [root, child]) == 2)
    #expect(MediaTiming.localTime(hostTime: 2.5, through: [root, child]) == 12)  // ×6
    // Sibling to sibling through host time: sibling local = host − 0.5.
    let sibling = MediaTiming(beginTime: 0.5)
    #expect(MediaTiming.convertTime(9, from: [root, child], to: [sibling]) == 1.5)
    #expect(MediaTiming.localTime(hostTime: 3, through: []) == 3)
  }

  @Test func pauseAndResumeQA1673() {
    var layer = MediaTiming()
    // Pause at host 10.
    let pausedAt = MediaTiming.convertTime(10, from: [], to: [layer])
    layer.speed = 0
    layer.timeOffset = pausedAt
    #expect(layer.localTime(parentTime: 12) == 10 && layer.localTime(parentTime: 15) == 10)
    // Resume at host 15.
    let p = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = MediaTiming.convertTime(15, from: [], to: [layer]) - p
    #expect(layer.localTime(parentTime: 15) == 10 && layer.localTime(parentTime: 16) == 11)
  }

  @Test func groupChildrenRunInGroupTime() throws {
    // §12.2 [M]: group 2 s, child beginTime 0.5, duration 1 → active on [0.5, 1.5].
    let group = MediaTiming(duration: 2)
    let child = MediaTiming(beginTime: 0.5, duration: 1)
    func childFraction(at t: Double) throws -> Double? {
      let g = try #require(group.evaluate(parentTime: t))
      return child.evaluate(inGroup: g, groupFunction: nil)?.fraction
    }
    #expect(try childFraction(at: 0.4) == nil)
    #expect(try childFraction(at: 0.5) == 0)
    #expect(try childFraction(at: 1) == 0.5)
    #expect(try childFraction(at: 1.5) == 1)
    #expect(try childFraction(at: 1.6) == nil)
    // §12.2 [M]: child duration 0 → the group's duration (2 s), not the transaction's.
    let whole = MediaTiming()
    let g1 = try #require(group.evaluate(parentTime: 1))
    let s = try #require(whole.evaluate(inGroup: g1, groupFunction: nil))
    #expect(s.duration == 2 && s.fraction == 0.5)
  }

  @Test func groupTimingFunctionWarpsAndClipsChildren() throws {
    let group = MediaTiming(duration: 2)
    let g = try #require(group.evaluate(parentTime: 1))
    let child = MediaTiming(duration: 2)
    // Group time = 2 · easeIn(0.5) = 2 · 0.3153568 → child fraction 0.3153568 [M §8].
    let warped = try #require(child.evaluate(inGroup: g, groupFunction: .easeIn))
    #expect(abs(warped.fraction - 0.3153568) < 1e-7)
    // Clipped, not scaled: a child running past the group's end stops half way.
    let long = MediaTiming(beginTime: 1, duration: 2)
    let gEnd = try #require(group.evaluate(parentTime: 2))
    #expect(try #require(long.evaluate(inGroup: gEnd, groupFunction: nil)).fraction == 0.5)
    #expect(group.evaluate(parentTime: 2.1) == nil)
    // isRemovedOnCompletion is ignored for children: a forwards fill holds the end.
    let held = MediaTiming(duration: 1, fillMode: .forwards)
    let g15 = try #require(group.evaluate(parentTime: 1.5))
    #expect(try #require(held.evaluate(inGroup: g15, groupFunction: nil)).fraction == 1)
    #expect(MediaTiming(duration: 1).evaluate(inGroup: g15, groupFunction: nil) == nil)
  }
}
