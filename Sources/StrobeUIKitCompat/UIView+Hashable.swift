import Foundation

/// Equality and hashing by identity, as `UIView` inherits them from `NSObject` on iOS.
///
/// Real view code compares views with `!=` in property observers (`if oldValue !=
/// contentView { addSubview(contentView) }`) and keeps them in sets; `UIView` does not
/// override `isEqual(_:)`, so that is identity (docs/uikit-compat.md, "Checked against public
/// code").
extension UIView: Hashable {
  /// True when both sides are the same view object.
  public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
