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

  /// Values from a layer state and an optional shape state.
  public init(layer: LayerState, shape: ShapeState? = nil) {
    self.layer = layer
    self.shape = shape
  }
}
