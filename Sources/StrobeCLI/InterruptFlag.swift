import Dispatch
import Foundation

/// Records SIGINT instead of dying on it, so a long-running command can finish its current
/// work and exit 0.
///
/// While a flag is listening, SIGINT is ignored by the process and delivered to a dispatch
/// signal source; ``stop()`` restores the default action.
final class InterruptFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var interrupted = false
  private var source: (any DispatchSourceSignal)?

  /// Starts listening for SIGINT.
  init() {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { [weak self] in self?.set() }
    source.resume()
    self.source = source
  }

  /// Whether SIGINT arrived.
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return interrupted
  }

  /// Marks the flag (also usable without a signal, for tests).
  func set() {
    lock.lock()
    interrupted = true
    lock.unlock()
  }

  /// Stops listening and restores SIGINT's default action.
  func stop() {
    source?.cancel()
    source = nil
    signal(SIGINT, SIG_DFL)
  }
}
