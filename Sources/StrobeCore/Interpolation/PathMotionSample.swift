import Foundation

/// Where a layer moving along a keyframe path is at one fraction, and how it is turned.
public struct PathMotionSample: Sendable, Hashable {
  /// The position on the path (the value of the animated `position` key).
  public var position: CGPoint
  /// The path's direction of travel at the position, `atan2(dy, dx)` in radians (layer
  /// space, y down), or nil where the path has no direction (an empty or single-point path).
  public var tangentAngle: Double?
  /// The z rotation the rotation mode adds, in radians.
  ///
  /// ``tangentAngle`` for ``CAAnimationRotationMode/rotateAuto``, plus π for
  /// ``CAAnimationRotationMode/rotateAutoReverse``; nil without a rotation mode (or without a
  /// tangent). How it composes with the model transform is the caller's choice (unconfirmed in
  /// Core Animation).
  public var rotation: Double?

  /// A sample from its parts.
  public init(position: CGPoint, tangentAngle: Double?, rotation: Double?) {
    self.position = position
    self.tangentAngle = tangentAngle
    self.rotation = rotation
  }
}
