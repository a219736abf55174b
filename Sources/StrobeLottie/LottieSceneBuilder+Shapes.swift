import Foundation
import StrobeGeometry
import StrobeScene

/// A trim paths item (`tm`) in effect for some paints.
struct LottieTrim {
  var path: JSONPath
  /// The trim item (where its limit errors point).
  var source: LottieValue
  var start: LottieTrack<Double>
  var end: LottieTrack<Double>
  var offset: LottieTrack<Double>
  /// `m` 2: trim multiple shapes individually (as one path in sequence).
  var individually: Bool

  /// Whether the trim leaves every path whole (start 0, end 100 %, static).
  var isIdentity: Bool {
    !start.isAnimated && !end.isAnimated && start.initial == 0 && end.initial == 100
  }
}

/// A trim paths item of a nested group that trims one of its paths, as an enclosing group's
/// paints see it.
struct NestedTrim {
  var trim: LottieTrim
  /// Whether a group transform between the trim and the paint is not a similarity (the
  /// trim's length fractions, measured before it, are applied after it).
  var distorted: Bool
}

extension LottieSceneBuilder {
  /// The layers for a shape list (a shape layer's `shapes` or a group's `it`), bottom first.
  ///
  /// Lottie semantics (lottie-web): a fill or stroke paints every path listed before it in
  /// its group, nested groups' paths included (through their transforms); a trim modifies
  /// the paths before it, here and in nested groups. Items listed first are on top.
  func shapeItems(
    _ list: LottieValue, inheritedTrims: [LottieTrim], path: @autoclosure () -> JSONPath
  ) throws
    -> [SceneNode]
  {
    var paths: [PathTrack] = []
    var trimmedBy: [NestedTrim?] = []
    return try shapeItems(
      list, inheritedTrims: inheritedTrims, paths: &paths, trimmedBy: &trimmedBy)
  }

