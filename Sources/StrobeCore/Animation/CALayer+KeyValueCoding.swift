import Foundation

extension CALayer {
  /// The model value of an animatable key path (Core Animation's key-value coding), or nil
  /// for a key path that is not animatable on this layer.
  ///
  /// Struct fields and transform sub-keys work as in Core Animation:
  /// `value(forKeyPath: "transform.rotation.z")` reads the rotation of the decomposed
  /// transform.
  public func value(forKeyPath keyPath: String) -> AnimatableValue? {
    guard let p = AnimatableProperty.named(keyPath), !p.isShapeProperty || self is CAShapeLayer
    else { return nil }
    return p.get(animatedModel)
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
    model = values.layer
    if let shape = self as? CAShapeLayer, let s = values.shape { shape.shapeModel = s }
    if let r = self as? CAReplicatorLayer, let s = values.replicator { r.replicatorModel = s }
    if let layer = self as? CAGradientLayer, let g = values.gradient { layer.gradientModel = g }
    if let layer = self as? CATextLayer, let t = values.text { layer.textModel = t }
  }
}
