import Foundation
import StrobeGeometry

/// A layer that draws a path: fill, then stroke, optionally trimmed.
///
/// Core Animation's `CAShapeLayer`, with its defaults (core-animation-semantics.md §2.2):
/// black fill, no stroke, line width 1, butt caps, miter joins, miter limit 10, stroke range
/// 0…1. The path is in the layer's coordinate space; the stroke is drawn after the fill and
/// `strokeStart`/`strokeEnd` trim only the stroke.
open class CAShapeLayer: CALayer {
  /// The shape-specific model values.
  public var shapeModel = ShapeState()

  /// A shape layer with Core Animation's defaults.
  public override init() { super.init() }

  /// A copy of `layer`'s properties (shape properties too when it is a shape layer).
  public override init(layer: CALayer) {
    super.init(layer: layer)
    if let shape = layer as? CAShapeLayer { shapeModel = shape.shapeModel }
  }

  /// The path to draw (nil: nothing drawn).
  ///
  /// The value is copied on set, as Core Animation does.
  public var path: CGPath? {
    get { shapeModel.path.map { CGPath(data: $0) } }
    set { shapeModel.path = newValue?.data }
  }
  /// Fill colour (nil: no fill).
  public var fillColor: CGColor? {
    get { shapeModel.fillColor }
    set { shapeModel.fillColor = newValue }
  }
  /// Fill rule.
  public var fillRule: CAShapeLayerFillRule {
    get { shapeModel.fillRule }
    set { shapeModel.fillRule = newValue }
  }
  /// Stroke colour (nil: no stroke).
  public var strokeColor: CGColor? {
    get { shapeModel.strokeColor }
    set { shapeModel.strokeColor = newValue }
  }
  /// Stroke width in layer points.
  public var lineWidth: CGFloat {
    get { shapeModel.lineWidth }
    set { shapeModel.lineWidth = newValue }
  }
  /// Cap at open and trimmed ends.
  public var lineCap: CAShapeLayerLineCap {
    get { shapeModel.lineCap }
    set { shapeModel.lineCap = newValue }
  }
  /// Join between segments.
  public var lineJoin: CAShapeLayerLineJoin {
    get { shapeModel.lineJoin }
    set { shapeModel.lineJoin = newValue }
  }
  /// Miter limit.
  public var miterLimit: CGFloat {
    get { shapeModel.miterLimit }
    set { shapeModel.miterLimit = newValue }
  }
  /// Dash pattern (alternating painted/unpainted lengths); nil for a solid line.
  public var lineDashPattern: [NSNumber]? {
    get { shapeModel.lineDashPattern?.map { NSNumber(value: Double($0)) } }
    set { shapeModel.lineDashPattern = newValue?.map { CGFloat($0.doubleValue) } }
  }
  /// Offset into the dash pattern.
  public var lineDashPhase: CGFloat {
    get { shapeModel.lineDashPhase }
    set { shapeModel.lineDashPhase = newValue }
  }
  /// Start of the stroked range, a fraction of the whole path's length.
  public var strokeStart: CGFloat {
    get { shapeModel.strokeStart }
    set { shapeModel.strokeStart = newValue }
  }
  /// End of the stroked range, a fraction of the whole path's length.
  public var strokeEnd: CGFloat {
    get { shapeModel.strokeEnd }
    set { shapeModel.strokeEnd = newValue }
  }

  /// The shape content of a snapshot.
  open override func presentationContent() -> PresentationLayer.Content { .shape(shapeModel) }
}
