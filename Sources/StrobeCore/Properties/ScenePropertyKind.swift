/// The kind of value a layer property takes under its key in a scene file.
///
/// StrobeCore's description of the scene side of a property table row, so that a property's
/// scene facts are declared once, with the property; StrobeScene's `SceneValueKind` maps
/// each case to the decoder of the same name (docs/scene-format.md §Values).
package enum ScenePropertyKind: Sendable, Hashable {
  /// Any finite number.
  case number
  /// A number ≥ 0.
  case nonNegativeNumber
  /// A number > 0.
  case positiveNumber
  /// A whole number ≥ 0.
  case count
  /// `true` or `false`.
  case bool
  /// `[x, y]`.
  case point
  /// `[w, h]`.
  case size
  /// `[x, y, w, h]` as written.
  case rect
  /// `[x, y, w, h]` standardised (`frame` and `bounds`).
  case layerRect
  /// A colour or `null`.
  case color
  /// A transform.
  case transform
  /// A path or `null`.
  case path
  /// Any string.
  case string
  /// One of the listed names.
  case choice([String])
  /// A dash pattern: a list of numbers or `null`.
  case dashPattern
  /// A list of numbers or `null`.
  case numberList
  /// A list of colours or `null`.
  case colorList
  /// A list of corner names.
  case cornerMask
  /// An image file reference or `data:` URI, or `null`.
  case contents
  /// A time-remapping curve object.
  case timeRemap
  /// A list of text animator objects.
  case textAnimators
}
