/// The order a ``CATextLayer`` paints its fill and stroke in (a Strobe extension, like SVG's
/// `paint-order`).
public enum TextPaintOrder: String, Sendable, Hashable, CaseIterable {
  /// The fill, then the stroke over it (Lottie `of` true: "stroke over fill").
  case fillStroke
  /// The stroke, then the fill over it (Lottie `of` false: "fill over stroke"): only the
  /// outer half of the stroke shows.
  case strokeFill
}
