import Foundation

/// What can go wrong while encoding an animated raster (APNG, animated WebP, GIF) or a
/// video, or reading one back.
///
/// Libraries opened on first use report ``RenderError/libraryUnavailable(library:package:neededFor:reason:)``
/// instead; a failing write reports ``RenderError``'s file cases.
public enum AnimatedRasterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An animation needs at least one frame; `format` names the file format.
  case noFrames(format: String)
  /// Frame `index` (from 0) is `width × height` pixels, not the animation's size.
  case frameSizeMismatch(index: Int, width: Int, height: Int, expected: PixelSize)
  /// The canvas is larger than the format can store: `limit` pixels per side.
  case canvasTooLarge(format: String, width: Int, height: Int, limit: Int)
  /// The library encoding `format` failed; `reason` is its own message.
  case encoderFailed(format: String, reason: String)
  /// Reading `format` back failed; `reason` is the decoder's own message.
  case decoderFailed(format: String, reason: String)
  /// The `ffmpeg` program, which `neededFor` needs ("video output"), was not found;
  /// `searched` is the PATH that was searched.
  case ffmpegNotFound(neededFor: String, searched: String)
  /// `ffmpeg` exited with `status`; `message` is the end of what it printed on standard
  /// error.
  case ffmpegFailed(status: Int32, message: String)
  /// The export was interrupted (SIGINT/SIGTERM) before the file was complete; nothing was
  /// written.
  case interrupted(format: String)

  /// ``ffmpegFailed(status:message:)`` with the last three lines `ffmpeg` wrote to the
  /// file `log` (its standard error), joined by " / ".
  static func ffmpegFailed(status: Int32, log: URL) -> AnimatedRasterError {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n").suffix(3).joined(separator: " / ")
    return .ffmpegFailed(status: status, message: lines.isEmpty ? "no message" : lines)
  }

  /// A one-line message, for a command-line tool.
  public var description: String {
    switch self {
    case .noFrames(let format):
      return "an animated \(format) needs at least one frame"
    case .frameSizeMismatch(let index, let width, let height, let expected):
      return "frame \(index) is \(width)x\(height) pixels, not the animation's \(expected)"
    case .canvasTooLarge(let format, let width, let height, let limit):
      return
        "\(width)x\(height) pixels is too large for \(format): at most \(limit) pixels per "
        + "side; use a smaller scale or canvas"
    case .encoderFailed(let format, let reason):
      return "encoding \(format) failed: \(reason)"
    case .decoderFailed(let format, let reason):
      return "reading \(format) back failed: \(reason)"
    case .ffmpegNotFound(let purpose, let searched):
      return
        "\(purpose) needs the ffmpeg program, which is not on PATH (\(searched)); install "
        + "it with 'sudo apt-get install ffmpeg'"
    case .ffmpegFailed(let status, let message):
      return "ffmpeg exited with status \(status): \(message)"
    case .interrupted(let format):
      return "interrupted before the \(format) was complete; nothing was written"
    }
  }
}
