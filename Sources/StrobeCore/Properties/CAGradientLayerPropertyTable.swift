import Foundation
import StrobeGeometry

/// The properties `CAGradientLayer` adds (docs/core-animation-semantics.md §2.3), in the
/// scene format's order: one row each.
///
/// Core Animation's `type` is `gradientType` in scenes. Arrays interpolate element-wise (§3.2); arrays of different lengths jump.
package struct CAGradientLayerPropertyTable: LayerPropertyTable {
  /// A row of this table.
  package typealias Property<V: Sendable & Equatable> = LayerProperty<GradientState, V>

  package let colors = Property.animatable(
    "colors", \.colors, action: .basic, inViewBlocks: true, scene: .colorList,
    svg: .gradientColors)
  package let locations = Property.animatable(
    "locations", \.locations, action: .basic, inViewBlocks: true, scene: .numberList,
    svg: .gradientLocations)
  package let startPoint = Property.animatable(
    "startPoint", \.startPoint, fields: .animatable, action: .basic, inViewBlocks: true,
    scene: .point, svg: .gradientStart)
  package let endPoint = Property.animatable(
    "endPoint", \.endPoint, fields: .animatable, action: .basic, inViewBlocks: true,
    scene: .point, svg: .gradientEnd)
  package let type = Property.choice(
    "type", \.type, names: ["axial", "radial", "conic"],
    value: { CAGradientLayerType(rawValue: $0) }, name: { $0.rawValue }, setter: .silent,
    sceneKey: "gradientType")

  /// The rows in declaration order (LayerPropertyTableTests checks this list against the
  /// stored properties, by reflection, so a row cannot be left out).
  package var rows: [LayerPropertyRow] {
    [
      colors.row, locations.row, startPoint.row, endPoint.row, type.row,
    ]
  }
}

extension CAGradientLayer {
  /// The table of the properties gradient layers add.
  package static let gradientProperties = CAGradientLayerPropertyTable()
}
