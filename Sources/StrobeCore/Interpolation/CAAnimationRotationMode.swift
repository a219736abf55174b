import Foundation

/// Whether an object moving along a keyframe path turns with it (Core Animation's
/// `CAAnimationRotationMode`), docs/core-animation-semantics.md §6.4.
public struct CAAnimationRotationMode: RawRepresentable, Sendable, Hashable {
  /// The mode's name as Core Animation spells it (`"auto"`, `"autoReverse"`).
  public let rawValue: String

  /// A rotation mode from its raw string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Rotate by the path's tangent angle `atan2(dy, dx)` (in layer space, y down).
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Rotate by the tangent angle plus π (facing backwards along the path).
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
