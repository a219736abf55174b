import Foundation
import StrobeGeometry

/// One animatable key path: how to read and write its value on ``AnimatedValues``.
///
/// The registry (``named(_:)``) holds every animatable key path of `CALayer` and
/// `CAShapeLayer` (docs/core-animation-semantics.md §2, §3): whole properties under their Core
/// Animation key-value names (`hidden`, not `isHidden`; the Swift spellings are accepted as
/// aliases), struct-field extensions (`position.x`, `bounds.size.width`,
/// `shadowOffset.height`…) and transform sub-keys (`transform.rotation.z`,
/// `transform.scale`, `sublayerTransform.translation.x`…).
public struct AnimatableProperty: Sendable {
  /// The canonical key path (Core Animation's key-value spelling).
  public let keyPath: String
  /// The value kind the key path carries (for validating animation values).
  public let kind: Kind
  /// Whether the key belongs to `CAShapeLayer` only.
  public let isShapeProperty: Bool
  /// Reads the value.
  public let get: @Sendable (AnimatedValues) -> AnimatableValue
  /// Writes the value (a value of the wrong kind is ignored).
  public let set: @Sendable (inout AnimatedValues, AnimatableValue) -> Void

  /// The kinds of value a key path carries.
  public enum Kind: String, Sendable, Hashable {
    /// A scalar.
    case number
    /// A Bool (interpolated as a number, shown as `value ≠ 0`).
    case bool
    /// A point.
    case point
    /// A size.
    case size
    /// A rectangle.
    case rect
    /// A colour, or nil.
    case color
    /// A CATransform3D.
    case transform
    /// A path, or nil.
    case path
    /// An array of numbers, or nil.
    case numbers
    /// An array of colours, or nil (gradient `colors`).
    case colors
  }
}
