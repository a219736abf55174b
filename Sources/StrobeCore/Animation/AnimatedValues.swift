import Foundation
import StrobeGeometry

/// The animatable state of one layer.
///
/// Its ``LayerState`` and, for a shape, gradient or text layer, that subclass's state.
/// Animations read and write key paths on this value.
public struct AnimatedValues: Sendable, Hashable {
  /// The common layer properties.
  public var layer: LayerState
  /// The shape properties, or nil for a layer that is not a `CAShapeLayer`.
  public var shape: ShapeState?
  /// The replicator properties, or nil for a layer that is not a `CAReplicatorLayer`.
  public var replicator: ReplicatorState?
  /// The gradient properties, or nil for a layer that is not a `CAGradientLayer`.
  public var gradient: GradientState?
  /// The text properties, or nil for a layer that is not a `CATextLayer`.
  public var text: TextState?

  /// Values from a layer state and optional shape and replicator states.
  public init(layer: LayerState, shape: ShapeState? = nil, replicator: ReplicatorState? = nil) {
    self.layer = layer
    self.shape = shape
    self.replicator = replicator
  }
}
