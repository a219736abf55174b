import Dispatch
import Foundation
import Synchronization

/// Runs independent, `Sendable` pieces of work on a bounded number of threads and returns
/// their results in input order.
///
/// With one worker (or one item) everything runs on the calling thread, in order. Otherwise
/// `DispatchQueue.concurrentPerform` starts `min(workers, count)` workers that take the next
/// unclaimed index until none is left, so a slow item does not hold up a fixed share of the
/// others. The results do not depend on the number of workers or on scheduling: each index is
/// computed exactly once and stored in its own slot.
enum ParallelEncoder {
  /// `body(0) … body(count - 1)`, computed on at most `workers` threads (at least 1), in
  /// index order.
  ///
  /// A `count` of 0 or less gives an empty array.
  static func map<T: Sendable>(
    count: Int, workers: Int, _ body: @Sendable (Int) -> T
  ) -> [T] {
    guard count > 0 else { return [] }
    let width = min(max(workers, 1), count)
    if width == 1 { return (0..<count).map(body) }
    let next = Atomic<Int>(0)
    let slots = Mutex<[T?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: width) { _ in
      while true {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < count else { return }
        let value = body(index)
        slots.withLock { $0[index] = value }
      }
    }
    return slots.withLock { $0.map { $0! } }
  }
}
