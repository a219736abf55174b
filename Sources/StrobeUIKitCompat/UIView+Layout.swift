import Foundation

extension UIView {
  /// Marks the view as needing layout: ``layoutSubviews()`` runs at the next
  /// ``layoutIfNeeded()``, commit of pending changes (`CATransaction.flush()`,
  /// `CADocumentClock.setTime(_:)`, an outermost `CATransaction.begin()`) or render,
  /// whichever comes first.
  public func setNeedsLayout() {
    needsLayout = true
    ViewLayoutQueue.current.enqueue(self)
  }

  /// Runs any pending layout now: top-down, each view of this subtree that needs layout
  /// runs ``layoutSubviews()`` once, then its subviews are visited.
  ///
  /// A view created, resized, or given subviews needs layout, and so does the superview of
  /// a resized view — except while that superview's own ``layoutSubviews()`` does the
  /// resizing. Subviews are visited after their superview, so a subview resized by its
  /// superview's layout is laid out in the same pass. Changes made while
  /// laying out inside ``animate(withDuration:delay:options:animations:completion:)``
  /// animate, as in UIKit's "change constraints, then `layoutIfNeeded()` in an animation
  /// block" pattern.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      isLayingOut = true
      layoutSubviews()
      isLayingOut = false
    }
    for s in subviews { s.layoutIfNeeded() }
  }
}
