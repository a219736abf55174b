import Dispatch
import Synchronization

/// Runs submitted `Sendable` jobs on a fixed number of worker threads while the calling
/// thread goes on submitting and collecting their results in any order it likes.
///
/// `strobe render --jobs N` uses it as a pipeline: the calling thread evaluates the model
/// (which is not thread-safe) a few outputs ahead and submits their encoding, and meanwhile
/// writes the finished outputs in plan order. Encoding never waits for a write and writes
/// never wait for a whole window of encodings, unlike a fork–join step per window.
///
/// Jobs start in submission order. Each submitted index is computed exactly once, unless the
/// pipeline is shut down first. ``shutdown()`` drops the jobs not started yet and returns when
/// every worker has stopped, so no thread outlives the pipeline's user; call it (for example
/// in a `defer`) on every path, including errors.
final class EncodingPipeline<Value: Sendable>: Sendable {
  private struct State {
    /// Jobs not started, oldest first (a few at a time: the caller bounds its look-ahead).
    var pending: [(index: Int, job: @Sendable () -> Value)] = []
    var results: [Int: Value] = [:]
    var closed = false
  }

  private let state = Mutex(State())
  /// Signalled once per submitted job, and once per worker on shutdown.
  private let jobsAvailable = DispatchSemaphore(value: 0)
  /// Signalled once per finished job.
  private let resultsAvailable = DispatchSemaphore(value: 0)
  private let workers = DispatchGroup()
  private let workerCount: Int

  /// A pipeline with `workers` threads (at least 1), started at once.
  init(workers: Int) {
    workerCount = max(workers, 1)
    for _ in 0..<workerCount {
      DispatchQueue.global(qos: .userInitiated).async(group: self.workers) { [self] in
        work()
      }
    }
  }

  /// Queues `job` to compute the value for `index` (each index at most once).
  func submit(_ index: Int, _ job: @escaping @Sendable () -> Value) {
    let accepted = state.withLock { state -> Bool in
      guard !state.closed else { return false }
      state.pending.append((index, job))
      return true
    }
    if accepted { jobsAvailable.signal() }
  }

  /// The value computed for `index`, waiting until it is ready; it is removed from the
  /// pipeline (ask once per index, and only for submitted indices).
  func result(_ index: Int) -> Value {
    while true {
      if let value = state.withLock({ $0.results.removeValue(forKey: index) }) { return value }
      resultsAvailable.wait()
    }
  }

  /// Drops the jobs not started yet, lets running ones finish, and waits for the workers.
  ///
  /// Idempotent; later submissions are ignored.
  func shutdown() {
    let first = state.withLock { state -> Bool in
      defer { state.closed = true }
      state.pending.removeAll()
      state.results.removeAll()
      return !state.closed
    }
    guard first else { return }
    for _ in 0..<workerCount { jobsAvailable.signal() }
    workers.wait()
  }

  /// A worker's loop: take the oldest pending job, run it, store its value.
  private func work() {
    while true {
      jobsAvailable.wait()
      let next = state.withLock { state -> (index: Int, job: @Sendable () -> Value)? in
        guard !state.closed, !state.pending.isEmpty else { return nil }
        return state.pending.removeFirst()
      }
      guard let next else {
        if state.withLock({ $0.closed }) { return }
        continue
      }
      let value = next.job()
      let stored = state.withLock { state -> Bool in
        guard !state.closed else { return false }
        state.results[next.index] = value
        return true
      }
      if stored { resultsAvailable.signal() }
    }
  }
}
