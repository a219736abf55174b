/// Why `strobe preview` could not write its page.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The scene's duration at the frame rate gives more frames than a page holds.
  case tooManyFrames(count: Int, limit: Int)
  /// The frames' inline SVG would take more than `limit` bytes, the `preview-bytes` limit
  /// (at least `bytes`: the first frame's size times the frame count, or the frames
  /// rendered so far).
  case tooLarge(bytes: Int, frames: Int, limit: Int)

  /// The message after `Error: `.
  public var description: String {
    switch self {
    case .tooManyFrames(let count, let limit):
      return "the preview would hold \(count) frames (at most \(limit)); lower --fps"
    case .tooLarge(let bytes, let frames, let limit):
      return
        "the preview page would hold at least \(bytes) bytes of SVG in \(frames) frames "
        + "(limit \(limit)); raise it with --limit preview-bytes=<n>, lower --fps, or preview "
        + "a scene with fewer layers"
    }
  }
}
