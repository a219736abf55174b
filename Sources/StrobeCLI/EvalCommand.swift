/// `strobe eval`: the option table and validation into an ``EvalRequest``.
public enum EvalCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "eval",
    abstract: "Print the scene with its presentation values at the given times baked in.",
    arguments: [
      .positional("scene", help: "The scene file (JSON), or '-' to read it from standard input."),
      .option(
        "at", value: "time",
        help:
          "Times in seconds, comma-separated, or 'keyframes' for every keyframe time. One "
          + "time prints one scene document; several print {\"frames\": [{\"time\": T, "
          + "\"scene\": {...}}, ...]} in the order asked.",
        repeatable: true, required: true),
      .option(
        "output", short: "o", value: "file",
        help: "Write the output to this file (atomically) instead of standard output; '-' is "
          + "standard output."),
      DotLottieOption.spec,
      ResourceLimits.limitOption,
      ResourceLimits.allowOutsideContentsFlag,
    ])

  /// Validates `parsed` (scanned against ``spec``) into a request.
  ///
  /// - Throws: ``CLIError`` for an empty path, a bad `--at` value or a bad `--limit` item.
  public static func request(from parsed: ParsedArguments) throws -> EvalRequest {
    func arg(_ id: String) -> ArgumentSpec { spec.argument(id: id)! }
    let scene = SceneSource(
      argument: try ValueParser.path(parsed.value("scene") ?? "", argument: arg("scene")))
    let times = try ValueParser.timeSpecs(parsed.values("at"), argument: arg("at"))
    let output = try parsed.value("output").map {
      OutputTarget(argument: try ValueParser.path($0, argument: arg("output")))
    }
    var request = EvalRequest(scene: scene, times: times, output: output)
    request.limits = try ResourceLimits.parse(parsed)
    request.allowsOutsideContents = parsed.isPresent("allow-outside-contents")
    request.lottieAnimation = try DotLottieOption.parse(parsed)
    return request
  }
}
