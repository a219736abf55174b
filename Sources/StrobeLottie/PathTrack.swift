import StrobeGeometry
import StrobeScene

/// The animated geometry of one or more Lottie shapes: contours per keyframe.
struct PathTrack {
  /// Keyframe frames (one when static).
  var frames: [Double]
  /// The contours at each keyframe.
  var values: [[LottieBezier]]
  /// Segment easings (one fewer than the frames).
  var easings: [LottieEasing]
  /// The exact contours at any frame (used to bake combinations), nil when they cannot be
  /// computed (a morph between differing vertex counts).
  var evaluate: (Double) -> [LottieBezier]?

  /// Static geometry.
  init(constant contours: [LottieBezier]) {
    frames = [0]
    values = [contours]
    easings = []
    evaluate = { _ in contours }
  }

  init(
    frames: [Double], values: [[LottieBezier]], easings: [LottieEasing],
    evaluate: @escaping (Double) -> [LottieBezier]?
  ) {
    self.frames = frames
    self.values = values
    self.easings = easings
    self.evaluate = evaluate
  }

  /// A track following a Lottie path property's keyframes.
  init(_ track: LottieTrack<LottieBezier>) {
    frames = track.frames
    values = track.keyframes.map { [$0.value] }
    easings = track.easings
    evaluate = { frame in
      track.value(at: frame) { a, b, p in a.interpolated(to: b, p) }.map { [$0] }
    }
  }

  var isAnimated: Bool { frames.count > 1 }

  /// Whether consecutive keyframes differ in element structure (vertex counts or closed
  /// flags), so the animation needs the resampling morph.
  var needsResample: Bool {
    let shapes = values.map { $0.map { "\($0.vertices.count)\($0.closed)" } }
    return shapes.contains { $0 != shapes[0] }
  }

  /// The track with every contour mapped by an affine transform.
  func applying(_ transform: CGAffineTransform) -> PathTrack {
    let evaluate = self.evaluate
    return PathTrack(
      frames: frames, values: values.map { $0.map { $0.applying(transform) } }, easings: easings,
      evaluate: { evaluate($0)?.map { $0.applying(transform) } })
  }

  /// Sampled at every whole frame from the first to the last of `frames` (and at those
  /// frames), linear in between; nil when a sample cannot be evaluated.
  static func baked(
    frames keyFrames: [Double], maximum: Int, evaluate: @escaping (Double) -> [LottieBezier]?
  ) throws -> PathTrack? {
    let samples = try LottieSampling.frames(covering: keyFrames, maximum: maximum)
    var values: [[LottieBezier]] = []
    for f in samples {
      guard let v = evaluate(f) else { return nil }
      values.append(v)
    }
    return PathTrack(
      frames: samples, values: values,
      easings: Array(repeating: .linear, count: samples.count - 1), evaluate: evaluate)
  }

  /// Several tracks drawn as one path (their contours concatenated in order).
  ///
  /// Exact when at most one track is animated or all animated ones share frames and
  /// easings; otherwise baked at every frame (exact at whole frames, linear between). Nil
  /// when a baked sample cannot be computed.
  static func combined(_ tracks: [PathTrack], maximum: Int) throws -> PathTrack? {
    guard tracks.count > 1 else { return tracks.first ?? PathTrack(constant: []) }
    let animated = tracks.filter(\.isAnimated)
    if animated.isEmpty { return PathTrack(constant: tracks.flatMap { $0.values[0] }) }
    let lead = animated[0]
    let compatible = animated.allSatisfy { $0.frames == lead.frames && $0.easings == lead.easings }
    let evaluators = tracks.map(\.evaluate)
    let evaluate: (Double) -> [LottieBezier]? = { frame in
      var out: [LottieBezier] = []
      for e in evaluators {
        guard let v = e(frame) else { return nil }
        out += v
      }
      return out
    }
    if compatible {
      let values = lead.frames.indices.map { k in
        tracks.flatMap { $0.isAnimated ? $0.values[k] : $0.values[0] }
      }
      return PathTrack(
        frames: lead.frames, values: values, easings: lead.easings, evaluate: evaluate)
    }
    return try baked(frames: animated.flatMap(\.frames), maximum: maximum, evaluate: evaluate)
  }
}

/// Sampling helpers for baked combinations.
enum LottieSampling {
  /// A sampling would make more frames than allowed (the `keyframes` limit).
  struct TooManyFrames: Error {
    /// The frames the sampling would make (saturated at `Int.max`).
    var count: Int
  }

  /// Every whole frame between the smallest and largest of `frames`, plus those frames.
  ///
  /// - Throws: ``TooManyFrames`` when that is more than `maximum` frames, counted before
  ///   any is made (a keyframe at frame 10⁸ would otherwise sample 10⁸ frames).
  static func frames(covering frames: [Double], maximum: Int) throws -> [Double] {
    guard let lo = frames.min(), let hi = frames.max() else { return [] }
    // The whole frames in [lo, hi] (the keyframes themselves are already in the file).
    let whole = hi.rounded(.up) - lo.rounded(.up) + 1
    guard whole <= Double(maximum) else {
      throw TooManyFrames(count: Int(saturating: whole))
    }
    var set = Set(frames)
    var f = lo.rounded(.up)
    while f < hi {
      set.insert(f)
      f += 1
    }
    return set.sorted()
  }
}
