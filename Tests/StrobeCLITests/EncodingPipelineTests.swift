import Foundation
import Synchronization
import Testing

@testable import StrobeCLI

/// ``EncodingPipeline`` computes each submitted index once, hands results back by index in
/// any order, runs jobs at the same time, and stops its workers on shutdown.
@Suite struct EncodingPipelineTests {
  @Test(arguments: [1, 2, 3, 8])
  func everyIndexOnceInAnyCollectionOrder(workers: Int) {
    let runs = Mutex([Int](repeating: 0, count: 37))
    let pipeline = EncodingPipeline<Int>(workers: workers)
    defer { pipeline.shutdown() }
    for i in 0..<37 {
      pipeline.submit(i) {
        runs.withLock { $0[i] += 1 }
        return i * i
      }
    }
    // Collected backwards: a result waits in the pipeline until it is asked for.
    let squares = (0..<37).reversed().map { pipeline.result($0) }
    #expect(squares == (0..<37).reversed().map { $0 * $0 })
    #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 37))
  }

  @Test func twoWorkersRunAtTheSameTime() {
    // Job i signals its own semaphore, then waits for the other's: only when both jobs run at
    // once do both waits succeed (one after the other, job 0 would time out).
    let signals = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    let pipeline = EncodingPipeline<Bool>(workers: 2)
    defer { pipeline.shutdown() }
    for i in 0..<2 {
      pipeline.submit(i) {
        signals[i].signal()
        return signals[1 - i].wait(timeout: .now() + 10) == .success
      }
    }
    #expect(pipeline.result(0) && pipeline.result(1))
  }

  @Test func shutdownDropsJobsNotStartedAndStopsTheWorkers() {
    // The one worker is held inside job 0 while jobs 1…9 queue up; shutdown releases it and
    // must return with none of the queued jobs run.
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let ran = Mutex(0)
    let pipeline = EncodingPipeline<Int>(workers: 1)
    pipeline.submit(0) {
      started.signal()
      release.wait()
      return 0
    }
    for i in 1..<10 {
      pipeline.submit(i) {
        ran.withLock { $0 += 1 }
        return i
      }
    }
    started.wait()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { release.signal() }
    pipeline.shutdown()
    #expect(ran.withLock { $0 } == 0)
    pipeline.shutdown()  // idempotent
    pipeline.submit(11) { 11 }  // ignored after shutdown
  }
}
