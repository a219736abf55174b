/// One keyframe of a Lottie property.
struct LottieKeyframe<Value> {
  /// The frame number (composition frames: a layer's `st` does not shift its keyframes).
  var frame: Double
  /// The value at `frame`.
  var value: Value
  /// The easing of the segment that starts here (unused on the last keyframe).
  var easing: LottieEasing
  /// Spatial out tangent (`to`), relative to `value`, for position keyframes.
  var spatialOut: [Double]?
  /// Spatial in tangent of the next value (`ti`), relative to it.
  var spatialIn: [Double]?
  /// The easing of each dimension (x, y) when the keyframe's `o`/`i` lists differ between
  /// them and the property reads them per dimension; nil otherwise (`easing` for all).
  var dimensionEasings: [LottieEasing]? = nil
}

/// A Lottie property: one keyframe when static, several when animated.
struct LottieTrack<Value> {
  /// At least one keyframe, in increasing frame order.
  var keyframes: [LottieKeyframe<Value>]

  /// A static value.
  init(constant value: Value) {
    keyframes = [LottieKeyframe(frame: 0, value: value, easing: .linear)]
  }

  init(keyframes: [LottieKeyframe<Value>]) {
    self.keyframes = keyframes
  }

  /// Whether the value changes over time.
  var isAnimated: Bool { keyframes.count > 1 }

  /// The first keyframe's value (the value of a static property).
  var initial: Value { keyframes[0].value }

  /// The frames of the keyframes.
  var frames: [Double] { keyframes.map(\.frame) }

  /// The easings of the segments (one fewer than the keyframes).
  var easings: [LottieEasing] { keyframes.dropLast().map(\.easing) }

  /// The same keyframes with transformed values.
  func map<T>(_ transform: (Value) throws -> T) rethrows -> LottieTrack<T> {
    LottieTrack<T>(
      keyframes: try keyframes.map {
        LottieKeyframe<T>(
          frame: $0.frame, value: try transform($0.value), easing: $0.easing,
          spatialOut: $0.spatialOut, spatialIn: $0.spatialIn,
          dimensionEasings: $0.dimensionEasings)
      })
  }

  /// Whether some segment eases its dimensions differently.
  var hasDimensionEasings: Bool { keyframes.contains { $0.dimensionEasings != nil } }

  /// The easings of the segments for one dimension (0 x, 1 y).
  func easings(dimension: Int) -> [LottieEasing] {
    keyframes.dropLast().map { k in
      guard let list = k.dimensionEasings, !list.isEmpty else { return k.easing }
      return list[min(dimension, list.count - 1)]
    }
  }

  /// The segment index and eased progress at `frame` (index −1 before the first keyframe,
  /// last index after the last one).
  func locate(_ frame: Double) -> (index: Int, progress: Double) {
    let k = keyframes
    if frame <= k[0].frame || k.count == 1 { return (0, 0) }
    if frame >= k[k.count - 1].frame { return (k.count - 1, 0) }
    var i = 0
    while i + 1 < k.count - 1, k[i + 1].frame <= frame { i += 1 }
    let span = k[i + 1].frame - k[i].frame
    let x = span > 0 ? (frame - k[i].frame) / span : 1
    return (i, k[i].easing.progress(x))
  }

  /// The value at `frame`, interpolating with `lerp(a, b, progress)`; nil when `lerp` fails.
  func value(at frame: Double, lerp: (Value, Value, Double) -> Value?) -> Value? {
    let (i, p) = locate(frame)
    if i >= keyframes.count - 1 || p == 0 { return keyframes[i].value }
    if p == 1 { return keyframes[i + 1].value }
    return lerp(keyframes[i].value, keyframes[i + 1].value, p)
  }
}

extension LottieTrack where Value == [Double] {
  /// The value at `frame` (component-wise linear between keyframes, after easing; spatial
  /// tangents are not applied).
  func value(at frame: Double) -> [Double] {
    value(at: frame) { a, b, p in
      zip(a, b).map { $0 + ($1 - $0) * p }
    } ?? initial
  }

  /// The first component at `frame`.
  func scalar(at frame: Double) -> Double { value(at: frame).first ?? 0 }
}
