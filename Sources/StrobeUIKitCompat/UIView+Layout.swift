import Foundation
import StrobeCore

extension UIView {
  /// Marks the view as needing layout: ``layoutSubviews()`` runs at the next
  /// ``layoutIfNeeded()``, layout pass (`CATransaction.flush()`,
  /// `DocumentClock.setTime(_:)`, the start of a `UIView.animate` block) or render,
  /// whichever comes first — never at a bare `CATransaction.begin()`, which may run inside
  /// the view's own `init` (a `lazy var` configuring a sublayer with actions disabled).
  ///
  /// The view's layout is its layer's (docs/uikit-compat.md §Layout): this marks ``layer``,
  /// and the layer's layout asks the view, its delegate, through
  /// ``layoutSublayers(of:)``.
  public func setNeedsLayout() { layer.setNeedsLayout() }

  /// Runs any pending layout now: from the topmost superview in an unbroken chain of
  /// superviews that need layout (the layer's `layoutIfNeeded()`), top-down, each view of
  /// that tree that needs layout runs ``layoutSubviews()`` once, then its subviews are
  /// visited.
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
  public func layoutIfNeeded() { layer.layoutIfNeeded() }
}
