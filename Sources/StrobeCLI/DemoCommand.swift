/// `strobe demo`: the option table and validation into a ``DemoRequest``.
public enum DemoCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "demo",
    abstract: "Render the built-in demo scene to every format and verify the files.",
    arguments: [
      .option(
        "out", value: "dir", help: "Folder for the demo files; created if missing.",
        defaultValue: ".")
    ])

  /// Validates `parsed` (scanned against ``spec``) into a request.
  ///
  /// - Throws: ``CLIError`` for an empty `--out`.
  public static func request(from parsed: ParsedArguments) throws -> DemoRequest {
    let out = try ValueParser.path(
      parsed.value("out") ?? ".", argument: spec.argument(id: "out")!)
    return DemoRequest(outputDirectory: out)
  }
}
