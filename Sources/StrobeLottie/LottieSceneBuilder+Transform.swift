import Foundation
import StrobeGeometry
import StrobeScene

extension LottieSceneBuilder {
  /// Wraps `content` (in the Lottie layer's or group's coordinates) in layers that apply a
  /// Lottie transform (`ks` / `tr`): `q ↦ p + R·K·S·(q − a)`, K the skew (``LottieSkew``).
  ///
  /// - The content layer's `position` is −a (anchor), animated when a is.
  /// - Animated scale: a layer with `transform.scale` (uniform at every keyframe) or two
  ///   layers with `transform.scale.x` and `transform.scale.y` (each one component on the
  ///   identity, so a scale of 0 stays exact).
  /// - A skew (`sk` ≠ 0) gets a layer between the scale and the rotation (see `skewLayer`),
  ///   with a static scale folded into its matrix; with no skew the chain is unchanged.
  /// - The outer layer has `position` p (animated values, `position.x`/`.y` for separated
  ///   dimensions, or a motion path for spatial tangents) and the rotation: a static
  ///   transform (static scale folded in) or `transform.rotation.z` (radians, clockwise on
  ///   screen as Lottie's degrees).
  ///
  /// Opacity is not part of the chain: callers put it on the content layer (a parent's
  /// opacity is not inherited by its children).
  /// - `autoOrient` (the layer's `ao`): the position animation becomes a motion path with
  ///   `rotationMode` `auto` (the tangent rotation applied before the rotation, as Lottie
  ///   adds the path angle to `r`); a static scale then gets its own layer so that the
  ///   rotations stay next to each other.
  /// - `threeD` (the layer or one of its ancestors turns in 3-D, see ``isThreeD(_:)``): every
  ///   chain layer is a `CATransformLayer`, so that no z is dropped before the nearest
  ///   ordinary ancestor; the z parts of anchor, scale and position and the rotations `rx`,
  ///   `ry`, `rz` and `or` are applied as lottie-web's `TransformProperty` applies them
  ///   (docs/lottie.md §3-D layers; see `rotationStages`).
  func transformChain(
    _ t: LottieValue, content: SceneNode, autoOrient: Bool = false, threeD: Bool = false
  ) throws -> SceneNode {
    if !threeD { try reportUnsupportedTransformKeys(t) }
    var inner = content
    // Anchor.
    let anchor = try t.numberTrack("a", diagnostics, default: [0, 0])
    if anchor.isAnimated {
      let values = anchor.keyframes.map { k -> SceneWriterJSON in
        .point(-(k.value.first ?? 0), -(k.value.dropFirst().first ?? 0))
      }
      if let a = animator.animation(
        keyPath: "position", frames: anchor.frames, values: values, easings: anchor.easings)
      {
        inner.animations.append(a)
      }
    }
    let a0 = anchor.initial
    if (a0.first ?? 0) != 0 || (a0.dropFirst().first ?? 0) != 0 {
      inner.set("position", .point(-(a0.first ?? 0), -(a0.dropFirst().first ?? 0)))
    }
    if threeD { try depth(anchor, sign: 1, on: &inner, at: t["a"]) }
    // Scale.
    // Per-dimension easings (different x and y curves) animate the two scale layers apart.
    let scale = try t.numberTrack("s", diagnostics, default: [100, 100], perDimension: true).map {
      [($0.first ?? 100) / 100, ($0.dropFirst().first ?? $0.first ?? 100) / 100]
        + (threeD ? [($0.count > 2 ? $0[2] : 100) / 100] : [])
    }
    if threeD {
      return try threeDChain(t, inner: inner, scale: scale, autoOrient: autoOrient)
    }
    let rotationValue = t["r"] ?? t["rz"]
    let rotation =
      try rotationValue?.numberTrack(diagnostics).map {
        ($0.first ?? 0) * Double.pi / 180
      } ?? LottieTrack(constant: 0)
    let skew = try self.skew(t)
    var staticSteps: [SceneWriterJSON] = []
    // A static scale under a skew is folded into the skew layer's matrix (K·S).
    var foldedScale: [Double]? = nil
    if scale.isAnimated {
      let uniform =
        scale.keyframes.allSatisfy { $0.value[0] == $0.value[1] } && !scale.hasDimensionEasings
      let components =
        uniform ? [("transform.scale", 0)] : [("transform.scale.x", 0), ("transform.scale.y", 1)]
      for (keyPath, axis) in components.reversed() {
        var layer = SceneNode()
        if let animation = animator.animation(
          keyPath: keyPath, frames: scale.frames,
          values: scale.keyframes.map { .number($0.value[axis]) },
          easings: scale.easings(dimension: axis))
        {
          layer.animations.append(animation)
        }
        layer.sublayers = [inner]
        inner = layer
      }
    } else if scale.initial != [1, 1] {
      if !skew.isNeutral {
        foldedScale = scale.initial
      } else if rotation.isAnimated || autoOrient {
        var layer = SceneNode()
        layer.set("transform", .array([.object([("scale", .numbers(scale.initial + [1]))])]))
        layer.sublayers = [inner]
        inner = layer
      } else {
        staticSteps.append(.object([("scale", .numbers(scale.initial + [1]))]))
      }
    }
    if !skew.isNeutral {
      inner = try skewLayer(skew, scale: foldedScale, content: inner, at: t["sk"] ?? t)
    }
    var outer = SceneNode()
    // Rotation.
    if rotation.isAnimated {
      if let animation = animator.animation(
        keyPath: "transform.rotation.z", frames: rotation.frames,
        values: rotation.keyframes.map { .number($0.value) }, easings: rotation.easings)
      {
        outer.animations.append(animation)
      }
    } else if rotation.initial != 0 {
      staticSteps.append(
        .object([("rotate", .number(rotation.initial)), ("axis", .numbers([0, 0, 1]))]))
    }
    if !staticSteps.isEmpty { outer.set("transform", .array(staticSteps)) }
    try position(t, on: &outer, autoOrient: autoOrient)
    outer.sublayers = [inner]
    return outer
  }

