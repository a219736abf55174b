import StrobeScene

extension LottieValue {
  /// Whether this property object holds keyframes (`a: 1`, or `k` a list of objects with `t`).
  var isKeyframed: Bool {
    guard let k = self["k"] else { return false }
    return Self.holdsKeyframes(k.json)
  }

  /// Whether the value `k` of a property is a list of keyframes (objects with `t`).
  private static func holdsKeyframes(_ k: JSONValue) -> Bool {
    guard case .array(let items) = k.kind, let first = items.first,
      case .object(let object) = first.kind
    else { return false }
    return object["t"] != nil
  }

  /// Parses an animatable property `{"a": 0|1, "k": …}` whose values `parse` reads (a
  /// keyframe's `s`, or `k` itself when static).
  ///
  /// Keyframes in the pre-5.5 form (`s` and `e` per segment, the last keyframe only `t`) are
  /// accepted. Per-dimension easings that differ are reported: the first dimension's curve is
  /// used for every component.
  func track<V>(_ diagnostics: LottieDiagnostics, _ parse: (LottieValue) throws -> V) throws
    -> LottieTrack<V>
  {
    let k = try required("k")
    // `k` is present (not null), so this is `isKeyframed` without a second lookup.
    guard Self.holdsKeyframes(k.json) else { return LottieTrack(constant: try parse(k)) }
    let items = try k.array()
    var keyframes: [LottieKeyframe<V>] = []
    var previousEnd: LottieValue?
    for item in items {
      let frame = try item.required("t").number()
      let start: LottieValue
      if let s = item["s"] {
        start = s
      } else if let e = previousEnd {
        start = e
      } else {
        throw LottieError.missingKey(file: file, path: item.path, position: item.position, key: "s")
      }
      previousEnd = item["e"]
      if let last = keyframes.last, frame < last.frame {
        throw try item.required("t").invalid("a frame ≥ \(JSONValue.format(last.frame))")
      }
      var easing = LottieEasing.linear
      if try item.bool("h") {
        easing = .hold
      } else if let o = item["o"], let i = item["i"] {
        let ox = try o.required("x").numbers()
        let oy = try o.required("y").numbers()
        let ix = try i.required("x").numbers()
        let iy = try i.required("y").numbers()
        guard let x1 = ox.first, let y1 = oy.first, let x2 = ix.first, let y2 = iy.first else {
          throw o.invalid("an easing with x and y")
        }
        for list in [ox, oy, ix, iy] where list.contains(where: { $0 != list[0] }) {
          try diagnostics.warn(
            item.path.appending(key: "o"),
            "per-dimension easing curves are not supported; the first dimension's curve is used")
          break
        }
        easing = .bezier(min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
      }
      let value: V
      if case .array(let list) = start.json.kind, list.count == 1, case .object = list[0].kind {
        value = try parse(try start.array()[0])
      } else {
        value = try parse(start)
      }
      keyframes.append(
        LottieKeyframe(
          frame: frame, value: value, easing: easing, spatialOut: try item["to"]?.numbers(),
          spatialIn: try item["ti"]?.numbers()))
    }
    guard !keyframes.isEmpty else { throw k.invalid("at least one keyframe") }
    return LottieTrack(keyframes: keyframes)
  }

  /// A numeric property (scalar or vector) as a track of number lists, each with at least
  /// `minimumCount` numbers (≥ 1): an empty list (`"k": []`, `"s": []`) or a shorter vector
  /// is an error at that value, so no reader indexes past the end.
  func numberTrack(_ diagnostics: LottieDiagnostics, minimumCount: Int = 1) throws
    -> LottieTrack<[Double]>
  {
    let least = max(minimumCount, 1)
    return try track(diagnostics) { value in
      let numbers = try value.numbers()
      guard numbers.count >= least else {
        throw value.invalid(
          least == 1 ? "a number or a non-empty array of numbers" : "an array of \(least) numbers")
      }
      return numbers
    }
  }

  /// The numeric property `key`, or a constant `fallback` when absent; present values have
  /// at least as many numbers as `fallback`.
  func numberTrack(_ key: String, _ diagnostics: LottieDiagnostics, default fallback: [Double])
    throws -> LottieTrack<[Double]>
  {
    guard let property = self[key] else { return LottieTrack(constant: fallback) }
    return try property.numberTrack(diagnostics, minimumCount: fallback.count)
  }
}
