import Foundation
import StrobeCore
import StrobeGeometry

extension DrawListBuilder {
  /// Emits a `CAGradientLayer`'s gradient (docs/core-animation-semantics.md §2.3) filling the
  /// layer's rounded outline, after its background.
  ///
  /// Unit points map to the bounds ((0, 0) = bounds origin, (1, 1) = opposite corner).
  /// Nothing is drawn for: no colours, empty bounds, an axial gradient whose ends coincide,
  /// a radial gradient with a zero semi-axis (measured for zero height), or non-finite
  /// geometry. Locations are used when their count equals the colours' and all are finite
  /// (clamped to 0…1 and sorted, stably); otherwise stops are uniform `i/(n − 1)`. A single
  /// colour fills the outline evenly (**unconfirmed** against Core Animation).
  func emitGradient(
    _ g: GradientState, _ s: LayerState, place: Placement, alpha: Double,
    _ ops: inout [DrawList.Operation]
  ) {
    guard var fill = Self.gradientFill(g, s, place: place, alpha: alpha) else { return }
    // One alpha for every stop: an opaque gradient inside a group with that opacity. The same
    // pixels, and PDF viewers (poppler) then antialias curved edges exactly as Cairo does;
    // a shading with a soft mask under a curved clip reads back up to 32 levels off at the
    // edge.
    let a = fill.stops[0].color.a
    if a < 1, fill.stops.allSatisfy({ $0.color.a == a }) {
      for i in fill.stops.indices { fill.stops[i].color.a = 1 }
      ops.append(.beginGroup(opacity: a))
      ops.append(.gradient(fill))
      ops.append(.endGroup)
    } else {
      ops.append(.gradient(fill))
    }
  }

  /// The resolved gradient fill, or nil when nothing is drawn.
  static func gradientFill(
    _ g: GradientState, _ s: LayerState, place: Placement, alpha: Double
  ) -> GradientFill? {
    let b = s.bounds
    guard let colors = g.colors, !colors.isEmpty, !b.isEmpty else { return nil }
    let stops = gradientStops(colors, locations: g.locations, alpha: alpha)
    guard !stops.isEmpty else { return nil }
    let start = unitPoint(g.startPoint, in: b)
    let end = unitPoint(g.endPoint, in: b)
    let dx = Double(end.x - start.x)
    let dy = Double(end.y - start.y)
    guard start.x.isFinite, start.y.isFinite, dx.isFinite, dy.isFinite else { return nil }
    let geometry: GradientFill.Geometry
    switch g.type {
    case .radial:
      let radii = CGSize(width: abs(dx), height: abs(dy))
      guard radii.width > 1e-9, radii.height > 1e-9 else { return nil }
      geometry = .radial(center: start, radii: radii)
    case .conic:
      let corners = [
        CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
        CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
      ]
      let reach = corners.map { hypot(Double($0.x - start.x), Double($0.y - start.y)) }.max() ?? 0
      geometry = .conic(center: start, angle: atan2(dy, dx), radius: reach + 1)
    default:  // axial, and unknown types as Core Animation's default
      guard dx * dx + dy * dy > 1e-18 else { return nil }
      geometry = .axial(start: start, end: end)
    }
    let outline = LayerOutline.path(b, radius: s.cornerRadius, corners: s.maskedCorners)
    return GradientFill(
      geometry: geometry, stops: stops, path: outline,
      transform: place.affine ?? place.affineApproximation)
  }

  /// Unit point `u` of `bounds` ((0, 0) = bounds origin, (1, 1) = opposite corner).
  static func unitPoint(_ u: CGPoint, in b: CGRect) -> CGPoint {
    CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height)
  }

  /// Where each of `count` colours sits before clamping: the locations when there is one
  /// per colour and all are finite, else uniform `i/(n − 1)` (0 for a single colour).
  static func stopLocations(_ locations: [CGFloat]?, count n: Int) -> [Double] {
    if let locations, locations.count == n, locations.allSatisfy(\.isFinite) {
      return locations.map(Double.init)
    }
    return (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
  }

  /// Stops from colours and optional locations (see ``emitGradient(_:_:place:alpha:_:)``).
  static func gradientStops(_ colors: [CGColor], locations: [CGFloat]?, alpha: Double)
    -> [GradientFill.Stop]
  {
    let offsets = stopLocations(locations, count: colors.count).map { min(max($0, 0), 1) }
    var stops: [GradientFill.Stop] = []
    for (i, c) in colors.enumerated() {
      let color =
        rgba(c, alpha: alpha) ?? RGBA(clampUnit(c.red), clampUnit(c.green), clampUnit(c.blue), 0)
      stops.append(GradientFill.Stop(offset: offsets[i], color: color))
    }
    // Stable sort by offset.
    return stops.enumerated().sorted {
      ($0.element.offset, $0.offset) < ($1.element.offset, $1.offset)
    }
    .map(\.element)
  }

  /// A component clamped to 0…1 (NaN → 0).
  static func clampUnit(_ v: CGFloat) -> Double { Double(min(max(v.isNaN ? 0 : v, 0), 1)) }
}

extension Placement {
  /// The affine part of a perspective placement (perspective terms dropped, divided by
  /// m44): an approximation used for content that cannot be mapped point by point (gradient
  /// geometry, text).
  var affineApproximation: CGAffineTransform {
    let m = matrix
    let w = m.m44 != 0 ? m.m44 : 1
    return CGAffineTransform(
      a: m.m11 / w, b: m.m12 / w, c: m.m21 / w, d: m.m22 / w, tx: m.m41 / w, ty: m.m42 / w)
  }
}
