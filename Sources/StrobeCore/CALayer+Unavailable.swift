import Foundation

// Core Animation API that iOS code calls but Strobe does not model. Declared unavailable so
// that calling it is a compile error naming what to use instead, never a silent no-op
// (docs/uikit-compat.md, "Not provided").

extension CALayer {
  /// Not provided: layers have no backing store to redraw.
  @available(
    *, unavailable,
    message:
      "Strobe does not redraw layer contents (no draw(in:)/display()); use shape, text or gradient layers or set contents"
  )
  public func setNeedsDisplay() {}

  /// Not provided: layers have no backing store to redraw.
  @available(
    *, unavailable,
    message:
      "Strobe does not redraw layer contents (no draw(in:)/display()); use shape, text or gradient layers or set contents"
  )
  public func display() {}
}
