import Foundation
import StrobeGeometry

/// A Core Animation layer: geometry, look and a tree of sublayers.
///
/// The model tree is made of `CALayer` objects (reference types, as in Core Animation) and
/// is used from one thread at a time. Property defaults are Core Animation's
/// (docs/core-animation-semantics.md §2.1). All displayable properties live in one value,
/// ``modelState``, so a presentation snapshot is a copy of it (see ``presentation(at:)``).
///
/// ```swift
/// let layer = CALayer()
/// layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
/// layer.position = CGPoint(x: 60, y: 40)
/// layer.frame   // (10, 15, 100, 50) with the default anchor point (0.5, 0.5)
/// ```
open class CALayer {
  /// The model values of every displayable property.
  public var modelState = LayerState()

  /// The layer's name (not unique; used by scene files and diagnostics).
  public var name: String?

  /// For a copy made by ``presentation()``: the layer it was copied from, which ``model()``
  /// returns (nil for a model layer).
  var presentationSource: CALayer?

  /// The superlayer, or nil for a root layer.
  ///
  /// Set by the sublayer methods.
  public internal(set) weak var superlayer: CALayer?

  /// The sublayers in order (backing store of `sublayers`).
  var sublayerList: [CALayer] = []

  /// The mask layer (backing store of `mask`, see CALayer+Mask.swift).
  var maskLayer: CALayer?

  /// The sublayers' time-remapping curve (backing store of `timeRemap`).
  var timeRemapStorage: TimeRemap?

  /// The layer's own timing (beginTime, speed, timeOffset; duration +∞).
  var layerTiming = MediaTiming(duration: .infinity)

  /// The animations in order of addition; changed only through ``appendAnimationEntry(_:)``,
  /// ``removeAnimationEntries(forKey:)`` and ``removeAllAnimationEntries()``, which keep
  /// ``frozenList`` and the key counts in step without rebuilding them (adding n animations
  /// takes time linear in n: scenes with 20,000 transactions add 40,000).
  private(set) var animationList: [AnimationEntry] = []

  /// How many entries of ``animationList`` each key has (a key seen for the first time needs
  /// no scan of the list).
  private var animationKeyCounts: [String: Int] = [:]

  /// Whether some animation of ``frozenList`` may read the model (has no fixed form).
  var frozenListNeedsModel: Bool { modelReadingFrozenCount > 0 }

  /// How many animations of ``frozenList`` have no fixed form (kept as a count, so a removal
  /// need not scan the list).
  private var modelReadingFrozenCount = 0

  /// The frozen animations of ``animationList`` in order (kept in step with it, so
  /// presentation snapshots do not rebuild the array).
  private(set) var frozenList: [FrozenAnimation] = []

  /// Whether ``animationList`` has an entry under `key` (constant time).
  final func hasAnimationEntry(forKey key: String) -> Bool { animationKeyCounts[key] != nil }

  /// Appends `entry` (constant time, amortised).
  final func appendAnimationEntry(_ entry: AnimationEntry) {
    animationList.append(entry)
    animationKeyCounts[entry.key, default: 0] += 1
    if let frozen = entry.frozen {
      frozenList.append(frozen)
      if frozen.fixed == nil { modelReadingFrozenCount += 1 }
    }
  }

  /// Removes and returns the entries under `key`.
  ///
  /// No scan when the key is absent; a key held by one entry (the usual case: adding under a
  /// key replaces) is searched from the end, where a replaced animation usually is, so a
  /// scene of n transactions each replacing the last one's animation stays linear.
  @discardableResult
  final func removeAnimationEntries(forKey key: String) -> [AnimationEntry] {
    guard let count = animationKeyCounts.removeValue(forKey: key) else { return [] }
    let removed: [AnimationEntry]
    if count == 1, let i = animationList.lastIndex(where: { $0.key == key }) {
      removed = [animationList.remove(at: i)]
      if removed[0].frozen != nil, let j = frozenList.lastIndex(where: { $0.key == key }) {
        frozenList.remove(at: j)
      }
    } else {
      removed = animationList.filter { $0.key == key }
      animationList.removeAll { $0.key == key }
      frozenList.removeAll { $0.key == key }
    }
    for entry in removed {
      if let frozen = entry.frozen, frozen.fixed == nil { modelReadingFrozenCount -= 1 }
    }
    return removed
  }

