// CoreGraphics: the module name iOS code imports for Core Graphics (`import CoreGraphics`).
//
// It re-exports Foundation (on Linux, swift-corelibs-foundation itself defines CGFloat,
// CGPoint, CGSize and CGRect, so there is exactly one of each), StrobeGeometry (CGPath,
// CGMutablePath, CGAffineTransform, CGVector) and StrobeCore's CGColor and CGImage. See
// docs/uikit-compat.md, "The modules iOS code imports".
@_exported import Foundation
@_exported import StrobeGeometry

@_exported import class StrobeCore.CGColor
@_exported import class StrobeCore.CGImage

/// The largest `Float` (Darwin's `HUGE`, infinity), as iOS code writes
/// `animation.repeatCount = HUGE` for "repeat forever".
public let HUGE: Float = .infinity

/// Core Foundation's boolean `true` (`kCFBooleanTrue`), for `CATransaction.setValue(_:forKey:)`.
public var kCFBooleanTrue: NSNumber { NSNumber(value: true) }

/// Core Foundation's boolean `false` (`kCFBooleanFalse`).
public var kCFBooleanFalse: NSNumber { NSNumber(value: false) }
