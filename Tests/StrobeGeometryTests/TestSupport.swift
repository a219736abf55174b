import Foundation
import Testing

@testable import StrobeGeometry

/// k = 4(√2 − 1)/3, written out independently of the implementation.
let kappa = 0.552_284_749_830_793_4

/// A short name for a point.
func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Whether two points agree within `tol` in each coordinate.
func close(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool {
  abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
}

/// Whether two rectangles agree within `tol` in origin and size.
func close(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-9) -> Bool {
  close(a.origin, b.origin, tol) && abs(a.width - b.width) <= tol
    && abs(a.height - b.height) <= tol
}

/// A one-letter kind for an element: M L Q C Z.
func kind(_ e: PathElement) -> Character {
  switch e {
  case .move: return "M"
  case .line: return "L"
  case .quadCurve: return "Q"
  case .curve: return "C"
  case .closeSubpath: return "Z"
  }
}

/// One letter per element of a path: M L Q C Z.
func kinds(_ path: PathData) -> String { String(path.elements.map(kind)) }

/// Whether two element lists have the same kinds and points within `tol`.
func same(_ a: [PathElement], _ b: [PathElement], _ tol: CGFloat = 1e-9) -> Bool {
  guard a.count == b.count else { return false }
  for (x, y) in zip(a, b) {
    guard kind(x) == kind(y) else { return false }
    for (p, q) in zip(x.points, y.points) where !close(p, q, tol) { return false }
  }
  return true
}

/// The point at `t` on a cubic, written out independently.
func bezier(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
  let u = 1 - t
  let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x
  let y = u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y
  return CGPoint(x: x, y: y)
}

/// Every (start, control1, control2, end) cubic of a path, with its start point.
func cubics(_ path: PathData) -> [(CGPoint, CGPoint, CGPoint, CGPoint)] {
  var result: [(CGPoint, CGPoint, CGPoint, CGPoint)] = []
  var current = CGPoint.zero
  for e in path.elements {
    if case .curve(let p, let c1, let c2) = e { result.append((current, c1, c2, p)) }
    if let p = e.endPoint { current = p }
  }
  return result
}
