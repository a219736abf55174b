/// `strobe import`: the option table and validation into an ``ImportRequest``.
///
/// `strobe import lottie <file> [-o scene.json] [--strict] [--animation id]`: the only format
/// is `lottie` (Lottie JSON or a dotLottie archive).
public enum ImportCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "import",
    abstract: "Convert a Lottie animation (JSON or dotLottie) into a Strobe scene file.",
    arguments: [
      .positional("format", help: "The input format: lottie."),
      .positional(
        "file",
        help:
          "The Lottie file (JSON or a .lottie archive), or '-' to read it from standard input."),
      .option(
        "output", short: "o", value: "file",
        help: "Write the scene to this file instead of standard output ('-': standard output)."),
      .flag(
        "strict",
        help: "Fail on the first Lottie feature that is not supported instead of warning."),
      DotLottieOption.spec,
    ])

  /// Validates `parsed` (scanned against ``spec``) into a request.
  ///
  /// - Throws: ``CLIError`` for a format other than `lottie` or an empty path.
  public static func request(from parsed: ParsedArguments) throws -> ImportRequest {
    func arg(_ id: String) -> ArgumentSpec { spec.argument(id: id)! }
    let format = parsed.value("format") ?? ""
    guard format == "lottie" else {
      throw CLIError.invalidValue(
        argument: arg("format").unadornedSynopsis, value: format, expected: "'lottie'")
    }
    let file = SceneSource(
      argument: try ValueParser.path(parsed.value("file") ?? "", argument: arg("file")))
    let output = try parsed.value("output").map {
      OutputTarget(argument: try ValueParser.path($0, argument: arg("output")))
    }
    var request = ImportRequest(file: file, output: output, strict: parsed.isPresent("strict"))
    request.lottieAnimation = try DotLottieOption.parse(parsed)
    return request
  }
}
