/// `strobe preview`: the option table and validation into a ``PreviewRequest``.
public enum PreviewCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "preview",
    abstract: "Write one self-contained HTML page to play and scrub through a scene.",
    arguments: [
      .positional("scene", help: "The scene file (JSON), or '-' to read it from standard input."),
      .option(
        "output", short: "o", value: "file",
        help: "The HTML file to write; '-' writes it to standard output. Without it: "
          + "<stem>.html in the current folder."),
      .option(
        "fps", value: "fps",
        help: "Frames per second sampled from 0 to the scene duration, besides every keyframe "
          + "time. Without it: the scene's export fps, else 30."),
      DotLottieOption.spec,
      ResourceLimits.limitOption,
      ResourceLimits.allowOutsideContentsFlag,
    ])

  /// Validates `parsed` (scanned against ``spec``) into a request.
  ///
  /// - Throws: ``CLIError`` for an empty path, an `--fps` that is not a number > 0 and at
  ///   most ``PreviewPage/maximumFPS``, or a bad `--limit` item.
  public static func request(from parsed: ParsedArguments) throws -> PreviewRequest {
    func arg(_ id: String) -> ArgumentSpec { spec.argument(id: id)! }
    let scene = SceneSource(
      argument: try ValueParser.path(parsed.value("scene") ?? "", argument: arg("scene")))
    let output = try parsed.value("output").map {
      OutputTarget(argument: try ValueParser.path($0, argument: arg("output")))
    }
    let fps = try parsed.value("fps").map {
      try ValueParser.number(
        $0, argument: arg("fps"),
        expected: "a number greater than 0 and at most 240"
      ) { $0 > 0 && $0 <= PreviewPage.maximumFPS }
    }
    var request = PreviewRequest(scene: scene, output: output, fps: fps)
    request.limits = try ResourceLimits.parse(parsed)
    request.allowsOutsideContents = parsed.isPresent("allow-outside-contents")
    request.lottieAnimation = try DotLottieOption.parse(parsed)
    return request
  }
}
