import Foundation
import StrobeGeometry

/// A layer that draws a plain string, laid out inside its bounds.
///
/// Core Animation's `CATextLayer`, with its defaults (docs/core-animation-semantics.md §2.4):
/// font "Helvetica" at 36 points, opaque white, not wrapped, no truncation, natural
/// alignment. The first line sits at the top of the bounds (no vertical centring); text is
/// clipped to the bounds rectangle, like a layer's backing store. Strobe renders the text
/// with Pango (see the renderer's documentation for fonts and determinism).
///
/// ```swift
/// let t = CATextLayer()
/// t.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
/// t.string = "Hello"
/// t.font = "DejaVu Sans" as CFString
/// t.fontSize = 24
/// ```
open class CATextLayer: CALayer {
  /// The text-specific model values.
  public var textModel = TextState()

  /// A text layer with Core Animation's defaults.
  public override init() { super.init() }

  /// A layer with the defaults (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties (text properties too when it is a text layer).
  public override init(layer: Any) {
    super.init(layer: layer)
    if let text = layer as? CATextLayer { textModel = text.textModel }
  }

  /// The text (a `String`, or anything whose description is used); nil draws nothing.
  ///
  /// Attributed strings are not supported: any non-String value is drawn as its
  /// `String(describing:)`.
  public var string: Any? {
    get { textModel.string }
    set {
      CATextLayer.textProperties.string.set(
        newValue.map { ($0 as? String) ?? String(describing: $0) }, on: self)
    }
  }
  /// The font: a family name (`String`, also accepted as `CFString`/`NSString`), or a font
  /// object (``TextLayerFont``: UIKit's `UIFont`), whose family and style are used.
  ///
  /// As on iOS, a font object's size is ignored: ``fontSize`` sets the size. Other values
  /// leave the font unchanged. Not animatable.
  public var font: Any? {
    get { textModel.fontFamily }
    set {
      if let f = newValue as? any TextLayerFont {
        TransactionStack.current.recordPreChange(self)
        textModel.fontFamily = f.textLayerFamilyName
        textModel.fontStyle = f.textLayerStyleName
        return
      }
      guard let name = newValue as? String ?? (newValue as? NSString).map({ String($0) }) else {
        return
      }
      CATextLayer.textProperties.font.set(name, on: self)
    }
  }
  /// The font size (points, layer space).
  public var fontSize: CGFloat {
    get { textModel.fontSize }
    set { CATextLayer.textProperties.fontSize.set(newValue, on: self) }
  }
  /// The text colour (default opaque white).
  public var foregroundColor: CGColor? {
    get { textModel.foregroundColor }
    set { CATextLayer.textProperties.foregroundColor.set(newValue, on: self) }
  }
  /// Whether lines wrap at the bounds width.
  public var isWrapped: Bool {
    get { textModel.isWrapped }
    set { CATextLayer.textProperties.isWrapped.set(newValue, on: self) }
  }
  /// How text that does not fit the bounds width is truncated.
  public var truncationMode: CATextLayerTruncationMode {
    get { textModel.truncationMode }
    set { CATextLayer.textProperties.truncationMode.set(newValue, on: self) }
  }
  /// Line alignment inside the bounds width.
  public var alignmentMode: CATextLayerAlignmentMode {
    get { textModel.alignmentMode }
    set { CATextLayer.textProperties.alignmentMode.set(newValue, on: self) }
  }
  /// Style words for the font (`"Bold Italic"`); empty for the regular face.
  ///
  /// Strobe extension; not animatable.
  public var fontStyle: String {
    get { textModel.fontStyle }
    set { CATextLayer.textProperties.fontStyle.set(newValue, on: self) }
  }
  /// Baseline-to-baseline distance in points; 0 for the font's natural spacing.
  ///
  /// Strobe extension; not animatable.
  public var lineHeight: CGFloat {
    get { textModel.lineHeight }
    set { CATextLayer.textProperties.lineHeight.set(newValue, on: self) }
  }
  /// Extra space between characters in points (negative tightens).
  ///
  /// Strobe extension; not animatable.
  public var letterSpacing: CGFloat {
    get { textModel.letterSpacing }
    set { CATextLayer.textProperties.letterSpacing.set(newValue, on: self) }
  }
  /// Box (Core Animation) or point (first baseline on the top edge) placement.
  ///
  /// Strobe extension; not animatable.
  public var textLayout: TextLayout {
    get { textModel.textLayout }
    set { CATextLayer.textProperties.textLayout.set(newValue, on: self) }
  }

  /// The layer's animatable values, with the text part.
  public override var animatedModel: AnimatedValues {
    var values = super.animatedModel
    values.text = textModel
    return values
  }

  /// The text content of a snapshot.
  open override func presentationContent() -> PresentationLayer.Content { .text(textModel) }
}
