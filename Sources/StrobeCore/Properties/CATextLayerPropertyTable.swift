import Foundation
import StrobeGeometry

/// The properties `CATextLayer` adds (docs/core-animation-semantics.md §2.4) and Strobe's
/// text extensions (docs/scene-format.md §Text stroke, §Text animators), in the scene
/// format's order: one row each.
///
/// The extensions are written by `strobe eval` only when they differ from their defaults.
/// A text animator's values animate under `textAnimators.<name>.<key>`
/// (``AnimatableProperty/textAnimatorKeyPath(_:)``), not through a row.
package struct CATextLayerPropertyTable: LayerPropertyTable {
  /// A row of this table.
  package typealias Property<V: Sendable & Equatable> = LayerProperty<TextState, V>

  package let string = Property.stored("string", \.string, setter: .silent, scene: .optionalString)
  package let font = Property.stored("font", \.fontFamily, setter: .silent, scene: .string)
  package let fontSize = Property.animatable(
    "fontSize", \.fontSize, action: .basic, scene: .number)
  package let foregroundColor = Property.animatable(
    "foregroundColor", \.foregroundColor, action: .basic, scene: .color)
  package let alignmentMode = Property.choice(
    "alignmentMode", \.alignmentMode, names: ["natural", "left", "right", "center", "justified"],
    fallback: .natural, setter: .silent)
  package let isWrapped = Property.stored(
    "wrapped", \.isWrapped, swiftName: "isWrapped", setter: .silent, scene: .bool)
  package let truncationMode = Property.choice(
    "truncationMode", \.truncationMode, names: ["none", "start", "middle", "end"],
    fallback: .none, setter: .silent)
  package let fontStyle = Property.stored(
    "fontStyle", \.fontStyle, setter: .silent, scene: .string, written: .unlessDefault,
    schemaNote: "Strobe extension: style words for the font (Pango font description words "
      + "such as \"Bold Italic\"); empty for the regular face.")
  package let lineHeight = Property.stored(
    "lineHeight", \.lineHeight, setter: .silent, scene: .nonNegativeNumber,
    written: .unlessDefault,
    schemaNote: "Strobe extension: baseline-to-baseline distance in points; 0 for the font's "
      + "own; the first baseline is one font ascent below the top.")
  package let letterSpacing = Property.stored(
    "letterSpacing", \.letterSpacing, setter: .silent, scene: .number, written: .unlessDefault,
    schemaNote: "Strobe extension: extra space between characters in points (negative "
      + "tightens).")
  package let textLayout = Property.choice(
    "textLayout", \.textLayout, names: ["box", "point"], fallback: .box, setter: .silent,
    written: .unlessDefault,
    schemaNote: "Strobe extension: \"box\" (Core Animation's, the default) or \"point\": the "
      + "first baseline on the bounds' top edge, lines aligned on its left edge, mid x or "
      + "right edge, not wrapped or clipped.")
  package let textStrokeColor = Property.animatable(
    "textStrokeColor", \.textStrokeColor, action: .basic, scene: .color, written: .unlessDefault,
    schemaNote: "Strobe extension: the colour of a stroke centred on the glyph outlines "
      + "(mitred, limit 4); null (the default) for none.")
  package let textStrokeWidth = Property.animatable(
    "textStrokeWidth", \.textStrokeWidth, action: .basic, scene: .nonNegativeNumber,
    written: .unlessDefault,
    schemaNote: "Strobe extension: the stroke width in points (default 0: no stroke).")
  package let textPaintOrder = Property.choice(
    "textPaintOrder", \.textPaintOrder, names: TextPaintOrder.allCases.map(\.rawValue),
    fallback: .fillStroke, setter: .silent, written: .unlessDefault,
    schemaNote: "Strobe extension: \"fillStroke\" (the default: the stroke over the fill) or "
      + "\"strokeFill\" (the fill over the stroke).")
  package let textAnimators = Property.stored(
    "textAnimators", \.textAnimators, setter: .silent, scene: .textAnimators,
    written: .unlessDefault,
    schemaNote: "Strobe extension: text animators (After Effects' range selectors and the "
      + "changes they apply per character), in order; each value animatable as "
      + "textAnimators.<name>.<key>.")
  package let textAnimatorGrouping = Property.choice(
    "textAnimatorGrouping", \.textAnimatorGrouping,
    names: TextAnimatorGrouping.allCases.map(\.rawValue), fallback: .characters,
    setter: .silent, written: .unlessDefault,
    schemaNote: "Strobe extension: which characters the text animators scale and rotate "
      + "together (default characters).")
  package let textAnimatorGroupingAlignment = Property.stored(
    "textAnimatorGroupingAlignment", \.textAnimatorGroupingAlignment, setter: .silent,
    scene: .point, written: .unlessDefault,
    schemaNote: "Strobe extension: moves each group's anchor: x in halves of the group's "
      + "advance, y in 0.8568 font sizes (default [0, 0]).")

  /// The rows in declaration order (LayerPropertyTableTests checks this list against the
  /// stored properties, by reflection, so a row cannot be left out).
  package var rows: [LayerPropertyRow] {
    [
      string.row, font.row, fontSize.row, foregroundColor.row, alignmentMode.row, isWrapped.row,
      truncationMode.row, fontStyle.row, lineHeight.row, letterSpacing.row, textLayout.row,
      textStrokeColor.row, textStrokeWidth.row, textPaintOrder.row, textAnimators.row,
      textAnimatorGrouping.row, textAnimatorGroupingAlignment.row,
    ]
  }
}

extension CATextLayer {
  /// The table of the properties text layers add.
  package static let textProperties = CATextLayerPropertyTable()
}
