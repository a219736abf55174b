import Foundation
import StrobeGeometry

/// One row of a layer class's property table: everything Strobe knows about one property,
/// declared once.
///
/// The animatable registry (``AnimatableProperty/named(_:)``), the implicit actions
/// (docs/core-animation-semantics.md §2, §9.2), `FixedTrack`'s fast slots, the scene keys
/// and their value kinds, the scene loader's apply step, the scene writer (`strobe eval`),
/// the JSON Schema and UIKit's animatable view keys are all read from the rows
/// (``LayerPropertyTables``). Rows are made by the ``LayerProperty`` builders (stored
/// properties) or ``unstored(_:in:setter:action:scene:sceneFields:written:schemaNote:)``.
package final class LayerPropertyRow: Sendable {
  /// How the scene writer writes the property.
  package enum SceneOutput: Sendable, Equatable {
    /// Always, defaults included.
    case always
    /// Only when it differs from the class's default (Strobe extensions a Core Animation
    /// document would not have).
    case unlessDefault
    /// Never: the value is baked into the rest of the snapshot (`frame`, layer timing, time
    /// remapping).
    case never
    /// Always this value: the snapshot holds one time, so the property's effect is baked in
    /// (`instanceDelay` 0).
    case constant(LayerPropertyValue)
  }

  /// The property's scene key and everything the scene side needs about it.
  package struct Scene: Sendable {
    /// The key in scene files (the Swift spelling; `gradientType` for Core Animation's
    /// `type`).
    package let key: String
    /// The kind of its values.
    package let kind: SceneValueKind
    /// The sub-key paths a scene resolves under the key: suffix and value kind.
    package let fields: [(suffix: String, kind: SceneValueKind)]
    /// How the writer writes it.
    package let output: SceneOutput
    /// A note for the JSON Schema (Strobe extensions say so), or nil.
    package let schemaNote: String?
  }

  /// The key-value name (`hidden`, `strokeEnd`): animations, actions and key-value coding
  /// use it.
  package let key: String
  /// The Swift property's name (`isHidden`): also accepted where a key path is.
  package let swiftName: String
  /// The class whose table holds the row.
  package let layerClass: LayerClass
  /// The property's animatable form, nil when it does not animate.
  package let animation: AnimatableProperty?
  /// The animatable forms of its fields (`position.x`) and components (`transform.scale`).
  package let fieldAnimations: [AnimatableProperty]
  /// The built-in action for a change of ``key``.
  package let implicitAction: LayerImplicitAction
  /// The built-in actions of sub-key paths (full key path; `transform.scale` is measured
  /// to have one).
  package let fieldActions: [String: LayerImplicitAction]
  /// Whether a view animates the key in a UIKit animation block.
  package let animatesInViewBlocks: Bool
  /// How the animated SVG writer shows the property when it changes (nil: the layer is
  /// sampled as a whole; docs/animated-output.md §Animated SVG).
  package let animatedSVG: AnimatedSVGMapping?
  /// The `FixedTrack` slots of the key and its sub-key paths (full key path).
  let fixedSlots: [String: FixedTrack.Slot]
  /// The scene side, nil for a property scenes do not have (`sublayers`, structure).
  package let scene: Scene?
  /// ``scene``'s kind (the loader reads it once per property it applies).
  package let sceneKind: SceneValueKind?
  /// The value in a presentation snapshot of the row's class, nil for another class or a
  /// property the snapshot does not hold.
  let read: (@Sendable (PresentationLayer) -> LayerPropertyValue?)?
  /// Whether the snapshot's value is the class default (nil: never at a default).
  let isDefault: (@Sendable (PresentationLayer) -> Bool)?
  /// Sets a value on a layer as the Swift setter does (implicit action included); false
  /// when the layer is of another class or the value of another form.
  let apply: (@Sendable (CALayer, LayerPropertyValue) -> Bool)?

  init(
    key: String, swiftName: String, layerClass: LayerClass, animation: AnimatableProperty?,
    fieldAnimations: [AnimatableProperty], implicitAction: LayerImplicitAction,
    fieldActions: [String: LayerImplicitAction], animatesInViewBlocks: Bool,
    fixedSlots: [String: FixedTrack.Slot], scene: Scene?,
    read: (@Sendable (PresentationLayer) -> LayerPropertyValue?)?,
    isDefault: (@Sendable (PresentationLayer) -> Bool)?,
    apply: (@Sendable (CALayer, LayerPropertyValue) -> Bool)?,
    animatedSVG: AnimatedSVGMapping? = nil
  ) {
    self.key = key
    self.swiftName = swiftName
    self.layerClass = layerClass
    self.animation = animation
    self.fieldAnimations = fieldAnimations
    self.implicitAction = implicitAction
    self.fieldActions = fieldActions
    self.animatesInViewBlocks = animatesInViewBlocks
    self.fixedSlots = fixedSlots
    self.scene = scene
    self.sceneKind = scene?.kind
    self.read = read
    self.isDefault = isDefault
    self.apply = apply
    self.animatedSVG = animatedSVG
  }

  /// The property's value in a snapshot of the row's class; nil for another class or a
  /// property the snapshot does not hold (`frame`, timing).
  package func value(in layer: PresentationLayer) -> LayerPropertyValue? { read?(layer) }

  /// The value the scene writer writes for `layer`, or nil when it writes none (another
  /// class, ``SceneOutput/never``, or ``SceneOutput/unlessDefault`` at the default).
  package func writtenValue(of layer: PresentationLayer) -> LayerPropertyValue? {
    guard let scene else { return nil }
    switch scene.output {
    case .never: return nil
    case .constant(let value): return read?(layer) == nil ? nil : value
    case .unlessDefault: if isDefault?(layer) ?? true { return nil }
    case .always: break
    }
    return read?(layer)
  }

  /// Sets `value` on `layer` through the property's setter (its implicit action included);
  /// false when `layer` is of another class, the value of another form, or the property
  /// cannot be set (`sublayers`).
  package func apply(_ value: LayerPropertyValue, to layer: CALayer) -> Bool {
    apply?(layer, value) ?? false
  }

  /// A row for a property that is not stored in the class's part (`frame`, the layer's
  /// timing, `timeRemap`) or a structural key with an action only (`sublayers`, no setter).
  ///
  /// It does not animate and is never written; a scene applies it through `setter`.
  static func unstored<L: CALayer, V: LayerValue>(
    _ key: String, in layerClass: LayerClass,
    setter: (ReferenceWritableKeyPath<L, V> & Sendable)?, action: LayerImplicitAction = .none,
    scene kind: SceneValueKind?, sceneFields: [(suffix: String, kind: SceneValueKind)] = [],
    written: SceneOutput = .never, schemaNote: String? = nil
  ) -> LayerPropertyRow {
    var apply: (@Sendable (CALayer, LayerPropertyValue) -> Bool)?
    if let setter {
      apply = { layer, value in
        guard let layer = layer as? L, let v = V(propertyValue: value) else { return false }
        layer[keyPath: setter] = v
        return true
      }
    }
    let scene = kind.map {
      Scene(key: key, kind: $0, fields: sceneFields, output: written, schemaNote: schemaNote)
    }
    return LayerPropertyRow(
      key: key, swiftName: key, layerClass: layerClass, animation: nil, fieldAnimations: [],
      implicitAction: action, fieldActions: [:], animatesInViewBlocks: false, fixedSlots: [:],
      scene: scene, read: nil, isDefault: nil, apply: apply)
  }

  /// A structural key that is not a property but has a built-in action (`sublayers`, whose
  /// change fades, asked of the superlayer; docs/core-animation-semantics.md §2.1).
  static func structural(
    _ key: String, in layerClass: LayerClass, action: LayerImplicitAction
  ) -> LayerPropertyRow {
    LayerPropertyRow(
      key: key, swiftName: key, layerClass: layerClass, animation: nil, fieldAnimations: [],
      implicitAction: action, fieldActions: [:], animatesInViewBlocks: false, fixedSlots: [:],
      scene: nil, read: nil, isDefault: nil, apply: nil)
  }
}
