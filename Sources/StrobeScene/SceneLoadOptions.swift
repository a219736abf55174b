/// How a scene is loaded: resource limits and where `contents` files may come from.
public struct SceneLoadOptions: Sendable, Hashable {
  /// The resource limits (default ``SceneLimits/default``).
  public var limits: SceneLimits
  /// Whether a `contents` file path may resolve outside the scene file's folder.
  ///
  /// False by default (``default``, ``confined``), as in the `strobe` CLI without
  /// `--allow-outside-contents`: a relative or absolute path whose real location (after `..`
  /// and every symbolic link are resolved) is not inside the real location of the scene's
  /// folder is refused with a located error. A scene loaded from bytes without a URL
  /// (standard input) has the current folder as its folder. Set it to true (``unconfined``)
  /// only for scenes you trust, such as several scenes sharing an image folder
  /// (`"../images/x.png"`).
  public var allowsContentsOutsideFolder: Bool

  /// The defaults: ``SceneLimits/default``, `contents` files only from inside the scene's
  /// folder (the same as ``confined``).
  public static let `default` = SceneLoadOptions()

  /// For untrusted scenes: ``SceneLimits/default``, `contents` files only from inside the
  /// scene's folder (what `strobe` does without `--allow-outside-contents`); equal to
  /// ``default``.
  public static let confined = SceneLoadOptions(allowsContentsOutsideFolder: false)

  /// For trusted scenes: ``SceneLimits/default``, `contents` files from anywhere (what
  /// `strobe --allow-outside-contents` does).
  public static let unconfined = SceneLoadOptions(allowsContentsOutsideFolder: true)

  /// Options from their parts; `contents` files are confined to the scene's folder unless
  /// `allowsContentsOutsideFolder` is true.
  public init(limits: SceneLimits = .default, allowsContentsOutsideFolder: Bool = false) {
    self.limits = limits
    self.allowsContentsOutsideFolder = allowsContentsOutsideFolder
  }
}
