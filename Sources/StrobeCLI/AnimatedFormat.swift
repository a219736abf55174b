/// A file format that `strobe render --animate` writes as one file that plays
/// (docs/animated-output.md §Raster animations).
public enum AnimatedFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Animated SVG: Core Animation's timing as CSS animations, played by browsers.
  case svg
  /// APNG: an animated PNG, frames 8-bit RGBA, exact fractional delays.
  case png
  /// Animated WebP (libwebpmux's WebPAnimEncoder), lossless.
  case webp
  /// GIF89a (giflib), 256 colours a frame, delays in centiseconds.
  case gif
  /// MP4 with H.264 video (ffmpeg, libx264), no alpha, even sizes.
  case mp4
  /// WebM with VP9 video (ffmpeg, libvpx-vp9), no alpha, even sizes.
  case webm

  /// The file extension, without the dot (the raw value).
  public var fileExtension: String { rawValue }

  /// The name as typed after `--format`.
  public var description: String { rawValue }

  /// The name used in messages (`APNG`, `GIF`…).
  public var displayName: String {
    switch self {
    case .svg: return "animated SVG"
    case .png: return "APNG"
    case .webp: return "animated WebP"
    case .gif: return "GIF"
    case .mp4: return "MP4 (H.264)"
    case .webm: return "WebM (VP9)"
    }
  }

  /// Whether frames are encoded by `ffmpeg` in a subprocess.
  public var isVideo: Bool { self == .mp4 || self == .webm }

  /// The most pixels per side the format (or its codec) stores.
  public var maximumSide: Int {
    switch self {
    case .svg, .png: return 32767
    case .webp: return 16383
    case .gif: return 65535
    case .mp4: return 8192
    case .webm: return 16384
    }
  }
}
