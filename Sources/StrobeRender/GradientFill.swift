import Foundation
import StrobeGeometry

/// A path filled with a colour gradient: the drawing of a `CAGradientLayer`.
///
/// Everything is resolved: the geometry is in path space (points of the layer's bounds
/// space, mapped to canvas points by ``transform``), stops are sorted with offsets in 0…1 and
/// colours carry the inherited opacity. Colours interpolate component-wise between stops,
/// non-premultiplied, in sRGB (Cairo/pixman, librsvg and PDF shadings all interpolate
/// non-premultiplied colour). Before the first stop the first colour extends, after the last
/// the last colour.
public struct GradientFill: Sendable, Hashable {
  /// The gradient's shape.
  public enum Geometry: Sendable, Hashable {
    /// Colour constant along lines perpendicular to `start → end`; offset 0 at `start`,
    /// 1 at `end`, extended beyond both.
    case axial(start: CGPoint, end: CGPoint)
    /// Concentric ellipses around `center` with semi-axes `radii` (x and y, both > 0):
    /// offset 0 at the centre, 1 on the ellipse, extended beyond it.
    case radial(center: CGPoint, radii: CGSize)
    /// Colour by angle around `center`: offset 0 along `angle` (radians, from +x toward +y)
    /// growing to 1 after a full turn in the +x → +y direction. `radius` is how far the
    /// gradient is drawn (it must cover the filled path).
    case conic(center: CGPoint, angle: Double, radius: Double)
  }

  /// One colour stop.
  public struct Stop: Sendable, Hashable {
    /// Position 0…1 along the gradient.
    public var offset: Double
    /// Colour (non-premultiplied sRGB) at the position.
    public var color: RGBA
    /// A stop.
    public init(offset: Double, color: RGBA) {
      self.offset = offset
      self.color = color
    }
  }

  /// The gradient's shape, in path space.
  public var geometry: Geometry
  /// The colour stops, sorted by offset (at least one).
  public var stops: [Stop]
  /// The area filled (non-zero rule), in path space.
  public var path: PathData
  /// Path space → canvas points.
  public var transform: CGAffineTransform

  /// A gradient fill.
  public init(geometry: Geometry, stops: [Stop], path: PathData, transform: CGAffineTransform) {
    self.geometry = geometry
    self.stops = stops
    self.path = path
    self.transform = transform
  }

  /// The colour at `offset` (0…1) by the stops: linear between neighbours, non-premultiplied,
  /// clamped to the end colours outside the stops.
  ///
  /// This is the rule every backend applies; tests use it to compute expected pixels.
  public func color(at offset: Double) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return RGBA(0, 0, 0, 0) }
    if offset <= first.offset { return first.color }
    if offset >= last.offset { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where offset <= b.offset {
      let span = b.offset - a.offset
      let t = span > 0 ? (offset - a.offset) / span : 1
      return RGBA(
        a.color.r + (b.color.r - a.color.r) * t, a.color.g + (b.color.g - a.color.g) * t,
        a.color.b + (b.color.b - a.color.b) * t, a.color.a + (b.color.a - a.color.a) * t)
    }
    return last.color
  }
}
