// QuartzCore: the module name iOS code imports for Core Animation (`import QuartzCore`).
//
// It re-exports CoreGraphics (Foundation, StrobeGeometry, CGColor) and StrobeCore (CALayer
// and its subclasses, the animation classes, CATransaction, the kCATransaction… keys). See
// docs/uikit-compat.md, "The modules iOS code imports".
@_exported import CoreGraphics
@_exported import StrobeCore
