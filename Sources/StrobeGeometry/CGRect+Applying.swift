import Foundation

// Not `canImport(CoreGraphics)`: Strobe itself has a module of that name (docs/uikit-compat.md).
#if !canImport(Darwin)
  extension CGRect {
    /// The bounding box of the rectangle's four corners mapped by `t` (Core Graphics'
    /// `CGRect.applying`).
    ///
    /// Foundation on Linux lacks it (it lacks `CGAffineTransform`). A null rectangle stays null;
    /// the input is standardised first, so the result never has a negative size.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      if isNull { return self }
      let r = standardized
      let corners = [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let (x0, y0) = (xs.min()!, ys.min()!)
      return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
  }
#endif
