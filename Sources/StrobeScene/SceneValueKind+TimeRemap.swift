import StrobeCore

extension SceneValueKind {
  /// Keys of a `timeRemap` object (a Strobe extension, docs/scene-format.md).
  public static let timeRemapKeys = ["keyTimes", "values", "timingFunctions"]

  /// Decodes a `timeRemap` object: `keyTimes` (layer seconds, non-decreasing), `values`
  /// (sublayer seconds, as many), optional `timingFunctions` (one per segment: `"linear"`,
  /// `"hold"` or `[x1, y1, x2, y2]` with x in 0…1), as
  /// `.list([.numbers(keyTimes), .numbers(values), .list(segments)])`.
  static func decodeTimeRemap(_ cursor: SceneCursor) throws -> SceneValue {
    let fields = try cursor.fields(allowed: timeRemapKeys)
    guard let kc = fields["keyTimes"], let vc = fields["values"] else {
      throw cursor.mismatch("an object with \"keyTimes\" and \"values\"")
    }
    let times = try kc.numberList()
    let values = try vc.numberList()
    guard !times.isEmpty else { throw kc.mismatch("at least one key time") }
    for (i, item) in try kc.array().enumerated() where i > 0 && times[i] < times[i - 1] {
      throw item.mismatch("a key time not before the previous one (\(times[i - 1]))")
    }
    guard values.count == times.count else {
      throw vc.mismatch("\(times.count) values (one per key time)")
    }
    var segments: [SceneValue] = []
    if let fc = fields["timingFunctions"] {
      let items = try fc.array()
      guard items.count <= times.count - 1 else {
        throw fc.mismatch("at most \(times.count - 1) timing functions (one per segment)")
      }
      for item in items {
        if case .array = item.value.kind {
          segments.append(try SceneValueKind.timingFunction.decode(item))
        } else {
          segments.append(.string(try item.oneOf(["linear", "hold"])))
        }
      }
    }
    return .list([.numbers(times), .numbers(values), .list(segments)])
  }

  /// The curve a decoded `timeRemap` value describes (nil for another value).
  static func timeRemap(from value: SceneValue) -> TimeRemap? {
    guard case .list(let parts) = value, parts.count == 3,
      case .numbers(let times?) = parts[0], case .numbers(let values?) = parts[1],
      case .list(let fns) = parts[2]
    else { return nil }
    let segments: [TimeRemap.Segment] = fns.map {
      switch $0 {
      case .string("hold"): return .hold
      case .numbers(let p?) where p.count == 4: return .bezier(p[0], p[1], p[2], p[3])
      default: return .linear
      }
    }
    return TimeRemap(keyTimes: times, values: values, segments: segments)
  }
}
