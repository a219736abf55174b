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

/// A layer's delegate (Core Animation's `CALayerDelegate`).
///
/// It may supply actions and lay out the layer's sublayers; both methods are optional
/// (default implementations).
public protocol CALayerDelegate: AnyObject {
  /// The action for `event`, `NSNull()` to stop the lookup, or nil to continue it.
  func action(for layer: CALayer, forKey event: String) -> CAAction?

  /// Lays out `layer`'s sublayers: called by the layer's default `layoutSublayers()` when it
  /// needs layout (for example after its bounds changed size).
  func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
  /// Continues the lookup by default.
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }

  /// Does nothing by default.
  public func layoutSublayers(of layer: CALayer) {}
}
