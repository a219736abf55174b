/// A validated `strobe eval` command line: print the scene with presentation values baked in
/// at each time (scene-format.md "strobe eval output").
public struct EvalRequest: Sendable, Hashable {
  /// The scene file, or standard input.
  public var scene: SceneSource
  /// `--at`, in the order asked; never empty.
  ///
  /// One time prints one document, several print `{"frames": [{"time": T, "scene": {…}}, …]}`.
  public var times: [TimeSpec]
  /// `-o/--output`; `nil` means standard output.
  public var output: OutputTarget?

  /// `--limit`: the resource limits (defaults when not given); `frames` bounds the times
  /// printed (after `keyframes` is expanded), `pixels` has no effect.
  public var limits = ResourceLimits()
  /// `--allow-outside-contents`: `contents` files may resolve outside the scene's folder.
  public var allowsOutsideContents = false
  /// `--animation`: the animation of a dotLottie input to read (nil: the manifest's default).
  public var lottieAnimation: String? = nil

  /// Creates a request.
  public init(scene: SceneSource, times: [TimeSpec], output: OutputTarget? = nil) {
    self.scene = scene
    self.times = times
    self.output = output
  }
}
