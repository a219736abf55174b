import Foundation

extension CALayer {
  /// Keys whose built-in implicit action is a `CABasicAnimation` (§2 "Implicit action" =
  /// basic): the property tables' rows with a basic action.
  static var basicActionKeys: Set<String> { LayerPropertyTables.basicActionKeys }
  /// Keys whose built-in implicit action is a fade `CATransition` (§2 "Implicit action" =
  /// fade): the property tables' rows with a fade action.
  static var transitionActionKeys: Set<String> { LayerPropertyTables.fadeActionKeys }

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

  // Setting a model property and running its implicit action, as Core Animation's setters
  // do, is `LayerProperty.set(_:on:)` (the row names the key): the action runs when the
  // layer is committed and the transaction does not disable actions; the built-in animation
  // captures the value *before* the change as `fromValue`.

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
