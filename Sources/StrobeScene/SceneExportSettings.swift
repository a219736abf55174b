/// The `export` block of a scene: default times, formats and scales for rendering it.
public struct SceneExportSettings: Sendable, Equatable {
  /// Which times to sample.
  public enum Times: Sendable, Equatable {
    /// Explicit times in seconds (each ≥ 0), in the order given.
    case list([Double])
    /// Every keyframe time (docs/cli-conventions.md §Times).
    case keyframes
  }

  /// The output formats the scene file accepts.
  public static let formatNames = ["svg", "pdf", "png"]

  /// Times to sample, if given.
  public var times: Times?
  /// Frames per second, if given (> 0).
  public var fps: Double?
  /// Output formats (`svg`, `pdf`, `png`), if given.
  public var formats: [String]?
  /// PNG scales (each > 0), if given.
  public var scales: [Double]?

  /// Settings from their parts.
  public init(
    times: Times? = nil, fps: Double? = nil, formats: [String]? = nil, scales: [Double]? = nil
  ) {
    self.times = times
    self.fps = fps
    self.formats = formats
    self.scales = scales
  }

  /// Decodes an `export` object.
  public static func decode(_ cursor: SceneCursor) throws -> SceneExportSettings {
    let fields = try cursor.fields(allowed: ["times", "fps", "formats", "scales"])
    var settings = SceneExportSettings()
    if let t = fields["times"] {
      if case .string = t.value.kind {
        _ = try t.oneOf(["keyframes"])
        settings.times = .keyframes
      } else {
        guard case .array = t.value.kind else {
          throw t.mismatch("a list of times in seconds or \"keyframes\"")
        }
        settings.times = .list(try t.array().map { try $0.nonNegativeNumber() })
      }
    }
    settings.fps = try fields["fps"]?.positiveNumber()
    if let f = fields["formats"] {
      let items = try f.array()
      if items.isEmpty { throw f.mismatch("a non-empty list of formats (svg, pdf, png)") }
      settings.formats = try items.map { try $0.oneOf(formatNames) }
    }
    if let s = fields["scales"] {
      let items = try s.array()
      if items.isEmpty { throw s.mismatch("a non-empty list of scales") }
      settings.scales = try items.map { try $0.positiveNumber() }
    }
    if case .list(let times) = settings.times, times.isEmpty {
      throw fields["times"]!.mismatch("a non-empty list of times or \"keyframes\"")
    }
    return settings
  }
}
