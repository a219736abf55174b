import Foundation

/// A problem found in an animation when it was added to a layer: a value Strobe cannot read,
/// a value of the wrong kind for the key path, or a key path that is not animatable.
///
/// Core Animation drops such animations silently; Strobe still drops them (or, for a wrong
/// kind, keeps Core Animation's "no visible effect"), but reports each one through
/// ``AnimationDiagnostics`` so a program ported from iOS learns why an animation shows nothing.
public struct AnimationDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Hashable {
    /// `role` (`fromValue`, `toValue`, `byValue`, `values[2]`) holds a value of type
    /// `typeName` that is not an animation value.
    case unreadableValue(role: String, typeName: String)
    /// `role` holds a readable value of kind `found` (``AnimatableValue/kindName``), but the
    /// key path carries `expected` values.
    case wrongKind(role: String, found: String, expected: String)
    /// The key path names no animatable property (or is nil).
    case unknownKeyPath
  }

  /// The animation's class (`CABasicAnimation`, `CAKeyframeAnimation`…).
  public let animationType: String
  /// The animation's key path, or nil.
  public let keyPath: String?
  /// What is wrong.
  public let problem: Problem

  /// A diagnostic of `problem` for an animation of class `animationType` on `keyPath`.
  public init(animationType: String, keyPath: String?, problem: Problem) {
    self.animationType = animationType
    self.keyPath = keyPath
    self.problem = problem
  }

  /// What iOS programs may hand to `fromValue`, `toValue`, `byValue` and `values`.
  public static let allowedValues =
    "a number (CGFloat, Double, Float, Int, NSNumber), CGPoint/CGSize/CGRect or NSValue(cgPoint:)/"
    + "(cgSize:)/(cgRect:), a CGColor, CATransform3D or NSValue(caTransform3D:), "
    + "CGAffineTransform or NSValue(cgAffineTransform:), a CGPath, or an array of these"

  /// One line: `strobe: CABasicAnimation "opacity": toValue is a UIColor, …`.
  public var description: String {
    let path = keyPath.map { "\"\($0)\"" } ?? "(nil key path)"
    switch problem {
    case .unreadableValue(let role, let typeName):
      return
        "strobe: \(animationType) \(path): \(role) is a \(typeName), which is not an animation "
        + "value (allowed: \(Self.allowedValues)); the animation has no effect"
    case .wrongKind(let role, let found, let expected):
      return
        "strobe: \(animationType) \(path): \(role) is a \(found), but the key path animates "
        + "\(expected) values; the animation has no visible effect"
    case .unknownKeyPath:
      return
        "strobe: \(animationType) \(path): not an animatable key path of Strobe's layers "
        + "(docs/animation.md lists them); the animation has no effect"
    }
  }
}
