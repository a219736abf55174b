import Foundation
import StrobeScene

extension LottieSceneBuilder {
  /// One rotation of a 3-D Lottie transform as a Core Animation rotation: the Lottie angle
  /// (degrees) times `sign` about `axis` (`x`, `y` or `z`).
  struct RotationStage {
    /// The Core Animation axis (`transform.rotation.<axis>`).
    var axis: String
    /// +1 or −1: the Core Animation angle is `sign` × the Lottie angle.
    var sign: Double
    /// The Lottie angle, radians.
    var track: LottieTrack<Double>

    /// The axis as a scene `rotate` step's `axis`.
    var axisVector: [Double] {
      switch axis {
      case "x": [1, 0, 0]
      case "y": [0, 1, 0]
      default: [0, 0, 1]
      }
    }

    /// Whether the stage is the identity at every frame.
    var isNeutral: Bool { !track.isAnimated && track.initial == 0 }
  }

  /// Whether a layer's transform turns it in 3-D.
  ///
  /// True when `rx`, `ry` or `or` is present and not zero at every frame (docs/lottie.md
  /// §3-D layers). A `ddd` layer that does not turn draws
  /// exactly as a flat one without a camera (its z parts move nothing on the canvas).
  func isThreeD(_ layer: LottieValue) throws -> Bool {
    guard let t = layer["ks"] else { return false }
    for key in ["rx", "ry", "or"] {
      guard let value = t[key] else { continue }
      let track = try value.numberTrack(diagnostics)
      if track.isAnimated || track.initial.contains(where: { $0 != 0 }) { return true }
    }
    return false
  }

  /// The rotations of a 3-D transform, in the order they move a point (first applied
  /// first): `rz`, `ry`, `rx`, then the orientation's z, y and x.
  ///
  /// lottie-web's `TransformProperty` (row vectors, its `Matrix` post-multiplies) applies
  /// `rotateZ(−rz)·rotateY(ry)·rotateX(rx)·rotateZ(−or[2])·rotateY(or[1])·rotateX(or[0])`
  /// between the skew and the position. Its `rotateX(θ)` is Core Animation's rotation about
  /// x by −θ, its `rotateY(θ)` the rotation about y by −θ and its `rotateZ(θ)` the rotation
  /// about z by −θ (CATransform3DMakeRotation's rows against lottie-web's), so the Core
  /// Animation angles are +rz, −ry, −rx, +or[2], −or[1], −or[0]. thorvg 1.1.3 composes rx,
  /// ry and rz in the same order (it ignores `or`). Without `rx` in the transform, `rz` and
  /// `ry`, `or` are still read (After Effects writes them all for 3-D layers).
  func rotationStages(_ t: LottieValue) throws -> [RotationStage] {
    func degrees(_ key: String, component: Int? = nil) throws -> LottieTrack<Double> {
      guard let value = t[key] else { return LottieTrack(constant: 0) }
      return try value.numberTrack(diagnostics).map { values in
        let v = component.map { c in c < values.count ? values[c] : 0 } ?? (values.first ?? 0)
        return v * Double.pi / 180
      }
    }
    let z = t["rz"] != nil ? try degrees("rz") : try degrees("r")
    return [
      RotationStage(axis: "z", sign: 1, track: z),
      RotationStage(axis: "y", sign: -1, track: try degrees("ry")),
      RotationStage(axis: "x", sign: -1, track: try degrees("rx")),
      RotationStage(axis: "z", sign: 1, track: try degrees("or", component: 2)),
      RotationStage(axis: "y", sign: -1, track: try degrees("or", component: 1)),
      RotationStage(axis: "x", sign: -1, track: try degrees("or", component: 0)),
    ]
  }

