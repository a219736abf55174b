import Foundation

extension CALayer {
  /// The layer's contents image: a ``CGImage`` (PNG, JPEG or SVG), or nil.
  ///
  /// Typed `Any?` as in Core Animation; assigning anything other than a `CGImage` clears the
  /// contents (Core Animation ignores contents it cannot display). Drawn after the
  /// background and before the subclass drawing, placed by ``contentsGravity``,
  /// ``contentsRect`` and ``contentsScale``, clipped to the rounded bounds only when
  /// ``masksToBounds`` (docs/core-animation-semantics.md §1.7). Changing it does not animate.
  public var contents: Any? {
    get { modelState.contents }
    set { CALayer.layerProperties.contents.set(newValue as? CGImage, on: self) }
  }

  /// How the contents image is placed in the bounds (default ``CALayerContentsGravity/resize``).
  public var contentsGravity: CALayerContentsGravity {
    get { modelState.contentsGravity }
    set { CALayer.layerProperties.contentsGravity.set(newValue, on: self) }
  }

  /// The part of the contents image shown, in the image's unit coordinates (default
  /// (0, 0, 1, 1)); (0, 0) is the image's top-left pixel corner.
  public var contentsRect: CGRect {
    get { modelState.contentsRect }
    set { CALayer.layerProperties.contentsRect.set(newValue, on: self) }
  }

  /// The stretchable middle of the contents image, in the image's unit coordinates (default
  /// (0, 0, 1, 1)); animatable.
  ///
  /// Nine-part stretching: the rectangle divides the image into a 3 × 3 grid; the corner
  /// parts keep their natural size (pixels / ``contentsScale``), the edge parts stretch along
  /// their edge and the centre stretches both ways, to fill the rectangle
  /// ``contentsGravity`` gives. When the corners do not fit, they shrink proportionally.
  public var contentsCenter: CGRect {
    get { modelState.contentsCenter }
    set { CALayer.layerProperties.contentsCenter.set(newValue, on: self) }
  }
}
