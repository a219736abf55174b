import Foundation
import StrobeUIKitCompat

/// Whether two numbers agree within `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two points agree within `tolerance` on each axis.
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
  near(Double(a.x), Double(b.x), tolerance) && near(Double(a.y), Double(b.y), tolerance)
}

/// Whether two rectangles agree within `tolerance` on each coordinate.
func near(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-9) -> Bool {
  near(a.origin, b.origin, tolerance)
    && near(Double(a.width), Double(b.width), tolerance)
    && near(Double(a.height), Double(b.height), tolerance)
}

/// The on-curve end points of a path's elements (nil for closes).
func endPoints(_ path: UIBezierPath) -> [CGPoint?] { path.data.elements.map(\.endPoint) }

/// The element kinds as letters: M L Q C Z.
func kinds(_ path: UIBezierPath) -> String {
  String(
    path.data.elements.map { e -> Character in
      switch e {
      case .move: return "M"
      case .line: return "L"
      case .quadCurve: return "Q"
      case .curve: return "C"
      case .closeSubpath: return "Z"
      }
    })
}
