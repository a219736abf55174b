/// The video codecs ``VideoEncoder`` asks `ffmpeg` for.
public enum VideoCodec: String, Sendable, Hashable, CaseIterable {
  /// H.264 in MP4 (libx264).
  case h264
  /// VP9 in WebM (libvpx-vp9).
  case vp9

  /// The container's file extension.
  public var fileExtension: String { self == .h264 ? "mp4" : "webm" }

  /// The encoder arguments: 4:2:0 chroma (what players expect), one thread and bit-exact
  /// flags, so the same frames give the same file (docs/animated-output.md §Video).
  var encoderArguments: [String] {
    switch self {
    case .h264:
      return [
        "-c:v", "libx264", "-preset", "medium", "-crf", "18", "-pix_fmt", "yuv420p", "-threads",
        "1", "-f", "mp4",
      ]
    case .vp9:
      return [
        "-c:v", "libvpx-vp9", "-crf", "31", "-b:v", "0", "-deadline", "good", "-cpu-used", "2",
        "-row-mt", "0", "-pix_fmt", "yuv420p", "-threads", "1", "-f", "webm",
      ]
    }
  }
}