  /// ``shapeItems(_:inheritedTrims:path:)``, also giving the list's paths in `paths`: its path
  /// items and those of its nested groups with static transforms (mapped through them), in
  /// order — the geometry a paint after the list's group applies to; `trimmedBy` gives,
  /// for each of them, the trim paths item of this list (or a nested one) that trims it
  /// here, which the enclosing group's strokes apply first (lottie-web's trim modifier
  /// rewrites the path data itself, so every paint above drawing the path sees it trimmed).
  private func shapeItems(
    _ list: LottieValue, inheritedTrims: [LottieTrim], paths: inout [PathTrack],
    trimmedBy: inout [NestedTrim?]
  ) throws
    -> [SceneNode]
  {
    let items = try list.array().filter { !(try $0.bool("hd")) }
    var trims: [(index: Int, trim: LottieTrim)] = []
    for (index, item) in items.enumerated() where try item.string("ty") == "tm" {
      trims.append((index, try trim(item)))
    }
    // `nestedTrim`: a trim of a nested group that trims the path (not applied at this level).
    var sources: [(index: Int, track: PathTrack, nestedTrim: NestedTrim?)] = []
    var animatedNested: [(index: Int, path: JSONPath)] = []
    var nodes: [SceneNode] = []
    var merge: LottieMerge?
    for (index, item) in items.enumerated() {
      let ty = try item.required("ty")
      switch try ty.string() {
      case "sh", "rc", "el", "sr":
        sources.append((index, try shapeSource(item), nil))
      case "gr":
        let later = trims.filter { $0.index > index }.map(\.trim)
        var nested: [PathTrack] = []
        var nestedTrims: [NestedTrim?] = []
        var transform: LottieValue?
        if let node = try group(
          item, inheritedTrims: later + inheritedTrims, paths: &nested,
          trimmedBy: &nestedTrims, transform: &transform)
        {
          // `nodes` is top first until the end; a group with a neutral transform and full
          // opacity leaves only its content (docs/lottie.md §Neutral group layers).
          nodes.append(contentsOf: node.standIns.reversed())
        }
        if let affine = try transform.map(staticAffine) ?? CGAffineTransform?.some(.identity) {
          // A trim measures lengths before the group's transform: after a transform that is
          // not a similarity the fractions move along the path (reported where applied).
          let similar = Self.isSimilarity(affine)
          for (track, trim) in zip(nested, nestedTrims) {
            var mapped = trim
            if !similar { mapped?.distorted = true }
            sources.append((index, track.applying(affine), mapped))
          }
        } else if !nested.isEmpty {
          animatedNested.append((index, item.path))
        }
      case "fl", "st":
        let geometry = sources.filter { $0.index < index }
        guard !geometry.isEmpty else { continue }
        let isStroke = try ty.string() == "st"
        if !isStroke {
          try reportNestedTrims(geometry.compactMap(\.nestedTrim?.trim.path), paint: ty)
        }
        for nested in animatedNested where nested.index < index {
          try diagnostics.warn(
            nested.path,
            "a group with an animated transform is not included in the \(try ty.string() == "fl" ? "fill" : "stroke") of its parent group"
          )
        }
        let applicable =
          trims.filter { t in geometry.contains { $0.index < t.index } }.map(\.trim)
          + inheritedTrims
        if let m = merge,
          try mergeApplies(m, to: item, geometry: geometry.map(\.index), trims: applicable)
        {
          if let node = try mergedFill(item, merge: m, geometry: geometry.map(\.track)) {
            nodes.append(node)
          }
          continue
        }
        if try ty.string() == "fl" {
          if let node = try fill(item, geometry: geometry.map(\.track), trims: applicable) {
            nodes.append(node)
          }
        } else if let node = try strokeApplyingNestedTrims(
          item, geometry: geometry.map { ($0.track, $0.nestedTrim) }, trims: applicable)
        {
          nodes.append(node)
        }
      case "tm", "tr":
        continue
      case "gf", "gs":
        let geometry = sources.filter { $0.index < index }
        guard !geometry.isEmpty else { continue }
        try reportNestedTrims(geometry.compactMap(\.nestedTrim?.trim.path), paint: ty)
        let applicable =
          trims.filter { t in geometry.contains { $0.index < t.index } }.map(\.trim)
          + inheritedTrims
        if let m = merge {
          _ = try mergeApplies(m, to: item, geometry: geometry.map(\.index), trims: applicable)
        }
        if let node = try gradient(
          item, geometry: geometry.map(\.track), trims: applicable, stroke: try ty.string() == "gs")
        {
          nodes.append(node)
        }
      case "mm":
        let next = LottieMerge(
          index: index, mode: Int(saturating: try item.number("mm", default: 1)), path: ty.path)
        if let previous = merge {
          // A chained merge: the earlier one left a single path, which every mode keeps as
          // it is (lottie-web and lottie-android merge the earlier result), so the earlier
          // merge stands. With paths between them the result would need boolean operations.
          if sources.contains(where: { $0.index > previous.index }) {
            try diagnostics.warn(
              ty.path, value: ty.summary,
              "merge paths after another merge with paths between them are not supported; this one merges every path before it"
            )
            merge = next
          }
        } else {
          merge = next
        }
      case "rp":
        // The layers drawn so far (items before the repeater), bottom first, repeated.
        if let node = try repeater(item, content: nodes.reversed()) {
          nodes = [node]
        }
        if try items[(index + 1)...].contains(where: {
          ["fl", "st", "gf", "gs"].contains(try $0.string("ty"))
        }),
          !sources.isEmpty
        {
          try diagnostics.warn(
            ty.path, value: ty.summary,
            "paints after a repeater are drawn once (the repeater repeats the layers before it)")
        }
      case "rd":
        try diagnostics.warn(
          ty.path, value: ty.summary, "round corners are not supported; corners kept sharp")
      default:
        try diagnostics.warn(ty.path, value: ty.summary, "unsupported shape item; skipped")
      }
    }
    paths = sources.map(\.track)
    trimmedBy = sources.map { source in
      source.nestedTrim
        ?? trims.first { $0.index > source.index && !$0.trim.isIdentity }.map {
          NestedTrim(trim: $0.trim, distorted: false)
        }
    }
    return nodes.reversed()
  }

