import Foundation
import StrobeGeometry

extension AnimatableProperty {
  /// The property for `keyPath`, or nil when it is not an animatable key path.
  ///
  /// Swift spellings of Bool properties (`isHidden`, `isDoubleSided`…) resolve to their key-value
  /// names (`hidden`…). A text animator's keys are `textAnimators.<name>.<key>`
  /// (``TextAnimator/animatableKeys``).
  public static func named(_ keyPath: String) -> AnimatableProperty? {
    registry[aliases[keyPath] ?? keyPath] ?? textAnimatorProperty(keyPath)
  }

  /// Every canonical animatable key path, sorted (for suggestions and documentation).
  public static var allKeyPaths: [String] { registry.keys.sorted() }

  /// Swift spellings accepted for key-value names: the property tables' Swift names that
  /// differ from their keys.
  static var aliases: [String: String] { LayerPropertyTables.swiftAliases }

  /// Every animatable key path of `CALayer` and its subclasses (docs/core-animation-semantics.md
  /// §2, §3.1): the property tables' animatable rows, their struct fields (`position.x`,
  /// `bounds.size.width`…) and transform components (`transform.rotation.z`…).
  static var registry: [String: AnimatableProperty] { LayerPropertyTables.animatableProperties }
}
