import Foundation
import StrobeGeometry

/// A stored property of a layer class, typed: its table row and where its value lives in
/// the class's part (``LayerPartState``).
///
/// The table structs (``CALayerPropertyTable``…) declare one per property; the Swift
/// setters name their key through it (`CALayer.layerProperties.opacity.set(newValue, on:
/// self)`), so a key string is written once, in the row.
package struct LayerProperty<State: LayerPartState, Value: Sendable & Equatable>: Sendable {
  /// What the Swift setter does besides storing the value.
  package enum Setter: Sendable {
    /// Records the pre-change state for transitions and runs the implicit action (looked
    /// up even for keys without a built-in one: the delegate and `actions` may have one).
    case implicit
    /// Records the pre-change state only (no action: `string`, `isWrapped`, gradient
    /// `type`).
    case silent
    /// Stores only (`path`, `shadowPath`: Core Animation's path setters copy the value and
    /// never animate).
    case direct
  }

  /// The row.
  package let row: LayerPropertyRow
  /// Where the value lives in the part.
  package let storage: WritableKeyPath<State, Value> & Sendable
  /// The setter's behaviour.
  package let setter: Setter

  /// The key-value name.
  package var key: String { row.key }

  /// Sets the model value as the property's Swift setter does (see ``Setter``).
  package func set(_ value: Value, on layer: State.Layer) {
    Self.store(value, on: layer, key: row.key, animation: row.animation, at: storage, setter)
  }

  /// The body of ``set(_:on:)``, shared with the row's apply step (built before the row).
  @inline(__always)
  static func store(
    _ value: Value, on layer: State.Layer, key: String, animation: AnimatableProperty?,
    at storage: WritableKeyPath<State, Value>, _ setter: Setter
  ) {
    switch setter {
    case .implicit:
      let old = layer.wantsAction(key) ? animation?.get(layer.animatedModel) ?? .null : nil
      TransactionStack.current.recordPreChange(layer)
      State.modify(layer) { $0[keyPath: storage] = value }
      if let old { layer.runAction(key, from: old) }
    case .silent:
      TransactionStack.current.recordPreChange(layer)
      State.modify(layer) { $0[keyPath: storage] = value }
    case .direct:
      State.modify(layer) { $0[keyPath: storage] = value }
    }
  }

  /// A row for the property (see the builders).
  private init(
    _ key: String, _ storage: WritableKeyPath<State, Value> & Sendable, swiftName: String?,
    animation: AnimatableProperty?, fieldAnimations: [AnimatableProperty],
    sceneFields: [(suffix: String, kind: SceneValueKind)], action: LayerImplicitAction,
    fieldActions: [String: LayerImplicitAction], inViewBlocks: Bool, slot: FixedTrack.Slot?,
    fieldSlots: [String: FixedTrack.Slot], setter: Setter,
    applyThrough: (ReferenceWritableKeyPath<State.Layer, Value> & Sendable)?,
    scene kind: SceneValueKind?, sceneKey: String?, written: LayerPropertyRow.SceneOutput,
    schemaNote: String?, encode: @escaping @Sendable (Value) -> LayerPropertyValue,
    decode: @escaping @Sendable (LayerPropertyValue) -> Value?,
    svg: AnimatedSVGMapping? = nil
  ) {
    var slots: [String: FixedTrack.Slot] = [:]
    if let slot { slots[key] = slot }
    for (suffix, s) in fieldSlots { slots[key + "." + suffix] = s }
    let defaultValue = State()[keyPath: storage]
    let swift = swiftName ?? key
    row = LayerPropertyRow(
      key: key, swiftName: swift, layerClass: State.layerClass, animation: animation,
      fieldAnimations: fieldAnimations, implicitAction: action,
      fieldActions: Dictionary(uniqueKeysWithValues: fieldActions.map { (key + "." + $0, $1) }),
      animatesInViewBlocks: inViewBlocks, fixedSlots: slots,
      scene: kind.map {
        LayerPropertyRow.Scene(
          key: sceneKey ?? swift, kind: $0, fields: sceneFields, output: written,
          schemaNote: schemaNote)
      },
      read: { State.value(in: $0, storage).map(encode) },
      isDefault: { State.value(in: $0, storage).map { $0 == defaultValue } ?? true },
      apply: { layer, value in
        guard let layer = layer as? State.Layer, let v = decode(value) else { return false }
        if let applyThrough {
          layer[keyPath: applyThrough] = v
        } else {
          Self.store(v, on: layer, key: key, animation: animation, at: storage, setter)
        }
        return true
      }, animatedSVG: svg)
    self.storage = storage
    self.setter = setter
  }
}

