import Foundation
import StrobeGeometry

/// The properties `CAShapeLayer` adds (docs/core-animation-semantics.md §2.2), in the scene
/// format's order: one row each.
package struct CAShapeLayerPropertyTable: LayerPropertyTable {
  /// A row of this table.
  package typealias Property<V: Sendable & Equatable> = LayerProperty<ShapeState, V>

  package let path = Property.animatable(
    "path", \.path, action: .none, setter: .direct, scene: .path, svg: .pathData)
  package let fillColor = Property.animatable(
    "fillColor", \.fillColor, action: .basic, inViewBlocks: true, scene: .color, svg: .shapeFill)
  package let fillRule = Property.choice(
    "fillRule", \.fillRule, names: ["nonZero", "evenOdd"],
    value: { $0 == "evenOdd" ? .evenOdd : .nonZero },
    name: { $0 == .evenOdd ? "evenOdd" : "nonZero" })
  package let strokeColor = Property.animatable(
    "strokeColor", \.strokeColor, action: .basic, inViewBlocks: true, scene: .color,
    svg: .shapeStroke)
  package let lineWidth = Property.animatable(
    "lineWidth", \.lineWidth, action: .basic, inViewBlocks: true,
    slot: .shapeNumber(.lineWidth), scene: .number, svg: .shapeLineWidth)
  package let lineCap = Property.choice(
    "lineCap", \.lineCap, names: ["butt", "round", "square"], fallback: .butt)
  package let lineJoin = Property.choice(
    "lineJoin", \.lineJoin, names: ["miter", "round", "bevel"], fallback: .miter)
  package let miterLimit = Property.animatable(
    "miterLimit", \.miterLimit, action: .basic, inViewBlocks: true, scene: .number)
  package let strokeStart = Property.animatable(
    "strokeStart", \.strokeStart, action: .basic, inViewBlocks: true,
    slot: .shapeNumber(.strokeStart), scene: .number, svg: .trimStart)
  package let strokeEnd = Property.animatable(
    "strokeEnd", \.strokeEnd, action: .basic, inViewBlocks: true,
    slot: .shapeNumber(.strokeEnd), scene: .number, svg: .trimEnd)
  package let lineDashPattern = Property.animatable(
    "lineDashPattern", \.lineDashPattern, action: .none, scene: .dashPattern)
  package let lineDashPhase = Property.animatable(
    "lineDashPhase", \.lineDashPhase, action: .basic, inViewBlocks: true, scene: .number,
    svg: .dashPhase)

  /// The rows in declaration order (LayerPropertyTableTests checks this list against the
  /// stored properties, by reflection, so a row cannot be left out).
  package var rows: [LayerPropertyRow] {
    [
      path.row, fillColor.row, fillRule.row, strokeColor.row, lineWidth.row, lineCap.row,
      lineJoin.row, miterLimit.row, strokeStart.row, strokeEnd.row, lineDashPattern.row,
      lineDashPhase.row,
    ]
  }
}

extension CAShapeLayer {
  /// The table of the properties shape layers add.
  package static let shapeProperties = CAShapeLayerPropertyTable()
}
