import Foundation

/// An immutable sRGB colour with Core Graphics' API shape.
///
/// On Apple platforms `CGColor` is a Core Foundation type; here it is an immutable, `Sendable`
/// final class holding non-premultiplied sRGB components in 0…1 (extended-range values are
/// kept as given, so a colour can leave 0…1 through an overshooting animation). Grey colours
/// are stored as RGB with equal components; ``numberOfComponents`` is always 4.
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, green, blue and alpha, non-premultiplied, sRGB.
  public let red: CGFloat, green: CGFloat, blue: CGFloat
  /// The opacity, 0 (transparent) … 1 (opaque).
  public let alpha: CGFloat

  /// A colour in the sRGB colour space (Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`).
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from red, green, blue and alpha (device RGB, taken as sRGB here).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey colour (`gray` 0 = black … 1 = white).
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The components `[red, green, blue, alpha]` (Core Graphics returns an optional array).
  public var components: [CGFloat]? { [red, green, blue, alpha] }

  /// The number of components including alpha (always 4: colours are stored as RGBA).
  public var numberOfComponents: Int { 4 }

  /// The same colour with a different alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// Opaque black.
  public static let black = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
  /// Transparent black.
  public static let clear = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0)

  /// `rgba(r, g, b, a)` with the stored components.
  public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

  /// Colours are equal when their components are equal.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }
}
