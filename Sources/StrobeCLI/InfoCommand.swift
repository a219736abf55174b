/// `strobe info`: the option table and validation into an ``InfoRequest``.
public enum InfoCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "info",
    abstract: "Describe a scene: canvas, duration, layers, animations, transactions and "
      + "keyframe times.",
    arguments: [
      .positional("scene", help: "The scene file (JSON), or '-' to read it from standard input."),
      .flag(
        "json",
        help: "Print one JSON object: file, canvas {width, height, background}, duration, "
          + "layers [{name, type, sublayers}], animations [{layer, key, keyPath, kind, begin, "
          + "activeDuration, end, cycle, fillMode, isRemovedOnCompletion}], transactions "
          + "[{at, completion}], keyframeTimes, animatedSVGSampled [{layer, keyPath, "
          + "reason}] (what --animate --format svg samples). Times in seconds; a time that never comes "
          + "is \"infinity\"; a missing name, key path or background is null."),
      DotLottieOption.spec,
      ResourceLimits.limitOption,
      ResourceLimits.allowOutsideContentsFlag,
    ])

  /// Validates `parsed` (scanned against ``spec``) into a request.
  ///
  /// - Throws: ``CLIError`` for an empty scene path or a bad `--limit` item.
  public static func request(from parsed: ParsedArguments) throws -> InfoRequest {
    let scene = SceneSource(
      argument: try ValueParser.path(
        parsed.value("scene") ?? "", argument: spec.argument(id: "scene")!))
    var request = InfoRequest(scene: scene, json: parsed.isPresent("json"))
    request.limits = try ResourceLimits.parse(parsed)
    request.allowsOutsideContents = parsed.isPresent("allow-outside-contents")
    request.lottieAnimation = try DotLottieOption.parse(parsed)
    return request
  }
}
