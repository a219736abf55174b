/// A validated `strobe info` command line: describe a scene's layers, animations,
/// transactions and times.
public struct InfoRequest: Sendable, Hashable {
  /// The scene file, or standard input.
  public var scene: SceneSource
  /// `--json`: print one JSON object instead of text.
  public var json: Bool

  /// Creates a request.
  public init(scene: SceneSource, json: Bool = false) {
    self.scene = scene
    self.json = json
  }
}
