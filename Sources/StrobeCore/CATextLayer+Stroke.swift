import Foundation
import StrobeGeometry

extension CATextLayer {
  /// The colour of the glyph outlines' stroke; nil (the default) draws none.
  ///
  /// Strobe extension (After Effects' and Lottie's text stroke; `CATextLayer` on iOS has
  /// none). Animatable (`textStrokeColor`).
  public var textStrokeColor: CGColor? {
    get { textModel.textStrokeColor }
    set { CATextLayer.textProperties.textStrokeColor.set(newValue, on: self) }
  }

  /// The stroke width in points, centred on the glyph outlines; 0 (the default) draws none.
  ///
  /// Strobe extension. Animatable (`textStrokeWidth`).
  public var textStrokeWidth: CGFloat {
    get { textModel.textStrokeWidth }
    set { CATextLayer.textProperties.textStrokeWidth.set(newValue, on: self) }
  }

  /// Whether the stroke is painted over the fill (the default) or under it.
  ///
  /// Strobe extension; not animatable.
  public var textPaintOrder: TextPaintOrder {
    get { textModel.textPaintOrder }
    set { CATextLayer.textProperties.textPaintOrder.set(newValue, on: self) }
  }
}
