// UIKit: the module name iOS code imports (`import UIKit`), so the code compiles unchanged
// and `#if canImport(UIKit)` takes its iOS branch.
//
// As on iOS, it brings in Foundation, Core Graphics and QuartzCore: it re-exports
// QuartzCore, CoreGraphics and StrobeUIKitCompat (UIView, UIColor, UIBezierPath…). See
// docs/uikit-compat.md, "The modules iOS code imports".
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import StrobeUIKitCompat
