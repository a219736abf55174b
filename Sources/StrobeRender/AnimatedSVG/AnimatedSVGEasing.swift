import Foundation
import StrobeCore

/// How one keyframe segment of the animated SVG eases, or the whole animation when its
/// keyframes name none (docs/animated-output.md §Animated SVG): written as a CSS timing
/// function, or as a SMIL key spline.
enum AnimatedSVGEasing: Equatable {
  /// Progress equals time.
  case linear
  /// A cubic Bézier from (0, 0) to (1, 1) through these two control points.
  case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
  /// The segment's first value held to its end (`step-end`: discrete keyframes).
  case stepEnd
  /// The segment's last value from its start (`step-start`: discrete keyframes played
  /// backwards, and a jump to a held value).
  case stepStart
  /// Progress at equally spaced times, linear between them (CSS `linear()`: a spring's
  /// progress curve).
  case points([Double])

  /// A Core Animation timing function (nil: linear).
  init(_ f: CAMediaTimingFunction?) {
    guard let b = f?.bezier, !(b.x1 == 0 && b.y1 == 0 && b.x2 == 1 && b.y2 == 1) else {
      self = .linear
      return
    }
    self = .cubic(x1: b.x1, y1: b.y1, x2: b.x2, y2: b.y2)
  }

  /// The CSS timing function (`linear`, `cubic-bezier(…)`, `step-end`, `linear(…)`).
  var css: String {
    let n = CSSFormat.number
    switch self {
    case .linear: return "linear"
    case .cubic(let x1, let y1, let x2, let y2):
      return "cubic-bezier(\(n(x1)),\(n(y1)),\(n(x2)),\(n(y2)))"
    case .stepEnd: return "step-end"
    case .stepStart: return "step-start"
    case .points(let p): return "linear(" + p.map(n).joined(separator: ",") + ")"
    }
  }

  /// The SMIL key spline of a linear or cubic segment (`x1 y1 x2 y2`), nil for the others.
  var keySpline: String? {
    let n = CSSFormat.number
    switch self {
    case .linear: return "0 0 1 1"
    case .cubic(let x1, let y1, let x2, let y2): return "\(n(x1)) \(n(y1)) \(n(x2)) \(n(y2))"
    case .stepEnd, .stepStart, .points: return nil
    }
  }

  /// The same segment played backwards (an autoreversed iteration): the curve turned by a
  /// half turn about (½, ½), so that progress `p(t)` becomes `1 − p(1 − t)`.
  var reversed: AnimatedSVGEasing {
    switch self {
    case .linear: return self
    case .stepEnd: return .stepStart
    case .stepStart: return .stepEnd
    case .cubic(let x1, let y1, let x2, let y2):
      return .cubic(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1)
    case .points(let p): return .points(p.reversed().map { 1 - $0 })
    }
  }
}