  /// Reports trim paths of nested groups that the fill or gradient `ty` of an enclosing group
  /// does not apply: it paints those paths whole (lottie-web paints them trimmed).
  private func reportNestedTrims(_ trims: [JSONPath], paint ty: LottieValue) throws {
    guard let first = trims.first else { return }
    try diagnostics.warn(
      first, value: "\"tm\"",
      "trim paths in a nested group are not applied to the paint \(ty.path) of an enclosing group; drawn untrimmed there"
    )
  }

  private func items(of group: LottieValue) throws -> [LottieValue] {
    guard let it = group["it"] else { return [] }
    return try it.array().filter { !(try $0.bool("hd")) }
  }

  /// A group (`gr`): its items in a layer, wrapped by its transform (`tr`), opacity on the
  /// content layer.
  ///
  /// `paths` receives the group's paths (see ``shapeItems(_:inheritedTrims:paths:)``) and
  /// `transform` its first visible transform item (`tr`), if any.
  private func group(
    _ item: LottieValue, inheritedTrims: [LottieTrim], paths: inout [PathTrack],
    trimmedBy: inout [NestedTrim?], transform: inout LottieValue?
  ) throws -> SceneNode? {
    guard let it = item["it"] else { return nil }
    var content = SceneNode()
    content.sublayers = try shapeItems(
      it, inheritedTrims: inheritedTrims, paths: &paths, trimmedBy: &trimmedBy)
    // Cannot throw here: building the items read each one's `hd` and `ty` already.
    transform = try items(of: item).first(where: { try $0.string("ty") == "tr" })
    guard !content.sublayers.isEmpty else { return nil }
    guard let transform else { return content }
    try opacity(transform, on: &content)
    return try transformChain(transform, content: content)
  }

  /// A stroke of an enclosing group over paths that nested groups trimmed: each set of paths
  /// with the same nested trim is stroked with that trim first, then with `trims` (the
  /// innermost active one is drawn, as ``stroke(_:geometry:trims:color:)`` does), all in the
  /// one layer that carries the stroke's opacity.
  private func strokeApplyingNestedTrims(
    _ item: LottieValue, geometry: [(track: PathTrack, nested: NestedTrim?)],
    trims: [LottieTrim]
  ) throws -> SceneNode? {
    var parts: [(trim: NestedTrim?, tracks: [PathTrack])] = []
    for (track, nested) in geometry {
      if let last = parts.indices.last, parts[last].trim?.trim.path == nested?.trim.path {
        parts[last].tracks.append(track)
      } else {
        parts.append((nested, [track]))
      }
    }
    var container: SceneNode?
    for part in parts {
      if let nested = part.trim, nested.distorted {
        try diagnostics.warn(
          nested.trim.path, value: "\"tm\"",
          "trim paths in a group scaled unevenly or skewed are measured after the group's transform for the stroke \(item.path) of an enclosing group; lengths approximate"
        )
      }
      let applied = (part.trim.map { [$0.trim] } ?? []) + trims
      guard let node = try stroke(item, geometry: part.tracks, trims: applied) else { continue }
      if container == nil {
        container = node
      } else {
        container?.sublayers += node.sublayers
      }
    }
    return container
  }

  /// Whether `affine` keeps length ratios along every path (a rotation, uniform scale,
  /// reflection and translation), so a trim's fractions mean the same before and after it.
  static func isSimilarity(_ affine: CGAffineTransform) -> Bool {
    let tolerance = 1e-9 * max(1, abs(affine.a) + abs(affine.b) + abs(affine.c) + abs(affine.d))
    let columnDot = affine.a * affine.c + affine.b * affine.d
    let lengths =
      (affine.a * affine.a + affine.b * affine.b) - (affine.c * affine.c + affine.d * affine.d)
    return abs(columnDot) <= tolerance && abs(lengths) <= tolerance
  }

