import Foundation

/// Something a layer runs in response to a property change (Core Animation's `CAAction`).
///
/// A `CAAnimation` is an action: running it adds a copy to the layer under the event key.
/// `NSNull` is an action that does nothing and stops the lookup (as in Core Animation's
/// `actions` dictionaries and delegate results).
public protocol CAAction: AnyObject {
  /// Runs the action for `event` on `anObject` (the layer).
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {
  /// Adds a copy of the animation to the layer under `event`.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }
}

extension NSNull: CAAction {
  /// Does nothing (a null action stops the lookup).
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
  }
}

/// A layer's delegate (Core Animation's `CALayerDelegate`): may supply actions.
public protocol CALayerDelegate: AnyObject {
  /// The action for `event`, `NSNull()` to stop the lookup, or nil to continue it.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Continues the lookup by default.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
