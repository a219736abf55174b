import Foundation

/// The key every transition is stored under on its layer (QuartzCore's `kCATransition`,
/// declared in `CALayer.h` beside the other action keys): iOS code writes
/// `layer.add(transition, forKey: kCATransition)` (docs/core-animation-semantics.md §12.1).
public let kCATransition = "transition"

/// A transition between a layer's rendering before and after a transaction's changes
/// (Core Animation's `CATransition`).
///
/// `type` fade/moveIn/push/reveal, `subtype` the side the motion comes from,
/// `startProgress`/`endProgress` a sub-range of the effect (docs/core-animation-semantics.md
/// §12.1). The key is always ``kCATransition``.
open class CATransition: CAAnimation {
  /// The effect (default fade).
  public var type: CATransitionType = .fade
  /// The direction the motion comes from (nil: from the left).
  public var subtype: CATransitionSubtype?
  /// Start of the effect's sub-range, 0…1.
  public var startProgress: Float = 0
  /// End of the effect's sub-range, 0…1.
  public var endProgress: Float = 1

  /// A fade transition.
  public override init() { super.init() }

  /// A copy of `other` (transition fields too when it is a transition).
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let o = other as? CATransition {
      type = o.type
      subtype = o.subtype
      startProgress = o.startProgress
      endProgress = o.endProgress
    }
  }
}

/// A transition effect (Core Animation's `CATransitionType`).
public struct CATransitionType: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A type from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Cross-dissolve.
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away, uncovering the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a transition's motion comes from (Core Animation's `CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Sendable, Hashable {
  /// The Core Animation string value.
  public let rawValue: String
  /// A subtype from its Core Animation string value.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right edge.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the left edge.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the top edge.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom edge.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