  /// The transform's skew (`sk`, `sa`, degrees; both default 0).
  func skew(_ t: LottieValue) throws -> LottieSkew {
    func track(_ key: String) throws -> LottieTrack<Double> {
      try t.numberTrack(key, diagnostics, default: [0]).map { $0.first ?? 0 }
    }
    return LottieSkew(skew: try track("sk"), axis: try track("sa"))
  }

  /// A layer applying the skew `K` (times the static scale `S` folded into it) to `content`.
  ///
  /// The layer has a static affine `transform`, or, when the skew is animated, a `transform`
  /// keyframe animation sampled at every integer frame of the keyframed range with
  /// `calculationMode` `discrete` (Core Animation interpolates matrices by decomposition,
  /// not by skew angle). The sampled values are exact at the layer's integer frames; between
  /// two frames the value of the earlier one holds.
  func skewLayer(
    _ skew: LottieSkew, scale: [Double]?, content: SceneNode, at source: LottieValue,
    type: String = "layer"
  ) throws -> SceneNode {
    func affine(_ k: CGAffineTransform) -> SceneWriterJSON {
      var m = k
      if let s = scale {
        m = CGAffineTransform(scaleX: s[0], y: s[1]).concatenating(k)
      }
      return .object([("affine", .numbers([m.a, m.b, m.c, m.d, m.tx, m.ty]))])
    }
    var layer = SceneNode(type: type)
    // Counted against the keyframes limit before sampling (a keyframe at frame 10⁸).
    let frames =
      skew.isAnimated ? try sampling(at: source) { try skew.sampleFrames(maximum: $0) } : []
    layer.set("transform", affine(skew.matrix(at: frames.first ?? 0)))
    if frames.count > 1,
      let animation = animator.animation(
        keyPath: "transform", frames: frames, values: frames.map { affine(skew.matrix(at: $0)) },
        easings: Array(repeating: .hold, count: frames.count - 1))
    {
      layer.animations.append(animation)
    }
    layer.sublayers = [content]
    return layer
  }

