import Foundation
import StrobeScene

extension LottieSceneBuilder {
  /// The Gaussian σ of After Effects' drop shadow softness and Gaussian blur blurriness, per
  /// unit: 0.3, the factor skottie (`kSoftnessToSigmaFactor`, "close enough to AE"), thorvg
  /// (`BLUR_TO_SIGMA`) and lottie-web's blur (`kBlurrinessToSigma`) use.
  static let blurToSigma = 0.3

  /// `content` (the layer's drawing, its masks applied) wrapped for the layer's effects
  /// (`ef`), in the file's order: After Effects applies effects after masks and before the
  /// layer's opacity and transform, and so does this host (docs/lottie.md §Supported
  /// features).
  ///
  /// - Drop shadow (25): Core Animation's shadow on a host layer around `content`:
  ///   `shadowColor` the effect's colour, `shadowOpacity` its opacity / 255, `shadowOffset`
  ///   its distance toward its direction (degrees clockwise from up, as After Effects and
  ///   every player read it), `shadowRadius` 0.3 × softness (Strobe's shadow is a Gaussian
  ///   of σ = `shadowRadius`). One per layer; a second one, and "shadow only", are reported.
  /// - Gaussian blur (29): Strobe's `blurRadius` (σ = 0.3 × blurriness) on a host layer; a
  ///   horizontal or vertical blur and "repeat edge pixels" are reported.
  /// - Fill (21) and tint (20): the layer's paint colours mapped
  ///   (``colorEffect(_:type:around:)``).
  ///
  /// A disabled effect (`en` 0) draws nothing, as in After Effects; nor do expression
  /// controls (``isControl(_:)``), which are skipped. An effect Strobe draws that has no `en`
  /// at all is not drawn either, as thorvg reads it, and reported once per file. Every
  /// other effect is reported and ignored.
  func effects(_ layer: LottieValue, around content: SceneNode) throws -> SceneNode {
    guard let list = layer["ef"], case .array = list.json.kind else { return content }
    var node = content
    var shadowed = false
    for effect in try list.array() {
      if let enabled = effect["en"], try enabled.number() == 0 { continue }
      let ty = try effect.required("ty")
      let type = Int(saturating: try ty.number())
      if [20, 21, 25, 29].contains(type) && effect["en"] == nil {
        // Older exporters write no "en"; thorvg 1.1.3 reads that as disabled (lottie-android's
        // fish.json fills a white solid blue that way: both references draw it white).
        try diagnostics.warnOnce(
          ty.path, value: ty.summary,
          "effects without an \"en\" (enabled) flag are not drawn, as thorvg reads them (reported once per file)"
        )
        continue
      }
      if type == 25 && !shadowed {
        node = try dropShadow(effect, around: node)
        shadowed = true
      } else if type == 29 {
        node = try gaussianBlur(effect, around: node)
      } else if type == 20 || type == 21 {
        node = try colorEffect(effect, type: type, around: node)
      } else if try !Self.isControl(effect) {
        let name = try effect.string("nm").map { " \"\($0)\"" } ?? ""
        try diagnostics.warn(
          ty.path, value: ty.summary + name,
          type == 25
            ? "only one drop shadow per layer is supported; this one is ignored"
            : "this layer effect is not supported; ignored")
      }
    }
    return node
  }

  /// Whether an effect is an expression control — After Effects' slider, angle, colour,
  /// point, checkbox, layer and dropdown controls (`mn` "ADBE … Control") or a pseudo
  /// effect of a rig (`mn` "Pseudo/…") — which draws nothing itself (expressions reading it
  /// are reported on their own).
  static func isControl(_ effect: LottieValue) throws -> Bool {
    guard let mn = try effect.string("mn") else { return false }
    return (mn.hasPrefix("ADBE ") && mn.hasSuffix(" Control"))
      || mn.lowercased().hasPrefix("pseudo/")
  }

  /// The value property `v` of the effect's parameter `index` (nil when the effect has no
  /// such parameter).
  func parameter(_ effect: LottieValue, _ index: Int) throws -> LottieValue? {
    guard let params = effect["ef"] else { return nil }
    let list = try params.array()
    guard index < list.count else { return nil }
    return list[index]["v"]
  }

  /// A numeric parameter as a track of its first component (`fallback` when absent).
  private func scalarParameter(
    _ effect: LottieValue, _ index: Int, default fallback: Double
  ) throws -> LottieTrack<Double> {
    guard let v = try parameter(effect, index) else { return LottieTrack(constant: fallback) }
    return try v.numberTrack(diagnostics).map { $0.first ?? fallback }
  }

