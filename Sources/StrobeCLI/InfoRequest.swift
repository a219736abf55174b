/// A validated `strobe info` command line: describe a scene's layers, animations,
/// transactions and times.
public struct InfoRequest: Sendable, Hashable {
  /// The scene file, or standard input.
  public var scene: SceneSource
  /// `--json`: print one JSON object instead of text.
  public var json: Bool

  /// `--limit`: the resource limits (defaults when not given); only the scene loader's
  /// limits apply, `pixels` and `frames` have no effect.
  public var limits = ResourceLimits()
  /// `--allow-outside-contents`: `contents` files may resolve outside the scene's folder.
  public var allowsOutsideContents = false
  /// `--animation`: the animation of a dotLottie input to read (nil: the manifest's default).
  public var lottieAnimation: String? = nil

  /// Creates a request.
  public init(scene: SceneSource, json: Bool = false) {
    self.scene = scene
    self.json = json
  }
}
