import Foundation
import StrobeCore
import StrobeGeometry

/// A rectangular, layer-backed view (a minimal UIKit `UIView`).
///
/// Every view owns one layer (``layer``), created from ``layerClass`` when the view is
/// created, and is that layer's delegate. Geometry and look properties read and write the
/// layer: ``frame``, ``bounds``, ``center``, ``transform``, ``alpha``, ``isHidden``,
/// ``backgroundColor``, ``clipsToBounds``. Subviews' layers are sublayers of this layer.
///
/// **Actions.** As on iOS, a view's own layer does not animate implicitly: outside an
/// animation block the view answers `NSNull` from `action(for:forKey:)`, so
/// `view.alpha = 0.5` or `view.layer.cornerRadius = 8` change at once. Inside
/// ``animate(withDuration:delay:options:animations:completion:)`` the same changes animate
/// (see UIView+Animation.swift). Standalone sublayers (a `CAShapeLayer` added with
/// `layer.addSublayer`) keep Core Animation's implicit actions.
///
/// **Layout.** ``layoutSubviews()`` runs when the view needs layout (it does when created,
/// after ``setNeedsLayout()``, when its size changes, and when subviews are added): from
/// ``layoutIfNeeded()``, and — as UIKit's layout pass runs before the implicit transaction
/// commits — before pending changes are committed (`CATransaction.flush()`,
/// `DocumentClock.setTime(_:)`), at the start of
/// ``animate(withDuration:delay:options:animations:completion:)`` and before the render
/// helpers (UIView+Rendering.swift) draw; never at a bare `CATransaction.begin()`, which can
/// run inside the view's own `init`. A view's first layout (outside an animation block) does
/// not animate: the geometry its ``layoutSubviews()`` sets is committed with the view.
///
/// Not modelled: events and responders, Auto Layout, `draw(_:)`, windows and screens,
/// trait collections. Use from one thread at a time (like the layer tree).
open class UIView: CALayerDelegate {
  /// The backing layer (an instance of ``layerClass``); the view is its delegate.
  public let layer: CALayer

  /// The superview, or nil.
  public internal(set) weak var superview: UIView?

  /// The subviews, back to front.
  public internal(set) var subviews: [UIView] = []

  /// Whether ``layoutSubviews()`` is running (a subview resized by it does not mark this
  /// view again).
  var isLayingOut = false

  /// Whether ``layoutSubviews()`` has run once (the first layout does not animate).
  var hasBeenLaidOut = false

  /// An integer you can use to identify the view (default 0).
  open var tag = 0

  /// Stored for API compatibility; no events are delivered (default true).
  open var isUserInteractionEnabled = true

  /// The class of the backing layer (default `CALayer`); override to back a view with a
  /// `CAShapeLayer`, `CAGradientLayer`….
  ///
  /// ```swift
  /// override class var layerClass: AnyClass { CAShapeLayer.self }
  /// ```
  open class var layerClass: AnyClass { CALayer.self }

  /// Creates the backing layer: an instance of ``layerClass`` (a Strobe hook; UIKit
  /// instantiates `layerClass` itself).
  ///
  /// Works for `CALayer`, StrobeCore's subclasses and your own `CALayer` subclasses, made
  /// with `CALayer.makeInstance(of:)` (through the required `init?(coder:)`: a subclass
  /// that implements it must call `super.init(coder: coder)`). Override it only to
  /// configure the layer before the view uses it. A ``layerClass`` that is not a `CALayer`
  /// class, or whose `init?(coder:)` fails, is a programming error (it traps with a message
  /// saying so).
  open class func makeBackingLayer() -> CALayer {
    let cls: AnyClass = layerClass
    guard let layerType = cls as? CALayer.Type else {
      preconditionFailure("\(self).layerClass is \(cls), which is not a CALayer class")
    }
    guard let made = CALayer.makeInstance(of: layerType) else {
      preconditionFailure("\(self).layerClass \(cls): init?(coder:) returned nil")
    }
    return made
  }

  /// A view with the given frame (in the superview's coordinates, points).
  public init(frame: CGRect) {
    layer = Self.makeBackingLayer()
    layer.delegate = self
    layer.frame = frame
    layer.setNeedsLayout()
    LayerLayoutQueue.current.noteCreatedThisTurn(layer)
  }

  /// A view with a zero frame (UIKit decodes the view from an archive; Strobe has no nib
  /// loading, so this is `init(frame: .zero)`).
  public required init?(coder: NSCoder) {
    layer = Self.makeBackingLayer()
    layer.delegate = self
    layer.setNeedsLayout()
    LayerLayoutQueue.current.noteCreatedThisTurn(layer)
  }

  /// A view with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  // MARK: Geometry

