import Foundation
import QuartzCore
import Testing
import UIKit

/// A wrapper view that swaps in a content view only when it really changes: the `!=` on views
/// in a property observer, as shimmer and placeholder libraries write it.
private final class WrapperView: UIView {
  private(set) var additions = 0

  var contentView = UIView() {
    didSet {
      if oldValue != contentView {
        addSubview(contentView)
        additions += 1
      }
    }
  }
}

/// A layer that reacts to its own size changes by overriding `bounds`, as progress and
/// gradient layers do to rebuild their paths.
private final class ResizingLayer: CALayer {
  private(set) var sizes: [CGSize] = []

  override var bounds: CGRect {
    didSet {
      if !oldValue.equalTo(bounds) { sizes.append(bounds.size) }
    }
  }
}

/// Identity equality of views and layers (inherited from `NSObject` on iOS), the Core Graphics
/// `equalTo` comparisons, and layer geometry a subclass can override.
@Suite struct IdentityIdiomTests {
  /// `!=` between views compares identity: reassigning the same view adds nothing, a new
  /// view is added once.
  @Test func viewsCompareByIdentity() {
    onFreshClock {
      let wrapper = WrapperView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
      let label = UIView(frame: wrapper.bounds)
      wrapper.contentView = label
      wrapper.contentView = label
      #expect(wrapper.additions == 1)
      #expect(wrapper.subviews.count == 1)
      #expect(wrapper.subviews.first === label)

      let twin = UIView(frame: wrapper.bounds)
      #expect(twin != label)
      #expect(label == label)
      #expect(Set([label, twin, label]).count == 2)
      #expect(wrapper.subviews.firstIndex(of: label) == 0)
    }
  }

  /// Layers are found in `sublayers` with `firstIndex(of:)` and compared with `==`.
  @Test func layersCompareByIdentity() throws {
    onFreshClock {
      let host = CALayer()
      let track = CAShapeLayer()
      let ring = CAShapeLayer()
      host.addSublayer(track)
      host.addSublayer(ring)
      #expect(host.sublayers?.firstIndex(of: ring) == 1)
      #expect(track != ring)
      #expect(Set<CALayer>([track, ring, track]).count == 2)
    }
  }

  /// `equalTo` compares standardised rectangles, as `CGRectEqualToRect` does: a rectangle
  /// with a negative width equals the same area written the usual way.
  @Test func coreGraphicsEqualTo() {
    let rect = CGRect(x: 10, y: 10, width: 40, height: 20)
    #expect(rect.equalTo(CGRect(x: 50, y: 10, width: -40, height: 20)))
    #expect(!rect.equalTo(rect.insetBy(dx: 1, dy: 0)))
    #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
    #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
    #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
    #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
  }

  /// A subclass overriding `bounds` sees every size change and not a repeated one.
  @Test func layerSubclassOverridesBounds() {
    onFreshClock {
      let layer = ResizingLayer()
      layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
      layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
      layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 30)
      #expect(layer.sizes == [CGSize(width: 40, height: 40), CGSize(width: 60, height: 30)])
      #expect(layer.bounds.size == CGSize(width: 60, height: 30))
    }
  }
}