  /// Sets `key` to the track's value (an animation when it is animated).
  private func setTrack(
    _ key: String, _ track: LottieTrack<SceneWriterJSON>, on node: inout SceneNode
  ) {
    node.set(key, track.initial)
    if track.isAnimated,
      let animation = animator.animation(
        keyPath: key, frames: track.frames, values: track.keyframes.map(\.value),
        easings: track.easings)
    {
      node.animations.append(animation)
    }
  }

  /// Drop shadow (`ty` 25): parameters colour, opacity (0–255), direction (degrees),
  /// distance, softness, shadow only.
  private func dropShadow(_ effect: LottieValue, around content: SceneNode) throws -> SceneNode {
    var host = SceneNode()
    host.sublayers = [content]
    if let v = try parameter(effect, 0) {
      let color = try v.numberTrack(diagnostics, minimumCount: 3)
      let scale =
        color.keyframes.contains { $0.value.prefix(3).contains { $0 > 1 } } ? 1.0 / 255 : 1
      setTrack(
        "shadowColor", color.map { .numbers($0.prefix(3).map { $0 * scale } + [1]) }, on: &host)
    } else {
      host.set("shadowColor", .numbers([0, 0, 0, 1]))
    }
    let opacity = try scalarParameter(effect, 1, default: 255)
    setTrack("shadowOpacity", opacity.map { .number(min(max($0 / 255, 0), 1)) }, on: &host)
    let softness = try scalarParameter(effect, 4, default: 0)
    setTrack(
      "shadowRadius", softness.map { .number(max($0, 0) * Self.blurToSigma) }, on: &host)
    let direction = try scalarParameter(effect, 2, default: 135)
    let distance = try scalarParameter(effect, 3, default: 0)
    setTrack("shadowOffset", shadowOffset(direction: direction, distance: distance), on: &host)
    if let only = try parameter(effect, 5),
      try only.numberTrack(diagnostics).keyframes
        .contains(where: { ($0.value.first ?? 0) != 0 })
    {
      try diagnostics.warn(
        only.path,
        "\"shadow only\" drop shadows are not supported; drawn with the layer")
    }
    return host
  }

  /// The shadow offset `distance · (sin θ, −cos θ)` (θ the direction, clockwise from up on
  /// a y-down canvas: 90° points right, 180° down): the distance's own keyframes when the
  /// direction is static (the offset is linear in the distance), else sampled at every whole
  /// frame of the animated range (exact there, linear between).
  private func shadowOffset(
    direction: LottieTrack<Double>, distance: LottieTrack<Double>
  ) -> LottieTrack<SceneWriterJSON> {
    func offset(_ degrees: Double, _ d: Double) -> SceneWriterJSON {
      let θ = degrees * .pi / 180
      return .numbers([d * sin(θ), -d * cos(θ)])
    }
    guard direction.isAnimated else {
      return distance.map { offset(direction.initial, $0) }
    }
    let frames = direction.frames + (distance.isAnimated ? distance.frames : [])
    let first = frames.min()!.rounded(.down)
    let last = frames.max()!.rounded(.up)
    func at(_ track: LottieTrack<Double>, _ f: Double) -> Double {
      track.value(at: f) { a, b, p in a + (b - a) * p } ?? track.initial
    }
    let keyframes = stride(from: first, through: last, by: 1).map { f in
      LottieKeyframe(
        frame: f, value: offset(at(direction, f), at(distance, f)), easing: .linear)
    }
    return LottieTrack(keyframes: keyframes)
  }

  /// Gaussian blur (`ty` 29): parameters blurriness, dimensions (1 both, 2 horizontal, 3
  /// vertical), repeat edge pixels.
  private func gaussianBlur(_ effect: LottieValue, around content: SceneNode) throws -> SceneNode {
    var host = SceneNode()
    host.sublayers = [content]
    let blurriness = try scalarParameter(effect, 0, default: 0)
    setTrack(
      "blurRadius", blurriness.map { .number(max($0, 0) * Self.blurToSigma) }, on: &host)
    if let dims = try parameter(effect, 1),
      try dims.numberTrack(diagnostics).keyframes
        .contains(where: { ($0.value.first ?? 1) != 1 })
    {
      try diagnostics.warn(
        dims.path,
        "horizontal or vertical Gaussian blurs are not supported; blurred in both directions")
    }
    if let wrap = try parameter(effect, 2),
      try wrap.numberTrack(diagnostics).keyframes
        .contains(where: { ($0.value.first ?? 0) != 0 })
    {
      try diagnostics.warn(
        wrap.path,
        "\"repeat edge pixels\" is not supported; the blur fades out at the edges")
    }
    return host
  }
}
