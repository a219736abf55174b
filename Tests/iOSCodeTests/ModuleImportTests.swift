import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

// The branch iOS code takes: with the UIKit product as a dependency, `canImport(UIKit)` is
// true on Linux as on iOS.
#if canImport(UIKit)
  private let branch = "iOS"
#else
  private let branch = "not iOS"
#endif

#if canImport(QuartzCore) && canImport(CoreGraphics)
  private let frameworks = true
#else
  private let frameworks = false
#endif

@Suite struct ModuleImportTests {
  @Test func canImportUIKitTakesTheiOSBranch() {
    #expect(branch == "iOS")
    #expect(frameworks)
  }

  /// Foundation (swift-corelibs-foundation defines CGFloat, CGPoint, CGSize, CGRect) and the
  /// CoreGraphics module name one type each: every qualified spelling is the same type.
  @Test func foundationAndCoreGraphicsNameTheSameGeometryTypes() {
    let f: Foundation.CGPoint = CGPoint(x: 1, y: 2)
    let c: CoreGraphics.CGPoint = f
    let u: UIKit.CGPoint = c
    let q: QuartzCore.CGFloat = Foundation.CGFloat(2.5)
    #expect(u == Foundation.CGPoint(x: 1, y: 2))
    #expect(q == 2.5)
    #expect(CoreGraphics.CGRect.self == Foundation.CGRect.self)
    #expect(UIKit.CGSize.self == Foundation.CGSize.self)
    #expect(UIKit.CALayer.self == QuartzCore.CALayer.self)
    #expect(CoreGraphics.CGColor.self == QuartzCore.CGColor.self)
  }
}
