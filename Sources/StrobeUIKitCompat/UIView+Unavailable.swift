import Foundation
import StrobeCore

// UIKit API that iOS animation code calls but Strobe does not model. Declared unavailable so
// that calling it is a compile error naming what to use instead, never a silent no-op
// (docs/uikit-compat.md, "Not provided").

extension UIView {
  /// Not provided: Strobe never runs `draw(_:)`.
  @available(
    *, unavailable,
    message: "Strobe does not run draw(_:); draw with layers (CAShapeLayer, CATextLayer…)"
  )
  public func setNeedsDisplay() {}

  /// Not provided: Strobe never runs `draw(_:)`.
  @available(
    *, unavailable,
    message: "Strobe does not run draw(_:); draw with layers (CAShapeLayer, CATextLayer…)"
  )
  public func setNeedsDisplay(_ rect: CGRect) {}

  /// Not provided: view transitions.
  @available(
    *, unavailable,
    message: "view transitions are not modelled; add a CATransition to the view's layer"
  )
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {}

  /// Not provided: view transitions.
  @available(
    *, unavailable,
    message: "view transitions are not modelled; add a CATransition to the superview's layer"
  )
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {}
}
