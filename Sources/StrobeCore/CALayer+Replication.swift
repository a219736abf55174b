import Foundation

extension CALayer {
  /// The replicator content of a snapshot at the layer's local time `local`: the animated
  /// replicator values and, when `instanceDelay ≠ 0`, the sublayers of every further copy
  /// evaluated at `local − k·instanceDelay`.
  func replicatorContent(
    _ state: ReplicatorState, local: Double, sublayers: [CALayer],
    overrides: TransactionStack.Before?
  ) -> PresentationLayer.Content {
    guard state.instanceDelay != 0, state.instanceDelay.isFinite, state.instanceCount > 1 else {
      return .replicator(ReplicatorContent(state: state))
    }
    let copies = (1..<state.instanceCount).map { k in
      sublayers.map {
        $0.presentationNode(
          parentTime: local - Double(k) * state.instanceDelay, overrides: overrides)
      }
    }
    return .replicator(ReplicatorContent(state: state, instances: copies))
  }
}
