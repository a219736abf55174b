import Foundation
import StrobeGeometry

/// A layer that fills its bounds with a colour gradient over its background.
///
/// Core Animation's `CAGradientLayer`, with its defaults (docs/core-animation-semantics.md §2.3):
/// no colours, uniform stops, start (0.5, 0), end (0.5, 1), axial. The gradient is drawn
/// after the background colour and clipped to the rounded-corner outline.
///
/// ```swift
/// let g = CAGradientLayer()
/// g.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
/// g.colors = [CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor.white]
/// ```
open class CAGradientLayer: CALayer {
  /// The gradient-specific model values.
  public var gradientModel = GradientState()

  /// A gradient layer with Core Animation's defaults.
  public override init() { super.init() }

  /// A layer with the defaults (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties (gradient properties too when it is a gradient layer).
  public override init(layer: Any) {
    super.init(layer: layer)
    if let gradient = layer as? CAGradientLayer { gradientModel = gradient.gradientModel }
  }

  /// The colours (`CGColor`s, typed `Any` as in Core Animation); nil draws nothing.
  ///
  /// Elements that are not `CGColor`s are dropped.
  public var colors: [Any]? {
    get { gradientModel.colors }
    set {
      CAGradientLayer.gradientProperties.colors.set(
        newValue?.compactMap { $0 as? CGColor }, on: self)
    }
  }
  /// Stop locations 0…1, one per colour; nil spreads the stops uniformly.
  public var locations: [NSNumber]? {
    get { gradientModel.locations?.map { NSNumber(value: Double($0)) } }
    set {
      CAGradientLayer.gradientProperties.locations.set(
        newValue?.map { CGFloat($0.doubleValue) }, on: self)
    }
  }
  /// The start point in unit coordinates of the bounds.
  public var startPoint: CGPoint {
    get { gradientModel.startPoint }
    set { CAGradientLayer.gradientProperties.startPoint.set(newValue, on: self) }
  }
  /// The end point in unit coordinates of the bounds.
  public var endPoint: CGPoint {
    get { gradientModel.endPoint }
    set { CAGradientLayer.gradientProperties.endPoint.set(newValue, on: self) }
  }
  /// The gradient kind (not animatable).
  public var type: CAGradientLayerType {
    get { gradientModel.type }
    set { CAGradientLayer.gradientProperties.type.set(newValue, on: self) }
  }

  /// The layer's animatable values, with the gradient part.
  public override var animatedModel: AnimatedValues {
    var values = super.animatedModel
    values.gradient = gradientModel
    return values
  }

  /// The gradient content of a snapshot.
  open override func presentationContent() -> PresentationLayer.Content {
    .gradient(gradientModel)
  }
}
