import Foundation
import StrobeGeometry

/// A layer that draws a path: fill, then stroke, optionally trimmed.
///
/// Core Animation's `CAShapeLayer`, with its defaults (docs/core-animation-semantics.md §2.2):
/// black fill, no stroke, line width 1, butt caps, miter joins, miter limit 10, stroke range
/// 0…1. The path is in the layer's coordinate space; the stroke is drawn after the fill and
/// `strokeStart`/`strokeEnd` trim only the stroke.
open class CAShapeLayer: CALayer {
  /// The shape-specific model values.
  public var shapeModel = ShapeState()

  /// A shape layer with Core Animation's defaults.
  public override init() { super.init() }

  /// A layer with the defaults (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties (shape properties too when it is a shape layer).
  public override init(layer: Any) {
    super.init(layer: layer)
    if let shape = layer as? CAShapeLayer { shapeModel = shape.shapeModel }
  }

  /// The path to draw (nil: nothing drawn).
  ///
  /// The value is copied on set, as Core Animation does.
  public var path: CGPath? {
    get { shapeModel.path.map { CGPath(data: $0) } }
    // CGPath properties have no implicit action (docs/core-animation-semantics.md §2.2).
    set { CAShapeLayer.shapeProperties.path.set(newValue?.data, on: self) }
  }
  /// Fill colour (nil: no fill).
  public var fillColor: CGColor? {
    get { shapeModel.fillColor }
    set { CAShapeLayer.shapeProperties.fillColor.set(newValue, on: self) }
  }
  /// Fill rule.
  public var fillRule: CAShapeLayerFillRule {
    get { shapeModel.fillRule }
    set { CAShapeLayer.shapeProperties.fillRule.set(newValue, on: self) }
  }
  /// Stroke colour (nil: no stroke).
  public var strokeColor: CGColor? {
    get { shapeModel.strokeColor }
    set { CAShapeLayer.shapeProperties.strokeColor.set(newValue, on: self) }
  }
  /// Stroke width in layer points.
  public var lineWidth: CGFloat {
    get { shapeModel.lineWidth }
    set { CAShapeLayer.shapeProperties.lineWidth.set(newValue, on: self) }
  }
  /// Cap at open and trimmed ends.
  public var lineCap: CAShapeLayerLineCap {
    get { shapeModel.lineCap }
    set { CAShapeLayer.shapeProperties.lineCap.set(newValue, on: self) }
  }
  /// Join between segments.
  public var lineJoin: CAShapeLayerLineJoin {
    get { shapeModel.lineJoin }
    set { CAShapeLayer.shapeProperties.lineJoin.set(newValue, on: self) }
  }
  /// Miter limit.
  public var miterLimit: CGFloat {
    get { shapeModel.miterLimit }
    set { CAShapeLayer.shapeProperties.miterLimit.set(newValue, on: self) }
  }
  /// Dash pattern (alternating painted/unpainted lengths); nil for a solid line.
  public var lineDashPattern: [NSNumber]? {
    get { shapeModel.lineDashPattern?.map { NSNumber(value: Double($0)) } }
    set {
      CAShapeLayer.shapeProperties.lineDashPattern.set(
        newValue?.map { CGFloat($0.doubleValue) }, on: self)
    }
  }
  /// Offset into the dash pattern.
  public var lineDashPhase: CGFloat {
    get { shapeModel.lineDashPhase }
    set { CAShapeLayer.shapeProperties.lineDashPhase.set(newValue, on: self) }
  }
  /// Start of the stroked range, a fraction of the whole path's length.
  public var strokeStart: CGFloat {
    get { shapeModel.strokeStart }
    set { CAShapeLayer.shapeProperties.strokeStart.set(newValue, on: self) }
  }
  /// End of the stroked range, a fraction of the whole path's length.
  public var strokeEnd: CGFloat {
    get { shapeModel.strokeEnd }
    set { CAShapeLayer.shapeProperties.strokeEnd.set(newValue, on: self) }
  }

  /// The layer's animatable values, with the shape part.
  public override var animatedModel: AnimatedValues {
    AnimatedValues(layer: modelState, shape: shapeModel)
  }

  /// The shape content of a snapshot.
  open override func presentationContent() -> PresentationLayer.Content { .shape(shapeModel) }
}
