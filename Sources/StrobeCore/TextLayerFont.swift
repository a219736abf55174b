import Foundation

/// A font object a ``CATextLayer`` accepts as its `font`.
///
/// On iOS a `CTFont`, `CGFont` or `UIFont`; here the family and style words the text layer
/// draws with. StrobeUIKitCompat's `UIFont` conforms.
public protocol TextLayerFont {
  /// The family name (`"Helvetica"`).
  var textLayerFamilyName: String { get }
  /// The style words (`"Bold"`; empty for the regular face).
  var textLayerStyleName: String { get }
}
