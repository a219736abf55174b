import Foundation
import StrobeGeometry

/// A replicator's copies in order, k = 0 … `instanceCount` − 1, each with its transform and
/// multiplying colour: `instanceTransform`ᵏ carried from copy to copy (one matrix product
/// per copy, the values of ``ReplicatorState/transform(ofInstance:bounds:)``, which
/// multiplies k matrices).
///
/// The one walk over a replicator's copies, shared by every writer that draws them.
public struct ReplicatorInstances: Sequence, IteratorProtocol {
  /// One copy.
  public struct Instance {
    /// The copy's index k (0: the sublayers themselves).
    public let index: Int
    /// `instanceTransform`ᵏ.
    let power: CATransform3D
    let state: ReplicatorState
    let bounds: CGRect

    /// The copy's transform in the replicator's sublayer space (identity for copy 0).
    public var transform: CATransform3D {
      index == 0 ? .identity : state.transform(power: power, bounds: bounds)
    }

    /// The copy's multiplying colour (``ReplicatorState/color(ofInstance:)``).
    public var color: (r: Double, g: Double, b: Double, a: Double) {
      state.color(ofInstance: index)
    }
  }

  let state: ReplicatorState
  let bounds: CGRect
  var index = 0
  var power = CATransform3D.identity

  /// The copies of `state` for a replicator of `bounds` (none when `instanceCount` ≤ 0).
  public init(_ state: ReplicatorState, bounds: CGRect) {
    self.state = state
    self.bounds = bounds
  }

  /// The next copy, or nil after the last.
  public mutating func next() -> Instance? {
    guard index < state.instanceCount else { return nil }
    let instance = Instance(index: index, power: power, state: state, bounds: bounds)
    index += 1
    power = power.concatenating(state.instanceTransform)
    return instance
  }
}
