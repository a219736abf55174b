import Foundation

extension UIView {
  /// Marks the view as needing layout: ``layoutSubviews()`` runs at the next
  /// ``layoutIfNeeded()``, layout pass (`CATransaction.flush()`,
  /// `CADocumentClock.setTime(_:)`, the start of a `UIView.animate` block) or render,
  /// whichever comes first — never at a bare `CATransaction.begin()`, which may run inside
  /// the view's own `init` (a `lazy var` configuring a sublayer with actions disabled).
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
  ///
  /// A view's first layout outside an animation block runs with actions disabled: on iOS a
  /// view is created and first laid out in the same run-loop turn, so the standalone
  /// sublayers it sizes have never been committed and do not animate (docs/uikit-compat.md,
  /// "Layout").
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      isLayingOut = true
      if !hasBeenLaidOut && ViewAnimationStack.current.top == nil {
        let saved = CATransaction.disableActions()
        CATransaction.setDisableActions(true)
        hasBeenLaidOut = true
        layoutSubviews()
        CATransaction.setDisableActions(saved)
      } else {
        hasBeenLaidOut = true
        layoutSubviews()
      }
      isLayingOut = false
    }
    for s in subviews { s.layoutIfNeeded() }
  }
}
