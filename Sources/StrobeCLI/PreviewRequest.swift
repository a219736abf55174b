/// A validated `strobe preview` command line.
public struct PreviewRequest: Sendable, Hashable {
  /// The scene file, or standard input.
  public var scene: SceneSource
  /// `-o/--output`: the page's destination; nil writes `<stem>.html` in the current folder.
  public var output: OutputTarget?
  /// `--fps`: frames per second sampled; nil uses the scene's export fps, else
  /// ``PreviewPage/defaultFPS``.
  public var fps: Double?
  /// `--limit`: the resource limits (defaults when not given); the scene is loaded under
  /// them and `preview-bytes` bounds the page; `pixels` and `frames` have no effect (the
  /// page's frames are bounded by ``PreviewPage/maximumFrames``).
  public var limits = ResourceLimits()
  /// `--allow-outside-contents`: `contents` files may resolve outside the scene's folder.
  public var allowsOutsideContents = false
  /// `--animation`: the animation of a dotLottie input to read (nil: the manifest's default).
  public var lottieAnimation: String? = nil

  /// Creates a request.
  public init(scene: SceneSource, output: OutputTarget? = nil, fps: Double? = nil) {
    self.scene = scene
    self.output = output
    self.fps = fps
  }
}
