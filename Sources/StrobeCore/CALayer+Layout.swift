import Foundation

// Layer layout (docs/uikit-compat.md §Layout): the flag, the queue entry, and the top-down
// pass that ``CALayer/layoutIfNeeded()`` and the calling thread's layout pass run.

extension CALayer {
  /// Sets the flag and queues the layer on the calling thread's layout queue (once).
  final func markNeedsLayout() {
    layoutIsNeeded = true
    LayerLayoutQueue.current.enqueue(self)
  }

  /// The topmost ancestor (or the layer itself) reached through superlayers that all need
  /// layout, laid out with ``layOutTree()``.
  final func layOutFromTopmostInvalidAncestor() {
    var top = self
    while let parent = top.superlayer, parent.needsLayout() { top = parent }
    top.layOutTree()
  }

  /// Lays out this layer if it needs layout, then each of its sublayers' trees in order
  /// (a sublayer resized by its superlayer's layout is laid out in the same pass).
  ///
  /// The flag is cleared before ``layoutSublayers()`` runs, so a layout that changes the
  /// layer's own size marks it again for the next pass instead of looping.
  final func layOutTree() {
    if layoutIsNeeded {
      layoutIsNeeded = false
      layoutSublayers()
    }
    for sublayer in sublayerList { sublayer.layOutTree() }
  }
}
