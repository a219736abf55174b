import Foundation

/// A 2-D displacement (Foundation on Linux has no `CGVector`); internal helper for geometry.
struct Vector2: Sendable, Hashable {
  /// Horizontal component.
  var dx: CGFloat
  /// Vertical component.
  var dy: CGFloat
}
