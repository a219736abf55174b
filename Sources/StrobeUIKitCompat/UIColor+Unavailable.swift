import Foundation

// UIColor API that iOS code calls but Strobe cannot provide. Declared unavailable so that
// calling it is a compile error naming what to use instead (docs/uikit-compat.md,
// "Not provided").

extension UIColor {
  /// Not provided: there are no asset catalogs to load a named colour from.
  @available(
    *, unavailable,
    message:
      "Strobe has no asset catalogs; use UIColor(red:green:blue:alpha:), a system colour or #colorLiteral"
  )
  public convenience init?(named name: String) { return nil }
}
