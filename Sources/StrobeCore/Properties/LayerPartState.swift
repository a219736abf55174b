import Foundation
import StrobeGeometry

/// The value a layer class keeps its own properties in — ``LayerState`` for every layer,
/// ``ShapeState``, ``GradientState``, ``TextState`` and ``ReplicatorState`` for the
/// subclasses — and how a property table reaches it: in the layer (setters), in
/// ``AnimatedValues`` (animations) and in a ``PresentationLayer`` (the scene writer).
package protocol LayerPartState: Sendable, Hashable {
  /// The layer class that has this part.
  associatedtype Layer: CALayer
  /// The table the part's properties are in.
  static var layerClass: LayerClass { get }
  /// Whether an animatable key of this part reads `null` on a layer without the part
  /// (replicator keys); otherwise it reads zero of its kind (a plain layer's `strokeEnd`
  /// reads 0, its `fillColor` null).
  static var absentReadsNull: Bool { get }
  /// Every property at Core Animation's default.
  init()
  /// Changes the layer's model of this part in place.
  static func modify(_ layer: Layer, _ body: (inout Self) -> Void)
  /// A value of the part in animated values, nil when they have no such part.
  static func value<V>(in values: AnimatedValues, _ keyPath: KeyPath<Self, V>) -> V?
  /// Writes a value of the part in animated values (nothing when they have no such part).
  static func setValue<V>(
    in values: inout AnimatedValues, _ keyPath: WritableKeyPath<Self, V>, _ value: V)
  /// A value of the part in a presentation snapshot, nil for a snapshot of another class.
  static func value<V>(in layer: PresentationLayer, _ keyPath: KeyPath<Self, V>) -> V?
}

extension LayerPartState {
  /// What an animatable key of type `V` reads without the part.
  static func absent<V: AnimatableLayerValue>(_: V.Type) -> AnimatableValue {
    absentReadsNull ? .null : V.absentAnimatableValue
  }

  /// The registry property of the key `key`, stored at `keyPath`.
  static func animatable<V: AnimatableLayerValue>(
    _ key: String, _ keyPath: WritableKeyPath<Self, V> & Sendable
  ) -> AnimatableProperty {
    AnimatableProperty(
      keyPath: key, kind: V.animatableKind, isShapeProperty: layerClass == .shape,
      get: { value(in: $0, keyPath)?.animatableValue ?? absent(V.self) },
      set: { values, new in
        if let v = V.value(fromAnimatable: new) { setValue(in: &values, keyPath, v) }
      })
  }

  /// The registry property of the field `field` of the property at `keyPath`
  /// (`position.x`).
  static func animatable<V, F: AnimatableLayerValue>(
    _ key: String, _ keyPath: WritableKeyPath<Self, V> & Sendable,
    field: WritableKeyPath<V, F> & Sendable
  ) -> AnimatableProperty {
    AnimatableProperty(
      keyPath: key, kind: F.animatableKind, isShapeProperty: layerClass == .shape,
      get: { value(in: $0, keyPath)?[keyPath: field].animatableValue ?? absent(F.self) },
      set: { values, new in
        guard let v = F.value(fromAnimatable: new), var whole = value(in: values, keyPath)
        else { return }
        whole[keyPath: field] = v
        setValue(in: &values, keyPath, whole)
      })
  }

  /// The registry property of one component of the transform at `keyPath`
  /// (`transform.rotation.z`, §3.1): it reads the decomposed matrix's component and writes
  /// it back recomposed; without the part it reads `null`.
  static func animatable<V>(
    _ key: String, _ keyPath: WritableKeyPath<Self, V> & Sendable,
    component: TransformComponent, read: @escaping @Sendable (V) -> AnimatableValue,
    replacing: @escaping @Sendable (V, AnimatableValue) -> V?
  ) -> AnimatableProperty {
    AnimatableProperty(
      keyPath: key, kind: component.isScalar ? .number : .size,
      isShapeProperty: layerClass == .shape,
      get: { value(in: $0, keyPath).map(read) ?? .null },
      set: { values, new in
        if let whole = value(in: values, keyPath), let t = replacing(whole, new) {
          setValue(in: &values, keyPath, t)
        }
      })
  }
}
