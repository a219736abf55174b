// StrobeUIKitCompat: the UIKit surface that typical Core Animation snippets use, so iOS code
// compiles on Linux with `import StrobeUIKitCompat` in place of `import UIKit`.
//
// `import UIKit` on iOS also brings in Foundation, Core Graphics and QuartzCore; this module
// re-exports their Strobe counterparts (StrobeGeometry: CGPath, CGAffineTransform,
// CATransform3D; StrobeCore: CALayer and its subclasses, animations, CATransaction, CGColor).
@_exported import Foundation
@_exported import StrobeCore
@_exported import StrobeGeometry
