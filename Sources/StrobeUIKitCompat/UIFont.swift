import Foundation
import StrobeCore

/// A font (UIKit's `UIFont`) as a value: a family, a style and a point size.
///
/// What a ``CATextLayer`` draws with when given as its `font` (family and style; as on iOS
/// the text layer's `fontSize` sets the size). The system font is drawn with the
/// renderer's "Helvetica" family (fontconfig picks the installed substitute; Apple's San
/// Francisco is not available on Linux), so text metrics differ from a device's.
public final class UIFont: Sendable, Hashable, CustomStringConvertible, TextLayerFont {
  /// The family name (`"Helvetica"`).
  public let familyName: String
  /// The face name (`"Helvetica-Bold"`).
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The style words the text layer draws with (`"Bold"`; empty for the regular face).
  let styleName: String

  private init(familyName: String, styleName: String, pointSize: CGFloat) {
    self.familyName = familyName
    self.styleName = styleName
    self.pointSize = pointSize
    fontName = styleName.isEmpty ? familyName : "\(familyName)-\(styleName)"
  }

  /// A font named `fontName` (a family, or `Family-Style` as in `"Helvetica-Bold"`) at
  /// `fontSize` points; nil for an empty name or a size that is not finite (UIKit returns
  /// nil for fonts it does not have; fontconfig substitutes any name here).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty, fontSize.isFinite else { return nil }
    let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
    self.init(
      familyName: parts[0], styleName: parts.count > 1 ? parts[1] : "",
      pointSize: max(0, fontSize))
  }

  /// The system font at `fontSize` points.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(familyName: systemFamily, styleName: "", pointSize: fontSize)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(familyName: systemFamily, styleName: "Bold", pointSize: fontSize)
  }

  /// The italic system font at `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(familyName: systemFamily, styleName: "Italic", pointSize: fontSize)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(familyName: familyName, styleName: styleName, pointSize: fontSize)
  }

  /// The family the system font is drawn with.
  static let systemFamily = "Helvetica"

  /// The family a text layer draws with (``familyName``).
  public var textLayerFamilyName: String { familyName }
  /// The style words a text layer draws with (`"Bold"`, or empty).
  public var textLayerStyleName: String { styleName }

  /// Whether two fonts have the same face and size.
  public static func == (a: UIFont, b: UIFont) -> Bool {
    a.fontName == b.fontName && a.pointSize == b.pointSize
  }

  /// Hashes the face and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  /// `Helvetica-Bold 20.0pt`.
  public var description: String { "\(fontName) \(pointSize)pt" }
}
