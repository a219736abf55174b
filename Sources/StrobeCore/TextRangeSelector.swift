import Foundation

/// Which characters of a text a ``TextAnimator`` changes, and how much: After Effects' range
/// selector, as Lottie text layers carry it (docs/scene-format.md §Text animators).
///
/// The text is divided into units (characters, characters without spaces, words or lines,
/// ``basedOn``); ``start``, ``end`` and ``offset`` select a range of them (in percent of the
/// units or in unit indexes, ``units``), and ``shape`` turns each unit's place in the range
/// into an amount 0…1, eased by ``easeHigh``/``easeLow``, sharpened by ``smoothness`` (square
/// shape) and scaled by ``amount``. ``coverage(ofUnit:unitCount:)`` computes it.
///
/// Strobe extension (Core Animation has no text animators). The numeric values are animatable
/// with the key paths `textAnimators.<name>.start`, `.end`, `.offset`, `.amount`,
/// `.easeHigh`, `.easeLow` and `.smoothness`.
public struct TextRangeSelector: Sendable, Hashable {
  /// What ``start``, ``end`` and ``offset`` count.
  public enum Units: String, Sendable, Hashable, CaseIterable {
    /// Percent of the units (0…100).
    case percentage
    /// Unit indexes (0 is before the first unit).
    case index
  }

  /// What a unit is.
  public enum Basis: String, Sendable, Hashable, CaseIterable {
    /// Every character, spaces included (line breaks are not characters).
    case characters
    /// Every character but spaces; a space takes the index of the character after it.
    case charactersExcludingSpaces
    /// Words: a unit ends at each space, line break and at the text's end.
    case words
    /// Lines: a unit ends at each line break and at the text's end.
    case lines
  }

  /// How a unit's place in the range becomes its amount.
  public enum Shape: String, Sendable, Hashable, CaseIterable {
    /// 1 inside the range, 0 outside; a unit the range's edge cuts gets the part inside.
    case square
    /// Rising from 0 at the range's start to 1 at its end, 1 after it.
    case rampUp
    /// Falling from 1 at the range's start to 0 at its end, 0 after it.
    case rampDown
    /// Rising to 1 at the range's middle and falling back to 0 at its end.
    case triangle
    /// A half circle over the range: `√(1 − x²)` with x −1…1.
    case round
    /// A raised cosine over the range: `(1 − cos 2πx) / 2` with x 0…1.
    case smooth
  }

  /// What the range values count (default percentage).
  public var units: Units = .percentage
  /// What a unit is (default characters).
  public var basedOn: Basis = .characters
  /// The amount curve over the range (default square).
  public var shape: Shape = .square
  /// The range's start, in ``units`` (default 0).
  public var start: CGFloat = 0
  /// The range's end, in ``units`` (default 100: all units in percentage).
  ///
  /// A start after the end is swapped with it.
  public var end: CGFloat = 100
  /// Added to ``start`` and ``end`` (default 0).
  public var offset: CGFloat = 0
  /// The largest amount, a fraction (default 1; −1…1 in After Effects, negative inverts
  /// the change).
  public var amount: CGFloat = 1
  /// Ease High, a fraction −1…1 (default 0): positive slows the amount's approach to 1,
  /// negative speeds it up.
  public var easeHigh: CGFloat = 0
  /// Ease Low, a fraction −1…1 (default 0): positive slows the amount's departure from 0.
  public var easeLow: CGFloat = 0
  /// Smoothness of the square shape's edges, a fraction 0…1 (default 1).
  ///
  /// At 0 a unit is either in (its part in the range at least one half) or out.
  public var smoothness: CGFloat = 1
  /// Whether the units are taken in a shuffled order (default false).
  ///
  /// The order is a fixed pseudo-random permutation of the unit indexes
  /// (``randomOrder(count:)``): the same on every render, where After Effects and the Lottie
  /// players draw a new random order.
  public var randomizesOrder = false

  /// A selector with every value at its default (the whole text, fully).
  public init() {}
}