  private func trim(_ item: LottieValue) throws -> LottieTrim {
    func scalar(_ key: String, _ fallback: Double) throws -> LottieTrack<Double> {
      try item.numberTrack(key, diagnostics, default: [fallback]).map { $0.first ?? fallback }
    }
    return LottieTrim(
      path: item.path, source: item, start: try scalar("s", 0), end: try scalar("e", 100),
      offset: try scalar("o", 0), individually: try item.number("m", default: 1) == 2)
  }

  // MARK: Paths

  /// The geometry of one path item (`sh`, `rc`, `el`, `sr`).
  func shapeSource(_ item: LottieValue) throws -> PathTrack {
    let reversed = try item.number("d", default: 1) == 3
    switch try item.string("ty") {
    case "sh":
      let ks = try item.required("ks")
      // A path morph has one progress: only the first easing entry applies (lottie-web,
      // rlottie and thorvg read no other).
      var track = try ks.track(diagnostics, dimensions: { _ in 1 }, LottieBezier.parse)
      if reversed { track = track.map(\.reversedKeepingStart) }
      return PathTrack(track)
    case "rc":
      let p = try item.numberTrack("p", diagnostics, default: [0, 0])
      let s = try item.numberTrack("s", diagnostics, default: [0, 0])
      let r = try item.numberTrack("r", diagnostics, default: [0])
      let forceRounded = r.isAnimated
      return try parametric(item, [p, s, r], affine: [true, true, true], spatial: p) { v in
        [
          LottieShapes.rectangle(
            center: v[0], size: v[1], roundness: v[2].first ?? 0, reversed: reversed,
            forceRounded: forceRounded)
        ]
      }
    case "el":
      let p = try item.numberTrack("p", diagnostics, default: [0, 0])
      let s = try item.numberTrack("s", diagnostics, default: [0, 0])
      return try parametric(item, [p, s], affine: [true, true], spatial: p) { v in
        [LottieShapes.ellipse(center: v[0], size: v[1], reversed: reversed)]
      }
    default:
      let star = try item.number("sy", default: 1) == 1
      let keys = ["p", "pt", "r", "or", "ir", "os", "is"]
      let fallbacks: [[Double]] = [[0, 0], [5], [0], [0], [0], [0], [0]]
      var tracks: [LottieTrack<[Double]>] = []
      for (key, fallback) in zip(keys, fallbacks) {
        tracks.append(try item.numberTrack(key, diagnostics, default: fallback))
      }
      // A polystar of n points is 2n (star) or n vertices, a curve each, plus move and close:
      // counted at the largest `pt` the track reaches, before any vertex is made.
      let points = ([tracks[1].initial] + tracks[1].keyframes.map(\.value)).map { $0.first ?? 0 }
      let most = points.map { $0.isNaN ? 0 : $0 }.max() ?? 0
      try checkLimit(
        .pathElements, count: most.rounded(.down) * (star ? 2 : 1) + 2, at: item["pt"] ?? item)
      return try parametric(
        item,
        tracks, affine: [true, false, false, true, true, true, true], spatial: tracks[0]
      ) { v in
        [
          LottieShapes.polystar(
            star: star, center: v[0], points: v[1][0], rotation: v[2][0], outerRadius: v[3][0],
            innerRadius: v[4][0], outerRoundness: v[5][0], innerRoundness: v[6][0],
            reversed: reversed)
        ]
      }
    }
  }

