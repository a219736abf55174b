import Foundation

/// Animations that run together in the group's time (Core Animation's `CAAnimationGroup`).
///
/// Children run in the group's local time: a child's `beginTime` is relative to the group's
/// start, a child with duration 0 takes the group's duration, and children are clipped —
/// not scaled — to the group's duration (docs/core-animation-semantics.md §12.2). The group's
/// speed, time offset, repeats, autoreverse and timing function apply to the whole child
/// timeline. Children's delegates and `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
  /// The child animations.
  public var animations: [CAAnimation]?

  /// An empty group.
  public override init() { super.init() }

  /// A copy of `other` (children copied too when it is a group).
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CAAnimationGroup { animations = o.animations?.map { $0.copy() } }
  }
}