  /// The transform's position (`p`) on `node`.
  func position(_ t: LottieValue, on node: inout SceneNode, autoOrient: Bool) throws {
    guard let p = t["p"] else { return }
    if try p.bool("s") {
      if autoOrient {
        try diagnostics.warn(
          p.path.appending(key: "s"), value: "true",
          "auto-orient with separated position dimensions is not supported; not oriented")
      }
      var initial = [0.0, 0.0]
      for (axis, key) in ["x", "y"].enumerated() {
        let track = try p.required(key).numberTrack(diagnostics).map { $0.first ?? 0 }
        initial[axis] = track.initial
        if track.isAnimated,
          let animation = animator.animation(
            keyPath: "position.\(key)", frames: track.frames,
            values: track.keyframes.map { .number($0.value) }, easings: track.easings)
        {
          node.animations.append(animation)
        }
      }
      if initial != [0, 0] { node.set("position", .point(initial[0], initial[1])) }
      return
    }
    let track: LottieTrack<[Double]> = try p.numberTrack(diagnostics, perDimension: true).map {
      v -> [Double] in [v.first ?? 0, v.dropFirst().first ?? 0]
    }
    let p0 = track.initial
    if p0 != [0, 0] { node.set("position", .point(p0[0], p0[1])) }
    guard track.isAnimated else { return }
    let animation: SceneWriterJSON?
    if track.hasDimensionEasings && (track.hasSpatialTangents || autoOrient) {
      try diagnostics.warn(
        p.path.appending(key: "k"),
        "per-dimension easing curves on a motion path are not supported; the first dimension's curve is used"
      )
    }
    if track.hasDimensionEasings && !track.hasSpatialTangents && !autoOrient {
      // Different x and y curves: x and y animate apart (as separated dimensions).
      for (axis, key) in ["x", "y"].enumerated() {
        if let animation = animator.animation(
          keyPath: "position.\(key)", frames: track.frames,
          values: track.keyframes.map { .number($0.value[axis]) },
          easings: track.easings(dimension: axis))
        {
          node.animations.append(animation)
        }
      }
      return
    }
    if track.hasSpatialTangents || autoOrient {
      animation = animator.motion(
        keyPath: "position", frames: track.frames, points: track.keyframes.map(\.value),
        easings: track.easings,
        outTangents: track.keyframes.map { Array(($0.spatialOut ?? [0, 0]).prefix(2)) + [0, 0] },
        inTangents: track.keyframes.map { Array(($0.spatialIn ?? [0, 0]).prefix(2)) + [0, 0] },
        autoOrient: autoOrient)
    } else {
      animation = animator.animation(
        keyPath: "position", frames: track.frames,
        values: track.keyframes.map { .point($0.value[0], $0.value[1]) }, easings: track.easings)
    }
    if let animation { node.animations.append(animation) }
  }

  /// Reports transform keys the mapping ignores when they are not neutral.
  private func reportUnsupportedTransformKeys(_ t: LottieValue) throws {
    for key in ["rx", "ry"] {
      if let r = t[key] {
        let track = try r.numberTrack(diagnostics)
        if track.isAnimated || (track.initial.first ?? 0) != 0 {
          try diagnostics.warn(r.path, "3-D rotation is not supported; ignored")
        }
      }
    }
    if let or = t["or"] {
      let track = try or.numberTrack(diagnostics)
      if track.isAnimated || track.initial.contains(where: { $0 != 0 }) {
        try diagnostics.warn(or.path, "3-D orientation is not supported; ignored")
      }
    }
  }

  /// The transform as a static affine map, or nil when any part of it is animated.
  func staticAffine(_ t: LottieValue) throws -> CGAffineTransform? {
    let a = try t.numberTrack("a", diagnostics, default: [0, 0])
    let s = try t.numberTrack("s", diagnostics, default: [100, 100])
    let r = try (t["r"] ?? t["rz"])?.numberTrack(diagnostics) ?? LottieTrack(constant: [0])
    var p = LottieTrack<[Double]>(constant: [0, 0])
    if let pv = t["p"] {
      if try pv.bool("s") {
        let x = try pv.required("x").numberTrack(diagnostics)
        let y = try pv.required("y").numberTrack(diagnostics)
        if x.isAnimated || y.isAnimated { return nil }
        p = LottieTrack(constant: [x.initial.first ?? 0, y.initial.first ?? 0])
      } else {
        p = try pv.numberTrack(diagnostics)
      }
    }
    let skew = try self.skew(t)
    if a.isAnimated || s.isAnimated || r.isAnimated || p.isAnimated || skew.isAnimated {
      return nil
    }
    let sx = (s.initial.first ?? 100) / 100
    let sy = (s.initial.dropFirst().first ?? s.initial.first ?? 100) / 100
    let angle = (r.initial.first ?? 0) * Double.pi / 180
    let ax = a.initial.first ?? 0
    let ay = a.initial.dropFirst().first ?? 0
    let px = p.initial.first ?? 0
    let py = p.initial.dropFirst().first ?? 0
    // q ↦ p + R·K·S·(q − a)  (K: the skew, the identity when sk = 0)
    let c = cos(angle)
    let sn = sin(angle)
    var m11 = c * sx
    var m12 = -sn * sy
    var m21 = sn * sx
    var m22 = c * sy
    if !skew.isNeutral {
      let k = LottieSkew.matrix(
        skewDegrees: skew.skew.initial, axisDegrees: skew.axis.initial)
      // R·K·S with K = [[k.a, k.c], [k.b, k.d]].
      let ks11 = k.a * sx
      let ks12 = k.c * sy
      let ks21 = k.b * sx
      let ks22 = k.d * sy
      m11 = c * ks11 - sn * ks21
      m12 = c * ks12 - sn * ks22
      m21 = sn * ks11 + c * ks21
      m22 = sn * ks12 + c * ks22
    }
    return CGAffineTransform(
      a: m11, b: m21, c: m12, d: m22, tx: px - (m11 * ax + m12 * ay), ty: py - (m21 * ax + m22 * ay)
    )
  }
}
