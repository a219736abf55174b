import Foundation

// UIKit's semantic ("element") colours in their light appearance, iOS 13–17: 8-bit sRGB
// components and alpha as UIKit resolves them for the light, normal-contrast trait
// collection (values read from UIKit at run time and published in Noah Gilmore's
// ColorCompatibility tables, https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/;
// the label hierarchy agrees with other public tables: #3C3C43 at 0.6/0.3/0.18).
extension UIColor {
  /// Text of secondary importance: (60, 60, 67) at alpha 0.6.
  public static let secondaryLabel = rgb8(60, 60, 67, 0.6)
  /// Text of tertiary importance: (60, 60, 67) at alpha 0.3.
  public static let tertiaryLabel = rgb8(60, 60, 67, 0.3)
  /// Text of quaternary importance: (60, 60, 67) at alpha 0.18.
  public static let quaternaryLabel = rgb8(60, 60, 67, 0.18)
  /// Placeholder text: (60, 60, 67) at alpha 0.3.
  public static let placeholderText = rgb8(60, 60, 67, 0.3)
  /// Links: (0, 122, 255).
  public static let link = rgb8(0, 122, 255, 1)
  /// Thin borders and dividers that let content show through: (60, 60, 67) at alpha 0.29.
  public static let separator = rgb8(60, 60, 67, 0.29)
  /// Opaque borders and dividers: (198, 198, 200).
  public static let opaqueSeparator = rgb8(198, 198, 200, 1)
  /// Fill of thin, small shapes: (120, 120, 128) at alpha 0.2.
  public static let systemFill = rgb8(120, 120, 128, 0.2)
  /// Fill of medium shapes: (120, 120, 128) at alpha 0.16.
  public static let secondarySystemFill = rgb8(120, 120, 128, 0.16)
  /// Fill of large shapes: (118, 118, 128) at alpha 0.12.
  public static let tertiarySystemFill = rgb8(118, 118, 128, 0.12)
  /// Fill of large areas with complex content: (116, 116, 128) at alpha 0.08.
  public static let quaternarySystemFill = rgb8(116, 116, 128, 0.08)
  /// Content layered on the system background: (242, 242, 247).
  public static let secondarySystemBackground = rgb8(242, 242, 247, 1)
  /// Content layered on the secondary background: white.
  public static let tertiarySystemBackground = rgb8(255, 255, 255, 1)
  /// Background of grouped content: (242, 242, 247).
  public static let systemGroupedBackground = rgb8(242, 242, 247, 1)
  /// Content layered on the grouped background: white.
  public static let secondarySystemGroupedBackground = rgb8(255, 255, 255, 1)
  /// Content layered on the secondary grouped background: (242, 242, 247).
  public static let tertiarySystemGroupedBackground = rgb8(242, 242, 247, 1)
  /// Text on dark backgrounds (not dynamic): white at alpha 0.6.
  public static let lightText = rgb8(255, 255, 255, 0.6)
  /// Text on light backgrounds (not dynamic): black.
  public static let darkText = rgb8(0, 0, 0, 1)
  /// The default tint colour of views (systemBlue).
  public static let tintColor = systemBlue

  /// A colour from 8-bit sRGB components.
  private static func rgb8(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat) -> UIColor {
    UIColor(
      red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
  }
}

/// `#colorLiteral(red:green:blue:alpha:)` (Xcode's colour literal) makes a `UIColor`, as on
/// iOS: without this conformance the compiler cannot type the literal.
extension UIColor: _ExpressibleByColorLiteral {
  /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (sRGB components, 0…1).
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

/// The type a `#colorLiteral(red:green:blue:alpha:)` has when nothing else decides it
/// (UIKit declares the same): without it the compiler cannot infer the literal's type.
public typealias _ColorLiteralType = UIColor
