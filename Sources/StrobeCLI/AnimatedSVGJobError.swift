/// Why `strobe render --animate` cannot write its file (docs/animated-output.md).
enum AnimatedSVGJobError: Error, CustomStringConvertible, Equatable {
  /// The scene has no animation: an animated file would show one still.
  case noAnimation(scene: String)
  /// `--verify` needs headless Chromium and found none.
  case chromiumMissing(searched: [String])
  /// `--verify`: Chromium's frames differ from Strobe's beyond the tolerances at `frames`
  /// times.
  case browserMismatch(frames: Int)
  /// Chromium ran but gave no screenshot.
  case chromiumFailed(status: Int32, message: String)

  var description: String {
    switch self {
    case .noAnimation(let scene):
      return
        "\(scene): the scene has no animation, so --animate would write a still; render it "
        + "without --animate"
    case .chromiumMissing(let searched):
      return
        "--verify of an animated SVG needs headless Chromium (looked for "
        + "\(searched.joined(separator: ", "))): install it with 'sudo apt-get install "
        + "chromium' or set STROBE_CHROMIUM"
    case .browserMismatch(let frames):
      return
        "verification failed: Chromium's playback differs from Strobe's render at \(frames) "
        + "time\(frames == 1 ? "" : "s") (mean channel difference over "
        + "\(AnimatedSVGBrowserCheck.meanTolerance) or more than "
        + "\(AnimatedSVGBrowserCheck.outlierTolerance * 100)% of pixels over "
        + "\(AnimatedSVGBrowserCheck.outlierThreshold))"
    case .chromiumFailed(let status, let message):
      return "headless Chromium failed (exit status \(status)): \(message)"
    }
  }
}
