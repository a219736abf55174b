/// The built-in action a committed layer runs when one of its properties changes
/// (docs/core-animation-semantics.md §2, "Implicit action", and §9.2).
package enum LayerImplicitAction: Sendable, Hashable {
  /// A `CABasicAnimation` from the old value (only for an animatable key).
  case basic
  /// A fade `CATransition`.
  case fade
  /// No action.
  case none
}
