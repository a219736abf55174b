/// The layer classes that have a property table of their own.
///
/// `CATransformLayer` adds no property to `CALayer`'s, so it has none.
package enum LayerClass: Sendable, Hashable, CaseIterable {
  /// `CALayer`: the properties every layer has.
  case layer
  /// `CAShapeLayer`.
  case shape
  /// `CAGradientLayer`.
  case gradient
  /// `CATextLayer`.
  case text
  /// `CAReplicatorLayer`.
  case replicator

  /// Whether `layer` is of this class (or a subclass of it).
  package func includes(_ layer: CALayer) -> Bool {
    switch self {
    case .layer: return true
    case .shape: return layer is CAShapeLayer
    case .gradient: return layer is CAGradientLayer
    case .text: return layer is CATextLayer
    case .replicator: return layer is CAReplicatorLayer
    }
  }
}
