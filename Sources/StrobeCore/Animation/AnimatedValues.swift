import Foundation
import StrobeGeometry

/// The animatable state of one layer.
///
/// Its ``LayerState`` and, for a shape layer, its ``ShapeState``. Animations read and write
/// key paths on this value.
public struct AnimatedValues: Sendable, Hashable {
  /// The common layer properties.
  public var layer: LayerState
  /// The shape properties, or nil for a layer that is not a `CAShapeLayer`.
  public var shape: ShapeState?
  /// The replicator properties, or nil for a layer that is not a `CAReplicatorLayer`.
  public var replicator: ReplicatorState?

  /// Values from a layer state and optional shape and replicator states.
  public init(layer: LayerState, shape: ShapeState? = nil, replicator: ReplicatorState? = nil) {
    self.layer = layer
    self.shape = shape
    self.replicator = replicator
  }
}
