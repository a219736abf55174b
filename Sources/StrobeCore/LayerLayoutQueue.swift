import Foundation

/// The layers of the calling thread that need layout, laid out before the next commit.
///
/// Core Animation lays out layers that need layout when the transaction commits (before they
/// are displayed), and UIKit's layout pass is that same layer layout: a view is its layer's
/// delegate and lays out its subviews from `layoutSublayers(of:)`. Strobe has no run loop;
/// this queue is registered as a ``CATransactionCommitObserver``, so every layer marked with
/// ``CALayer/setNeedsLayout()`` (also by a change of its bounds size) is laid out when
/// pending changes are committed — `CATransaction.flush()`, `CADocumentClock.setTime(_:)` —
/// and before UIKit's render helpers draw. An outermost `CATransaction.begin()` is not a
/// layout pass: it may run inside a view's `init` (a `lazy var` that configures a sublayer
/// with actions disabled), where laying the view out would run its `layoutSubviews` before
/// `init` returns (docs/uikit-compat.md §Layout).
///
/// Per-thread state: the queue lives in the calling thread's transaction context (beside
/// the per-thread transaction stack; `CADocumentClock.withFreshContext` starts an empty one),
/// so no global mutable state exists. Layers are held weakly.
package final class LayerLayoutQueue: CATransactionCommitObserver {
  /// A queued layer.
  private struct Entry {
    weak var layer: CALayer?
  }

  /// The queued layers in the order they were marked.
  private var entries: [Entry] = []

  /// The most layout rounds one pass runs (a layout that keeps marking layers stops here).
  package static let maxRounds = 32

  private static let key = "org.strobe.Core.LayerLayoutQueue"

  /// The calling thread's queue (registered as a commit observer on first use).
  package static var current: LayerLayoutQueue {
    if let q = CATransaction.commitObserver(forKey: key) as? LayerLayoutQueue { return q }
    let fresh = LayerLayoutQueue()
    CATransaction.addCommitObserver(fresh, forKey: key)
    return fresh
  }

  /// Queues `layer` (once until the next pass).
  func enqueue(_ layer: CALayer) {
    guard layer.layoutQueue !== self else { return }
    layer.layoutQueue = self
    entries.append(Entry(layer: layer))
  }

  /// Lays out every queued layer's tree.
  ///
  /// For each, its root layer lays out its tree (top-down, each root once per round), in the
  /// order the layers were marked. Layers marked by that layout are laid out in further
  /// rounds (at most ``maxRounds``).
  package func layoutPendingLayers() {
    var round = 0
    while !entries.isEmpty, round < Self.maxRounds {
      round += 1
      let batch = entries.compactMap(\.layer)
      entries = []
      for l in batch where l.layoutQueue === self { l.layoutQueue = nil }
      var roots: [CALayer] = []
      for l in batch {
        var root = l
        while let parent = root.superlayer { root = parent }
        if !roots.contains(where: { $0 === root }) { roots.append(root) }
      }
      for r in roots { r.layOutTree() }
    }
  }

  /// Lays out the queued layers before the implicit transaction commits.
  package func transactionWillCommit() { layoutPendingLayers() }
}
