/// How a scene is loaded: resource limits and where `contents` files may come from.
public struct SceneLoadOptions: Sendable, Hashable {
  /// The resource limits (default ``SceneLimits/default``).
  public var limits: SceneLimits
  /// Whether a `contents` file path may resolve outside the scene file's folder.
  ///
  /// The library's default (``default``) is true, so scenes that share an image folder
  /// (`"../images/x.png"`) keep loading; ``confined`` and the `strobe` CLI (unless
  /// `--allow-outside-contents`) set it to false for scenes from other people. When false, a relative or absolute path whose real location (after `..` and every
  /// symbolic link are resolved) is not inside the real location of the scene's folder is
  /// refused with a located error. The CLI's `--allow-outside-contents` sets it. A scene
  /// read from standard input has the current folder as its folder.
  public var allowsContentsOutsideFolder: Bool

  /// The library's defaults: ``SceneLimits/default``, contents files from anywhere.
  public static let `default` = SceneLoadOptions()

  /// For untrusted scenes: ``SceneLimits/default``, contents files only from inside the
  /// scene's folder (what `strobe` does without `--allow-outside-contents`).
  public static let confined = SceneLoadOptions(allowsContentsOutsideFolder: false)

  /// Options from their parts.
  public init(limits: SceneLimits = .default, allowsContentsOutsideFolder: Bool = true) {
    self.limits = limits
    self.allowsContentsOutsideFolder = allowsContentsOutsideFolder
  }
}