  /// The frame in the superview's coordinates (the layer's frame).
  ///
  /// Changing its size marks the view (and its superview) as needing layout.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = layer.bounds.size
      layer.frame = newValue
      if layer.bounds.size != old { sizeDidChange() }
    }
  }

  /// The bounds in the view's own coordinates (the layer's bounds).
  ///
  /// Changing its size marks the view (and its superview) as needing layout.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let old = layer.bounds.size
      layer.bounds = newValue
      if layer.bounds.size != old { sizeDidChange() }
    }
  }

  /// The centre in the superview's coordinates (the layer's position; the anchor point is
  /// the centre unless you change `layer.anchorPoint`).
  open var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The affine transform about the centre (the layer's transform).
  open var transform: CGAffineTransform {
    get { layer.affineTransform() }
    set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
  }

  /// The 3-D transform (the layer's transform, UIKit's `transform3D`).
  open var transform3D: CATransform3D {
    get { layer.transform }
    set { layer.transform = newValue }
  }

  // MARK: Look

  /// Opacity 0…1 (the layer's opacity).
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view and its subviews are not drawn (the layer's `isHidden`).
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// The background colour (the layer's background colour), or nil for none.
  open var backgroundColor: UIColor? {
    get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
    set { layer.backgroundColor = newValue?.cgColor }
  }

  /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Whether the view is fully opaque; stored only (default true).
  open var isOpaque = true

  /// A view whose alpha channel masks this view's content and background, or nil for none.
  ///
  /// As in UIKit, the mask view's layer becomes this view's layer's `mask` (so its frame is in
  /// this view's bounds coordinates) and the mask view is not a subview: do not add it to a
  /// superview. The view keeps the mask view; it is laid out and animated like any view.
  open var mask: UIView? {
    get { maskView }
    set {
      maskView = newValue
      layer.mask = newValue?.layer
    }
  }

  /// The view set as ``mask`` (held strongly, as UIKit holds it).
  private var maskView: UIView?

  /// The tint colour set on this view (nil: inherited).
  var explicitTintColor: UIColor?

  // MARK: Overridable hooks

  /// Lays out subviews; override to size and place subviews and sublayers from ``bounds``.
  ///
  /// Called by ``layoutIfNeeded()`` (and so before rendering) when the view needs layout;
  /// never call it directly. The default does nothing (no Auto Layout or autoresizing).
  open func layoutSubviews() {}

  /// Lays the view out when its layer lays out its sublayers (the layer's default
  /// `layoutSublayers()` asks its delegate, the view): runs ``layoutSubviews()``, the first
  /// time outside an animation block with actions disabled.
  ///
  /// As on iOS, a `layerClass` whose `layoutSublayers()` override calls `super` gets the
  /// view's layout too.
  ///
  /// Subclasses override it as on iOS (`super.layoutSublayers(of: layer)`, then size
  /// their sublayers to ``bounds``).
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    isLayingOut = true
    if !hasBeenLaidOut && ViewAnimationStack.current.top == nil {
      let saved = CATransaction.disableActions()
      CATransaction.setDisableActions(true)
      hasBeenLaidOut = true
      layoutSubviews()
      CATransaction.setDisableActions(saved)
    } else {
      hasBeenLaidOut = true
      layoutSubviews()
    }
    isLayingOut = false
  }

  /// Called before the view moves to `newSuperview` (nil: removal); does nothing by default.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview (or was removed); does nothing by default.
  open func didMoveToSuperview() {}

  /// Called after `subview` was added; does nothing by default.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` is removed; does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Removes the view from its superview (and its layer from the superview's layer).
  ///
  /// Sends `willMove(toSuperview: nil)`, the superview's `willRemoveSubview(_:)`, then
  /// `didMoveToSuperview()` (and the window messages when the view leaves a ``UIWindow``).
  /// Subclasses that override it call `super.removeFromSuperview()`.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    parent.willRemoveSubview(self)
    if oldWindow != nil { sendWillMove(toWindow: nil) }
    detachFromSuperview()
    parent.setNeedsLayout()
    didMoveToSuperview()
    if oldWindow != nil { sendDidMoveToWindow() }
  }

  // MARK: Windows (a view is in a window when a ``UIWindow`` is among its ancestors)

  /// The ``UIWindow`` the view is in (itself when it is one), or nil.
  ///
  /// Strobe has no screen: a window is just a root view; rendering does not need one.
  open var window: UIWindow? {
    var v: UIView? = self
    while let current = v {
      if let w = current as? UIWindow { return w }
      v = current.superview
    }
    return nil
  }

  /// Called before the view (or an ancestor) moves to another window; does nothing by default.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view (or an ancestor) moved into or out of a window; does nothing by
  /// default (iOS code often starts its animations here when ``window`` is not nil).
  open func didMoveToWindow() {}

  // MARK: Accepted for iOS code (no Auto Layout, nibs or Interface Builder)

  /// A size the view would like (UIKit's `intrinsicContentSize`).
  ///
  /// The default has no intrinsic size (``noIntrinsicMetric`` both ways). Nothing reads it
  /// here (no Auto Layout).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// UIKit's "no intrinsic size" value, -1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Does nothing (no Auto Layout reads ``intrinsicContentSize``).
  open func invalidateIntrinsicContentSize() {}

  /// The size that fits `size`; the default is the current bounds size, as UIKit's.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size (origin kept).
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: fitted)
  }

  /// Never called by Strobe (no nib loading); does nothing by default.
  open func awakeFromNib() {}

  /// Never called by Strobe (no Interface Builder); does nothing by default.
  open func prepareForInterfaceBuilder() {}

  /// Stored only (default true); no Auto Layout constraints exist.
  open var translatesAutoresizingMaskIntoConstraints = true

  /// Stored only (default `.scaleToFill`): Strobe has no `draw(_:)` content to place.
  open var contentMode: ContentMode = .scaleToFill

  /// The tint colour: the nearest ancestor's explicitly set one, or systemBlue.
  ///
  /// Setting it sends ``tintColorDidChange()`` to the view and to its subviews that inherit it.
  open var tintColor: UIColor! {
    get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      explicitTintColor = newValue
      sendTintColorDidChange()
    }
  }

  /// Called when ``tintColor`` changes; does nothing by default.
  open func tintColorDidChange() {}

  /// Sends ``tintColorDidChange()`` to the view and the subviews that inherit its tint.
  private func sendTintColorDidChange() {
    tintColorDidChange()
    for s in subviews where s.explicitTintColor == nil { s.sendTintColorDidChange() }
  }

  /// Marks the view and its superview as needing layout after a size change (not the
  /// superview whose ``layoutSubviews()`` is making the change).
  private func sizeDidChange() {
    setNeedsLayout()
    if let parent = superview, !parent.isLayingOut { parent.setNeedsLayout() }
  }
}