extension LayerProperty where Value: AnimatableLayerValue {
  /// An animatable property: its registry entry (and its fields', when `fields` animate),
  /// built from the value type's conversions (``AnimatableLayerValue``).
  ///
  /// - Parameters:
  ///   - key: The key-value name.
  ///   - storage: Where the value lives in the part.
  ///   - swiftName: The Swift name when it differs (`isHidden`).
  ///   - fields: The sub-key paths (`.animatable`, `.sceneOnly`, `.none`).
  ///   - action: The built-in action (§2).
  ///   - inViewBlocks: Whether UIKit animation blocks animate it on a view's layer.
  ///   - slot: Its `FixedTrack` slot, if it has one; `fieldSlots` those of its sub-keys.
  ///   - fieldActions: Built-in actions of sub-keys, by suffix.
  ///   - setter: What its Swift setter does besides storing.
  ///   - applyThrough: A Swift property scenes set instead of the model (one with more
  ///     work in its setter, `bounds`).
  ///   - scene: Its scene kind, nil for no scene key.
  ///   - written: How `strobe eval` writes it.
  ///   - schemaNote: The JSON Schema's note.
  ///   - svg: How the animated SVG writer shows it (docs/animated-output.md §Animated SVG).
  static func animatable(
    _ key: String, _ storage: WritableKeyPath<State, Value> & Sendable, swiftName: String? = nil,
    fields: LayerFields<Value> = .none, action: LayerImplicitAction,
    inViewBlocks: Bool = false, slot: FixedTrack.Slot? = nil,
    fieldSlots: [String: FixedTrack.Slot] = [:],
    fieldActions: [String: LayerImplicitAction] = [:], setter: Setter = .implicit,
    applyThrough: (ReferenceWritableKeyPath<State.Layer, Value> & Sendable)? = nil,
    scene: SceneValueKind?, written: LayerPropertyRow.SceneOutput = .always,
    schemaNote: String? = nil, svg: AnimatedSVGMapping? = nil
  ) -> LayerProperty {
    var fieldAnimations: [AnimatableProperty] = []
    if fields.animatesInRegistry {
      for field in fields.fields {
        let name = key + "." + field.suffix
        switch field {
        case .number(_, let kp): fieldAnimations.append(State.animatable(name, storage, field: kp))
        case .point(_, let kp): fieldAnimations.append(State.animatable(name, storage, field: kp))
        case .size(_, let kp): fieldAnimations.append(State.animatable(name, storage, field: kp))
        case .component(let c, let read, let replacing):
          fieldAnimations.append(
            State.animatable(name, storage, component: c, read: read, replacing: replacing))
        }
      }
    }
    return LayerProperty(
      key, storage, swiftName: swiftName, animation: State.animatable(key, storage),
      fieldAnimations: fieldAnimations,
      sceneFields: fields.fields.map { ($0.suffix, $0.sceneKind) }, action: action,
      fieldActions: fieldActions, inViewBlocks: inViewBlocks, slot: slot, fieldSlots: fieldSlots,
      setter: setter, applyThrough: applyThrough, scene: scene, sceneKey: nil, written: written,
      schemaNote: schemaNote, encode: { $0.propertyValue },
      decode: { Value(propertyValue: $0) }, svg: svg)
  }
}

extension LayerProperty where Value: LayerValue {
  /// A stored property that does not animate (`isDoubleSided`, `maskedCorners`,
  /// `contents`, `fontStyle`…); parameters as for ``animatable(_:_:swiftName:fields:action:inViewBlocks:slot:fieldSlots:fieldActions:setter:applyThrough:scene:written:schemaNote:)``.
  static func stored(
    _ key: String, _ storage: WritableKeyPath<State, Value> & Sendable, swiftName: String? = nil,
    action: LayerImplicitAction = .none, setter: Setter = .implicit,
    scene: SceneValueKind?, sceneKey: String? = nil,
    written: LayerPropertyRow.SceneOutput = .always, schemaNote: String? = nil
  ) -> LayerProperty {
    LayerProperty(
      key, storage, swiftName: swiftName, animation: nil, fieldAnimations: [], sceneFields: [],
      action: action, fieldActions: [:], inViewBlocks: false, slot: nil, fieldSlots: [:],
      setter: setter, applyThrough: nil, scene: scene, sceneKey: sceneKey, written: written,
      schemaNote: schemaNote, encode: { $0.propertyValue },
      decode: { Value(propertyValue: $0) })
  }
}

extension LayerProperty {
  /// A property that takes one of a list of names (`lineCap`, `contentsGravity`…): it does
  /// not animate; scenes spell its values `names`.
  ///
  /// - Parameters:
  ///   - names: The scene names, in the order the scene format lists them.
  ///   - value: The value of a name (only listed names reach it).
  ///   - name: The name written for a value (nil writes `null`).
  static func choice(
    _ key: String, _ storage: WritableKeyPath<State, Value> & Sendable, swiftName: String? = nil,
    names: [String], value: @escaping @Sendable (String) -> Value,
    name: @escaping @Sendable (Value) -> String?, action: LayerImplicitAction = .none,
    setter: Setter = .implicit, sceneKey: String? = nil,
    written: LayerPropertyRow.SceneOutput = .always, schemaNote: String? = nil
  ) -> LayerProperty {
    LayerProperty(
      key, storage, swiftName: swiftName, animation: nil, fieldAnimations: [], sceneFields: [],
      action: action, fieldActions: [:], inViewBlocks: false, slot: nil, fieldSlots: [:],
      setter: setter, applyThrough: nil, scene: .choice(names), sceneKey: sceneKey,
      written: written, schemaNote: schemaNote, encode: { .string(name($0)) },
      decode: { v in
        guard case .string(let s?) = v else { return nil }
        return value(s)
      })
  }
}

extension LayerProperty where Value: RawRepresentable, Value.RawValue == String {
  /// A choice whose scene names are the raw values; a name without a value (none reaches
  /// it from a scene) gives `fallback`.
  static func choice(
    _ key: String, _ storage: WritableKeyPath<State, Value> & Sendable, swiftName: String? = nil,
    names: [String], fallback: Value, setter: Setter = .implicit,
    written: LayerPropertyRow.SceneOutput = .always, schemaNote: String? = nil
  ) -> LayerProperty {
    choice(
      key, storage, swiftName: swiftName, names: names,
      value: { Value(rawValue: $0) ?? fallback }, name: { $0.rawValue }, setter: setter,
      written: written, schemaNote: schemaNote)
  }
}
