import Foundation
import StrobeGeometry

extension AnimatableValue {
  /// `self + other`: the sum used for additive animations, `fromValue + byValue` and
  /// cumulative repeats; nil when the values cannot be added.
  ///
  /// Numbers, points, sizes, rects and colours add component-wise (a colour plus ``null``
  /// is ``null``); paths add point by point when their structures match; arrays add element
  /// by element when the counts match. Transforms concatenate with `other` applied first,
  /// then `self`: the result is `CATransform3DConcat(other, self)` (`other · self` in row
  /// form). This is CSS's composition order (the base transform list followed by the
  /// animated one); Core Animation's order is unconfirmed. Bools and mismatched kinds: nil.
  public func adding(_ other: AnimatableValue) -> AnimatableValue? {
    switch (self, other) {
    case (.transform(let a), .transform(let b)):
      return .transform(b.concatenating(a))
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return nil }
      var out: [AnimatableValue] = []
      for (x, y) in zip(a, b) {
        guard let v = x.adding(y) else { return nil }
        out.append(v)
      }
      return .array(out)
    case (.null, .null):
      return .null
    default:
      return Self.linearCombination([(1, self), (1, other)])
    }
  }

  /// `self − other`, the inverse of ``adding(_:)`` (used for `toValue − byValue`); nil when
  /// the values cannot be subtracted.
  ///
  /// Component-wise like ``adding(_:)``. Transforms: the X with `X.adding(other) == self`,
  /// i.e. `other⁻¹ · self` in row form; nil when `other` is singular.
  public func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
    switch (self, other) {
    case (.transform(let a), .transform(let b)):
      guard let inverse = b.inverse else { return nil }
      return .transform(inverse.concatenating(a))
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return nil }
      var out: [AnimatableValue] = []
      for (x, y) in zip(a, b) {
        guard let v = x.subtracting(y) else { return nil }
        out.append(v)
      }
      return .array(out)
    case (.null, .null):
      return .null
    default:
      return Self.linearCombination([(1, self), (-1, other)])
    }
  }

  /// `k · self`: the multiple used by cumulative animations (`value + k·V_end` is
  /// `value.adding(end.scaled(by: k))`); nil for values that cannot be scaled.
  ///
  /// Numbers, points, sizes, rects, colours (all four components), path points and array
  /// elements are multiplied by `k`; ``null`` stays ``null``. Transforms, consistently with
  /// ``adding(_:)``, are raised to the power k: for an integer k, `self` concatenated k times
  /// (the identity for 0, the inverse's power for negative k; nil when singular); for a
  /// fractional k, `self^⌊k⌋` followed by the interpolation from the identity to `self` at
  /// the fractional part. Bools: nil.
  public func scaled(by k: Double) -> AnimatableValue? {
    switch self {
    case .transform(let t):
      guard k.isFinite else { return nil }
      let whole = k.rounded(.down)
      guard abs(whole) <= Double(Int32.max), let p = t.power(Int(whole)) else { return nil }
      let rest = k - whole
      if rest == 0 { return .transform(p) }
      return .transform(p.concatenating(CATransform3D.identity.interpolated(to: t, fraction: rest)))
    case .array(let a):
      var out: [AnimatableValue] = []
      for x in a {
        guard let v = x.scaled(by: k) else { return nil }
        out.append(v)
      }
      return .array(out)
    case .null:
      return .null
    default:
      return Self.linearCombination([(k, self)])
    }
  }

  /// The distance to `other` that paced keyframes use to space values evenly; nil when the
  /// values are of different kinds or cannot be compared.
  ///
  /// - Numbers: `|b − a|`.
  /// - Points, sizes, rects, colours: the Euclidean norm of the component differences (rects
  ///   over origin.x, origin.y, width, height; colours over red, green, blue, alpha).
  /// - Paths with the same structure: the Euclidean norm over all point coordinates.
  /// - Arrays with the same count: the square root of the sum of squared element distances.
  /// - Transforms: the Frobenius norm of the difference of the 16 entries (a documented
  ///   choice; Core Animation's metric is unknown).
  /// - Bools: 0 when equal, 1 otherwise. ``null`` to ``null``: 0.
  public func distance(to other: AnimatableValue) -> Double? {
    switch (self, other) {
    case (.number(let a), .number(let b)):
      return abs(b - a)
    case (.bool(let a), .bool(let b)):
      return a == b ? 0 : 1
    case (.transform(let a), .transform(let b)):
      let squares = zip(a.rowMajor, b.rowMajor).map { Double(($1 - $0) * ($1 - $0)) }
      return squares.reduce(0, +).squareRoot()
    case (.array(let a), .array(let b)):
      guard a.count == b.count else { return nil }
      var sum = 0.0
      for (x, y) in zip(a, b) {
        guard let d = x.distance(to: y) else { return nil }
        sum += d * d
      }
      return sum.squareRoot()
    case (.null, .null):
      return 0
    default:
      guard let difference = Self.linearCombination([(1, other), (-1, self)]) else { return nil }
      return difference.euclideanNorm
    }
  }

  /// The Euclidean norm of a vector-space value's components (nil for other kinds).
  private var euclideanNorm: Double? {
    switch self {
    case .number(let x): return abs(x)
    case .point(let p): return hypot(Double(p.x), Double(p.y))
    case .size(let s): return hypot(Double(s.width), Double(s.height))
    case .rect(let r):
      let c = [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }
      return c.map { $0 * $0 }.reduce(0, +).squareRoot()
    case .color(let c):
      let v = [c.red, c.green, c.blue, c.alpha].map { Double($0) }
      return v.map { $0 * $0 }.reduce(0, +).squareRoot()
    case .path(let p):
      var sum = 0.0
      for e in p.elements {
        for q in e.points { sum += Double(q.x * q.x + q.y * q.y) }
      }
      return sum.squareRoot()
    case .array(let a):
      var sum = 0.0
      for x in a {
        guard let n = x.euclideanNorm else { return nil }
        sum += n * n
      }
      return sum.squareRoot()
    case .bool, .transform, .null:
      return nil
    }
  }
}
