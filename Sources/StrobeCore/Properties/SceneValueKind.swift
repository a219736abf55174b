/// The type a scene key expects.
///
/// Declared in StrobeCore, beside the property tables, so that each row states its scene kind
/// with the property (docs/scene-format.md §Values); StrobeScene decodes each kind into a
/// `SceneValue` (`decode(_:)`).
public enum SceneValueKind: Sendable, Hashable {
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
  /// `[x, y, w, h]` standardised (negative sizes flipped), for `frame` and `bounds`.
  case layerRect
  /// A colour or `null`.
  case color
  /// A transform.
  case transform
  /// A path or `null`.
  case path
  /// Any string.
  case string
  /// A string, or `null` for none (a text layer's `string`, which `strobe eval` writes as
  /// `null` when the layer has no text).
  case optionalString
  /// One of the listed strings.
  case choice([String])
  /// A list of numbers or `null` (dash patterns; a negative or all-zero entry makes the
  /// renderer draw a solid line, so any finite number is accepted).
  case dashPattern
  /// A list of numbers or `null`.
  case numberList
  /// A list of colours or `null`.
  case colorList
  /// A list of corner names (`minXMinY`, `maxXMinY`, `minXMaxY`, `maxXMaxY`).
  case cornerMask
  /// A PNG, JPEG or SVG file reference or a `data:` URI, or `null` for none.
  case contents
  /// A media timing function: a name or `[x1, y1, x2, y2]`.
  case timingFunction
  /// A Strobe time-remapping curve object (see SceneValueKind+TimeRemap.swift).
  case timeRemap
  /// A list of Strobe text animator objects (see SceneValueKind+TextAnimators.swift).
  case textAnimators
}