  /// A parametric shape's track: keyframes of its one animated parameter when the shape is
  /// affine in it (and a position parameter moves in straight lines), else baked.
  private func parametric(
    _ item: LottieValue, _ tracks: [LottieTrack<[Double]>], affine: [Bool],
    spatial: LottieTrack<[Double]>,
    _ make: @escaping ([[Double]]) -> [LottieBezier]
  ) throws -> PathTrack {
    let evaluate: (Double) -> [LottieBezier]? = { frame in
      make(
        tracks.enumerated().map { i, t in i == 0 ? t.spatialValue(at: frame) : t.value(at: frame) })
    }
    let animated = tracks.indices.filter { tracks[$0].isAnimated }
    if animated.isEmpty { return PathTrack(constant: make(tracks.map(\.initial))) }
    if animated.count == 1, affine[animated[0]],
      !(animated[0] == 0 && spatial.hasSpatialTangents)
    {
      let lead = tracks[animated[0]]
      let values = lead.keyframes.map { k in
        make(tracks.indices.map { $0 == animated[0] ? k.value : tracks[$0].initial })
      }
      return PathTrack(
        frames: lead.frames, values: values, easings: lead.easings, evaluate: evaluate)
    }
    let frames = animated.flatMap { tracks[$0].frames }
    return try sampling(at: item) {
      try PathTrack.baked(frames: frames, maximum: $0, evaluate: evaluate)
    } ?? PathTrack(constant: make(tracks.map(\.initial)))
  }

  /// Sets a shape layer's `path` (and its animation) from a track.
  ///
  /// A path that does not change is written with straight segments as lines (as lottie-ios
  /// draws them); an animated one keeps a cubic per segment, so its keyframes share one
  /// element structure.
  func setPath(_ track: PathTrack, on node: inout SceneNode) {
    node.set("path", .path(track.values[0].pathData(straightLines: !track.isAnimated)))
    if track.isAnimated,
      let animation = animator.animation(
        keyPath: "path", frames: track.frames, values: track.values.map { .path($0.pathData) },
        easings: track.easings, resample: track.needsResample)
    {
      node.animations.append(animation)
    }
  }

  /// The combined geometry of a paint, reported when it cannot be computed.
  func combinedGeometry(_ geometry: [PathTrack], at item: LottieValue) throws -> PathTrack {
    if let track = try sampling(at: item, { try PathTrack.combined(geometry, maximum: $0) }) {
      return track
    }
    try diagnostics.warn(
      item.path,
      "paths morphing between different vertex counts cannot be combined with other animated paths; the first keyframes are used"
    )
    return PathTrack(constant: geometry.flatMap { $0.values[0] })
  }

  // MARK: Paints

  /// A colour property as `[r, g, b, 1]` values.
  ///
  /// Files written before Bodymovin 4.1.9 give components 0–255: when any component of any
  /// keyframe exceeds 1, every component is divided by 255 (as lottie-web does).
  private func color(_ item: LottieValue) throws -> LottieTrack<[Double]> {
    let track = try item.numberTrack("c", diagnostics, default: [0, 0, 0])
    let scale = track.keyframes.contains { $0.value.prefix(3).contains { $0 > 1 } } ? 1.0 / 255 : 1
    return track.map { c in
      [
        (c.first ?? 0) * scale, (c.dropFirst().first ?? 0) * scale,
        (c.dropFirst(2).first ?? 0) * scale, 1,
      ]
    }
  }

  private func colorAndOpacity(
    _ item: LottieValue, key: String, on node: inout SceneNode, override: [Double]? = nil
  ) throws {
    let c = try override.map { LottieTrack(constant: $0) } ?? color(item)
    node.set(key, .numbers(c.initial))
    if c.isAnimated,
      let animation = animator.animation(
        keyPath: key, frames: c.frames, values: c.keyframes.map { .numbers($0.value) },
        easings: c.easings)
    {
      node.animations.append(animation)
    }
    try opacity(item, on: &node)
  }

