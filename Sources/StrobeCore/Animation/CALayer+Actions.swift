import Foundation

extension CALayer {
  /// Keys whose built-in implicit action is a `CABasicAnimation` (§2 "Implicit" = B).
  static let basicActionKeys: Set<String> = [
    "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform",
    "sublayerTransform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
    "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
    "contentsScale", "transform.scale", "fillColor", "strokeColor", "strokeStart", "strokeEnd",
    "lineWidth", "miterLimit", "lineDashPhase",
    "colors", "locations", "startPoint", "endPoint", "fontSize", "foregroundColor",
    "textStrokeColor", "textStrokeWidth", "contentsCenter", "blurRadius",
  ]
  /// Keys whose built-in implicit action is a fade `CATransition` (§2 "Implicit" = T).
  static let transitionActionKeys: Set<String> = [
    "hidden", "masksToBounds", "geometryFlipped", "maskedCorners", "sublayers",
  ]

  /// Whether the layer has been committed (a commit happened since it was created); only
  /// committed layers animate implicitly (docs/core-animation-semantics.md §9.2).
  var isCommitted: Bool { creationGeneration < TransactionStack.current.generation }

  /// The action for `event`, looked up as Core Animation does (§9.2).
  ///
  /// The order: the delegate, the `actions` dictionary, the `style` dictionary (`style["actions"]`, then nested
  /// `style["style"]`), ``defaultAction(forKey:)``, then the built-in implicit animation. An
  /// `NSNull` result stops the lookup (nil is returned).
  ///
  /// The built-in action for an animatable property is a `CABasicAnimation` from the current
  /// model value with the transaction's duration, its timing function (or `.default`) and
  /// fill mode backwards; `hidden`, `masksToBounds`, `geometryFlipped`, `maskedCorners` and
  /// `sublayers` get a fade `CATransition`. `path` and `shadowPath` have none.
  func lookUpAction(forKey event: String) -> CAAction? {
    if let found = delegate?.action(for: self, forKey: event) {
      return found is NSNull ? nil : found
    }
    if let found = actions?[event] { return found is NSNull ? nil : found }
    var style = self.style
    while let s = style {
      if let acts = s["actions"] as? [String: CAAction], let found = acts[event] {
        return found is NSNull ? nil : found
      }
      style = s["style"] as? [String: Any]
    }
    if let found = type(of: self).defaultAction(forKey: event) {
      return found is NSNull ? nil : found
    }
    return builtInAction(forKey: event)
  }

  private func builtInAction(forKey event: String) -> CAAction? {
    let frame = TransactionStack.current.top
    if Self.basicActionKeys.contains(event), let property = AnimatableProperty.named(event),
      !property.isShapeProperty || self is CAShapeLayer
    {
      let anim = CABasicAnimation(keyPath: event)
      anim.duration = frame.duration
      anim.timingFunction = frame.timingFunction ?? .default
      anim.fillMode = .backwards
      return anim
    }
    if Self.transitionActionKeys.contains(event) {
      let t = CATransition()
      t.duration = frame.duration
      t.timingFunction = frame.timingFunction
      t.fillMode = .backwards
      return t
    }
    return nil
  }

  /// Sets a model property and runs its implicit action, as Core Animation's setters do.
  ///
  /// The action runs when the layer is committed and the transaction does not disable
  /// actions; the built-in animation captures the value *before* the change as `fromValue`.
  func update<T: Equatable>(_ key: String, _ kp: WritableKeyPath<LayerState, T>, _ value: T) {
    let old = wantsAction(key) ? AnimatableProperty.named(key)?.get(animatedModel) ?? .null : nil
    TransactionStack.current.recordPreChange(self)
    modelState[keyPath: kp] = value
    if let old { runAction(key, from: old) }
  }

  /// Sets a shape property and runs its implicit action (see ``update(_:_:_:)``).
  func updateShape<T: Equatable>(
    _ key: String, _ kp: WritableKeyPath<ShapeState, T>, _ value: T, shape: CAShapeLayer
  ) {
    let old = wantsAction(key) ? AnimatableProperty.named(key)?.get(animatedModel) ?? .null : nil
    TransactionStack.current.recordPreChange(self)
    shape.shapeModel[keyPath: kp] = value
    if let old { runAction(key, from: old) }
  }

  /// Whether changing `key` now should look for an action.
  func wantsAction(_ key: String) -> Bool {
    isCommitted && !TransactionStack.current.top.disableActions
  }

  /// Looks up and runs the action for `key` after a change from `old`.
  func runAction(_ key: String, from old: AnimatableValue) {
    _ = TransactionStack.current.ensure()
    guard let action = action(forKey: key) else { return }
    if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
      basic.byValue == nil
    {
      basic.fromValue = old
    }
    action.run(forKey: key, object: self, arguments: nil)
  }
}
