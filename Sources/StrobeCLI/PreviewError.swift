/// Why `strobe preview` could not write its page.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The scene's duration at the frame rate gives more frames than a page holds.
  case tooManyFrames(count: Int, limit: Int)

  /// The message after `Error: `.
  public var description: String {
    switch self {
    case .tooManyFrames(let count, let limit):
      return "the preview would hold \(count) frames (at most \(limit)); lower --fps"
    }
  }
}
