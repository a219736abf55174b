import StrobeScene

extension ResourceLimits {
  /// The `--limit <name=n>` option, shared by `render`, `eval`, `info` and `preview`.
  static let limitOption = ArgumentSpec.option(
    "limit", value: "name=n",
    help:
      "Change a resource limit, comma-separated: pixels (per raster, default 100M), "
      + "frames (per render, 100k), scene-bytes (16 MiB), contents-bytes (64 MiB), "
      + "depth (256), layers (10k), path-elements (100k), keyframes (10k), image-pixels "
      + "(per PNG or JPEG contents image, 100M), text-characters (per text, 10k), preview-bytes "
      + "(per preview page, 32 MiB). Suffixes k, M, G multiply by 1000, 10^6, 10^9. See docs/limits.md.",
    repeatable: true)

  /// The `--allow-outside-contents` flag, shared by `render`, `eval`, `info` and `preview`.
  static let allowOutsideContentsFlag = ArgumentSpec.flag(
    "allow-outside-contents",
    help:
      "Let contents image paths resolve outside the scene file's folder (after '..' and "
      + "symbolic links).")

  /// The `--limit` values of `parsed` over the defaults.
  ///
  /// - Throws: ``CLIError/invalidValue(argument:value:expected:)`` for a bad item.
  static func parse(_ parsed: ParsedArguments) throws -> ResourceLimits {
    try parse(parsed.values("limit"), argument: limitOption.unadornedSynopsis)
  }

  /// How a scene is loaded under these limits: the scene loader's limits, and `contents`
  /// files confined to the scene's folder unless `allowsOutsideContents`.
  func loadOptions(allowsOutsideContents: Bool) -> SceneLoadOptions {
    SceneLoadOptions(limits: scene, allowsContentsOutsideFolder: allowsOutsideContents)
  }
}
