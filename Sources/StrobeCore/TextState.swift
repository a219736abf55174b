import Foundation
import StrobeGeometry

/// The properties a ``CATextLayer`` adds to ``LayerState``, as one value.
///
/// Defaults are Core Animation's (docs/core-animation-semantics.md §2.4).
public struct TextState: Sendable, Hashable {
  /// The text, nil for nothing drawn (default nil).
  ///
  /// Plain strings only.
  public var string: String?
  /// The font family name, resolved through fontconfig (default `"Helvetica"`; which face
  /// that finds depends on the machine).
  public var fontFamily = "Helvetica"
  /// The font size in points of layer space (the em size) (default 36).
  public var fontSize: CGFloat = 36
  /// The text colour, nil for no text drawn (default opaque white).
  public var foregroundColor: CGColor? = .white
  /// Whether lines wrap at the bounds width (default false).
  public var isWrapped = false
  /// How text that does not fit is truncated (default none).
  public var truncationMode: CATextLayerTruncationMode = .none
  /// Line alignment (default natural).
  public var alignmentMode: CATextLayerAlignmentMode = .natural
  /// Style words for the font (default empty: the family's regular face).
  ///
  /// Strobe extension. Words as in a Pango font description: `"Bold Italic"`, `"Light"`,
  /// `"Condensed"`; unknown words are ignored.
  public var fontStyle = ""
  /// Baseline-to-baseline distance in points of layer space (default 0: the font's own).
  ///
  /// Strobe extension. With a line height the first line's baseline is one font ascent
  /// below the top (After Effects' and lottie-web's leading), and each next line is
  /// `lineHeight` lower.
  public var lineHeight: CGFloat = 0
  /// Extra space between characters in points of layer space (default 0).
  ///
  /// Strobe extension (Pango letter spacing: between characters, none before a line's
  /// first or after its last); negative tightens.
  public var letterSpacing: CGFloat = 0
  /// How the text is placed relative to the bounds (default `.box`, Core Animation's).
  ///
  /// Strobe extension.
  public var textLayout: TextLayout = .box
  /// The colour of the glyph outlines' stroke (default nil: no stroke).
  ///
  /// Strobe extension (After Effects' and Lottie's text stroke; `CATextLayer` has none).
  public var textStrokeColor: CGColor?
  /// The stroke width in points, centred on the glyph outlines (default 0: no stroke).
  ///
  /// Strobe extension. Joins are mitred (miter limit 4), as SVG and lottie-web's SVG text
  /// draw them.
  public var textStrokeWidth: CGFloat = 0
  /// Whether the stroke is painted over the fill or under it (default stroke over fill).
  ///
  /// Strobe extension.
  public var textPaintOrder: TextPaintOrder = .fillStroke
  /// Text animators, applied in order to every character (default none).
  ///
  /// Strobe extension; the list is not animatable, each animator's values are
  /// (`textAnimators.<name>.<key>`, ``TextAnimator``).
  public var textAnimators: [TextAnimator] = []
  /// The characters a text animator's scale and rotation turn about together (default each
  /// character about its own anchor).
  ///
  /// Strobe extension (After Effects' Anchor Point Grouping).
  public var textAnimatorGrouping: TextAnimatorGrouping = .characters
  /// Moves the anchor of each group, as fractions: x of half the group's advance, y of 0.8568
  /// font sizes (lottie-web's grouping alignment, After Effects' percentages / 100) (default
  /// zero).
  ///
  /// Strobe extension.
  public var textAnimatorGroupingAlignment: CGPoint = .zero

  /// A state with every property at Core Animation's default.
  public init() {}
}
