import Foundation

/// Inset distances for the four edges of a rectangle (UIKit's `UIEdgeInsets`), in points.
///
/// Positive values shrink a rectangle (see `CGRect.inset(by:)`); negative values grow it.
public struct UIEdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// Inset of the minY edge.
  public var top: CGFloat
  /// Inset of the minX edge.
  public var left: CGFloat
  /// Inset of the maxY edge.
  public var bottom: CGFloat
  /// Inset of the maxX edge.
  public var right: CGFloat

  /// Insets from their four values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Zero insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// `{top, left, bottom, right}`, as UIKit's `NSCoder.string(for:)` writes it.
  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// The rectangle with each edge moved inward by `insets` (UIKit's `inset(by:)`).
  ///
  /// Origin moves by (left, top); the size shrinks by (left + right, top + bottom). A side that
  /// becomes negative is kept as computed (not standardised).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
