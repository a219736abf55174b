import Foundation

/// Equality and hashing by identity, as `CALayer` inherits them from `NSObject` on iOS.
///
/// iOS code compares layers with `==` / `!=` (`if oldValue != layer`), keeps them in sets
/// and finds them with `firstIndex(of:)`; an `NSObject`'s `isEqual(_:)` is identity unless
/// overridden, and `CALayer` does not override it (docs/uikit-compat.md, "Checked against
/// public code").
extension CALayer: Hashable {
  /// True when both sides are the same layer object.
  public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
