import Foundation
import StrobeGeometry

/// The properties a ``CATextLayer`` adds to ``LayerState``, as one value.
///
/// Defaults are Core Animation's (core-animation-semantics.md §2.4).
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

  /// A state with every property at Core Animation's default.
  public init() {}
}
