import Foundation

extension PathData {
  /// The total arc length of the path (all subpaths, closing segments included).
  ///
  /// ## Accuracy
  /// Within `accuracy` user units of the exact length (see ``PathMeasure``).
  public func length(accuracy: Double = PathMeasure.defaultAccuracy) -> Double {
    PathMeasure(self, accuracy: accuracy).length
  }

  /// The path trimmed to the fraction range `start…end` of its total length (CAShapeLayer's
  /// strokeStart / strokeEnd), with curves split at the exact parameter.
  ///
  /// Measures the path first; to trim one path repeatedly, make a ``PathMeasure`` once and
  /// call ``PathMeasure/trimmed(from:to:)``, whose documentation gives the rules (clamping,
  /// `start ≥ end` → empty, `0…1` → unchanged, cut closed subpaths become open, dash phase
  /// origin at the start of the trimmed path as drawn).
  ///
  /// ## Accuracy
  /// The cut points lie within `accuracy` user units (of arc length) of the requested
  /// distances.
  public func trimmed(
    from start: Double, to end: Double, accuracy: Double = PathMeasure.defaultAccuracy
  ) -> PathData {
    trimmed(from: start, to: end) { PathMeasure(self, accuracy: accuracy) }
  }

  /// ``trimmed(from:to:accuracy:)`` with the measure of this path from `measure`, asked for
  /// only when a trim needs it (``PathMeasureCache`` hands in a remembered one).
  func trimmed(from start: Double, to end: Double, measure: () -> PathMeasure) -> PathData {
    let s = start.isNaN ? 0 : min(max(start, 0), 1)
    let e = end.isNaN ? 1 : min(max(end, 0), 1)
    if s >= e { return PathData() }
    if s == 0 && e == 1 { return self }
    return measure().trimmed(from: s, to: e)
  }
}
