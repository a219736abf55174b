import Foundation
import StrobeGeometry

extension AnimatableProperty {
  /// The animatable key paths of `CAReplicatorLayer`: `instanceCount` (interpolated as a
  /// number, rounded down to a whole count), `instanceDelay`, `instanceTransform` (and its
  /// sub-keys `instanceTransform.rotation.z`…), `instanceColor` and the four colour offsets.
  ///
  /// On a layer that is not a replicator they read `null` and writes are ignored.
  static let replicatorProperties: [AnimatableProperty] = {
    func number(
      _ name: String, get: @escaping @Sendable (ReplicatorState) -> Double,
      set: @escaping @Sendable (inout ReplicatorState, Double) -> Void
    ) -> AnimatableProperty {
      AnimatableProperty(
        keyPath: name, kind: .number, isShapeProperty: false,
        get: { v in v.replicator.map { .number(get($0)) } ?? .null },
        set: { v, value in
          if case .number(let n) = value, v.replicator != nil { set(&v.replicator!, n) }
        })
    }
    var list: [AnimatableProperty] = [
      number(
        "instanceCount", get: { Double($0.instanceCount) },
        set: { r, n in
          if n.isFinite { r.instanceCount = Int(max(min(n, 1e9), -1e9).rounded(.down)) }
        }),
      number("instanceDelay", get: { $0.instanceDelay }, set: { $0.instanceDelay = $1 }),
      number(
        "instanceRedOffset", get: { Double($0.instanceRedOffset) },
        set: { $0.instanceRedOffset = Float($1) }),
      number(
        "instanceGreenOffset", get: { Double($0.instanceGreenOffset) },
        set: { $0.instanceGreenOffset = Float($1) }),
      number(
        "instanceBlueOffset", get: { Double($0.instanceBlueOffset) },
        set: { $0.instanceBlueOffset = Float($1) }),
      number(
        "instanceAlphaOffset", get: { Double($0.instanceAlphaOffset) },
        set: { $0.instanceAlphaOffset = Float($1) }),
      AnimatableProperty(
        keyPath: "instanceTransform", kind: .transform, isShapeProperty: false,
        get: { v in v.replicator.map { .transform($0.instanceTransform) } ?? .null },
        set: { v, value in
          if case .transform(let t) = value, v.replicator != nil {
            v.replicator!.instanceTransform = t
          }
        }),
      AnimatableProperty(
        keyPath: "instanceColor", kind: .color, isShapeProperty: false,
        get: { v in
          guard let r = v.replicator else { return .null }
          return r.instanceColor.map { .color($0) } ?? .null
        },
        set: { v, value in
          guard v.replicator != nil else { return }
          switch value {
          case .color(let c): v.replicator!.instanceColor = c
          case .null: v.replicator!.instanceColor = nil
          default: break
          }
        }),
    ]
    for component in TransformComponent.allCases {
      list.append(
        AnimatableProperty(
          keyPath: "instanceTransform.\(component.rawValue)",
          kind: component.isScalar ? .number : .size, isShapeProperty: false,
          get: { v in v.replicator.map { $0.instanceTransform.value(of: component) } ?? .null },
          set: { v, value in
            if let t = v.replicator?.instanceTransform.replacing(component, with: value) {
              v.replicator!.instanceTransform = t
            }
          }))
    }
    return list
  }()
}
