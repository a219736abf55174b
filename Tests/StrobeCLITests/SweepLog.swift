import Foundation

/// What a numeric sweep saw, collected from several worker threads under a lock.
final class SweepLog: @unchecked Sendable {
  /// One child that broke a rule: what it ran on, and how it ended.
  struct Failure: Sendable, CustomStringConvertible {
    var label: String
    var run: BoundedRun
    var description: String {
      let end =
        run.timedOut
        ? "timed out"
        : run.signal.map { "signal \($0)" } ?? "exit \(run.status.map(String.init) ?? "-")"
      let message = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
      return "\(label): \(end), \(String(format: "%.1f", run.seconds)) s, "
        + "\(run.peakKiB / 1024) MiB: \(message)"
    }
  }

  private let lock = NSLock()
  private var failuresStore: [Failure] = []
  private var childrenStore = 0
  private var acceptedStore = 0
  private var rejectedStore: [String] = []
  private var slowestStore = 0.0
  private var peakStore = 0
  private var cursor = 0

  /// The index of the next piece of work for a worker thread (0, 1, 2… once each).
  func nextWorkIndex() -> Int {
    lock.withLock {
      defer { cursor += 1 }
      return cursor
    }
  }

  /// Children that ended on a signal, ran too long, used too much memory or exited with a
  /// status other than 0 or 1.
  var failures: [Failure] { lock.withLock { failuresStore } }
  /// Children run.
  var children: Int { lock.withLock { childrenStore } }
  /// Cases a child accepted (exit 0).
  var accepted: Int { lock.withLock { acceptedStore } }
  /// The first line of every refusal (exit 1), labelled.
  var rejected: [String] { lock.withLock { rejectedStore } }
  /// The longest child, in seconds.
  var slowest: Double { lock.withLock { slowestStore } }
  /// The largest peak resident set of any child, in KiB.
  var peakKiB: Int { lock.withLock { peakStore } }

  /// Counts one finished child.
  func ran(_ run: BoundedRun) {
    lock.withLock {
      childrenStore += 1
      slowestStore = max(slowestStore, run.seconds)
      peakStore = max(peakStore, run.peakKiB)
    }
  }

  func fail(_ label: String, _ run: BoundedRun) {
    let failure = Failure(label: label, run: run)
    print("sweep failure: \(failure)")
    lock.withLock { failuresStore.append(failure) }
  }

  func accept(_ count: Int) { lock.withLock { acceptedStore += count } }

  func reject(_ label: String, _ message: String) {
    let first = message.split(separator: "\n").first.map(String.init) ?? ""
    lock.withLock { rejectedStore.append("\(label): \(first)") }
  }
}
