import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` where a `CGColor` is expected
/// (`shape.strokeColor = #colorLiteral(…)`), as Apple's Core Graphics overlay allows.
extension CGColor: _ExpressibleByColorLiteral {
  /// The sRGB colour of a `#colorLiteral(red:green:blue:alpha:)` (components 0…1).
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(
      srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
