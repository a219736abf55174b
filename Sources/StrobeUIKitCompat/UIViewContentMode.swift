import Foundation

extension UIView {
  /// How a view places its content (UIKit's `UIView.ContentMode`).
  ///
  /// UIKit's raw values. Accepted and stored; Strobe has no `draw(_:)` content to place.
  public enum ContentMode: Int, Sendable, Hashable {
    case scaleToFill = 0
    case scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}
