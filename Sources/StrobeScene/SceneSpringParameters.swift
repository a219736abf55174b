import Foundation
import StrobeCore
import StrobeGeometry

/// The spring keys of a `"spring"` animation, decoded (nil: not given).
///
/// Either the physical parameters (`mass`, `stiffness`, `damping`, `initialVelocity`) or
/// SwiftUI's `perceptualDuration`/`bounce` pair, never both (checked when decoding).
public struct SceneSpringParameters: Sendable, Equatable {
  /// `mass` (> 0).
  public var mass: Double?
  /// `stiffness` (> 0).
  public var stiffness: Double?
  /// `damping` (≥ 0).
  public var damping: Double?
  /// `initialVelocity`.
  public var initialVelocity: Double?
  /// `allowsOverdamping`.
  public var allowsOverdamping: Bool?
  /// `perceptualDuration` (≥ 0).
  public var perceptualDuration: Double?
  /// `bounce`.
  public var bounce: Double?

  /// No key given.
  public init() {}

  /// The keys this type decodes.
  static let keys = [
    "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "perceptualDuration",
    "bounce",
  ]

  /// Decodes `key` from `c` into its field; false when `key` is not a spring key.
  mutating func decode(_ key: String, _ c: SceneCursor) throws -> Bool {
    switch key {
    case "mass": mass = try c.number()
    case "stiffness": stiffness = try c.number()
    case "damping": damping = try c.number()
    case "initialVelocity": initialVelocity = try c.number()
    case "allowsOverdamping": allowsOverdamping = try c.bool()
    case "perceptualDuration": perceptualDuration = try c.nonNegativeNumber()
    case "bounce": bounce = try c.number()
    default: return false
    }
    return true
  }

  /// The spring animation these parameters describe.
  func makeSpring() -> CASpringAnimation {
    if perceptualDuration != nil || bounce != nil {
      // Either alone: the other takes SwiftUI's default (perceptual duration 0.5, bounce 0).
      return CASpringAnimation(
        perceptualDuration: perceptualDuration ?? 0.5, bounce: CGFloat(bounce ?? 0))
    }
    let s = CASpringAnimation()
    if let mass { s.mass = mass }
    if let stiffness { s.stiffness = stiffness }
    if let damping { s.damping = damping }
    if let initialVelocity { s.initialVelocity = initialVelocity }
    if let allowsOverdamping { s.allowsOverdamping = allowsOverdamping }
    return s
  }
}