  /// The rest of a 3-D transform chain around `inner` (the content layer, its anchor offset
  /// set): scale (x, y and z), skew, the rotations of ``rotationStages(_:)`` and the
  /// position (x, y, and z as `zPosition` −z), every layer a `CATransformLayer`.
  ///
  /// Lottie's z axis points away from the viewer (After Effects'), Core Animation's toward
  /// it: lottie-web translates by `(−a.x, −a.y, +a.z)` and `(p.x, p.y, −p.z)`, and so does
  /// this chain. Static steps next to each other share one layer's `transform`; each animated
  /// rotation has a layer of its own with `transform.rotation.<axis>` on an identity base,
  /// which Core Animation's component animation turns into exactly that rotation.
  func threeDChain(
    _ t: LottieValue, inner content: SceneNode, scale: LottieTrack<[Double]>, autoOrient: Bool
  ) throws -> SceneNode {
    let type = SceneLayerType.transform.rawValue
    var inner = content
    func wrap(_ configure: (inout SceneNode) -> Void) {
      var layer = SceneNode(type: type)
      configure(&layer)
      layer.sublayers = [inner]
      inner = layer
    }
    // Scale: x, y and z, each animated component on its own layer (0 % stays exact).
    var pending: [SceneWriterJSON] = []
    if scale.isAnimated {
      let uniform =
        scale.keyframes.allSatisfy { $0.value[0] == $0.value[1] && $0.value[0] == $0.value[2] }
        && !scale.hasDimensionEasings
      var components: [(String, Int)] = []
      if uniform {
        components = [("transform.scale", 0)]
      } else {
        components = [("transform.scale.x", 0), ("transform.scale.y", 1)]
        if scale.keyframes.contains(where: { $0.value[2] != scale.initial[2] }) {
          components.append(("transform.scale.z", 2))
        } else if scale.initial[2] != 1 {
          pending.append(.object([("scale", .numbers([1, 1, scale.initial[2]]))]))
        }
      }
      for (keyPath, axis) in components.reversed() {
        guard
          let animation = animator.animation(
            keyPath: keyPath, frames: scale.frames,
            values: scale.keyframes.map { .number($0.value[axis]) },
            easings: scale.easings(dimension: axis))
        else { continue }
        wrap { $0.animations.append(animation) }
      }
    } else if scale.initial != [1, 1, 1] {
      pending.append(.object([("scale", .numbers(scale.initial))]))
    }
    func flush() {
      guard !pending.isEmpty else { return }
      let steps = pending
      pending = []
      wrap { $0.set("transform", .array(steps)) }
    }
    let skew = try self.skew(t)
    if !skew.isNeutral {
      flush()
      inner = try skewLayer(skew, scale: nil, content: inner, at: t["sk"] ?? t, type: type)
    }
    for stage in try rotationStages(t) where !stage.isNeutral {
      if stage.track.isAnimated {
        flush()
        guard
          let animation = animator.animation(
            keyPath: "transform.rotation.\(stage.axis)", frames: stage.track.frames,
            values: stage.track.keyframes.map { .number(stage.sign * $0.value) },
            easings: stage.track.easings)
        else { continue }
        wrap { $0.animations.append(animation) }
      } else {
        pending.append(
          .object([
            ("rotate", .number(stage.sign * stage.track.initial)),
            ("axis", .numbers(stage.axisVector)),
          ]))
      }
    }
    // Auto-orient turns the outer layer last (lottie-web rotates by the path angle after
    // the 3-D rotations): nothing else may share its transform.
    if autoOrient { flush() }
    var outer = SceneNode(type: type)
    if !pending.isEmpty { outer.set("transform", .array(pending)) }
    try position(t, on: &outer, autoOrient: autoOrient)
    try positionDepth(t, on: &outer)
    outer.sublayers = [inner]
    return outer
  }

  /// The z part of a 3-component track (anchor or position) times `sign` as the layer's
  /// `zPosition`, animated when it changes.
  func depth(
    _ track: LottieTrack<[Double]>, sign: Double, on node: inout SceneNode, at value: LottieValue?
  )
    throws
  {
    let z = track.map { $0.count > 2 ? sign * $0[2] : 0 }
    if z.isAnimated && z.keyframes.contains(where: { $0.value != z.initial }) {
      if track.hasSpatialTangents, let value {
        try diagnostics.warn(
          value.path.appending(key: "k"),
          "a z that changes along a motion path is eased straight, not along the 3-D curve; approximate"
        )
      }
      if let animation = animator.animation(
        keyPath: "zPosition", frames: z.frames, values: z.keyframes.map { .number($0.value) },
        easings: track.hasDimensionEasings ? track.easings(dimension: 2) : track.easings)
      {
        node.animations.append(animation)
      }
    }
    if z.initial != 0 { node.set("zPosition", .number(z.initial)) }
  }

  /// The position's z (`p` third component, or `p.z` with separated dimensions) as the
  /// layer's `zPosition` −z.
  private func positionDepth(_ t: LottieValue, on node: inout SceneNode) throws {
    guard let p = t["p"] else { return }
    if try p.bool("s") {
      guard let z = p["z"] else { return }
      let track = try z.numberTrack(diagnostics).map { [0, 0, $0.first ?? 0] }
      try depth(track, sign: -1, on: &node, at: z)
      return
    }
    try depth(try p.numberTrack(diagnostics, perDimension: true), sign: -1, on: &node, at: p)
  }
}
