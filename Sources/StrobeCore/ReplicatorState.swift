import Foundation
import StrobeGeometry

/// The properties a ``CAReplicatorLayer`` adds to ``LayerState``, as one value.
///
/// Defaults are Core Animation's (CAReplicatorLayer.h): one instance, no delay, identity
/// instance transform, opaque white instance colour, zero colour offsets.
public struct ReplicatorState: Sendable, Hashable {
  /// The number of copies drawn, the original included (default 1; ≤ 0 draws none).
  public var instanceCount = 1
  /// The delay (seconds) between copies: copy k shows its subtree at time t − k·delay
  /// (default 0).
  public var instanceDelay: Double = 0
  /// The transform taking copy k − 1 to copy k, applied about the centre of the
  /// replicator's bounds in its sublayer space (default identity).
  public var instanceTransform: CATransform3D = .identity
  /// The colour the first copy is multiplied by (default opaque white; nil: white).
  public var instanceColor: CGColor? = .white
  /// Added to the red component of copy k − 1's colour to give copy k's (default 0).
  public var instanceRedOffset: Float = 0
  /// Added to the green component per copy (default 0).
  public var instanceGreenOffset: Float = 0
  /// Added to the blue component per copy (default 0).
  public var instanceBlueOffset: Float = 0
  /// Added to the alpha component per copy (default 0).
  public var instanceAlphaOffset: Float = 0

  /// A state with every property at Core Animation's default.
  public init() {}

  /// The multiplying colour of copy `k` (0-based): ``instanceColor`` plus `k` times the
  /// offsets, each component clamped to 0…1, as (red, green, blue, alpha).
  public func color(ofInstance k: Int) -> (r: Double, g: Double, b: Double, a: Double) {
    let c = instanceColor ?? .white
    func comp(_ base: CGFloat, _ offset: Float) -> Double {
      let v = Double(base) + Double(k) * Double(offset)
      return v.isNaN ? 0 : min(max(v, 0), 1)
    }
    return (
      comp(c.red, instanceRedOffset), comp(c.green, instanceGreenOffset),
      comp(c.blue, instanceBlueOffset), comp(c.alpha, instanceAlphaOffset)
    )
  }

  /// The transform of copy `k` in the replicator's sublayer space:
  /// `Tr(−c) · instanceTransformᵏ · Tr(c)` with `c` the centre of `bounds` (z = 0).
  ///
  /// This multiplies k matrices; a walk over copies 0, 1, 2 … carries the power instead
  /// (`power = power.concatenating(instanceTransform)` per copy, then
  /// ``transform(power:bounds:)``), which gives the same values in linear time.
  public func transform(ofInstance k: Int, bounds: CGRect) -> CATransform3D {
    guard k > 0 else { return .identity }
    var power = CATransform3D.identity
    for _ in 0..<k { power = power.concatenating(instanceTransform) }
    return transform(power: power, bounds: bounds)
  }

  /// `Tr(−c) · power · Tr(c)`, c the centre of `bounds`: the transform of the copy whose
  /// `instanceTransform`ᵏ is `power` (copy 0, k = 0: pass the identity and use `.identity`).
  public func transform(power: CATransform3D, bounds: CGRect) -> CATransform3D {
    CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
      .concatenating(power)
      .concatenating(CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
  }
}
