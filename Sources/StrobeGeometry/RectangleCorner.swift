import Foundation

/// One corner of a rectangle on a y-down screen (a Strobe name; UIKit's option set is
/// `UIRectCorner`).
public enum RectangleCorner: Sendable, Hashable, CaseIterable {
  case topRight
  case bottomRight
  case bottomLeft
  case topLeft
}
