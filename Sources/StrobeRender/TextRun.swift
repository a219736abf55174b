import Foundation
import StrobeCore
import StrobeGeometry

/// A block of plain text to lay out and draw: the drawing of a `CATextLayer`.
///
/// Carries the text parameters, not Pango objects, so a ``DrawList`` stays a `Sendable`
/// value; `CairoDrawer` lays the text out with PangoCairo when it draws. The text box is
/// ``frame`` in path space (the layer's bounds), mapped to canvas points by ``transform``:
/// the first line's top is at the frame's top edge, lines start at its left edge (or are
/// aligned within its width), and drawing is clipped to the frame.
public struct TextRun: Sendable, Hashable {
  /// Line alignment within the frame's width.
  public enum Alignment: String, Sendable, Hashable {
    /// The paragraph's natural side (left for left-to-right text).
    case natural
    /// Flush left.
    case left
    /// Flush right.
    case right
    /// Centred.
    case center
    /// Justified (wrapped lines except each paragraph's last).
    case justified
  }

  /// Where an ellipsis replaces text that does not fit.
  public enum Truncation: String, Sendable, Hashable {
    /// No ellipsis: text past the frame is clipped.
    case none
    /// At the start of the line.
    case start
    /// In the middle of the line.
    case middle
    /// At the end of the line.
    case end
  }

  /// The text (newlines start new paragraphs).
  public var string: String
  /// Font family name for fontconfig, such as `"DejaVu Sans"`.
  public var fontFamily: String
  /// Font size (em size) in path units, > 0.
  public var fontSize: Double
  /// Text colour (non-premultiplied sRGB, inherited opacity applied).
  public var color: RGBA
  /// Line alignment.
  public var alignment: Alignment
  /// Whether lines wrap at the frame width (word boundaries, characters when a word is too
  /// long).
  public var isWrapped: Bool
  /// Ellipsis placement for text that does not fit.
  public var truncation: Truncation
  /// The text box in path space.
  public var frame: CGRect
  /// Path space → canvas points.
  public var transform: CGAffineTransform
  /// Style words for the font description (`"Bold Italic"`), empty for the regular face.
  public var fontStyle: String = ""
  /// Baseline-to-baseline distance in path units; 0 for the font's own spacing (the first
  /// baseline stays one font ascent below the top either way).
  public var lineHeight: Double = 0
  /// Extra space between characters in path units.
  public var letterSpacing: Double = 0
  /// Point text: the first baseline at the frame's top edge.
  ///
  /// Lines are aligned on the frame's left edge, mid x or right edge; never wrapped,
  /// truncated or clipped.
  public var isPointText = false
  /// The layer's `contentsScale` (carried for completeness; text is drawn as vectors at
  /// the output's resolution whatever its value).
  public var contentsScale: Double
  /// The stroke of the glyph outlines (a `CATextLayer` Strobe extension), nil for none.
  public var stroke: Stroke?
  /// An opacity the text is composited with as one group (its fill and stroke painted
  /// first): the layer's inherited opacity when the text has a fill and a stroke, which
  /// overlap; 1 when that opacity is folded into the colours.
  public var groupOpacity: Double = 1
  /// The text animators (presentation values), evaluated per character when the text is
  /// laid out (docs/scene-format.md §Text animators).
  public var animators: [TextAnimator] = []
  /// Which characters the animators scale and rotate together.
  public var animatorGrouping: TextAnimatorGrouping = .characters
  /// Moves each group's anchor (``TextState/textAnimatorGroupingAlignment``).
  public var animatorGroupingAlignment: CGPoint = .zero

  /// The stroke of a text run's glyph outlines.
  public struct Stroke: Sendable, Hashable {
    /// The colour (non-premultiplied sRGB; the inherited opacity applied unless the run
    /// has a ``TextRun/groupOpacity``).
    public var color: RGBA
    /// The width in path units, centred on the outlines (animators may add to it).
    public var width: Double
    /// Whether the stroke is painted before the fill (fill over stroke).
    public var isUnderFill: Bool

    /// A stroke.
    public init(color: RGBA, width: Double, isUnderFill: Bool = false) {
      self.color = color
      self.width = width
      self.isUnderFill = isUnderFill
    }
  }

  /// A text run.
  public init(
    string: String, fontFamily: String, fontSize: Double, color: RGBA,
    alignment: Alignment = .natural, isWrapped: Bool = false, truncation: Truncation = .none,
    frame: CGRect, transform: CGAffineTransform = .identity, contentsScale: Double = 1
  ) {
    self.string = string
    self.fontFamily = fontFamily
    self.fontSize = fontSize
    self.color = color
    self.alignment = alignment
    self.isWrapped = isWrapped
    self.truncation = truncation
    self.frame = frame
    self.transform = transform
    self.contentsScale = contentsScale
  }
}
