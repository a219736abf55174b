/// Combining several scalar Lottie tracks into one derived track.
enum ScalarTrack {
  /// `combine` applied to the tracks' values.
  ///
  /// Exact (keyframes mapped) when no track is animated, or when `affine` holds and the
  /// animated tracks share frames and easings (an affine function of linearly interpolated
  /// values is the interpolation of the mapped values). Otherwise sampled at every whole
  /// frame (and every keyframe), linear between samples.
  static func combined(
    _ tracks: [LottieTrack<Double>], affine: Bool, maximum: Int,
    _ combine: ([Double]) -> Double
  ) throws -> LottieTrack<Double> {
    let animated = tracks.filter(\.isAnimated)
    if animated.isEmpty { return LottieTrack(constant: combine(tracks.map(\.initial))) }
    let lead = animated[0]
    if affine, animated.allSatisfy({ $0.frames == lead.frames && $0.easings == lead.easings }) {
      return LottieTrack(
        keyframes: lead.keyframes.indices.map { k in
          LottieKeyframe(
            frame: lead.keyframes[k].frame,
            value: combine(tracks.map { $0.isAnimated ? $0.keyframes[k].value : $0.initial }),
            easing: lead.keyframes[k].easing)
        })
    }
    let samples = try LottieSampling.frames(
      covering: animated.flatMap(\.frames), maximum: maximum)
    return LottieTrack(
      keyframes: samples.map { f in
        LottieKeyframe(
          frame: f, value: combine(tracks.map { $0.value(at: f) }), easing: .linear)
      })
  }

  /// The values at every whole frame and keyframe the tracks span (the initial values when
  /// static).
  static func samples(_ tracks: [LottieTrack<Double>], maximum: Int) throws -> [[Double]] {
    let frames = try LottieSampling.frames(covering: tracks.flatMap(\.frames), maximum: maximum)
    return frames.map { f in tracks.map { $0.value(at: f) } }
  }
}

extension LottieTrack where Value == Double {
  /// The value at `frame` (linear between keyframes after easing).
  func value(at frame: Double) -> Double {
    value(at: frame) { a, b, p in a + (b - a) * p } ?? initial
  }
}
