/// A validated `strobe import lottie` command line.
public struct ImportRequest: Sendable, Hashable {
  /// The Lottie file, or standard input.
  public var file: SceneSource
  /// `-o/--output`: where to write the scene (nil: standard output).
  public var output: OutputTarget?
  /// `--strict`: fail on the first unsupported feature.
  public var strict: Bool
  /// `--animation`: the animation of a dotLottie archive to import (nil: its default).
  public var lottieAnimation: String? = nil

  /// Creates a request.
  public init(file: SceneSource, output: OutputTarget? = nil, strict: Bool = false) {
    self.file = file
    self.output = output
    self.strict = strict
  }
}
