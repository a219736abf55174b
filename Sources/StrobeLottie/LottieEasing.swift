/// How a Lottie keyframe segment moves from its value to the next one.
enum LottieEasing: Equatable {
  /// Constant speed.
  case linear
  /// A cubic Bézier easing with control points (x1, y1) (the keyframe's `o`) and (x2, y2)
  /// (its `i`), x clamped to 0…1 — the same curve as a CAMediaTimingFunction.
  case bezier(Double, Double, Double, Double)
  /// The value holds until the next keyframe (`"h": 1`).
  case hold

  /// The eased progress for a linear progress `x` in 0…1.
  func progress(_ x: Double) -> Double {
    switch self {
    case .linear: return x
    case .hold: return x >= 1 ? 1 : 0
    case .bezier(let x1, let y1, let x2, let y2):
      return LottieEasing.solveBezier(x: x, x1: x1, y1: y1, x2: x2, y2: y2)
    }
  }

  /// y of the unit cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at the parameter where its x is
  /// `x` (Newton steps, then bisection; within 1e-12 in x).
  static func solveBezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
    var t = x
    for _ in 0..<8 {
      let error = coordinate(t, x1, x2) - x
      if abs(error) < 1e-12 { return coordinate(t, y1, y2) }
      let d = slope(t, x1, x2)
      if abs(d) < 1e-9 { break }
      t -= error / d
      if t < 0 || t > 1 { break }
    }
    var lo = 0.0
    var hi = 1.0
    t = x
    for _ in 0..<100 {
      t = (lo + hi) / 2
      let value = coordinate(t, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { lo = t } else { hi = t }
    }
    return coordinate(t, y1, y2)
  }
}
