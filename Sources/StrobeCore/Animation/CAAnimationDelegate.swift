import Foundation

/// Receives start and stop messages from an animation (Core Animation's
/// `CAAnimationDelegate`).
///
/// Strobe has no run loop: the messages are sent when the document clock is advanced past
/// the animation's start or end (see ``DocumentClock``). `flag` is false when the
/// animation was removed before it finished.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation stopped; `flag` is true when it ran to completion.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing by default.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing by default.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
