import Foundation
import UIKit

// Helpers of the iOS-code tests: plain UIKit code plus Strobe's render helper
// (`view.rasterize(at:)`, docs/uikit-compat.md "What compiles", rendering row).

/// Whether two numbers agree within `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// Whether two CGFloats agree within `tolerance`.
func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: Double = 1e-6) -> Bool {
  near(Double(a), Double(b), tolerance)
}

/// Whether two points agree within `tolerance` on each axis.
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-6) -> Bool {
  near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
}

/// An RGB pixel (alpha dropped: frames are rendered over white).
struct RGB: Equatable, CustomStringConvertible {
  var r: Int
  var g: Int
  var b: Int

  /// Whether every channel is within `tolerance` of `other`'s.
  func near(_ other: RGB, _ tolerance: Int = 3) -> Bool {
    abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
      && abs(b - other.b) <= tolerance
  }

  var description: String { "(\(r), \(g), \(b))" }

  static let white = RGB(r: 255, g: 255, b: 255)
  static let red = RGB(r: 255, g: 0, b: 0)
  static let blue = RGB(r: 0, g: 0, b: 255)
  static let black = RGB(r: 0, g: 0, b: 0)
}

/// A 100 × 100 point host view (no background) holding `layer` as a sublayer, the way iOS
/// code adds its loader layers to a view's layer.
func host(_ layer: CALayer, size: CGFloat = 100) -> UIView {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
  view.layer.addSublayer(layer)
  return view
}

/// The frames of `view` at document time `time` (1 pixel per point, over white), probed at
/// the centres of the given pixels.
func probe(_ view: UIView, at time: TimeInterval, _ points: [(Int, Int)]) throws -> [RGB] {
  let image = try view.rasterize(at: time)
  return points.map { x, y in
    let p = image.pixel(x: x, y: y)
    return RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b))
  }
}

/// A solid square layer of side `side` centred on `center`.
func square(_ side: CGFloat, at center: CGPoint, color: UIColor) -> CALayer {
  let layer = CALayer()
  layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
  layer.position = center
  layer.backgroundColor = color.cgColor
  return layer
}

/// Runs one test's iOS code on a fresh document clock (time 0) and transaction stack, as a
/// freshly launched app would have (`DocumentClock.withFreshContext`; tests share
/// threads, so each starts its own clock).
func onFreshClock<T>(_ body: () throws -> T) rethrows -> T {
  try DocumentClock.withFreshContext(body)
}
