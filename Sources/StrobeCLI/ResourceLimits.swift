import StrobeRender
import StrobeScene

/// Every resource limit of one `strobe` command: the scene loader's (``SceneLimits``), the
/// pixels of one in-memory raster, the frames of one export and the bytes of one preview page.
///
/// Set from the command line with `--limit <name>=<n>` (repeatable, comma lists allowed);
/// the names are ``SceneLimits/Limit`` raw values plus `pixels`, `frames` and
/// `preview-bytes`. docs/limits.md lists them with their defaults.
public struct ResourceLimits: Sendable, Hashable {
  /// The scene loader's limits.
  public var scene: SceneLimits
  /// Most pixels of one raster (PNG output, `--verify` reference); default
  /// ``Renderer/defaultMaximumPixels`` (100,000,000).
  public var pixels: Int
  /// Most distinct times (frames, pages) one render samples; default ``defaultFrames``.
  public var frames: Int
  /// Most bytes of inline SVG one `strobe preview` page holds; default
  /// ``PreviewPage/defaultMaximumBytes`` (32 MiB).
  public var previewBytes: Int

  /// The default of ``frames``: 100,000 (over 27 minutes at 60 fps).
  public static let defaultFrames = 100_000

  /// The limit names `--limit` accepts, in the order help and errors list them.
  public static let names =
    ["pixels", "frames"] + SceneLimits.Limit.allCases.map(\.rawValue) + ["preview-bytes"]

  /// Limits with the given values; omitted ones take the defaults.
  public init(
    scene: SceneLimits = .default, pixels: Int = Renderer.defaultMaximumPixels,
    frames: Int = ResourceLimits.defaultFrames,
    previewBytes: Int = PreviewPage.defaultMaximumBytes
  ) {
    self.scene = scene
    self.pixels = pixels
    self.frames = frames
    self.previewBytes = previewBytes
  }

  /// Sets the limit called `name` (one of ``names``) to `value`; false for an unknown name.
  public mutating func set(_ name: String, to value: Int) -> Bool {
    switch name {
    case "pixels": pixels = value
    case "frames": frames = value
    case "preview-bytes": previewBytes = value
    default:
      guard let limit = SceneLimits.Limit(rawValue: name) else { return false }
      scene[limit] = value
    }
    return true
  }

  /// Parses `--limit` values (`name=n`, comma-separated) over the defaults.
  ///
  /// `n` is a whole number ≥ 1, optionally with a suffix `k` (× 1,000), `M` (× 1,000,000)
  /// or `G` (× 1,000,000,000). Throws ``CLIError/invalidValue(argument:value:expected:)``
  /// naming the offending item.
  static func parse(_ values: [String], argument: String) throws -> ResourceLimits {
    var limits = ResourceLimits()
    for item in values.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
      let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, names.contains(parts[0]) else {
        throw CLIError.invalidValue(
          argument: argument, value: String(item),
          expected: "name=<n> with a name from \(names.joined(separator: ", "))")
      }
      guard let n = wholeNumber(parts[1]), n >= 1 else {
        throw CLIError.invalidValue(
          argument: argument, value: String(item),
          expected: "a whole number at least 1 after '=' (suffixes k, M, G allowed)")
      }
      _ = limits.set(parts[0], to: n)
    }
    return limits
  }

  /// `text` as a whole number with an optional k/M/G suffix, or nil (also on overflow).
  static func wholeNumber(_ text: String) -> Int? {
    var digits = Substring(text)
    var factor = 1
    switch text.last {
    case "k": factor = 1_000
    case "M": factor = 1_000_000
    case "G": factor = 1_000_000_000
    default: break
    }
    if factor != 1 { digits = digits.dropLast() }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
      let n = Int(digits)
    else { return nil }
    let (product, overflow) = n.multipliedReportingOverflow(by: factor)
    return overflow ? nil : product
  }
}
