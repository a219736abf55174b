import Foundation

/// The layers of the calling thread that need layout, laid out before the next commit.
///
/// Core Animation lays out layers that need layout when the transaction commits (before they
/// are displayed), and UIKit's layout pass is that same layer layout: a view is its layer's
/// delegate and lays out its subviews from `layoutSublayers(of:)`. Strobe has no run loop;
/// this queue is registered as a ``TransactionCommitObserver``, so every layer marked with
/// ``CALayer/setNeedsLayout()`` (also by a change of its bounds size) is laid out when
/// pending changes are committed — `CATransaction.flush()`, `DocumentClock.setTime(_:)` —
/// and before UIKit's render helpers draw. An outermost `CATransaction.begin()` is not a
/// layout pass: it may run inside a view's `init` (a `lazy var` that configures a sublayer
/// with actions disabled), where laying the view out would run its `layoutSubviews` before
/// `init` returns (docs/uikit-compat.md §Layout).
///
/// Per-thread state: the queue lives in the calling thread's transaction context (beside
/// the per-thread transaction stack; `DocumentClock.withFreshContext` starts an empty one),
/// so no global mutable state exists. A queued layer is held until the pass that lays it out,
/// as the transaction holds every layer changed in it until its commit (marking a layer is
/// such a change); the views of layers created this turn are held weakly.
package final class LayerLayoutQueue: TransactionCommitObserver {
  /// A layer noted weakly.
  private struct Entry {
    weak var layer: CALayer?
  }

  /// The queued layers in the order they were marked.
  ///
  /// Held strongly: a weak reference would give every marked layer a side table, and make
  /// each later retain and release of it take the slow path (docs/performance.md §Copies).
  private var entries: [CALayer] = []

  /// Layers of views created since the last full layout pass: they are in their first
  /// run-loop turn, which an animation block's layout pass does not end.
  private var createdThisTurn: [Entry] = []

  /// Whether the pass being run is the one an animation block starts with (see
  /// ``deferringLayersCreatedThisTurn(_:)``).
  private var isAnimationBlockPass = false

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
    entries.append(layer)
  }

  /// Records that `layer` backs a view being created now.
  ///
  /// Until the next full layout pass
  /// (`CATransaction.flush()`, `DocumentClock.setTime(_:)`, a render) its tree is not laid
  /// out by the pass an animation block starts with. On iOS a view's first layout comes at
  /// the end of the run-loop turn that created it, after its `init` has returned — also when
  /// that `init` itself runs `UIView.animate` (docs/uikit-compat.md §Layout).
  package func noteCreatedThisTurn(_ layer: CALayer) {
    if createdThisTurn.count >= 256 { createdThisTurn.removeAll { $0.layer == nil } }
    createdThisTurn.append(Entry(layer: layer))
  }

  /// Runs `body` (which starts an animation block's transaction, and so this queue's layout
  /// pass) so that the pass leaves out the trees of layers created this turn.
  package func deferringLayersCreatedThisTurn(_ body: () -> Void) {
    let outer = isAnimationBlockPass
    isAnimationBlockPass = true
    defer { isAnimationBlockPass = outer }
    body()
  }

  /// Lays out every queued layer's tree.
  ///
  /// For each, its root layer lays out its tree (top-down, each root once per round), in the
  /// order the layers were marked. Layers marked by that layout are laid out in further
  /// rounds (at most ``maxRounds``). With `deferringNew`, a tree whose root was created this
  /// turn (``noteCreatedThisTurn(_:)``) is left queued for the next pass.
  package func layoutPendingLayers(deferringNew: Bool = false) {
    let fresh = deferringNew ? createdThisTurn.compactMap(\.layer) : []
    var deferred: [CALayer] = []
    var round = 0
    while !entries.isEmpty, round < Self.maxRounds {
      round += 1
      let batch = entries
      entries = []
      var roots: [CALayer] = []
      for l in batch {
        var root = l
        while let parent = root.superlayer { root = parent }
        if fresh.contains(where: { $0 === root }) {
          deferred.append(l)
          continue
        }
        if l.layoutQueue === self { l.layoutQueue = nil }
        if !roots.contains(where: { $0 === root }) { roots.append(root) }
      }
      for r in roots { r.layOutTree() }
    }
    entries.insert(contentsOf: deferred, at: 0)
    if !deferringNew { createdThisTurn.removeAll() }
  }

  /// Lays out the queued layers before the implicit transaction commits (not the trees of
  /// views created this turn when an animation block starts the pass).
  package func transactionWillCommit() { layoutPendingLayers(deferringNew: isAnimationBlockPass) }
}
