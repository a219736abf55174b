import Foundation

extension PathData {
  /// The first place where `other` breaks Core Animation's morphing rule, or `nil` when the
  /// two paths have the same element count and the same kind at every index.
  public func morphIncompatibility(with other: PathData) -> PathMorphError? {
    let (a, b) = (elements, other.elements)
    for index in 0..<Swift.max(a.count, b.count) {
      let from = index < a.count ? a[index].kind : nil
      let to = index < b.count ? b[index].kind : nil
      if from != to {
        return .incompatibleStructure(
          index: index, from: from, to: to, fromCount: a.count, toCount: b.count)
      }
    }
    return nil
  }

  /// Core Animation's path interpolation: every point of every element moves linearly.
  ///
  /// With the same element count and kinds (see ``morphIncompatibility(with:)``), the result
  /// has that structure and each point is `p + (q − p)·t` for the points `p` of `self` and `q`
  /// of `other` at the same place — control points included. `t` may leave [0, 1]
  /// (springs and overshooting timing functions extrapolate). `t = 0` gives `self`, `t = 1`
  /// gives `other` exactly.
  ///
  /// - Throws: ``PathMorphError`` naming the first mismatching element. Core Animation's
  ///   behaviour for mismatched paths is undefined (docs/core-animation-semantics.md §3.2: a jump or
  ///   garbage); Strobe defines it as "the animation has no effect" — the caller (the
  ///   animation engine) shows the layer's model value for the whole animation, at every
  ///   time. The caller decides; this method only reports. Opt in to
  ///   ``resampledMorph(to:fraction:)`` to morph any two paths.
  public func checkedInterpolation(to other: PathData, fraction t: Double) throws(PathMorphError)
    -> PathData
  {
    if let error = morphIncompatibility(with: other) { throw error }
    if t == 0 { return self }
    if t == 1 { return other }
    let f = CGFloat(t)
    func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f)
    }
    return PathData(
      zip(elements, other.elements).map { pair -> PathElement in
        switch pair {
        case (.move(let p), .move(let q)): return .move(to: lerp(p, q))
        case (.line(let p), .line(let q)): return .line(to: lerp(p, q))
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
          return .quadCurve(to: lerp(p, q), control: lerp(c, d))
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
          return .curve(to: lerp(p, q), control1: lerp(c1, d1), control2: lerp(c2, d2))
        default: return .closeSubpath
        }
      })
  }

  /// Core Animation's path interpolation, or `nil` when the structures differ.
  ///
  /// The same as ``checkedInterpolation(to:fraction:)`` without the reason: `nil` means the
  /// element counts or kinds differ, and the animation engine then lets the animation have no
  /// effect (the model value shows at every time of it). Core Animation itself leaves that case
  /// undefined.
  public func interpolated(to other: PathData, fraction t: Double) -> PathData? {
    try? checkedInterpolation(to: other, fraction: t)
  }

  /// A morph between any two paths by resampling (Strobe's opt-in extension to Core
  /// Animation), at fraction `t`.
  ///
  /// Prepares a ``PathMorph`` and evaluates it once; to evaluate many fractions, create the
  /// ``PathMorph`` once and call ``PathMorph/path(at:)``. See ``PathMorph`` for the algorithm.
  public func resampledMorph(to other: PathData, fraction t: Double) -> PathData {
    PathMorph(from: self, to: other).path(at: t)
  }
}
