import StrobeScene

extension LottieSceneBuilder {
  /// A layer's masks (`masksProperties`) as Core Animation masks, one per intersection level.
  ///
  /// Masks combine in order, as lottie-web does: add (`a`) unites, subtract (`s`) removes,
  /// intersect (`i`) intersects (a first subtract or intersect starts from the whole layer);
  /// `o` scales a mask's alpha and `inv` inverts its path. Adds at the start form one union
  /// (a mask layer with one shape per mask); every subtract or intersect is one more level,
  /// applied by nesting the layer in a host masked by it. The complement of a path (subtract,
  /// inverted masks) is a shape with a 200 000-point square around the path, filled even-odd:
  /// exact unless the mask path overlaps itself.
  ///
  /// Reported and skipped: an add after a subtract or intersect (a union of intersections),
  /// the lighten, darken and difference modes, and mask expansion (`x`, ignored).
  func maskLevels(_ list: LottieValue) throws -> [SceneNode] {
    var union: [SceneNode] = []
    var levels: [SceneNode] = []
    for mask in try list.array() {
      let modeValue = mask["mode"]
      let mode = try modeValue?.string() ?? "a"
      if mode == "n" { continue }
      guard ["a", "s", "i"].contains(mode) else {
        let names = ["l": "lighten", "d": "darken", "f": "difference"]
        try diagnostics.warn(
          modeValue?.path ?? mask.path, value: modeValue?.summary ?? "",
          "\(names[mode] ?? "unknown") masks are not supported; mask skipped")
        continue
      }
      if mode == "a" && !levels.isEmpty {
        try diagnostics.warn(
          modeValue?.path ?? mask.path, value: modeValue?.summary ?? "",
          "an add mask after a subtract or intersect mask is not supported; mask skipped")
        continue
      }
      if let x = mask["x"] {
        let track = try x.numberTrack(diagnostics)
        if track.isAnimated || (track.initial.first ?? 0) != 0 {
          try diagnostics.warn(x.path, "mask expansion is not supported; ignored")
        }
      }
      let path = PathTrack(
        try mask.required("pt").track(diagnostics, dimensions: { _ in 1 }, LottieBezier.parse))
      let opacity = try mask.numberTrack("o", diagnostics, default: [100]).map {
        ($0.first ?? 100) / 100
      }
      let inverted = try mask.bool("inv")
      // The region the mask keeps, at the mask's opacity (complemented for subtract).
      let keepsInside = (mode == "s") == inverted
      let node: SceneNode
      if mode == "s" {
        // Inside the removed region: 1 − o; elsewhere 1.
        var full = region(path, inside: keepsInside, opacity: nil)
        full.set("opacity", .number(1))
        var partial = region(path, inside: !keepsInside, opacity: opacity.map { 1 - $0 })
        partial.set("opacity", .number(1 - opacity.initial))
        var container = SceneNode()
        container.sublayers = [full, partial]
        node = container
      } else {
        node = region(path, inside: keepsInside, opacity: opacity)
      }
      if mode == "a" {
        union.append(node)
      } else {
        levels.append(node)
      }
    }
    if !union.isEmpty {
      if union.count == 1 {
        levels.insert(union[0], at: 0)
      } else {
        var container = SceneNode()
        container.sublayers = union
        levels.insert(container, at: 0)
      }
    }
    return levels
  }

  /// A black shape covering the inside of `path` (or everything outside it), with an
  /// optional opacity track.
  private func region(_ path: PathTrack, inside: Bool, opacity: LottieTrack<Double>?)
    -> SceneNode
  {
    var node = SceneNode(type: "shape")
    let track: PathTrack
    if inside {
      track = path
    } else {
      let r = 100_000.0
      let square = LottieBezier(
        closed: true,
        vertices: [.init(x: -r, y: -r), .init(x: r, y: -r), .init(x: r, y: r), .init(x: -r, y: r)],
        inTangents: Array(repeating: .zero, count: 4),
        outTangents: Array(repeating: .zero, count: 4))
      // One constant square and one track: combined exactly, never sampled (so never over
      // a sampling limit).
      let combined = try? PathTrack.combined([PathTrack(constant: [square]), path], maximum: .max)
      track = combined.flatMap { $0 } ?? path
      node.set("fillRule", .string("evenOdd"))
    }
    setPath(track, on: &node)
    node.set("fillColor", .numbers([0, 0, 0, 1]))
    if let opacity {
      if opacity.initial != 1 { node.set("opacity", .number(opacity.initial)) }
      if opacity.isAnimated,
        let animation = animator.animation(
          keyPath: "opacity", frames: opacity.frames,
          values: opacity.keyframes.map { .number($0.value) }, easings: opacity.easings)
      {
        node.animations.append(animation)
      }
    }
    return node
  }
}
