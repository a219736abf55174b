import Foundation
import StrobeGeometry

/// The properties a ``CAShapeLayer`` adds to ``LayerState``, as one value.
///
/// Defaults are Core Animation's (docs/core-animation-semantics.md §2.2).
public struct ShapeState: Sendable, Hashable {
  /// The shape to draw, in layer coordinates (default nil (nothing drawn)).
  public var path: PathData?
  /// Fill colour, nil for no fill (default opaque black).
  public var fillColor: CGColor? = .black
  /// Fill rule (default non-zero).
  public var fillRule: CAShapeLayerFillRule = .nonZero
  /// Stroke colour, nil for no stroke (default nil).
  public var strokeColor: CGColor?
  /// Stroke width (points, in layer space) (default 1).
  public var lineWidth: CGFloat = 1
  /// Cap at open ends (including trimmed ends) (default butt).
  public var lineCap: CAShapeLayerLineCap = .butt
  /// Join between segments (default miter).
  public var lineJoin: CAShapeLayerLineJoin = .miter
  /// Miter limit (default 10).
  public var miterLimit: CGFloat = 10
  /// Dash lengths (alternating painted/unpainted, path units), nil for solid (default nil).
  public var lineDashPattern: [CGFloat]?
  /// Offset into the dash pattern (default 0).
  public var lineDashPhase: CGFloat = 0
  /// Start of the stroked part, as a fraction 0…1 of the whole path's length (default 0).
  public var strokeStart: CGFloat = 0
  /// End of the stroked part, as a fraction 0…1 of the whole path's length (default 1).
  public var strokeEnd: CGFloat = 1

  /// A state with every property at Core Animation's default.
  public init() {}
}
