import Foundation
import StrobeGeometry

extension CALayer {
  /// The model value of an animatable key path as Strobe's typed value, or nil for a key
  /// path that is not animatable on this layer.
  ///
  /// Struct fields and transform sub-keys work as in Core Animation:
  /// `animatableValue(forKeyPath: "transform.rotation.z")` reads the rotation of the
  /// decomposed transform. ``value(forKeyPath:)`` gives the same value boxed as iOS does.
  public func animatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
    guard let p = AnimatableProperty.named(keyPath), !p.isShapeProperty || self is CAShapeLayer
    else { return nil }
    return p.get(animatedModel)
  }

  /// The value of an animatable key path boxed as Core Animation's key-value coding returns
  /// it, or nil for a key path that is not animatable on this layer.
  ///
  /// Numbers and Bools are `NSNumber`s, points, sizes and rectangles `NSValue`s
  /// (`cgPointValue`…), transforms `NSValue(caTransform3D:)`, colours `CGColor`s, paths
  /// `CGPath`s, arrays `[Any]` of these. On a ``presentation()`` copy it reads the on-screen
  /// value, as iOS code does before starting a new animation from it:
  ///
  /// ```swift
  /// let angle = (layer.presentation()?.value(forKeyPath: "transform.rotation.z") as? NSNumber)?
  ///   .doubleValue ?? 0
  /// ```
  public func value(forKeyPath keyPath: String) -> Any? {
    animatableValue(forKeyPath: keyPath).flatMap(Self.boxed)
  }

  /// The value of an animatable key (``value(forKeyPath:)`` for a key without dots).
  public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

  /// Sets the model value of an animatable key and runs its implicit action
  /// (``setValue(_:forKeyPath:)``).
  @discardableResult
  public func setValue(_ value: Any?, forKey key: String) -> Bool {
    setValue(value, forKeyPath: key)
  }

  /// A typed value boxed as key-value coding returns it (nil for ``AnimatableValue/null``).
  static func boxed(_ value: AnimatableValue) -> Any? {
    switch value {
    case .number(let d): return NSNumber(value: d)
    case .bool(let b): return NSNumber(value: b)
    case .point(let p): return NSValue(cgPoint: p)
    case .size(let s): return NSValue(cgSize: s)
    case .rect(let r): return NSValue(cgRect: r)
    case .color(let c): return c
    case .transform(let t): return NSValue(caTransform3D: t)
    case .path(let p): return CGPath(data: p)
    case .array(let a): return a.map { boxed($0) ?? NSNull() }
    case .null: return nil
    }
  }

  /// Sets the model value of an animatable key path and runs its implicit action, as a
  /// property setter does.
  ///
  /// Setting a transform sub-key keeps the other components (measured: setting
  /// `transform.rotation.z` keeps an existing scale).
  ///
  /// - Returns: false when the key path is not animatable on this layer or `value` has the
  ///   wrong kind (nothing changes).
  @discardableResult
  public func setValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
    guard let p = AnimatableProperty.named(keyPath), !p.isShapeProperty || self is CAShapeLayer,
      let v = AnimatableValue(any: value)
    else { return false }
    let before = animatedModel
    var after = before
    p.set(&after, v)
    guard after != before else { return p.get(before) == v || isSameKind(p.get(before), v) }
    let old = wantsAction(p.keyPath) ? p.get(before) : nil
    TransactionStack.current.recordPreChange(self)
    applyAnimatedModel(after)
    if let old { runAction(p.keyPath, from: old) }
    return true
  }

  private func isSameKind(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
    a.kindName == b.kindName
  }

  /// Writes animatable values back into the model (and the shape model for shape layers).
  func applyAnimatedModel(_ values: AnimatedValues) {
    modelState = values.layer
    if let shape = self as? CAShapeLayer, let s = values.shape { shape.shapeModel = s }
    if let r = self as? CAReplicatorLayer, let s = values.replicator { r.replicatorModel = s }
    if let layer = self as? CAGradientLayer, let g = values.gradient { layer.gradientModel = g }
    if let layer = self as? CATextLayer, let t = values.text { layer.textModel = t }
  }
}
