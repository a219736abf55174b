import Foundation
import StrobeGeometry

/// The presentation of a ``CAReplicatorLayer``: its replicator values and, when copies are
/// delayed, each copy's own snapshot of the sublayers.
public struct ReplicatorContent: Sendable, Hashable {
  /// The replicator values (animations applied).
  public var state: ReplicatorState
  /// The sublayers of copies 1 … instanceCount − 1, each evaluated at t − k·instanceDelay;
  /// empty when every copy shows the same snapshot as copy 0 (the layer's `sublayers`).
  public var instances: [[PresentationLayer]]

  /// Replicator content.
  public init(state: ReplicatorState, instances: [[PresentationLayer]] = []) {
    self.state = state
    self.instances = instances
  }

  /// The sublayers copy `k` shows, given copy 0's (`sublayers`).
  public func sublayers(ofInstance k: Int, base sublayers: [PresentationLayer])
    -> [PresentationLayer]
  {
    k > 0 && k - 1 < instances.count ? instances[k - 1] : sublayers
  }
}
