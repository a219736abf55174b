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
  /// Difference (`f`) is the exclusive or of the coverage so far with the mask's (rlottie and
  /// thorvg; checked on the mask-difference fixture): first, it acts like an add; after one
  /// add of full, static opacity, the two regions are one path filled even-odd (exact unless
  /// a path overlaps itself).
  ///
  /// An add after a subtract or intersect unites its region with what the masks before it
  /// leave (After Effects applies masks top to bottom; fixture mask-add-after): the masks so
  /// far become one layer of the new union (``product(union:levels:)``).
  ///
  /// Reported and skipped: the lighten and darken modes, a difference after anything else or
  /// with an opacity below 100 %, and mask expansion (`x`, ignored) on any mask but an opaque,
  /// not inverted add or intersect, or changing sign.
  func maskLevels(_ list: LottieValue) throws -> [SceneNode] {
    var union: [SceneNode] = []
    var levels: [SceneNode] = []
    // The single union region so far, while it is one path at full, static opacity.
    var soleRegion: PathTrack?
    for mask in try list.array() {
      let modeValue = mask["mode"]
      var mode = try modeValue?.string() ?? "a"
      if mode == "n" { continue }
      if mode == "f" {
        let opaque = try Self.isOpaque(mask, diagnostics)
        if union.isEmpty && levels.isEmpty {
          mode = "a"
        } else if union.count == 1, levels.isEmpty, opaque, let previous = soleRegion {
          let path = PathTrack(
            try mask.required("pt").track(diagnostics, dimensions: { _ in 1 }, LottieBezier.parse))
          let own = regionTrack(path, inside: !(try mask.bool("inv")))
          guard
            let combined = try sampling(
              at: mask, { try PathTrack.combined([previous, own], maximum: $0) })
          else {
            try diagnostics.warn(
              mask.path,
              "a difference mask that cannot be combined with the mask before it; mask skipped")
            continue
          }
          var node = SceneNode(type: "shape")
          setPath(combined, on: &node)
          node.set("fillColor", .numbers([0, 0, 0, 1]))
          node.set("fillRule", .string("evenOdd"))
          union = [node]
          soleRegion = combined
          try checkExpansion(mask)
          continue
        } else {
          try diagnostics.warn(
            modeValue?.path ?? mask.path, value: modeValue?.summary ?? "",
            "difference masks are supported only after a single add mask, both at 100 % opacity; mask skipped"
          )
          continue
        }
      }
      guard ["a", "s", "i"].contains(mode) else {
        let names = ["l": "lighten", "d": "darken"]
        try diagnostics.warn(
          modeValue?.path ?? mask.path, value: modeValue?.summary ?? "",
          "\(names[mode] ?? "unknown") masks are not supported; mask skipped")
        continue
      }
      if mode == "a" && !levels.isEmpty {
        // An add after a subtract or intersect unites with what the masks so far leave: they
        // become one layer (the union masked by each level in turn), and the add's region
        // joins it in a new union.
        union = [Self.product(union: union, levels: levels)]
        levels = []
        soleRegion = nil
      }
      let expansion = try self.expansion(mask, exact: mode != "s" && !(try mask.bool("inv")))
      let path = PathTrack(
        try mask.required("pt").track(diagnostics, dimensions: { _ in 1 }, LottieBezier.parse))
      let opacity = try mask.numberTrack("o", diagnostics, default: [100]).map {
        ($0.first ?? 100) / 100
      }
      let inverted = try mask.bool("inv")
      // The region the mask keeps, at the mask's opacity (complemented for subtract).
      let keepsInside = (mode == "s") == inverted
      var node: SceneNode
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
        if let expansion {
          expand(&node, path: path, by: expansion)
        }
      }
      if mode == "a" {
        let opaque = try Self.isOpaque(mask, diagnostics)
        soleRegion = union.isEmpty && opaque ? regionTrack(path, inside: keepsInside) : nil
        union.append(node)  // composited over the union so far: α = a + b − a·b
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

  /// One layer whose coverage is the union (its shapes composited together) masked by each
  /// of `levels` in turn: the first element (the union, else the first level) nested in a
  /// plain host per further level, each host masked by that level, as the masked layer itself
  /// is nested (docs/lottie.md, "Supported features", masks).
  static func product(union: [SceneNode], levels: [SceneNode]) -> SceneNode {
    var parts = levels
    if !union.isEmpty {
      if union.count == 1 {
        parts.insert(union[0], at: 0)
      } else {
        var container = SceneNode()
        container.sublayers = union
        parts.insert(container, at: 0)
      }
    }
    var current = parts[0]
    for level in parts.dropFirst() {
      var host = SceneNode()
      host.sublayers = [current]
      host.masks = [level]
      current = host
    }
    return current
  }

  /// Reports mask expansion (`x`) when it is not zero: ignored.
  private func checkExpansion(_ mask: LottieValue) throws {
    _ = try expansion(mask, exact: false)
  }

  /// The mask expansion (`x`, in points) to draw, when it is exact.
  ///
  /// Static or animated, on an add or intersect mask that is not inverted and is at 100 %
  /// opacity, with every keyframe value of one sign: positive grows the path, negative
  /// shrinks it (what thorvg 1.1.3 draws, animated too; rlottie 1.3.8 ignores `x`;
  /// docs/lottie.md, "Supported features", masks). Any other non-zero expansion — one that
  /// changes sign, or on another mask — is reported and ignored (nil).
  private func expansion(_ mask: LottieValue, exact: Bool) throws -> LottieTrack<Double>? {
    guard let x = mask["x"] else { return nil }
    let track = try x.numberTrack(diagnostics).map { $0.first ?? 0 }
    let values = track.keyframes.map(\.value)
    if values.allSatisfy({ $0 == 0 }) { return nil }
    let oneSign = values.allSatisfy { $0 >= 0 } || values.allSatisfy { $0 <= 0 }
    if exact, oneSign, values.allSatisfy(\.isFinite), try Self.isOpaque(mask, diagnostics) {
      return track
    }
    try diagnostics.warn(
      x.path,
      "mask expansion is supported only on an add or intersect mask at 100 % opacity, not inverted, and not changing sign; ignored"
    )
    return nil
  }

  /// Grows (`x` ≥ 0) or shrinks (`x` ≤ 0) the region `node` fills by |x| with round corners.
  ///
  /// Growing unites the fill with a round-joined stroke 2|x| wide; shrinking masks the fill
  /// with the same stroke, inverted (`maskMode` `alphaInverted`): the points of the region
  /// nearer than |x| to its outline are removed, which is the path offset inward (the corners
  /// of a convex path stay sharp, as thorvg draws them). An animated `x` animates the
  /// stroke's width.
  private func expand(_ node: inout SceneNode, path: PathTrack, by x: LottieTrack<Double>) {
    // `expansion(_:exact:)` admits only tracks of one sign.
    let shrinks = x.keyframes.contains { $0.value < 0 }
    var band = node
    if shrinks {
      band = SceneNode(type: "shape")
      setPath(path, on: &band)
      band.set("fillColor", .null)
    }
    band.set("strokeColor", .numbers([0, 0, 0, 1]))
    band.set("lineWidth", .number(2 * abs(x.initial)))
    band.set("lineJoin", .string("round"))
    if x.isAnimated,
      let animation = animator.animation(
        keyPath: "lineWidth", frames: x.frames,
        values: x.keyframes.map { .number(2 * abs($0.value)) },
        easings: x.easings)
    {
      band.animations.append(animation)
    }
    if shrinks {
      node.masks = [band]
      node.set("maskMode", .string("alphaInverted"))
    } else {
      node = band
    }
  }

  /// Whether a mask's opacity (`o`) is 100 % throughout.
  private static func isOpaque(_ mask: LottieValue, _ diagnostics: LottieDiagnostics) throws
    -> Bool
  {
    let opacity = try mask.numberTrack("o", diagnostics, default: [100])
    return !opacity.isAnimated && (opacity.initial.first ?? 100) == 100
  }

  /// The path of `path`'s inside, or of everything outside it (to be filled even-odd).
  private func regionTrack(_ path: PathTrack, inside: Bool) -> PathTrack {
    if inside {
      return path
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
      return combined.flatMap { $0 } ?? path
    }
  }

  /// A black shape covering the inside of `path` (or everything outside it), with an
  /// optional opacity track.
  private func region(_ path: PathTrack, inside: Bool, opacity: LottieTrack<Double>?)
    -> SceneNode
  {
    var node = SceneNode(type: "shape")
    let track = regionTrack(path, inside: inside)
    if !inside { node.set("fillRule", .string("evenOdd")) }
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
