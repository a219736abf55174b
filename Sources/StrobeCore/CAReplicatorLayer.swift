import Foundation
import StrobeGeometry

/// A layer that draws its sublayers several times, each copy with a cumulative transform,
/// colour and time delay: Core Animation's `CAReplicatorLayer`.
///
/// Copy k (k = 0 … ``instanceCount`` − 1, copy 0 being the sublayers themselves) is drawn:
/// - transformed by ``instanceTransform`` applied k times, about the centre of the
///   replicator's bounds, in its sublayer space (CAReplicatorLayer.h: "the matrix applied to
///   instance k−1 to produce instance k … relative to the center of the replicator layer");
/// - with every colour of its subtree multiplied by ``instanceColor`` plus k times the
///   colour offsets (each component clamped to 0…1);
/// - showing its subtree as it is at time t − k·``instanceDelay`` (its animations delayed).
///
/// Copies are drawn in order 0, 1, …, each flattened into the replicator's plane
/// (`preservesDepth` is not modelled: it stays false).
open class CAReplicatorLayer: CALayer {
  /// The replicator-specific model values.
  public var replicatorModel = ReplicatorState()

  /// A replicator layer with Core Animation's defaults.
  public override init() { super.init() }

  /// A layer with the defaults (see `CALayer.init(coder:)`).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// A copy of `layer`'s properties (replicator properties too when it is a replicator).
  public override init(layer: Any) {
    super.init(layer: layer)
    if let r = layer as? CAReplicatorLayer { replicatorModel = r.replicatorModel }
  }

  /// The number of copies, the original included (default 1).
  public var instanceCount: Int {
    get { replicatorModel.instanceCount }
    set { CAReplicatorLayer.replicatorProperties.instanceCount.set(newValue, on: self) }
  }
  /// The delay in seconds between successive copies' timelines (default 0).
  public var instanceDelay: CFTimeInterval {
    get { replicatorModel.instanceDelay }
    set { CAReplicatorLayer.replicatorProperties.instanceDelay.set(newValue, on: self) }
  }
  /// The transform from copy k − 1 to copy k, about the bounds' centre (default identity).
  public var instanceTransform: CATransform3D {
    get { replicatorModel.instanceTransform }
    set { CAReplicatorLayer.replicatorProperties.instanceTransform.set(newValue, on: self) }
  }
  /// The colour multiplying the first copy (default opaque white).
  public var instanceColor: CGColor? {
    get { replicatorModel.instanceColor }
    set { CAReplicatorLayer.replicatorProperties.instanceColor.set(newValue, on: self) }
  }
  /// Added to the red component of each successive copy's colour (default 0).
  public var instanceRedOffset: Float {
    get { replicatorModel.instanceRedOffset }
    set { CAReplicatorLayer.replicatorProperties.instanceRedOffset.set(newValue, on: self) }
  }
  /// Added to the green component of each successive copy's colour (default 0).
  public var instanceGreenOffset: Float {
    get { replicatorModel.instanceGreenOffset }
    set { CAReplicatorLayer.replicatorProperties.instanceGreenOffset.set(newValue, on: self) }
  }
  /// Added to the blue component of each successive copy's colour (default 0).
  public var instanceBlueOffset: Float {
    get { replicatorModel.instanceBlueOffset }
    set { CAReplicatorLayer.replicatorProperties.instanceBlueOffset.set(newValue, on: self) }
  }
  /// Added to the alpha component of each successive copy's colour (default 0).
  public var instanceAlphaOffset: Float {
    get { replicatorModel.instanceAlphaOffset }
    set { CAReplicatorLayer.replicatorProperties.instanceAlphaOffset.set(newValue, on: self) }
  }

  /// The layer's animatable values, with the replicator part.
  public override var animatedModel: AnimatedValues {
    AnimatedValues(layer: modelState, replicator: replicatorModel)
  }

  /// The replicator content of a snapshot (copies filled in by the presentation).
  open override func presentationContent() -> PresentationLayer.Content {
    .replicator(ReplicatorContent(state: replicatorModel))
  }
}
