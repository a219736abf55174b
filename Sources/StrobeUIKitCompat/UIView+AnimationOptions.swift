import Foundation
import StrobeCore

extension UIView {
  /// Options for ``UIView/animate(withDuration:delay:options:animations:completion:)``
  /// (UIKit's `UIView.AnimationOptions`, same raw values).
  ///
  /// Honoured: the four curves, ``beginFromCurrentState``, ``repeat``, ``autoreverse``,
  /// ``layoutSubviews``, ``overrideInheritedDuration`` and ``overrideInheritedCurve``. The
  /// others are accepted and ignored: there are no events (``allowUserInteraction``) and no
  /// transitions between views (``allowAnimatedContent``, ``showHideTransitionViews``);
  /// ``overrideInheritedOptions`` changes nothing, since a nested block inherits no options
  /// besides the duration and curve.
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The bit set.
    public let rawValue: UInt

    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out the views that need layout at the end of the block, inside it, so their layout
    /// animates with the block.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Allow touches during the animation (accepted, ignored).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen: an animation replacing a running one on the same
    /// property starts at that animation's current presentation value instead of the old
    /// model value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (`repeatCount = .infinity`; the completion then never runs).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Play forwards then backwards (`autoreverses = true`: one cycle is twice the
    /// duration; the model value stays the final one, so without ``repeat`` the view jumps
    /// to it at the end, as on iOS).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// A nested block keeps its own duration instead of the enclosing block's.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// A nested block keeps its own curve instead of the enclosing block's.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted, ignored.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Accepted, ignored.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Accepted, ignored.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Ease in and out, the default (raw curve bits 0).
    ///
    /// `CAMediaTimingFunction(name: .easeInEaseOut)`: control points (0.42, 0), (0.58, 1).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease in: control points (0.42, 0), (1, 1).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out: control points (0, 0), (0.58, 1).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear pacing.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve bits (16–19).
    static let curveMask: UInt = 0xF << 16

    /// The timing function selected by the curve bits (bits 16–19).
    public var timingFunction: CAMediaTimingFunction {
      switch (rawValue >> 16) & 0xF {
      case 1: return CAMediaTimingFunction(name: .easeIn)
      case 2: return CAMediaTimingFunction(name: .easeOut)
      case 3: return CAMediaTimingFunction(name: .linear)
      default: return CAMediaTimingFunction(name: .easeInEaseOut)
      }
    }
  }
}
