import StrobeRender

/// One file a render will write: its name, format, scale and the time(s) it shows.
public struct PlannedOutput: Sendable, Hashable {
  /// File name inside the `--out` folder.
  public var fileName: String
  /// The format written.
  public var format: OutputFormat
  /// Pixel scale (PNG only; 1 for SVG and PDF).
  public var scale: Double
  /// The times shown: one for per-frame files, every time (one page each) for a multipage PDF.
  public var times: [Double]
  /// Index of the frame in the full time list (0-based), or `nil` for a multipage PDF.
  public var frameIndex: Int?

  /// Creates a planned output.
  public init(
    fileName: String, format: OutputFormat, scale: Double, times: [Double], frameIndex: Int?
  ) {
    self.fileName = fileName
    self.format = format
    self.scale = scale
    self.times = times
    self.frameIndex = frameIndex
  }
}
