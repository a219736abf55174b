import Foundation
import StrobeGeometry

extension AnimatableValue {
  /// The value a fraction of the way from `self` to `other`, by Core Animation's rules, or nil
  /// when the two cannot be interpolated.
  ///
  /// Rules (docs/core-animation-semantics.md §3.2):
  /// - Numbers: `a + (b − a)·f`. `fraction` may leave 0…1 (springs, overshooting timing
  ///   functions); every linear rule below then extrapolates.
  /// - Bools: each side is taken as 0 or 1, interpolated as a number, and the result is true
  ///   when that number is not 0. So false → true is true for every fraction > 0 (measured:
  ///   `hidden` 0 → 1 is already true at 0.25) and true → false stays true until 1. The rule
  ///   itself is unconfirmed; it reproduces the measurement.
  /// - Points, sizes, rects (origin.x, origin.y, width, height): component-wise.
  /// - Colours: component-wise on non-premultiplied sRGB red, green, blue, alpha (measured:
  ///   red α 1 → blue α 0.5 at 0.5 = (0.5, 0, 0.5, 0.75)). A nil endpoint (``null``) gives
  ///   ``null``: Core Animation shows no colour rather than fading from or to clear.
  /// - Transforms: ``CATransform3D/interpolated(to:fraction:)`` (CSS 2-D decomposition for
  ///   two affine matrices, a 3-D decomposition with quaternion slerp otherwise).
  /// - Paths: `PathData.interpolated(to:fraction:)`: point by point when both have the same
  ///   element kinds in the same order (every point, on- and off-curve, moves linearly); nil
  ///   when the structures differ.
  /// - Arrays: element by element when the counts match; nil when they differ (Core
  ///   Animation's behaviour is unconfirmed; the caller shows a discrete jump).
  /// - ``null`` to ``null``: ``null``. Any other pair of different kinds: nil.
  public func interpolated(to other: AnimatableValue, fraction: Double) -> AnimatableValue? {
    switch (self, other) {
    case (.number(let a), .number(let b)):
      return .number(a + (b - a) * fraction)
    case (.bool(let a), .bool(let b)):
      let x = a ? 1.0 : 0.0
      let y = b ? 1.0 : 0.0
      return .bool(x + (y - x) * fraction != 0)
    case (.transform(let a), .transform(let b)):
      return .transform(a.interpolated(to: b, fraction: fraction))
    case (.path(let a), .path(let b)):
      return a.interpolated(to: b, fraction: fraction).map(AnimatableValue.path)
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return nil }
      var out: [AnimatableValue] = []
      out.reserveCapacity(a.count)
      for (x, y) in zip(a, b) {
        guard let v = x.interpolated(to: y, fraction: fraction) else { return nil }
        out.append(v)
      }
      return .array(out)
    case (.null, .null):
      return .null
    default:
      return Self.linearCombination([(1 - fraction, self), (fraction, other)])
    }
  }
}
