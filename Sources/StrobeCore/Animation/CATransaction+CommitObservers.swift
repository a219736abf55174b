import Foundation

/// An object told just before the calling thread's pending (implicit) changes are committed.
///
/// Core Animation runs layout — UIKit's `layoutSubviews` — in the run loop's layout pass,
/// before the implicit transaction commits. Strobe has no run loop: it commits the implicit
/// transaction on ``CATransaction/flush()``, on ``DocumentClock/setTime(_:)`` and when an
/// outermost explicit ``CATransaction/begin()`` runs. A commit observer registered with
/// ``CATransaction/addCommitObserver(_:forKey:)`` is called before the first two (not before
/// the commit an outermost `begin()` makes: a `begin()` can run inside a view's `init`, where
/// iOS never lays out), so a layout engine (StrobeUIKitCompat's views) can lay out what needs
/// it and have those changes committed with the implicit transaction.
public protocol TransactionCommitObserver: AnyObject {
  /// Called before the implicit transaction commits, with no explicit transaction open.
  ///
  /// Changes made here belong to the implicit transaction being committed (they use its
  /// settings and the implicit actions of layers already committed). The observers are not
  /// re-entered: a `CATransaction.begin()`/`flush()` made from here commits without calling
  /// them again.
  func transactionWillCommit()
}

extension CATransaction {
  /// Registers `observer` under `key` for the calling thread's transaction context,
  /// replacing any observer already registered under that key (which keeps its place).
  ///
  /// The observer is held strongly until removed. Observers are called in registration order
  /// before each commit of the implicit transaction by ``flush()`` or
  /// ``DocumentClock/setTime(_:)`` — not before the commit an outermost ``begin()`` makes,
  /// and not when a flush or clock move happens inside an open explicit transaction. Like the transaction stack, the
  /// registry is per thread: ``DocumentClock/withFreshContext(_:)`` starts with none and
  /// restores the previous ones afterwards.
  public static func addCommitObserver(
    _ observer: any TransactionCommitObserver, forKey key: String
  ) {
    let stack = TransactionStack.current
    if let i = stack.commitObservers.firstIndex(where: { $0.key == key }) {
      stack.commitObservers[i].observer = observer
    } else {
      stack.commitObservers.append((key, observer))
    }
  }

  /// The observer registered under `key` on the calling thread, or nil.
  public static func commitObserver(forKey key: String) -> (any TransactionCommitObserver)? {
    TransactionStack.current.commitObservers.first { $0.key == key }?.observer
  }

  /// Begins a transaction as ``begin()`` does, but an outermost one runs the commit observers
  /// before committing the implicit transaction (StrobeUIKitCompat's `UIView.animate` starts
  /// with a layout pass this way; a bare `begin()` does not lay out).
  package static func beginAfterCommitObservers() {
    TransactionStack.current.begin(implicit: false, notifyingObservers: true)
  }

  /// Removes the observer registered under `key` on the calling thread (nothing when none).
  public static func removeCommitObserver(forKey key: String) {
    TransactionStack.current.commitObservers.removeAll { $0.key == key }
  }
}

extension TransactionStack {
  /// Calls the commit observers (in order) when no explicit transaction is open and they are
  /// not already running.
  func notifyCommitObservers() {
    guard explicitFrames.isEmpty, !isNotifyingCommitObservers, !commitObservers.isEmpty else {
      return
    }
    isNotifyingCommitObservers = true
    defer { isNotifyingCommitObservers = false }
    for entry in commitObservers { entry.observer.transactionWillCommit() }
  }
}
