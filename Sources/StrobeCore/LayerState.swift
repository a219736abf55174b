import Foundation
import StrobeGeometry

/// Every displayable property of a ``CALayer``, as one value.
///
/// A layer's model values are stored in a `LayerState`; a presentation snapshot is a
/// `LayerState` with animations applied. Defaults are Core Animation's
/// (docs/core-animation-semantics.md §2.1). Paths are stored as ``PathData`` values and colours
/// as immutable ``CGColor``s, so the whole struct is `Sendable`.
public struct LayerState: Sendable, Hashable {
  /// The layer's own coordinate space rectangle (points) (default `.zero`).
  public var bounds: CGRect = .zero
  /// The anchor point's position in the superlayer (points) (default `.zero`).
  public var position: CGPoint = .zero
  /// The anchor point in unit coordinates of `bounds` (default (0.5, 0.5)).
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The anchor point's z coordinate (points) (default 0).
  public var anchorPointZ: CGFloat = 0
  /// The z position: sibling order key and a z translation (default 0).
  public var zPosition: CGFloat = 0
  /// The layer's transform, applied about the anchor point (default identity).
  public var transform: CATransform3D = .identity
  /// The transform applied to sublayers, about the anchor point (default identity).
  public var sublayerTransform: CATransform3D = .identity
  /// Whether the layer (and its sublayers) is not drawn (default false).
  public var isHidden = false
  /// Whether the back side shows when rotated away (default true).
  public var isDoubleSided = true
  /// Whether sublayers are drawn mirrored about the bounds' vertical centre (default false).
  public var isGeometryFlipped = false
  /// Whether sublayers (and contents) are clipped to the rounded bounds (default false).
  public var masksToBounds = false
  /// Opacity 0…1 (values outside are clamped when drawn) (default 1).
  public var opacity: Float = 1
  /// Whether opacity applies to the layer and its sublayers as one group (default true).
  public var allowsGroupOpacity = true
  /// Background colour, drawn inside the rounded bounds (default nil).
  public var backgroundColor: CGColor?
  /// Corner radius of the background, border and (with masksToBounds) the clip (default 0).
  public var cornerRadius: CGFloat = 0
  /// Which corners are rounded (default all).
  public var maskedCorners: CACornerMask = .all
  /// Circular or continuous corners (default circular).
  public var cornerCurve: CALayerCornerCurve = .circular
  /// Border width, drawn inside the bounds above the sublayers (default 0).
  public var borderWidth: CGFloat = 0
  /// Border colour (default opaque black).
  public var borderColor: CGColor? = .black
  /// Shadow colour (default opaque black).
  public var shadowColor: CGColor? = .black
  /// Shadow opacity 0…1 (default 0 (no shadow)).
  public var shadowOpacity: Float = 0
  /// Shadow offset (points) (default (0, −3)).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// Shadow blur radius (points) (default 3).
  public var shadowRadius: CGFloat = 3
  /// Shadow shape, or nil to use the layer's composited alpha (default nil).
  public var shadowPath: PathData?
  /// Backing-store pixels per point (default 1).
  public var contentsScale: CGFloat = 1
  /// The contents image, drawn after the background (default nil).
  public var contents: CGImage?
  /// How ``contents`` is placed in the bounds (default resize).
  public var contentsGravity: CALayerContentsGravity = .resize
  /// The part of the contents image shown, in unit coordinates of the image (default
  /// (0, 0, 1, 1): all of it).
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// The stretchable middle of the contents image, in unit coordinates of the image
  /// (default (0, 0, 1, 1): the whole image stretches); see ``CALayer/contentsCenter``.
  public var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// How the mask layer masks (a Strobe extension, default alpha); see ``LayerMaskMode``.
  public var maskMode: LayerMaskMode = .alpha
  /// The blend mode the layer's subtree composites with (Core Animation's
  /// `compositingFilter`; default nil: source-over, no group); see ``CompositingFilter``.
  public var compositingFilter: CompositingFilter?
  /// The standard deviation (points of the layer's space) of a Gaussian blur of the layer's
  /// drawing and sublayers (a Strobe extension, default 0: none); see ``CALayer/blurRadius``.
  public var blurRadius: CGFloat = 0

  /// A state with every property at Core Animation's default.
  public init() {}
}
