import Foundation
import StrobeScene

extension LottieSceneBuilder {
  /// The camera the root composition's 3-D layers are seen through: its top-most camera
  /// layer (`ty` 13, not hidden), as After Effects uses the top-most one.
  ///
  /// Reported: every further camera (ignored), a camera whose in and out points do not
  /// cover the composition (applied at every frame) and camera options not drawn (effects,
  /// masks, auto-orient along the path). docs/lottie.md §Camera layers.
  func activeCamera(
    _ layers: [LottieValue], byIndex: [Int: LottieValue], range: ClosedRange<Double>
  ) throws -> (layer: LottieValue, camera: LottieCamera)? {
    var found: (layer: LottieValue, camera: LottieCamera)?
    for layer in layers {
      let ty = try layer.required("ty")
      guard Int(saturating: try ty.number()) == 13, !(try layer.bool("hd")) else { continue }
      if found != nil {
        try diagnostics.warn(
          ty.path, value: ty.summary,
          "only the top-most camera is used (as After Effects); this camera is ignored")
        continue
      }
      found = (layer, try camera(layer, byIndex: byIndex))
      let ip = try layer.number("ip", default: -Double.infinity)
      let op = try layer.number("op", default: Double.infinity)
      if ip > range.lowerBound || op < range.upperBound {
        try diagnostics.warn(
          (layer["ip"] ?? layer).path,
          "a camera that is not active over the whole composition is applied at every frame")
      }
      for key in ["ef", "masksProperties"] {
        if let value = layer[key], case .array(let items) = value.json.kind, !items.isEmpty {
          try diagnostics.warn(
            value.path, "a camera's effects and masks are not supported; ignored")
        }
      }
      if let ao = layer["ao"], try ao.bool() {
        try diagnostics.warn(
          ao.path, value: ao.summary,
          "a camera auto-oriented along its path is not supported; not oriented")
      }
    }
    return found
  }

  /// The camera of a camera layer: `pe`, `ks` (`p` or `p.x`/`p.y`/`p.z`, `a`, `rx`, `ry`,
  /// `rz`, `or`) and the transforms of its ancestors (`parent`).
  func camera(_ layer: LottieValue, byIndex: [Int: LottieValue]) throws -> LottieCamera {
    let pe = try layer.required("pe")
    let zoom = try pe.numberTrack(diagnostics).map { $0.first ?? 0 }
    for k in zoom.keyframes where !(k.value > 0 && k.value.isFinite) {
      throw pe.invalid("a camera zoom (pe) > 0")
    }
    let ks = try layer.required("ks")
    var ancestors: [LottieCamera.Ancestor] = []
    for parent in try ancestry(layer, byIndex: byIndex).dropFirst() {
      let t = try parent.required("ks")
      ancestors.insert(
        LottieCamera.Ancestor(
          position: try cameraPosition(t),
          anchor: try t.numberTrack("a", diagnostics, default: [0, 0, 0]),
          scale: try t.numberTrack("s", diagnostics, default: [100, 100, 100]),
          rotations: try cameraRotations(t)), at: 0)
    }
    return LottieCamera(
      zoom: zoom, position: try cameraPosition(ks),
      pointOfInterest: try ks["a"].map { try $0.numberTrack(diagnostics) },
      rotations: try cameraRotations(ks), ancestors: ancestors,
      width: rootSize.width, height: rootSize.height)
  }

  /// A layer seen through `camera`: an ordinary layer whose `sublayerTransform` is the
  /// camera's view and perspective, static, or sampled at every whole frame of the
  /// camera's keyframes (`calculationMode` discrete: exact at whole frames).
  func cameraHost(
    _ camera: LottieCamera, of cameraLayer: LottieValue, sublayers: [SceneNode]
  ) throws -> SceneNode {
    var host = SceneNode(name: uniqueName("\(cameraLayer.path) camera view"))
    host.origin = LottieOrigin(cameraLayer)
    let keyed = camera.animatedFrames
    let frames =
      keyed.isEmpty
      ? []
      : try sampling(at: cameraLayer) { try LottieSampling.frames(covering: keyed, maximum: $0) }
    host.set("sublayerTransform", .array(camera.steps(at: frames.first ?? 0)))
    if frames.count > 1,
      let animation = animator.animation(
        keyPath: "sublayerTransform", frames: frames,
        values: frames.map { .array(camera.steps(at: $0)) },
        easings: Array(repeating: .hold, count: frames.count - 1))
    {
      host.animations.append(animation)
    }
    host.sublayers = sublayers
    return host
  }

  /// A camera's or an ancestor's position: `p` (2 or 3 components) or `p.x`, `p.y`, `p.z`.
  private func cameraPosition(_ t: LottieValue) throws -> LottieCamera.Position {
    guard let p = t["p"] else { return .combined(LottieTrack(constant: [0, 0, 0])) }
    if try p.bool("s") {
      func axis(_ key: String) throws -> LottieTrack<Double> {
        guard let value = p[key] else { return LottieTrack(constant: 0) }
        return try value.numberTrack(diagnostics).map { $0.first ?? 0 }
      }
      return .separated(try axis("x"), try axis("y"), try axis("z"))
    }
    return .combined(try p.numberTrack(diagnostics))
  }

  /// `rx`, `ry`, `rz` (or `r`) in radians and `or` in degrees; missing ones are 0.
  private func cameraRotations(_ t: LottieValue) throws -> LottieCamera.Rotations {
    func radians(_ key: String) throws -> LottieTrack<Double> {
      guard let value = t[key] else { return LottieTrack(constant: 0) }
      return try value.numberTrack(diagnostics).map { ($0.first ?? 0) * Double.pi / 180 }
    }
    return LottieCamera.Rotations(
      x: try radians("rx"), y: try radians("ry"),
      z: try t["rz"] != nil ? radians("rz") : radians("r"),
      orientation: try t.numberTrack("or", diagnostics, default: [0, 0, 0]))
  }
}
