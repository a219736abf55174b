/// Every layer class's property table and the views derived from them: the one place a
/// layer property is declared (docs/animation.md §Where a property lives).
///
/// The animatable registry (``AnimatableProperty/named(_:)``), the implicit-action keys
/// (`CALayer.lookUpAction(forKey:)`), `FixedTrack`'s slots, the scene keys and the scene
/// writer, the JSON Schema and UIKit's animatable view keys read these views, never a list
/// of their own.
package enum LayerPropertyTables {
  /// `CALayer`'s rows.
  package static let layer: [LayerPropertyRow] = CALayer.layerProperties.rows
  /// `CAShapeLayer`'s rows.
  package static let shape: [LayerPropertyRow] = CAShapeLayer.shapeProperties.rows
  /// `CAGradientLayer`'s rows.
  package static let gradient: [LayerPropertyRow] = CAGradientLayer.gradientProperties.rows
  /// `CATextLayer`'s rows.
  package static let text: [LayerPropertyRow] = CATextLayer.textProperties.rows
  /// `CAReplicatorLayer`'s rows.
  package static let replicator: [LayerPropertyRow] =
    CAReplicatorLayer.replicatorProperties.rows

  /// The rows of one class's table.
  package static func rows(of layerClass: LayerClass) -> [LayerPropertyRow] {
    switch layerClass {
    case .layer: return layer
    case .shape: return shape
    case .gradient: return gradient
    case .text: return text
    case .replicator: return replicator
    }
  }

  /// Every row of every table.
  package static let all: [LayerPropertyRow] = LayerClass.allCases.flatMap(rows(of:))

  /// The animatable key paths: each row's own and its fields' (the registry).
  package static let animatableProperties: [String: AnimatableProperty] = {
    var registry: [String: AnimatableProperty] = [:]
    for row in all {
      if let p = row.animation { registry[p.keyPath] = p }
      for p in row.fieldAnimations { registry[p.keyPath] = p }
    }
    return registry
  }()

  /// Swift spellings of key-value names (`isHidden` → `hidden`).
  package static let swiftAliases: [String: String] = Dictionary(
    uniqueKeysWithValues: all.filter { $0.swiftName != $0.key }.map { ($0.swiftName, $0.key) })

  /// The keys (and sub-key paths) whose built-in action is `action`.
  package static func keys(withAction action: LayerImplicitAction) -> Set<String> {
    var keys: Set<String> = []
    for row in all {
      if row.implicitAction == action { keys.insert(row.key) }
      for (keyPath, a) in row.fieldActions where a == action { keys.insert(keyPath) }
    }
    return keys
  }

  /// The keys whose built-in action is a `CABasicAnimation`.
  package static let basicActionKeys = keys(withAction: .basic)
  /// The keys whose built-in action is a fade `CATransition`.
  package static let fadeActionKeys = keys(withAction: .fade)

  /// The keys a view animates in a UIKit animation block.
  package static let viewAnimatableKeys = Set(all.filter(\.animatesInViewBlocks).map(\.key))

  /// `FixedTrack`'s slot of each key path that has one.
  static let fixedSlots: [String: FixedTrack.Slot] = {
    var slots: [String: FixedTrack.Slot] = [:]
    for row in all { slots.merge(row.fixedSlots) { first, _ in first } }
    return slots
  }()

  /// The animated SVG writer's mapping of each key that has one, by layer class
  /// (docs/animated-output.md §Animated SVG).
  package static let animatedSVGMappings: [LayerClass: [String: AnimatedSVGMapping]] = {
    var mappings: [LayerClass: [String: AnimatedSVGMapping]] = [:]
    for c in LayerClass.allCases {
      for row in rows(of: c) {
        if let m = row.animatedSVG { mappings[c, default: [:]][row.key] = m }
      }
    }
    return mappings
  }()
}