  /// A fill (`fl`): a shape layer with the paths, colour, rule and opacity.
  func fill(
    _ item: LottieValue, geometry: [PathTrack], trims: [LottieTrim], color: [Double]? = nil
  ) throws -> SceneNode? {
    var node = SceneNode(type: "shape")
    node.origin = LottieOrigin(item)
    let active = trims.filter { !$0.isIdentity }
    if let trim = active.first {
      if active.count == 1, let path = staticTrimmedFill(geometry, trim) {
        node.set("path", .path(path))
      } else {
        try diagnostics.warn(
          trim.path, value: "\"tm\"",
          "animated, nested or wrapping trim paths on fills are not supported; the fill is drawn untrimmed"
        )
        setPath(try combinedGeometry(geometry, at: item), on: &node)
      }
    } else {
      setPath(try combinedGeometry(geometry, at: item), on: &node)
    }
    try colorAndOpacity(item, key: "fillColor", on: &node, override: color)
    if try item.number("r", default: 1) == 2 { node.set("fillRule", .string("evenOdd")) }
    return node
  }

  /// A stroke (`st`): shape layers with the paths, colour, width, caps, joins, dashes and
  /// trim; opacity on the layer holding them.
  func stroke(
    _ item: LottieValue, geometry: [PathTrack], trims: [LottieTrim], color: [Double]? = nil
  ) throws -> SceneNode? {
    var style = SceneNode(type: "shape")
    style.origin = LottieOrigin(item)
    style.set("fillColor", .null)
    let c = try color.map { LottieTrack(constant: $0) } ?? self.color(item)
    style.set("strokeColor", .numbers(c.initial))
    if c.isAnimated,
      let animation = animator.animation(
        keyPath: "strokeColor", frames: c.frames, values: c.keyframes.map { .numbers($0.value) },
        easings: c.easings)
    {
      style.animations.append(animation)
    }
    let width = try item.numberTrack("w", diagnostics, default: [1]).map { $0.first ?? 1 }
    style.set("lineWidth", .number(width.initial))
    if width.isAnimated,
      let animation = animator.animation(
        keyPath: "lineWidth", frames: width.frames,
        values: width.keyframes.map { .number($0.value) },
        easings: width.easings)
    {
      style.animations.append(animation)
    }
    let caps = [1: "butt", 2: "round", 3: "square"]
    let joins = [1: "miter", 2: "round", 3: "bevel"]
    style.set(
      "lineCap", .string(caps[Int(saturating: try item.number("lc", default: 2))] ?? "round"))
    style.set(
      "lineJoin", .string(joins[Int(saturating: try item.number("lj", default: 2))] ?? "round"))
    style.set("miterLimit", .number(try item.number("ml", default: 4)))
    if let dashes = item["d"] {
      var pattern: [Double] = []
      var phase = 0.0
      for dash in try dashes.array() {
        let value = try dash.required("v").numberTrack(diagnostics)
        if value.isAnimated {
          try diagnostics.warn(
            dash.path, "animated dashes are not supported; the first value is used")
        }
        let v = value.initial.first ?? 0
        if try dash.string("n") == "o" { phase = v } else { pattern.append(v) }
      }
      if !pattern.isEmpty {
        if pattern.count % 2 == 1 { pattern += pattern }
        style.set("lineDashPattern", .numbers(pattern))
        style.set("lineDashPhase", .number(phase))
      }
    }
    var container = SceneNode()
    try opacity(item, on: &container)
    let activeTrims = trims.filter { !$0.isIdentity }
    if activeTrims.count > 1 {
      try diagnostics.warn(
        activeTrims[1].path, value: "\"tm\"",
        "nested trim paths are not supported; only the innermost is applied")
    }
    guard let trim = activeTrims.first else {
      var node = style
      setPath(try combinedGeometry(geometry, at: item), on: &node)
      container.sublayers = [node]
      return container
    }
    let pieces =
      trim.individually || geometry.count == 1
      ? [try combinedGeometry(geometry, at: item)] : geometry
    for piece in pieces {
      var node = style
      setPath(piece, on: &node)
      container.sublayers += try trimmed(node, trim)
    }
    return container
  }

