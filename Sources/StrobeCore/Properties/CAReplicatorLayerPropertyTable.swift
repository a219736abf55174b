import Foundation
import StrobeGeometry

/// The properties `CAReplicatorLayer` adds, in the scene format's order: one row each.
///
/// Every one animates (CAReplicatorLayer.h); none has a built-in action. On a layer that is
/// not a replicator their keys read `null` and writes are ignored. `strobe eval` writes
/// `instanceDelay` 0: a snapshot shows the delayed copies as they are at its time.
package struct CAReplicatorLayerPropertyTable: LayerPropertyTable {
  /// A row of this table.
  package typealias Property<V: Sendable & Equatable> = LayerProperty<ReplicatorState, V>

  package let instanceCount = Property.animatable(
    "instanceCount", \.instanceCount, action: .none, scene: .count)
  package let instanceTransform = Property.animatable(
    "instanceTransform", \.instanceTransform, fields: .animatable, action: .none,
    scene: .transform)
  package let instanceDelay = Property.animatable(
    "instanceDelay", \.instanceDelay, action: .none, scene: .number,
    written: .constant(.number(0)))
  package let instanceColor = Property.animatable(
    "instanceColor", \.instanceColor, action: .none, scene: .color)
  package let instanceRedOffset = Property.animatable(
    "instanceRedOffset", \.instanceRedOffset, action: .none, scene: .number)
  package let instanceGreenOffset = Property.animatable(
    "instanceGreenOffset", \.instanceGreenOffset, action: .none, scene: .number)
  package let instanceBlueOffset = Property.animatable(
    "instanceBlueOffset", \.instanceBlueOffset, action: .none, scene: .number)
  package let instanceAlphaOffset = Property.animatable(
    "instanceAlphaOffset", \.instanceAlphaOffset, action: .none, scene: .number)

  /// The rows in declaration order (LayerPropertyTableTests checks this list against the
  /// stored properties, by reflection, so a row cannot be left out).
  package var rows: [LayerPropertyRow] {
    [
      instanceCount.row, instanceTransform.row, instanceDelay.row, instanceColor.row,
      instanceRedOffset.row, instanceGreenOffset.row, instanceBlueOffset.row,
      instanceAlphaOffset.row,
    ]
  }
}

extension CAReplicatorLayer {
  /// The table of the properties replicator layers add.
  package static let replicatorProperties = CAReplicatorLayerPropertyTable()
}
