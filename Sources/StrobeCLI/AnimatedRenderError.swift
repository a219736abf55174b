/// Runtime failures of `strobe render --animate` that are not encoder errors.
enum AnimatedRenderError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The window `from…to` is empty: the scene has no animation (duration 0) and no `--to`.
  case nothingToAnimate(file: String, from: Double, to: Double)
  /// The scene's export `fps` is above the GIF frame-rate cap.
  case gifFrameRate(file: String, fps: Double)
  /// `--verify`: the file `file` read back differs from what was rendered; `problems` lines
  /// saying how were printed before.
  case verificationFailed(file: String, problems: Int)

  var description: String {
    switch self {
    case .nothingToAnimate(let file, let from, let to):
      return
        "\(file): nothing to animate from \(from) s to \(to) s: the scene has no animation "
        + "(duration 0); give --to, or add animations; nothing was written"
    case .gifFrameRate(let file, let fps):
      return
        "\(file): export.fps: \(fps) frames per second is more than GIF's "
        + "\(Int(RenderCommand.maximumGIFFrameRate)) (whole centiseconds, at least 2); "
        + "pass --fps \(Int(RenderCommand.maximumGIFFrameRate)) or less"
    case .verificationFailed(let file, let problems):
      return
        "verification failed: \(file) read back differs from Strobe's frames "
        + "(\(problems) problem\(problems == 1 ? "" : "s") above); the file was kept"
    }
  }
}
