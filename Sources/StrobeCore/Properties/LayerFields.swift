import Foundation
import StrobeGeometry

/// The sub-key paths of a structured property: the fields of a point, size or rectangle
/// (`position.x`, `bounds.size.width`) and the components of a transform
/// (`transform.rotation.z`), docs/core-animation-semantics.md §3.1.
///
/// A row lists them once; the animatable registry and the scene's key paths are made from
/// the list. ``animatesInRegistry`` false keeps them to scene key paths (`frame.origin.x`,
/// `contentsRect.size` resolve in a scene but have no animatable form).
package struct LayerFields<Value>: Sendable {
  /// One sub-key path, named by its suffix after the property's key and a dot.
  package enum Field: Sendable {
    /// A `CGFloat` field (`x`, `size.width`).
    case number(String, WritableKeyPath<Value, CGFloat> & Sendable)
    /// A point field (`origin`).
    case point(String, WritableKeyPath<Value, CGPoint> & Sendable)
    /// A size field (`size`).
    case size(String, WritableKeyPath<Value, CGSize> & Sendable)
    /// A transform component (`rotation.z`, `translation`): how to read it from the whole
    /// value and write it back into one.
    case component(
      TransformComponent, read: @Sendable (Value) -> AnimatableValue,
      replacing: @Sendable (Value, AnimatableValue) -> Value?)

    /// The suffix after the property's key and a dot.
    package var suffix: String {
      switch self {
      case .number(let s, _), .point(let s, _), .size(let s, _): return s
      case .component(let c, _, _): return c.rawValue
      }
    }

    /// The scene kind of the field's values.
    package var sceneKind: SceneValueKind {
      switch self {
      case .number: return .number
      case .point: return .point
      case .size: return .size
      case .component(let c, _, _): return c.isScalar ? .number : .size
      }
    }
  }

  /// The fields, in the order the row lists them.
  package let fields: [Field]
  /// Whether the animatable registry has the fields (else only scenes resolve them).
  package let animatesInRegistry: Bool

  /// No sub-key paths.
  package static var none: LayerFields { LayerFields(fields: [], animatesInRegistry: false) }
}

/// A value with fields: a point, size, rectangle or transform.
package protocol StructuredLayerValue: Sendable {
  /// Its fields (§3.1).
  static var layerFields: [LayerFields<Self>.Field] { get }
}

extension LayerFields where Value: StructuredLayerValue {
  /// Every field, animatable and resolved in scenes.
  package static var animatable: LayerFields {
    LayerFields(fields: Value.layerFields, animatesInRegistry: true)
  }
  /// Every field, resolved in scenes only.
  package static var sceneOnly: LayerFields {
    LayerFields(fields: Value.layerFields, animatesInRegistry: false)
  }
}

extension CGPoint: StructuredLayerValue {
  package static var layerFields: [LayerFields<CGPoint>.Field] {
    [.number("x", \.x), .number("y", \.y)]
  }
}

extension CGSize: StructuredLayerValue {
  package static var layerFields: [LayerFields<CGSize>.Field] {
    [.number("width", \.width), .number("height", \.height)]
  }
}

extension CGRect: StructuredLayerValue {
  package static var layerFields: [LayerFields<CGRect>.Field] {
    [
      .point("origin", \.origin), .size("size", \.size), .number("origin.x", \.origin.x),
      .number("origin.y", \.origin.y), .number("size.width", \.size.width),
      .number("size.height", \.size.height),
    ]
  }
}

extension CATransform3D: StructuredLayerValue {
  package static var layerFields: [LayerFields<CATransform3D>.Field] {
    TransformComponent.allCases.map { c in
      .component(c, read: { $0.value(of: c) }, replacing: { $0.replacing(c, with: $1) })
    }
  }
}
