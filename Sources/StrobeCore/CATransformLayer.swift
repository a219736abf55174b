import Foundation
import StrobeGeometry

/// A layer that keeps a true 3-D hierarchy: Core Animation's `CATransformLayer`.
///
/// Unlike an ordinary layer it does not flatten its sublayers into its plane: they (and the
/// sublayers of nested transform layers) are placed in the plane of the nearest ordinary
/// ancestor with their full 3-D transforms and depth-sorted together by the z of their
/// transformed bounds centre (back to front, stable). The transform layer draws nothing of
/// its own: background, border, shadow, mask and masksToBounds are ignored (CATransformLayer.h);
/// its opacity is applied to each sublayer individually, not as a group.
open class CATransformLayer: CALayer {
  /// A transform layer with Core Animation's defaults.
  public override init() { super.init() }

  /// A layer with the defaults (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties.
  public override init(layer: Any) { super.init(layer: layer) }

  /// The transform-layer content of a snapshot.
  open override func presentationContent() -> PresentationLayer.Content { .transformLayer }
}
