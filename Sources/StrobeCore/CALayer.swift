import Foundation
import StrobeGeometry

/// A Core Animation layer: geometry, look and a tree of sublayers.
///
/// The model tree is made of `CALayer` objects (reference types, as in Core Animation) and
/// is used from one thread at a time. Property defaults are Core Animation's
/// (core-animation-semantics.md §2.1). All displayable properties live in one value,
/// ``model``, so a presentation snapshot is a copy of it (see ``presentation(at:)``).
///
/// ```swift
/// let layer = CALayer()
/// layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
/// layer.position = CGPoint(x: 60, y: 40)
/// layer.frame   // (10, 15, 100, 50) with the default anchor point (0.5, 0.5)
/// ```
open class CALayer {
  /// The model values of every displayable property.
  public var model = LayerState()

  /// The layer's name (not unique; used by scene files and diagnostics).
  public var name: String?

  /// The superlayer, or nil for a root layer.
  ///
  /// Set by the sublayer methods.
  public internal(set) weak var superlayer: CALayer?

  /// The sublayers in order (backing store of `sublayers`).
  var sublayerList: [CALayer] = []

  func attach(to parent: CALayer) { superlayer = parent }
  func detach() { superlayer = nil }

  /// A layer with Core Animation's defaults.
  public init() {}

  /// A copy of `layer`'s properties (not its sublayers), like Core Animation's `init(layer:)`.
  public init(layer: CALayer) {
    model = layer.model
    name = layer.name
  }

  // MARK: Geometry

  /// The layer's bounds rectangle in its own coordinate space (points; standardised on set).
  public var bounds: CGRect {
    get { model.bounds }
    set { model.bounds = newValue.standardized }
  }
  /// The anchor point's position in the superlayer's coordinate space (points).
  public var position: CGPoint {
    get { model.position }
    set { model.position = newValue }
  }
  /// The anchor point in unit coordinates of the bounds; (0.5, 0.5) is the centre.
  public var anchorPoint: CGPoint {
    get { model.anchorPoint }
    set { model.anchorPoint = newValue }
  }
  /// The anchor point's z component (points).
  public var anchorPointZ: CGFloat {
    get { model.anchorPointZ }
    set { model.anchorPointZ = newValue }
  }
  /// The layer's z position: orders siblings (ascending) and translates along z.
  public var zPosition: CGFloat {
    get { model.zPosition }
    set { model.zPosition = newValue }
  }
  /// The transform applied to the layer about its anchor point.
  public var transform: CATransform3D {
    get { model.transform }
    set { model.transform = newValue }
  }
  /// The transform applied to the sublayers, about this layer's anchor point.
  public var sublayerTransform: CATransform3D {
    get { model.sublayerTransform }
    set { model.sublayerTransform = newValue }
  }
  /// The layer's frame in the superlayer.
  ///
  /// Derived from bounds, position, anchor point and transform (never stored). Setting it
  /// follows Core Animation's setter (see ``LayerState/setFrame(_:)``).
  public var frame: CGRect {
    get { model.frame }
    set { model.setFrame(newValue) }
  }
  /// The affine part of ``transform`` (Core Animation's `affineTransform()`).
  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(model.transform)
  }
  /// Sets ``transform`` from an affine transform (Core Animation's `setAffineTransform(_:)`).
  public func setAffineTransform(_ t: CGAffineTransform) {
    model.transform = CATransform3DMakeAffineTransform(t)
  }

  // MARK: Look

  /// Whether the layer and its sublayers are not drawn.
  public var isHidden: Bool {
    get { model.isHidden }
    set { model.isHidden = newValue }
  }
  /// Whether the layer shows its back side when rotated away from the viewer.
  public var isDoubleSided: Bool {
    get { model.isDoubleSided }
    set { model.isDoubleSided = newValue }
  }
  /// Whether sublayers are drawn mirrored about the bounds' vertical centre.
  public var isGeometryFlipped: Bool {
    get { model.isGeometryFlipped }
    set { model.isGeometryFlipped = newValue }
  }
  /// Whether sublayers are clipped to the (rounded) bounds.
  public var masksToBounds: Bool {
    get { model.masksToBounds }
    set { model.masksToBounds = newValue }
  }
  /// Opacity 0…1.
  public var opacity: Float {
    get { model.opacity }
    set { model.opacity = newValue }
  }
  /// Whether opacity composites the layer and its sublayers as one group.
  public var allowsGroupOpacity: Bool {
    get { model.allowsGroupOpacity }
    set { model.allowsGroupOpacity = newValue }
  }
  /// Background colour (nil: none).
  public var backgroundColor: CGColor? {
    get { model.backgroundColor }
    set { model.backgroundColor = newValue }
  }
  /// Corner radius (points).
  ///
  /// Not clamped, as in Core Animation.
  public var cornerRadius: CGFloat {
    get { model.cornerRadius }
    set { model.cornerRadius = newValue }
  }
  /// Which corners ``cornerRadius`` rounds.
  public var maskedCorners: CACornerMask {
    get { model.maskedCorners }
    set { model.maskedCorners = newValue }
  }
  /// Circular or continuous corners.
  public var cornerCurve: CALayerCornerCurve {
    get { model.cornerCurve }
    set { model.cornerCurve = newValue }
  }
  /// Border width (points), drawn inside the bounds.
  public var borderWidth: CGFloat {
    get { model.borderWidth }
    set { model.borderWidth = newValue }
  }
  /// Border colour (default opaque black).
  public var borderColor: CGColor? {
    get { model.borderColor }
    set { model.borderColor = newValue }
  }
  /// Shadow colour (default opaque black).
  public var shadowColor: CGColor? {
    get { model.shadowColor }
    set { model.shadowColor = newValue }
  }
  /// Shadow opacity (default 0).
  public var shadowOpacity: Float {
    get { model.shadowOpacity }
    set { model.shadowOpacity = newValue }
  }
  /// Shadow offset (default (0, −3)).
  public var shadowOffset: CGSize {
    get { model.shadowOffset }
    set { model.shadowOffset = newValue }
  }
  /// Shadow blur radius (default 3).
  public var shadowRadius: CGFloat {
    get { model.shadowRadius }
    set { model.shadowRadius = newValue }
  }
  /// Shadow shape (default nil: the layer's own alpha).
  public var shadowPath: CGPath? {
    get { model.shadowPath.map { CGPath(data: $0) } }
    set { model.shadowPath = newValue?.data }
  }
  /// Backing-store pixels per point (default 1).
  public var contentsScale: CGFloat {
    get { model.contentsScale }
    set { model.contentsScale = newValue }
  }

  // MARK: Presentation

  /// The subclass-specific content of a snapshot.
  ///
  /// Subclasses override this.
  open func presentationContent() -> PresentationLayer.Content { .plain }

  /// An immutable snapshot of this layer and its subtree at document time `time`.
  ///
  /// Until the animation engine lands this is the model tree's values (time is accepted so
  /// callers already name the time they render). Pure: the same model gives the same value.
  public func presentation(at time: TimeInterval) -> PresentationLayer {
    PresentationLayer(
      name: name, state: model, content: presentationContent(),
      sublayers: sublayerList.map { $0.presentation(at: time) })
  }
}
