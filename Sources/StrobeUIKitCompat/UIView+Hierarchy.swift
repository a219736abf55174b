import Foundation
import StrobeCore

extension UIView {
  /// Adds `view` on top of the other subviews (removing it from its current superview).
  ///
  /// Its layer becomes the last sublayer of this view's layer. The receiver, `view` and the
  /// receiver's other subviews are marked as needing layout, as UIKit does.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: Int.max)
  }

  /// Inserts `view` at `index` in ``subviews`` (clamped to the end), removing it from its
  /// current superview first (for a view that is already a subview, `index` counts the
  /// other subviews).
  ///
  /// Its layer goes just below the layer of the subview it lands before (sublayers that are
  /// not views' layers keep their places), or on top when it lands last. Adding the view
  /// itself or one of its ancestors is a programming error (UIKit raises; this traps).
  public func insertSubview(_ view: UIView, at index: Int) {
    precondition(!isDescendant(of: view), "a view cannot be a subview of itself or its subviews")
    let newSuper = view.superview !== self
    let oldWindow = view.window
    if newSuper {
      view.willMove(toSuperview: self)
      view.superview?.willRemoveSubview(view)
      if window !== oldWindow { view.sendWillMove(toWindow: window) }
    }
    view.detachFromSuperview()
    let i = max(0, min(index, subviews.count))
    if i < subviews.count {
      layer.insertSublayer(view.layer, below: subviews[i].layer)
    } else {
      layer.addSublayer(view.layer)
    }
    subviews.insert(view, at: i)
    view.superview = self
    setNeedsLayout()
    view.setNeedsLayout()
    for s in subviews { s.setNeedsLayout() }
    didAddSubview(view)
    if newSuper { view.didMoveToSuperview() }
    if view.window !== oldWindow { view.sendDidMoveToWindow() }
  }

  /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    let adjust = subviews.firstIndex { $0 === view }.map { $0 < i ? 1 : 0 } ?? 0
    insertSubview(view, at: i - adjust)
  }

  /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    let adjust = subviews.firstIndex { $0 === view }.map { $0 < i ? 1 : 0 } ?? 0
    insertSubview(view, at: i + 1 - adjust)
  }

  /// Moves `view` (a subview) to the top.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: Int.max)
  }

  /// Moves `view` (a subview) to the bottom.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }

  /// The first view in this subtree (depth first, the receiver first) whose ``tag`` is `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for s in subviews {
      if let found = s.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Sends `willMove(toWindow:)` to the view and its subviews.
  func sendWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for s in subviews { s.sendWillMove(toWindow: newWindow) }
  }

  /// Sends `didMoveToWindow()` to the view and its subviews.
  func sendDidMoveToWindow() {
    didMoveToWindow()
    for s in subviews { s.sendDidMoveToWindow() }
  }

  /// Takes the view out of its superview's list and its layer out of the layer tree.
  func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
  }
}