  /// Copies of a stroke layer showing the trim's range `[start, end] + offset`, one copy per
  /// whole-turn shift the range can reach, so that a range wrapping past 1 or 0 is drawn in
  /// two pieces.
  private func trimmed(_ node: SceneNode, _ trim: LottieTrim) throws -> [SceneNode] {
    let tracks = [trim.start, trim.end, trim.offset]
    let samples = try sampling(at: trim.source) { try ScalarTrack.samples(tracks, maximum: $0) }
    let ordered = samples.allSatisfy { $0[0] <= $0[1] }
    let swapped = samples.allSatisfy { $0[0] >= $0[1] }
    let affine = ordered || swapped
    let first = try sampling(at: trim.source) { maximum in
      try ScalarTrack.combined(tracks, affine: affine, maximum: maximum) { v in
        (ordered ? v[0] : swapped ? v[1] : min(v[0], v[1])) / 100 + v[2] / 360
      }
    }
    let last = try sampling(at: trim.source) { maximum in
      try ScalarTrack.combined(tracks, affine: affine, maximum: maximum) { v in
        (ordered ? v[1] : swapped ? v[0] : max(v[0], v[1])) / 100 + v[2] / 360
      }
    }
    let starts = samples.map { min($0[0], $0[1]) / 100 + $0[2] / 360 }
    let ends = samples.map { max($0[0], $0[1]) / 100 + $0[2] / 360 }
    // An offset of n turns makes a copy per turn the trimmed range crosses: counted first.
    let low = (starts.min() ?? 0).rounded(.down)
    let high = (ends.max() ?? 1).rounded(.up)
    try checkLimit(.layers, count: max(high - low, 1), at: trim.source["o"] ?? trim.source)
    let lowest = Int(saturating: low)
    let highest = Int(saturating: high)
    var copies: [SceneNode] = []
    // Shift k shows [start − k, end − k] ∩ [0, 1].
    for k in lowest..<max(highest, lowest.addingReportingOverflow(1).partialValue) {
      var copy = node
      for (key, track) in [("strokeStart", first), ("strokeEnd", last)] {
        let shifted = track.map { $0 - Double(k) }
        copy.set(key, .number(shifted.initial))
        if shifted.isAnimated,
          let animation = animator.animation(
            keyPath: key, frames: shifted.frames,
            values: shifted.keyframes.map { .number($0.value) },
            easings: shifted.easings)
        {
          copy.animations.append(animation)
        }
      }
      copies.append(copy)
    }
    return copies
  }

  /// The filled geometry cut by a static trim (static paths only).
  ///
  /// Each path on its own (simultaneous mode) or all in sequence (individually); open
  /// pieces are filled as closed.
  /// Nil when anything is animated or the offset range wraps past the path's start.
  private func staticTrimmedFill(_ geometry: [PathTrack], _ trim: LottieTrim) -> PathData? {
    guard !geometry.contains(where: \.isAnimated), !trim.start.isAnimated, !trim.end.isAnimated,
      !trim.offset.isAnimated
    else { return nil }
    var start = min(trim.start.initial, trim.end.initial) / 100 + trim.offset.initial / 360
    var end = max(trim.start.initial, trim.end.initial) / 100 + trim.offset.initial / 360
    let turns = start.rounded(.down)
    start -= turns
    end -= turns
    guard end <= 1 else { return nil }
    let pieces =
      trim.individually ? [geometry.flatMap { $0.values[0] }] : geometry.map { $0.values[0] }
    var out = PathData()
    for piece in pieces {
      // Trimmed as the old text route did: the path as its text reads back, or nothing.
      guard let data = ScenePathText.readBack(piece.pathData) else { return nil }
      out.append(contentsOf: data.trimmed(from: start, to: end))
    }
    return out
  }
}