  /// Removes and returns every entry.
  final func removeAllAnimationEntries() -> [AnimationEntry] {
    let removed = animationList
    animationList.removeAll()
    animationKeyCounts.removeAll()
    frozenList.removeAll()
    modelReadingFrozenCount = 0
    return removed
  }

  /// The commit generation the layer was created in (see `isCommitted`).
  let creationGeneration = TransactionStack.current.generation

  /// The layer's delegate: may supply actions (held weakly, as Core Animation does).
  public weak var delegate: CALayerDelegate?

  /// Actions by key, consulted after the delegate (`NSNull()` stops the lookup).
  public var actions: [String: CAAction]?

  /// A style dictionary: `style["actions"]` is consulted after ``actions``, then
  /// `style["style"]` recursively.
  public var style: [String: Any]?

  func attach(to parent: CALayer) { superlayer = parent }
  func detach() { superlayer = nil }

  /// A layer with Core Animation's defaults.
  ///
  /// Not `required` (as on iOS, a subclass writes `override init()`); a layer class is
  /// instantiated from its metatype through the required ``init(coder:)`` instead (see
  /// ``makeInstance(of:)``).
  public init() {}

  /// A copy of `layer`'s properties (not its sublayers), like Core Animation's `init(layer:)`;
  /// a `layer` that is not a `CALayer` gives the defaults.
  ///
  /// Typed `Any` as on iOS, so a subclass writes `override init(layer: Any)`.
  public init(layer: Any) {
    guard let layer = layer as? CALayer else { return }
    modelState = layer.modelState
    name = layer.name
    layerTiming = layer.layerTiming
    drawsAsynchronously = layer.drawsAsynchronously
    shouldRasterize = layer.shouldRasterize
    rasterizationScale = layer.rasterizationScale
    allowsEdgeAntialiasing = layer.allowsEdgeAntialiasing
  }

  /// A layer with the defaults (Strobe decodes no archives).
  ///
  /// iOS decodes the layer from `coder`. Required as on iOS, so a subclass writes
  /// `required init?(coder: NSCoder) { super.init(coder: coder) }`.
  ///
  /// Strobe also makes layers of a class known only by its metatype with it (a view's
  /// `layerClass`, ``presentation()`` copies): see ``makeInstance(of:)``.
  public required init?(coder: NSCoder) {}

  /// A new layer of class `type` with its defaults, made through the required
  /// ``init(coder:)`` with an empty coder (Swift can call only required initialisers on a
  /// metatype; iOS calls `init()`), or nil when the class's `init?(coder:)` fails.
  ///
  /// StrobeCore's classes and subclasses that inherit their initialisers give the same layer
  /// as `init()`. A subclass that implements `init?(coder:)` must call
  /// `super.init(coder: coder)` for this to work (`fatalError` there traps).
  public static func makeInstance(of type: CALayer.Type) -> CALayer? {
    type.init(coder: NSCoder())
  }

  // MARK: Layout (CALayer+Layout.swift; docs/uikit-compat.md §Layout)

  /// Whether the layer's layout is invalid (see ``needsLayout()``).
  var layoutIsNeeded = false

  /// The calling thread's layout queue the layer waits in, or nil.
  weak var layoutQueue: LayerLayoutQueue?

  /// Marks the layer as needing layout: ``layoutSublayers()`` runs at the next
  /// ``layoutIfNeeded()`` or layout pass (`CATransaction.flush()`,
  /// `DocumentClock.setTime(_:)`, rendering), never at a bare `CATransaction.begin()`.
  ///
  /// A change of ``bounds`` size calls it, as Core Animation does. Overrides call `super`.
  open func setNeedsLayout() { markNeedsLayout() }

  /// Whether the layer has been marked as needing layout and not laid out since.
  open func needsLayout() -> Bool { layoutIsNeeded }

  /// Lays out now, if needed: from the topmost ancestor in an unbroken chain of
  /// superlayers that need layout, every layer of that tree that needs layout runs
  /// ``layoutSublayers()`` once, superlayers before their sublayers (Core Animation's
  /// `layoutIfNeeded`).
  open func layoutIfNeeded() { layOutFromTopmostInvalidAncestor() }

