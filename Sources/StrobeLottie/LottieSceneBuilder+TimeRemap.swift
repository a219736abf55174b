import StrobeScene

extension LottieSceneBuilder {
  /// A precomposition's time remapping (`tm`, seconds of the precomposition's time keyed
  /// at the layer's frames) as Strobe's `timeRemap` extension: key times `f / fr`
  /// (composition frames, as every keyframe of a layer), values in seconds, one segment per
  /// keyframe pair
  /// (`linear`, `hold` or the Bézier easing).
  ///
  /// The content is then presented at the curve's value, so it is built in the
  /// precomposition's own time (``TimeSpace/root``); the time stretch `sr` does not apply
  /// to it (reported when not 1).
  func timeRemap(_ tm: LottieValue, stretch: Double, layer: LottieValue) throws
    -> SceneWriterJSON
  {
    if stretch != 1, let sr = layer["sr"] {
      try diagnostics.warn(
        sr.path, value: sr.summary,
        "a time stretch together with time remapping is not supported; the remapping is used")
    }
    let track = try tm.numberTrack(diagnostics).map { $0.first ?? 0 }
    let times = track.frames.map { $0 / frameRate }
    let segments: [SceneWriterJSON] = track.easings.map {
      switch $0 {
      case .linear: return .string("linear")
      case .hold: return .string("hold")
      case .bezier(let x1, let y1, let x2, let y2): return .numbers([x1, y1, x2, y2])
      }
    }
    var members: [(key: String, value: SceneWriterJSON)] = [
      ("keyTimes", .numbers(times)),
      ("values", .numbers(track.keyframes.map(\.value))),
    ]
    if !segments.isEmpty { members.append(("timingFunctions", .array(segments))) }
    return .object(members)
  }
}
