import Foundation

// Not `canImport(CoreGraphics)`: Strobe itself has a module of that name (docs/uikit-compat.md).
#if !canImport(Darwin)
  extension CGRect {
    /// Whether the two rectangles have the same origin and size (Core Graphics'
    /// `CGRectEqualToRect`, imported on iOS as `equalTo(_:)`).
    ///
    /// Foundation on Linux lacks it. Both sides are standardised first, as Core Graphics
    /// compares them, so a rectangle with a negative width equals its flipped twin.
    public func equalTo(_ rect2: CGRect) -> Bool {
      standardized == rect2.standardized
    }
  }

  extension CGPoint {
    /// Whether the two points are equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
  }

  extension CGSize {
    /// Whether the two sizes are equal (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
  }
#endif
