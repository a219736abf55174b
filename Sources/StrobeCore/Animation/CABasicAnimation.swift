import Foundation

/// A single-keyframe animation: from a value to a value (Core Animation's
/// `CABasicAnimation`).
///
/// Which values are interpolated follows Core Animation's from/to/by table
/// (docs/core-animation-semantics.md §5), with "current" meaning the layer's model value:
///
/// | set | interpolates |
/// |---|---|
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | to, by | to − by → to |
/// | from | from → current |
/// | to | current → to |
/// | by | current → current + by |
/// | none | current → current (no visible change) |
///
/// Values may be numbers, `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `CATransform3D`,
/// `CGPath`, arrays of numbers, or ``AnimatableValue``s. With `isAdditive`, the result is
/// added to the value below it.
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value, or nil.
  public var fromValue: Any?
  /// The end value, or nil.
  public var toValue: Any?
  /// The relative change, or nil.
  public var byValue: Any?

  /// An animation with no key path and no values.
  public override init() { super.init() }

  /// A copy of `other` (basic fields too when it is a basic animation).
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CABasicAnimation {
      fromValue = o.fromValue
      toValue = o.toValue
      byValue = o.byValue
    }
  }
}
