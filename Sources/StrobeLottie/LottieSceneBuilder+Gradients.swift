import Foundation
import StrobeGeometry
import StrobeScene

extension LottieSceneBuilder {
  /// A gradient fill (`gf`) or stroke (`gs`): a `CAGradientLayer` covering the paths,
  /// masked by the fill or stroke they would paint (as lottie-ios's Core Animation engine
  /// draws gradients).
  ///
  /// Linear (`t` 1) and radial (`t` 2) gradients, colour stops with opacity stops merged
  /// (colours and alphas interpolated at the union of their offsets, which is exact for
  /// piecewise-linear stops), animated start and end points of linear gradients, animated
  /// colours. Reported: highlights (`h` ≠ 0), animated radial geometry, animated stops whose
  /// count changes.
  func gradient(_ item: LottieValue, geometry: [PathTrack], trims: [LottieTrim], stroke: Bool)
    throws -> SceneNode?
  {
    let track = try combinedGeometry(geometry, at: item)
    // The mask: the same fill or stroke in black, carrying the paint's opacity.
    let maskNode: SceneNode?
    if stroke {
      maskNode = try self.stroke(item, geometry: geometry, trims: trims, color: [0, 0, 0, 1])
    } else {
      maskNode = try fill(item, geometry: geometry, trims: trims, color: [0, 0, 0, 1])
    }
    guard let mask = maskNode else { return nil }
    // Bounds: every point of every keyframe, grown by the stroke width.
    let points = track.values.flatMap { contours in
      contours.flatMap { c in
        c.vertices.indices.flatMap { i in
          [
            c.vertices[i],
            CGPoint(x: c.vertices[i].x + c.inTangents[i].x, y: c.vertices[i].y + c.inTangents[i].y),
            CGPoint(
              x: c.vertices[i].x + c.outTangents[i].x, y: c.vertices[i].y + c.outTangents[i].y),
          ]
        }
      }
    }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
    else { return nil }
    var grow = 1.0
    if stroke {
      let width = try item.numberTrack("w", diagnostics, default: [1])
      let widest = width.keyframes.map { $0.value.first ?? 1 }.max() ?? 1
      grow += widest * max(try item.number("ml", default: 4), 1)
    }
    let box = (x: minX - grow, y: minY - grow, w: maxX - minX + 2 * grow, h: maxY - minY + 2 * grow)
    func unit(_ p: [Double]) -> SceneWriterJSON {
      .point(((p.first ?? 0) - box.x) / box.w, ((p.dropFirst().first ?? 0) - box.y) / box.h)
    }

    var layer = SceneNode(type: "gradient")
    layer.origin = LottieOrigin(item)
    layer.set("bounds", .numbers([box.x, box.y, box.w, box.h]))
    layer.set("anchorPoint", .point(0, 0))
    layer.set("position", .point(box.x, box.y))
    let radial = try item.number("t", default: 1) == 2
    layer.set("gradientType", .string(radial ? "radial" : "axial"))
    let start = try item.numberTrack("s", diagnostics, default: [0, 0])
    let end = try item.numberTrack("e", diagnostics, default: [100, 0])
    if let h = item["h"] {
      let highlight = try h.numberTrack(diagnostics)
      if highlight.isAnimated || (highlight.initial.first ?? 0) != 0 {
        try diagnostics.warn(h.path, "radial gradient highlights are not supported; drawn centred")
      }
    }
    if radial {
      if start.isAnimated || end.isAnimated {
        try diagnostics.warn(
          (start.isAnimated ? item["s"] : item["e"])!.path,
          "animated radial gradient geometry is not supported; the first keyframe is used")
      }
      let s = start.initial
      let e = end.initial
      let r = hypot(
        (e.first ?? 0) - (s.first ?? 0), (e.dropFirst().first ?? 0) - (s.dropFirst().first ?? 0))
      layer.set("startPoint", unit(s))
      layer.set("endPoint", unit([(s.first ?? 0) + r, (s.dropFirst().first ?? 0) + r]))
    } else {
      for (key, point) in [("startPoint", start), ("endPoint", end)] {
        layer.set(key, unit(point.initial))
        if point.isAnimated,
          let animation = animator.animation(
            keyPath: key, frames: point.frames, values: point.keyframes.map { unit($0.value) },
            easings: point.easings)
        {
          layer.animations.append(animation)
        }
      }
    }
    try gradientStops(item, on: &layer)
    layer.masks = [mask]
    return layer
  }

  /// The gradient's `colors` and `locations` (and their animations) from `g`.
  private func gradientStops(_ item: LottieValue, on layer: inout SceneNode) throws {
    let g = try item.required("g")
    let count = Int(saturating: try g.required("p").number())
    let raw = try g.required("k").numberTrack(diagnostics)
    let stops = raw.map { Self.stops($0, count: count) }
    let first = stops.initial
    layer.set("colors", .array(first.colors.map { .numbers($0) }))
    layer.set("locations", .numbers(first.locations))
    guard stops.isAnimated else { return }
    let sameCount = stops.keyframes.allSatisfy { $0.value.locations.count == first.locations.count }
    guard sameCount else {
      try diagnostics.warn(
        g.path.appending(key: "k"),
        "gradient stops whose count changes over time are not supported; the first keyframe is used"
      )
      return
    }
    if let animation = animator.animation(
      keyPath: "colors", frames: stops.frames,
      values: stops.keyframes.map { .array($0.value.colors.map { .numbers($0) }) },
      easings: stops.easings)
    {
      layer.animations.append(animation)
    }
    if stops.keyframes.contains(where: { $0.value.locations != first.locations }),
      let animation = animator.animation(
        keyPath: "locations", frames: stops.frames,
        values: stops.keyframes.map { .numbers($0.value.locations) }, easings: stops.easings)
    {
      layer.animations.append(animation)
    }
  }

  /// Colour stops `[offset, r, g, b] × count` followed by optional opacity stops
  /// `[offset, alpha] …`, merged at the union of their offsets.
  static func stops(_ values: [Double], count: Int) -> (colors: [[Double]], locations: [Double]) {
    // A count beyond the values (or below 0) reads only the stops that are there.
    let count = min(max(count, 0), values.count / 4)
    var colorStops: [(Double, [Double])] = []
    for i in 0..<count {
      colorStops.append((values[4 * i], Array(values[(4 * i + 1)...(4 * i + 3)])))
    }
    var alphaStops: [(Double, [Double])] = []
    var k = 4 * count
    while k + 1 < values.count {
      alphaStops.append((values[k], [values[k + 1]]))
      k += 2
    }
    guard !colorStops.isEmpty else { return ([[0, 0, 0, 1]], [0]) }
    func sample(_ stops: [(Double, [Double])], at x: Double) -> [Double] {
      if x <= stops[0].0 { return stops[0].1 }
      for j in 1..<stops.count where x <= stops[j].0 {
        let (a, va) = stops[j - 1]
        let (b, vb) = stops[j]
        let p = b > a ? (x - a) / (b - a) : 1
        return zip(va, vb).map { $0 + ($1 - $0) * p }
      }
      return stops[stops.count - 1].1
    }
    let offsets = Array(Set(colorStops.map(\.0) + alphaStops.map(\.0))).sorted()
    let colors = offsets.map { x in
      sample(colorStops, at: x) + [alphaStops.isEmpty ? 1 : sample(alphaStops, at: x)[0]]
    }
    return (colors, offsets.map { min(max($0, 0), 1) })
  }
}
