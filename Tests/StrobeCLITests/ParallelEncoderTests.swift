import Foundation
import Testing

@testable import StrobeCLI

/// ``ParallelEncoder`` keeps input order and computes every index once, whatever the workers.
@Suite struct ParallelEncoderTests {
  @Test(arguments: [1, 2, 3, 8, 100])
  func resultsAreInIndexOrder(workers: Int) {
    let squares = ParallelEncoder.map(count: 37, workers: workers) { $0 * $0 }
    #expect(squares == (0..<37).map { $0 * $0 })
  }

  @Test func emptyAndNonPositiveWorkers() {
    #expect(ParallelEncoder.map(count: 0, workers: 4) { $0 }.isEmpty)
    #expect(ParallelEncoder.map(count: 3, workers: 0) { $0 + 1 } == [1, 2, 3])
  }

  @Test func twoWorkersRunAtTheSameTime() {
    // Item i signals its own semaphore, then waits for the other's: only when both items run
    // at once do both waits succeed (run one after the other, item 0 would time out).
    let signals = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
    let met = ParallelEncoder.map(count: 2, workers: 2) { index -> Bool in
      signals[index].signal()
      return signals[1 - index].wait(timeout: .now() + 10) == .success
    }
    #expect(met == [true, true])
  }
}
