import Foundation

/// A window (UIKit's `UIWindow`): here only a root view that views can be "in".
///
/// Adding a view to a window's hierarchy sends it (and its subviews) `didMoveToWindow()`,
/// and its ``UIView/window`` becomes the window, so iOS code that starts animating in
/// `didMoveToWindow()` runs. There is no screen, key window or event delivery; a view
/// renders the same in a window or not.
open class UIWindow: UIView {
  /// Does nothing (there is no screen or key window).
  open func makeKeyAndVisible() { isHidden = false }
}
