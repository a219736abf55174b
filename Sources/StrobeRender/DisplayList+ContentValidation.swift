import Foundation
import StrobeGeometry

extension DisplayList {
  /// Throws unless the gradient's geometry, stops and path are finite and it has a stop.
  static func checkGradient(_ g: GradientFill, index: Int) throws {
    guard !g.stops.isEmpty else {
      throw RenderError.invalidOperation(index: index, reason: "gradient has no colour stops")
    }
    for stop in g.stops {
      guard stop.offset.isFinite, stop.offset >= 0, stop.offset <= 1 else {
        throw RenderError.invalidOperation(
          index: index, reason: "gradient stop offset \(stop.offset) is not in 0…1")
      }
      try checkColor(stop.color, index: index)
    }
    let numbers: [Double]
    switch g.geometry {
    case .axial(let s, let e): numbers = [s.x, s.y, e.x, e.y].map(Double.init)
    case .radial(let c, let r): numbers = [c.x, c.y, r.width, r.height].map(Double.init)
    case .conic(let c, let a, let r): numbers = [Double(c.x), Double(c.y), a, r]
    }
    guard numbers.allSatisfy(\.isFinite) else {
      throw RenderError.invalidOperation(
        index: index, reason: "gradient geometry \(g.geometry) is not finite")
    }
    try checkPath(g.path, index: index)
  }

  /// Throws unless the text run's size, colours, stroke width, group opacity and frame are
  /// finite (size > 0, stroke width ≥ 0).
  static func checkText(_ run: TextRun, index: Int) throws {
    try checkColor(run.color, index: index)
    if let stroke = run.stroke {
      try checkColor(stroke.color, index: index)
      guard stroke.width.isFinite, stroke.width >= 0 else {
        throw RenderError.invalidOperation(
          index: index, reason: "text stroke width \(stroke.width) must be finite and ≥ 0")
      }
    }
    guard run.groupOpacity.isFinite else {
      throw RenderError.invalidOperation(
        index: index, reason: "text group opacity \(run.groupOpacity) must be finite")
    }
    let f = run.frame
    guard run.fontSize.isFinite, run.fontSize > 0,
      [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite)
    else {
      throw RenderError.invalidOperation(
        index: index,
        reason: "text font size \(run.fontSize) must be finite and positive, frame \(f) finite")
    }
  }
}
