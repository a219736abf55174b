import Foundation
import StrobeCore

/// The views of the calling thread that need layout, laid out before the next commit.
///
/// UIKit lays out views in the run loop's layout pass, before the implicit transaction
/// commits, so code written for iOS never calls `layoutIfNeeded()` before its first
/// explicit transaction. Strobe has no run loop; this queue is registered as a
/// `CATransactionCommitObserver`, so every view marked as needing layout (created,
/// ``UIView/setNeedsLayout()``, resized, given subviews) is laid out when pending changes are
/// committed — `CATransaction.flush()`, `CADocumentClock.setTime(_:)` — at the start of a
/// `UIView.animate` block, and before rendering. An outermost `CATransaction.begin()` is not
/// a layout pass: it may run inside a view's `init` (a `lazy var` that configures a sublayer
/// with actions disabled), where laying the view out would run its `layoutSubviews` before
/// `init` returns and create the lazy sublayer twice.
///
/// Per-thread state: the queue lives in the calling thread's transaction context (StrobeCore
/// keeps it beside the per-thread transaction stack; `CADocumentClock.withFreshContext`
/// starts an empty one), so no global mutable state exists. Views are held weakly.
final class ViewLayoutQueue: CATransactionCommitObserver {
  /// A queued view.
  private struct Entry {
    weak var view: UIView?
  }

  /// The queued views in the order they were marked.
  private var entries: [Entry] = []

  /// The most layout rounds one flush runs (a layout that keeps marking views stops here).
  static let maxRounds = 32

  private static let key = "org.strobe.UIKitCompat.ViewLayoutQueue"

  /// The calling thread's queue (registered as a commit observer on first use).
  static var current: ViewLayoutQueue {
    if let q = CATransaction.commitObserver(forKey: key) as? ViewLayoutQueue { return q }
    let fresh = ViewLayoutQueue()
    CATransaction.addCommitObserver(fresh, forKey: key)
    return fresh
  }

  /// Queues `view` (once until the next flush).
  func enqueue(_ view: UIView) {
    guard view.layoutQueue !== self else { return }
    view.layoutQueue = self
    entries.append(Entry(view: view))
  }

  /// Lays out every queued view.
  ///
  /// For each, its root view runs ``UIView/layoutIfNeeded()`` (top-down, each root once per
  /// round), in the order the views were marked. Views marked by that layout are laid out in
  /// further rounds (at most ``maxRounds``).
  func layoutPendingViews() {
    var round = 0
    while !entries.isEmpty, round < Self.maxRounds {
      round += 1
      let batch = entries.compactMap(\.view)
      entries = []
      for v in batch where v.layoutQueue === self { v.layoutQueue = nil }
      var roots: [UIView] = []
      for v in batch {
        var root = v
        while let parent = root.superview { root = parent }
        if !roots.contains(where: { $0 === root }) { roots.append(root) }
      }
      for r in roots { r.layoutIfNeeded() }
    }
  }

  /// Lays out the queued views before the implicit transaction commits.
  func transactionWillCommit() { layoutPendingViews() }
}
