import Foundation
import StrobeCore

extension UIView {
  /// Options for ``animateKeyframes(withDuration:delay:options:animations:completion:)``
  /// (UIKit's `UIView.KeyframeAnimationOptions`, same raw values).
  ///
  /// Bits 0–9 mean what they mean in ``AnimationOptions`` (``repeat``, ``autoreverse``,
  /// ``beginFromCurrentState``…); bits 10–12 choose how values between keyframes are
  /// computed. The curve bits of ``AnimationOptions`` (16–19) also apply, to the whole
  /// block: with none set the block eases in and out, as in UIKit (pass
  /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` for a linear
  /// block).
  public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
    /// The bit set.
    public let rawValue: UInt

    /// Options from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// As ``AnimationOptions/layoutSubviews``.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// As ``AnimationOptions/allowUserInteraction`` (accepted, inert).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// As ``AnimationOptions/beginFromCurrentState``.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// As ``AnimationOptions/repeat``.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// As ``AnimationOptions/autoreverse``.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// As ``AnimationOptions/overrideInheritedDuration``.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// As ``AnimationOptions/overrideInheritedOptions`` (changes nothing).
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Straight lines between keyframe values (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Each value held until the next keyframe.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Evenly paced over the whole block (key times ignored).
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth (Catmull–Rom) curve through the values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve, evenly paced.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The `CAKeyframeAnimation` calculation mode of bits 10–12.
    var calculationMode: CAAnimationCalculationMode {
      switch (rawValue >> 10) & 0x7 {
      case 1: return .discrete
      case 2: return .paced
      case 3: return .cubic
      case 4: return .cubicPaced
      default: return .linear
      }
    }
  }

  /// Animates view changes in keyframes (UIKit's
  /// `animateKeyframes(withDuration:delay:options:animations:completion:)`).
  ///
  /// In `animations`, each ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// gives the changes of its block a window of the duration (fractions 0…1); changes made
  /// outside any keyframe span the whole block. Each view-layer property changed becomes one
  /// `CAKeyframeAnimation` over `duration`: the old value at 0, then the value each keyframe
  /// leaves, reached at the end of its window and held until the next window starts, with
  /// the options' calculation mode and the curve bits' timing function over the whole block
  /// (ease in and out by default, as in UIKit). Delay, repeat, autoreverse, completion and
  /// nesting are those of ``animate(withDuration:delay:options:animations:completion:)``;
  /// standalone sublayers changed in a keyframe animate through their implicit actions with
  /// the block's duration, not the keyframe's window.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let viewOptions = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
    let context = ViewAnimationContext(
      isAnimated: duration > 0, duration: duration, delay: max(delay, 0), options: viewOptions)
    context.keyframeMode = options.calculationMode
    run(context, animations: animations, completion: completion)
  }

  /// Adds a keyframe to the enclosing keyframe block.
  ///
  /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)`` the
  /// changes `animations` makes are reached over the window from `frameStartTime` for
  /// `frameDuration` (fractions of the block's duration). Outside a keyframe block the
  /// changes are made at once (in the enclosing animation block, if any).
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let context = ViewAnimationStack.current.top, context.keyframeMode != nil else {
      animations()
      return
    }
    context.closeKeyframeWindow()
    context.keyframeWindow = (frameStartTime, frameDuration)
    animations()
    context.closeKeyframeWindow()
    context.keyframeWindow = (0, 1)
  }
}
