import Foundation

/// A two-dimensional displacement (Core Graphics' `CGVector`, which swift-corelibs-foundation
/// does not define), so `NSValue(cgVector:)` and code that stores vectors compile.
public struct CGVector: Sendable, Hashable, CustomStringConvertible {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with the given integer components.
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// A vector with the given `Double` components.
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)

  /// Core Graphics' description, `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}
