import Foundation

extension CALayer {
  /// A Gaussian blur of the layer's drawing and its sublayers (a Strobe extension; default
  /// 0: none): the standard deviation σ in points of the layer's own space, so the blur
  /// scales and rotates with the layer, like its shadow (σ = ``shadowRadius``).
  ///
  /// Core Animation blurs a layer through a Core Image filter in `filters` (macOS), which
  /// Strobe does not model. The blur is drawn before the layer's opacity, mask and
  /// compositing filter apply; its shadow is made from the blurred drawing. A raster step
  /// (docs/scene-format.md §Blur): PNG at the output's resolution, an embedded image at 2
  /// pixels per point in SVG and PDF. Animatable (a `CABasicAnimation` by default); negative
  /// and non-finite values draw no blur.
  public var blurRadius: CGFloat {
    get { modelState.blurRadius }
    set { CALayer.layerProperties.blurRadius.set(newValue, on: self) }
  }
}
