/// Which characters a ``CATextLayer``'s text animators scale and rotate together (a Strobe
/// extension: After Effects' Anchor Point Grouping).
public enum TextAnimatorGrouping: String, Sendable, Hashable, CaseIterable {
  /// Each character about its own anchor: the middle of its advance on the baseline.
  case characters
  /// The characters of a word about the word's middle (a word ends at a space or line
  /// break, the space included; its advance is the word's without the space).
  case words
  /// The characters of a line about the line's middle.
  case lines
}
