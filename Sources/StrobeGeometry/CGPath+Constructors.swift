import Foundation

extension CGPath {
  /// A closed rectangle path (Core Graphics' `CGPath(rect:transform:)`).
  ///
  /// See ``PathData/rect(_:)``; every point is mapped by `transform`.
  public convenience init(rect: CGRect, transform: CGAffineTransform = .identity) {
    self.init(data: PathData.rect(rect).applying(transform))
  }

  /// A closed rectangle path; `transform` may be `nil` (identity), as in Core Graphics' C-style
  /// signature (`CGPath(rect: r, transform: nil)`, `transform: &t`).
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(rect: rect, transform: transform?.pointee ?? .identity)
  }

  /// A closed ellipse inscribed in `rect` (Core Graphics' `CGPath(ellipseIn:transform:)`).
  ///
  /// See ``PathData/ellipse(in:)``; every point is mapped by `transform`.
  public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform = .identity) {
    self.init(data: PathData.ellipse(in: rect).applying(transform))
  }

  /// A closed ellipse path; `transform` may be `nil` (identity), as in Core Graphics.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(ellipseIn: rect, transform: transform?.pointee ?? .identity)
  }

  /// A closed rounded rectangle with quarter-ellipse corners (Core Graphics'
  /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
  ///
  /// See ``PathData/roundedRect(_:cornerWidth:cornerHeight:)``: always 10 elements; radii
  /// outside `[0, side/2]` are clamped instead of crashing.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    self.init(
      data: PathData.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        .applying(transform))
  }

  /// A closed rounded rectangle path; `transform` may be `nil` (identity), as in Core Graphics.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(
      roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
  }
}