  /// Lays out the sublayers.
  ///
  /// The default asks the ``delegate`` (its `layoutSublayers(of:)`); subclasses override it to set their sublayers' frames, calling
  /// `super.layoutSublayers()`. Strobe has no layout managers (a macOS feature).
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  // MARK: Accepted, not modelled

  /// Stored only: Strobe always renders synchronously (default false).
  public var drawsAsynchronously = false
  /// Stored only: Strobe never caches a rasterized bitmap, so frames are the same either
  /// way (default false).
  public var shouldRasterize = false
  /// Stored only (see ``shouldRasterize``; default 1).
  public var rasterizationScale: CGFloat = 1
  /// Stored only: edges are always antialiased by the renderer (default false).
  public var allowsEdgeAntialiasing = false

  // MARK: Geometry

  /// The layer's bounds rectangle in its own coordinate space (points; standardised on set).
  ///
  /// A change of size marks the layer as needing layout (``setNeedsLayout()``), as Core
  /// Animation asks a layer's delegate to lay out its sublayers when its bounds change.
  open var bounds: CGRect {
    get { modelState.bounds }
    set {
      let oldSize = modelState.bounds.size
      CALayer.layerProperties.bounds.set(newValue.standardized, on: self)
      if modelState.bounds.size != oldSize { setNeedsLayout() }
    }
  }
  /// The anchor point's position in the superlayer's coordinate space (points).
  open var position: CGPoint {
    get { modelState.position }
    set { CALayer.layerProperties.position.set(newValue, on: self) }
  }
  /// The anchor point in unit coordinates of the bounds; (0.5, 0.5) is the centre.
  public var anchorPoint: CGPoint {
    get { modelState.anchorPoint }
    set { CALayer.layerProperties.anchorPoint.set(newValue, on: self) }
  }
  /// The anchor point's z component (points).
  public var anchorPointZ: CGFloat {
    get { modelState.anchorPointZ }
    set { CALayer.layerProperties.anchorPointZ.set(newValue, on: self) }
  }
  /// The layer's z position: orders siblings (ascending) and translates along z.
  public var zPosition: CGFloat {
    get { modelState.zPosition }
    set { CALayer.layerProperties.zPosition.set(newValue, on: self) }
  }
  /// The transform applied to the layer about its anchor point.
  public var transform: CATransform3D {
    get { modelState.transform }
    set { CALayer.layerProperties.transform.set(newValue, on: self) }
  }
  /// The transform applied to the sublayers, about this layer's anchor point.
  public var sublayerTransform: CATransform3D {
    get { modelState.sublayerTransform }
    set { CALayer.layerProperties.sublayerTransform.set(newValue, on: self) }
  }
  /// The layer's frame in the superlayer.
  ///
  /// Derived from bounds, position, anchor point and transform (never stored). Setting it
  /// follows Core Animation's setter (see ``LayerState/setFrame(_:)``).
  open var frame: CGRect {
    get { modelState.frame }
    set {
      // Core Animation generates position and bounds actions, never a frame action.
      let table = CALayer.layerProperties
      let act = wantsAction(table.position.key)
      let oldPosition = modelState.position
      let oldBounds = modelState.bounds
      TransactionStack.current.recordPreChange(self)
      modelState.setFrame(newValue)
      if act && modelState.position != oldPosition {
        runAction(table.position.key, from: .point(oldPosition))
      }
      if act && modelState.bounds != oldBounds {
        runAction(table.bounds.key, from: .rect(oldBounds))
      }
      if modelState.bounds.size != oldBounds.size { setNeedsLayout() }
    }
  }
  /// The affine part of ``transform`` (Core Animation's `affineTransform()`).
  public func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(modelState.transform)
  }
  /// Sets ``transform`` from an affine transform (Core Animation's `setAffineTransform(_:)`).
  public func setAffineTransform(_ t: CGAffineTransform) {
    modelState.transform = CATransform3DMakeAffineTransform(t)
  }

  // MARK: Look

  /// Whether the layer and its sublayers are not drawn.
  public var isHidden: Bool {
    get { modelState.isHidden }
    set { CALayer.layerProperties.isHidden.set(newValue, on: self) }
  }
  /// Whether the layer shows its back side when rotated away from the viewer.
  public var isDoubleSided: Bool {
    get { modelState.isDoubleSided }
    set { CALayer.layerProperties.isDoubleSided.set(newValue, on: self) }
  }
  /// Whether sublayers are drawn mirrored about the bounds' vertical centre.
  public var isGeometryFlipped: Bool {
    get { modelState.isGeometryFlipped }
    set { CALayer.layerProperties.isGeometryFlipped.set(newValue, on: self) }
  }
  /// Whether sublayers are clipped to the (rounded) bounds.
  public var masksToBounds: Bool {
    get { modelState.masksToBounds }
    set { CALayer.layerProperties.masksToBounds.set(newValue, on: self) }
  }
  /// Opacity 0…1.
  public var opacity: Float {
    get { modelState.opacity }
    set { CALayer.layerProperties.opacity.set(newValue, on: self) }
  }
  /// Whether opacity composites the layer and its sublayers as one group.
  public var allowsGroupOpacity: Bool {
    get { modelState.allowsGroupOpacity }
    set { CALayer.layerProperties.allowsGroupOpacity.set(newValue, on: self) }
  }
  /// Background colour (nil: none).
  public var backgroundColor: CGColor? {
    get { modelState.backgroundColor }
    set { CALayer.layerProperties.backgroundColor.set(newValue, on: self) }
  }
  /// Corner radius (points).
  ///
  /// Not clamped, as in Core Animation.
  public var cornerRadius: CGFloat {
    get { modelState.cornerRadius }
    set { CALayer.layerProperties.cornerRadius.set(newValue, on: self) }
  }
  /// Which corners ``cornerRadius`` rounds.
  public var maskedCorners: CACornerMask {
    get { modelState.maskedCorners }
    set { CALayer.layerProperties.maskedCorners.set(newValue, on: self) }
  }
  /// Circular or continuous corners.
  public var cornerCurve: CALayerCornerCurve {
    get { modelState.cornerCurve }
    set { CALayer.layerProperties.cornerCurve.set(newValue, on: self) }
  }
  /// Border width (points), drawn inside the bounds.
  public var borderWidth: CGFloat {
    get { modelState.borderWidth }
    set { CALayer.layerProperties.borderWidth.set(newValue, on: self) }
  }
  /// Border colour (default opaque black).
  public var borderColor: CGColor? {
    get { modelState.borderColor }
    set { CALayer.layerProperties.borderColor.set(newValue, on: self) }
  }
  /// Shadow colour (default opaque black).
  public var shadowColor: CGColor? {
    get { modelState.shadowColor }
    set { CALayer.layerProperties.shadowColor.set(newValue, on: self) }
  }
  /// Shadow opacity (default 0).
  public var shadowOpacity: Float {
    get { modelState.shadowOpacity }
    set { CALayer.layerProperties.shadowOpacity.set(newValue, on: self) }
  }
  /// Shadow offset (default (0, −3)).
  public var shadowOffset: CGSize {
    get { modelState.shadowOffset }
    set { CALayer.layerProperties.shadowOffset.set(newValue, on: self) }
  }
  /// Shadow blur radius (default 3).
  public var shadowRadius: CGFloat {
    get { modelState.shadowRadius }
    set { CALayer.layerProperties.shadowRadius.set(newValue, on: self) }
  }
  /// Shadow shape (default nil: the layer's own alpha).
  public var shadowPath: CGPath? {
    get { modelState.shadowPath.map { CGPath(data: $0) } }
    // CGPath properties have no implicit action (docs/core-animation-semantics.md §2.1).
    set { CALayer.layerProperties.shadowPath.set(newValue?.data, on: self) }
  }
  /// Backing-store pixels per point (default 1).
  public var contentsScale: CGFloat {
    get { modelState.contentsScale }
    set { CALayer.layerProperties.contentsScale.set(newValue, on: self) }
  }

  // MARK: Presentation

  /// The subclass-specific content of a snapshot.
  ///
  /// Subclasses override this.
  open func presentationContent() -> PresentationLayer.Content { .plain }

  /// The action for `event` (Core Animation's `action(forKey:)`).
  ///
  /// Looked up as Core Animation does: the delegate, `actions`, `style`,
  /// ``defaultAction(forKey:)``, then the built-in implicit animation (see
  /// CALayer+Actions.swift). Subclasses may override it.
  open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }

  /// A subclass hook for default actions (Core Animation's class method; nil here).
  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  /// The layer's animatable values (model), with the shape part for shape layers.
  ///
  /// Public but not open: each of Strobe's layer classes adds its own part, and no other
  /// subclass can change it, so a layer without animations can present its model as it is
  /// (``presentation(at:)``), whatever its class.
  public var animatedModel: AnimatedValues { AnimatedValues(layer: modelState) }

  /// An immutable snapshot of this layer and its subtree at document time `time` (seconds):
  /// the model with every animation applied (docs/core-animation-semantics.md §4.3, Appendix A).
  ///
  /// Times follow the layer tree: each layer's local time is
  /// `(parent − beginTime)·speed + timeOffset`, its animations are evaluated in that time.
  /// Pure: evaluating never changes the model, and the same model and time give the same
  /// value.
  public func presentation(at time: TimeInterval) -> PresentationLayer {
    presentationNode(parentTime: superlayer?.convertTime(time, from: nil) ?? time)
  }

  /// The snapshot given the superlayer's local time; `overrides`, when given, is the
  /// rendering before a transaction's changes: it replaces the model values and sublayers of
  /// the layers it names, and a layer created in that transaction is absent (hidden, with
  /// nothing below it).
  func presentationNode(
    parentTime: Double, overrides: TransactionStack.Before? = nil
  ) -> PresentationLayer {
    var pre: TransactionStack.PreChange?
    if let overrides {
      if creationGeneration >= overrides.generation {
        var state = LayerState()
        state.isHidden = true
        return PresentationLayer(name: name, state: state)
      }
      pre = overrides.preChanges.isEmpty ? nil : overrides.preChanges[ObjectIdentifier(self)]
    }
    let local = layerTiming.localTime(parentTime: parentTime)
    if pre == nil, frozenList.isEmpty {
      return modelPresentation(local: local, overrides: overrides)
    }
    var values = pre?.values ?? animatedModel
    var transitions: [ActiveTransition] = []
    if frozenListNeedsModel {
      let modelValues = values
      AnimationEvaluator.apply(
        frozenList, at: local, model: modelValues, to: &values, transitions: &transitions)
    } else if !frozenList.isEmpty {
      AnimationEvaluator.applyFixed(frozenList, at: local, to: &values)
    }
    var content = presentationContent()
    if case .shape = content, let shape = values.shape { content = .shape(shape) }
    let subs = pre?.sublayers ?? sublayerList
    let subTime = timeRemapStorage?.value(at: local) ?? local
    if let r = values.replicator {
      content = replicatorContent(r, local: subTime, sublayers: subs, overrides: overrides)
    }
    if case .gradient = content, let gradient = values.gradient { content = .gradient(gradient) }
    if case .text = content, let text = values.text { content = .text(text) }
    return PresentationLayer(
      name: name, state: values.layer, content: content,
      sublayers: subs.map {
        $0.presentationNode(parentTime: subTime, overrides: overrides)
      },
      transitions: transitions,
      mask: maskLayer?.presentationNode(parentTime: local, overrides: overrides))
  }

  /// The snapshot of a layer without animations or transaction overrides: the model state
  /// and content as they are, without building and copying `AnimatedValues` (the same
  /// snapshot `presentationNode` computes on its general route).
  private func modelPresentation(
    local: Double, overrides: TransactionStack.Before?
  ) -> PresentationLayer {
    var content = presentationContent()
    let subs = sublayerList
    let subTime = timeRemapStorage?.value(at: local) ?? local
    if case .replicator(let replicator) = content {
      content = replicatorContent(
        replicator.state, local: subTime, sublayers: subs, overrides: overrides)
    }
    return PresentationLayer(
      name: name, state: modelState, content: content,
      sublayers: subs.map {
        $0.presentationNode(parentTime: subTime, overrides: overrides)
      },
      transitions: [],
      mask: maskLayer?.presentationNode(parentTime: local, overrides: overrides))
  }

}
