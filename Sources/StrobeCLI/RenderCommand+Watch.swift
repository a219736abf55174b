extension RenderCommand {
  /// The `--watch` flag's declaration.
  static let watchFlag = ArgumentSpec.flag(
    "watch",
    help: "Render again whenever the scene or a file it references changes, printing one "
      + "line per render with its time and any error; stop with Ctrl-C.")

  /// Validates a `render --watch` command line into the request to repeat.
  ///
  /// - Throws: ``CLIError`` for anything ``request(from:)`` rejects, and for a scene read
  ///   from standard input, `-o -` or `--shard` together with `--watch`.
  static func watchRequest(from parsed: ParsedArguments) throws -> RenderRequest {
    try checkWatch(parsed)
    return try request(from: parsed)
  }

  /// Throws when `--watch` is combined with what cannot be watched: a scene read from
  /// standard input, or output written to standard output.
  static func checkWatch(_ parsed: ParsedArguments) throws {
    guard parsed.isPresent("watch") else { return }
    if parsed.value("scene") == "-" {
      throw CLIError.invalidValue(
        argument: "<scene>", value: "-", expected: "a scene file to watch, not standard input")
    }
    if parsed.value("output") == "-" { throw CLIError.conflictingOptions("--watch", "--output -") }
    if parsed.isPresent("shard") { throw CLIError.conflictingOptions("--watch", "--shard") }
  }
}
