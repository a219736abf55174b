import Foundation

extension PathMeasure {
  /// The path trimmed to the fraction range `start…end` of its total length
  /// (CAShapeLayer's strokeStart / strokeEnd), curves split exactly.
  ///
  /// Semantics (docs/core-animation-semantics.md §10):
  /// - fractions of the total length of all contours in order, closing segments included,
  ///   clamped to 0…1 (NaN start → 0, NaN end → 1);
  /// - `start ≥ end` → an empty path (nothing is drawn, not even round caps);
  /// - `0…1` → the measured path unchanged;
  /// - a contour cut by the range becomes an open piece starting with a move (so caps
  ///   appear at the cuts and a closed contour's closing join goes away); a contour wholly
  ///   inside the range is copied unchanged (a closed one stays closed); a zero-length
  ///   contour (`M x y Z`) is kept when its distance lies in the closed range start…end;
  ///   contours touching the range only at a point are dropped;
  /// - cut segments are split at the exact parameter by de Casteljau, so quads stay quads and
  ///   cubics stay cubics (no flattening); lone moves are dropped.
  ///
  /// Dashes are not this function's concern: the renderer dashes the trimmed path as drawn,
  /// so the dash phase origin is the start of each trimmed piece (docs/scene-format.md).
  ///
  /// ## Accuracy
  /// The cut points lie within this measure's ``accuracy`` of the requested distances.
  public func trimmed(from start: Double, to end: Double) -> PathData {
    let s = start.isNaN ? 0 : min(max(start, 0), 1)
    let e = end.isNaN ? 1 : min(max(end, 0), 1)
    if s >= e { return PathData() }
    if s == 0 && e == 1 { return path }
    return subpath(fromDistance: distance(ofFraction: s), toDistance: distance(ofFraction: e))
  }

  /// The part of the path between two distances from its start (clamped to 0…``length``),
  /// by the rules of ``trimmed(from:to:)`` (empty when `to < from`).
  public func subpath(fromDistance from: Double, toDistance to: Double) -> PathData {
    let lo = from > 0 ? min(from, length) : 0
    let hi = to > 0 ? min(to, length) : 0
    guard hi >= lo else { return PathData() }
    let elements = path.elements
    var out: [PathElement] = []
    out.reserveCapacity(elements.count + 2 * contours.count)
    for c in contours {
      let a = c.startDistance
      let b = a + c.length
      if c.length == 0 {
        if lo <= a && a <= hi { out.append(contentsOf: elements[c.elementRange]) }
      } else if lo <= a && b <= hi {
        out.append(contentsOf: elements[c.elementRange])
      } else if min(hi, b) > max(lo, a) {
        out.append(contentsOf: c.piece(fromDistance: max(lo, a) - a, toDistance: min(hi, b) - a))
      }
    }
    return PathData(canonical: out)
  }
}
