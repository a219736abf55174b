import Foundation

extension SpringParameters {
  /// A spring from a perceptual duration and a bounce (`CASpringAnimation
  /// init(perceptualDuration:bounce:)`, SwiftUI's `Spring(duration:bounce:)`).
  ///
  /// mass 1, stiffness (2π/d)², damping ratio ζ = 1 − b for b ≥ 0 or 1/(1 + b) for b < 0,
  /// damping 4πζ/d, initial velocity 0, ``allowsOverdamping`` true. Core Animation also
  /// sets the animation's duration to ``settlingDuration`` (d 0.5, b 0.3 → 0.8629553).
  ///
  /// - Parameters:
  ///   - perceptualDuration: d in seconds, > 0.
  ///   - bounce: b, 0 for no overshoot, toward 1 for more bounce, negative for
  ///     over-damping (b must be > −1).
  public init(perceptualDuration: Double, bounce: Double) {
    let omega = 2 * Double.pi / perceptualDuration
    let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    self.init(
      mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: 0,
      allowsOverdamping: true)
  }

  /// The perceptual duration read back: 2π / √(stiffness / mass) seconds.
  public var perceptualDuration: Double { 2 * Double.pi / naturalFrequency }

  /// The bounce read back from the damping ratio ζ: 1 − ζ when ζ ≤ 1, else 1/ζ − 1.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }
}
