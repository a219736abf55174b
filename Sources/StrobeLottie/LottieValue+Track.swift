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
  /// accepted. Easing lists (`o.x`, `o.y`, `i.x`, `i.y` with one entry per dimension) are
  /// compared over the first `dimensions(value)` entries (all when nil: the z of a 2-D
  /// property does not matter); when they differ, `perDimension` keeps each dimension's
  /// curve in ``LottieKeyframe/dimensionEasings`` for a caller that animates dimensions
  /// apart, else the difference is reported and the first dimension's curve is used.
  func track<V>(
    _ diagnostics: LottieDiagnostics, dimensions: ((V) -> Int)? = nil,
    perDimension: Bool = false, _ parse: (LottieValue) throws -> V
  ) throws -> LottieTrack<V> {
    if let x = self["x"], case .string = x.json.kind {
      try diagnostics.warnOnce(
        x.path,
        "expressions are not supported; the properties' values and keyframes are used (reported once per file)"
      )
    }
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
      let value: V
      if case .array(let list) = start.json.kind, list.count == 1, case .object = list[0].kind {
        value = try parse(try start.array()[0])
      } else {
        value = try parse(start)
      }
      var easing = LottieEasing.linear
      var dimensionEasings: [LottieEasing]?
      if try item.bool("h") {
        easing = .hold
      } else if let o = item["o"], let i = item["i"] {
        let ox = try o.required("x").numbers()
        let oy = try o.required("y").numbers()
        let ix = try i.required("x").numbers()
        let iy = try i.required("y").numbers()
        guard !ox.isEmpty, !oy.isEmpty, !ix.isEmpty, !iy.isEmpty else {
          throw o.invalid("an easing with x and y")
        }
        /// The curve of dimension `d` (a shorter list repeats its last entry).
        func curve(_ d: Int) -> LottieEasing {
          func at(_ list: [Double]) -> Double { list[min(d, list.count - 1)] }
          return .bezier(min(max(at(ox), 0), 1), at(oy), min(max(at(ix), 0), 1), at(iy))
        }
        easing = curve(0)
        let used = dimensions?(value) ?? [ox, oy, ix, iy].map(\.count).max() ?? 1
        let curves = (0..<max(used, 1)).map(curve)
        if curves.contains(where: { $0 != curves[0] }) {
          if perDimension {
            dimensionEasings = curves
          } else {
            try diagnostics.warn(
              item.path.appending(key: "o"),
              "per-dimension easing curves are not supported; the first dimension's curve is used"
            )
          }
        }
      }
      keyframes.append(
        LottieKeyframe(
          frame: frame, value: value, easing: easing, spatialOut: try item["to"]?.numbers(),
          spatialIn: try item["ti"]?.numbers(), dimensionEasings: dimensionEasings))
    }
    guard !keyframes.isEmpty else { throw k.invalid("at least one keyframe") }
    return LottieTrack(keyframes: keyframes)
  }

  /// A numeric property (scalar or vector) as a track of number lists, each with at least
  /// `minimumCount` numbers (≥ 1): an empty list (`"k": []`, `"s": []`) or a shorter vector
  /// is an error at that value, so no reader indexes past the end.
  ///
  /// Only the first two dimensions' easings matter (Strobe is 2-D: a z easing that differs
  /// changes nothing drawn); `perDimension` keeps differing x and y curves for the caller.
  func numberTrack(
    _ diagnostics: LottieDiagnostics, minimumCount: Int = 1, perDimension: Bool = false
  ) throws -> LottieTrack<[Double]> {
    let least = max(minimumCount, 1)
    return try track(diagnostics, dimensions: { min($0.count, 2) }, perDimension: perDimension) {
      value in
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
  func numberTrack(
    _ key: String, _ diagnostics: LottieDiagnostics, default fallback: [Double],
    perDimension: Bool = false
  ) throws -> LottieTrack<[Double]> {
    guard let property = self[key] else { return LottieTrack(constant: fallback) }
    return try property.numberTrack(
      diagnostics, minimumCount: fallback.count, perDimension: perDimension)
  }
}
