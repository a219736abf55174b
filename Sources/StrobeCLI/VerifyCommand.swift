/// `strobe verify`: the option table and validation into a ``VerifyRequest``.
public enum VerifyCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "verify",
    abstract: "Compare a rendered file with a reference PNG.",
    arguments: [
      .positional("file", help: "The SVG, PDF or PNG file to check."),
      .option("against", value: "png", help: "The reference PNG image.", required: true),
      .option(
        "tolerance", value: "n",
        help: "Largest allowed difference in any colour channel, from 0 to 255.",
        defaultValue: String(VerifyRequest.defaultTolerance)),
      .option(
        "page", value: "n", help: "The PDF page to compare, counting from 1.",
        defaultValue: "1"),
    ])

  /// Validates `parsed` (scanned against ``spec``) into a request.
  ///
  /// - Throws: ``CLIError`` for empty paths, a tolerance outside 0…255 or a page below 1.
  public static func request(from parsed: ParsedArguments) throws -> VerifyRequest {
    func arg(_ id: String) -> ArgumentSpec { spec.argument(id: id)! }
    let file = try ValueParser.path(parsed.value("file") ?? "", argument: arg("file"))
    let reference = try ValueParser.path(parsed.value("against") ?? "", argument: arg("against"))
    let tolerance = try parsed.value("tolerance").map {
      try ValueParser.integer(
        $0, argument: arg("tolerance"), expected: "a whole number from 0 to 255", in: 0...255)
    }
    let page = try parsed.value("page").map {
      try ValueParser.integer(
        $0, argument: arg("page"), expected: "a whole number at least 1", in: 1...Int.max)
    }
    return VerifyRequest(
      file: file, reference: reference, tolerance: tolerance ?? VerifyRequest.defaultTolerance,
      page: page ?? 1)
  }
}
