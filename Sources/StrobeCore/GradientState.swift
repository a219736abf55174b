import Foundation
import StrobeGeometry

/// The properties a ``CAGradientLayer`` adds to ``LayerState``, as one value.
///
/// Defaults are Core Animation's (docs/core-animation-semantics.md §2.3). Points are in unit
/// coordinates of the bounds: (0, 0) is the bounds origin corner, (1, 1) the opposite one.
public struct GradientState: Sendable, Hashable {
  /// The gradient colours in order, nil or empty for nothing drawn (default nil).
  public var colors: [CGColor]?
  /// Stop positions 0…1, one per colour, or nil for stops spread uniformly `i/(n − 1)`
  /// (default nil).
  ///
  /// A list whose count differs from the colours' is ignored (uniform stops), as is a
  /// non-finite entry.
  public var locations: [CGFloat]?
  /// Start point in unit bounds coordinates (default (0.5, 0)).
  public var startPoint = CGPoint(x: 0.5, y: 0)
  /// End point in unit bounds coordinates (default (0.5, 1)).
  public var endPoint = CGPoint(x: 0.5, y: 1)
  /// Axial, radial or conic (default axial).
  public var type: CAGradientLayerType = .axial

  /// A state with every property at Core Animation's default.
  public init() {}
}
