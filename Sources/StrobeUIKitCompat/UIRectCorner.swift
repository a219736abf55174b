import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`), for
/// ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
///
/// Raw values are UIKit's: topLeft 1, topRight 2, bottomLeft 4, bottomRight 8, allCorners
/// `~0`. "Top" is the minY side (y grows down).
public struct UIRectCorner: OptionSet, Sendable, Hashable {
  /// The bit set.
  public let rawValue: UInt

  /// A corner set from its raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The (minX, minY) corner.
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  /// The (maxX, minY) corner.
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  /// The (minX, maxY) corner.
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  /// The (maxX, maxY) corner.
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// All four corners (UIKit's value `~0`).
  public static let allCorners = UIRectCorner(rawValue: ~0)
}
