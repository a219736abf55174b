import StrobeGeometry

/// `strobe path`: geometry on SVG path data for build scripts and checks — the command group,
/// its five subcommands' argument tables and validation into a ``PathRequest``.
public enum PathCommand {
  /// The SVG path data positional shared by the subcommands that take one path.
  static let pathData = ArgumentSpec.positional(
    "d", help: "SVG path data (the 'd' attribute), e.g. 'M0 0 L10 0'.")

  /// `strobe path length`.
  public static let length = CommandSpec(
    name: "length", abstract: "Print the total length of the path.",
    arguments: [
      pathData,
      .option(
        "accuracy", value: "a", help: "Largest error allowed in the length, in user units.",
        defaultValue: PathJob.format(PathMeasure.defaultAccuracy)),
    ])

  /// `strobe path point`.
  public static let point = CommandSpec(
    name: "point", abstract: "Print 'x y angle' at a point along the path.",
    arguments: [
      pathData,
      .option(
        "at", value: "f",
        help: "Where: a fraction of the total length from 0 to 1, or with --distance a "
          + "distance from the start in user units.", required: true),
      .flag("distance", help: "Read --at as a distance along the path in user units."),
    ])

  /// `strobe path trim`.
  public static let trim = CommandSpec(
    name: "trim", abstract: "Print the path trimmed like strokeStart and strokeEnd.",
    arguments: [
      pathData,
      .option(
        "start", value: "a",
        help: "Start of the part kept, as a fraction of the total length (clamped to 0...1).",
        defaultValue: "0"),
      .option(
        "end", value: "b",
        help: "End of the part kept, as a fraction of the total length (clamped to 0...1).",
        defaultValue: "1"),
    ])

  /// `strobe path morph`.
  public static let morph = CommandSpec(
    name: "morph", abstract: "Print the path at a fraction of a morph between two paths.",
    arguments: [
      .positional("from", help: "SVG path data at fraction 0."),
      .positional("to", help: "SVG path data at fraction 1."),
      .option(
        "t", value: "t",
        help: "The fraction: 0 gives <from>, 1 gives <to>; other values extrapolate.",
        required: true),
      .flag(
        "resample",
        help: "Morph any two paths by resampling. Without it the paths must have the same "
          + "element kinds in the same order, as Core Animation requires."),
    ])

  /// `strobe path bounds`.
  public static let bounds = CommandSpec(
    name: "bounds", abstract: "Print 'x y w h' of the exact bounds of the path's curves.",
    arguments: [pathData])

  /// The command group.
  public static let spec = CommandSpec(
    name: "path", abstract: "Measure, trim, morph and bound SVG path data.",
    subcommands: [length, point, trim, morph, bounds])

  /// Parses the words after `strobe path` into a request.
  ///
  /// - Parameter commandPath: `["strobe", "path"]`.
  /// - Throws: ``CleanExit`` for help (also for `strobe path` alone) and version;
  ///   ``UsageError`` for an unknown subcommand or a bad command line.
  public static func request(from words: [String], commandPath: [String]) throws -> PathRequest {
    guard let first = words.first, let command = spec.subcommand(named: first) else {
      // The group declares no arguments: this throws help, version or the usage error.
      _ = try ArgumentScanner(command: spec, commandPath: commandPath).scan(words)
      throw CleanExit.help(commandPath: commandPath)
    }
    let path = commandPath + [command.name]
    let parsed = try ArgumentScanner(command: command, commandPath: path).scan(
      Array(words.dropFirst()))
    do {
      return try request(command, parsed)
    } catch let error as CLIError {
      throw UsageError(commandPath: path, error: error)
    }
  }

  /// Validates `parsed`, scanned against the subcommand `command`.
  private static func request(_ command: CommandSpec, _ parsed: ParsedArguments) throws
    -> PathRequest
  {
    func arg(_ id: String) -> ArgumentSpec { command.argument(id: id)! }
    func number(_ id: String, _ expected: String, _ allowed: (Double) -> Bool) throws -> Double? {
      try parsed.value(id).map {
        try ValueParser.number($0, argument: arg(id), expected: expected, where: allowed)
      }
    }
    let d = parsed.value("d") ?? ""
    switch command.name {
    case length.name:
      let accuracy = try number("accuracy", "a finite number greater than 0") { $0 > 0 }
      return .length(path: d, accuracy: accuracy ?? PathMeasure.defaultAccuracy)
    case point.name:
      let isDistance = parsed.isPresent("distance")
      let at =
        isDistance
        ? try number("at", "a distance at least 0") { $0 >= 0 }
        : try number("at", "a fraction from 0 to 1") { $0 >= 0 && $0 <= 1 }
      return .point(path: d, at: at ?? 0, isDistance: isDistance)
    case trim.name:
      let start = try number("start", "a finite number") { _ in true }
      let end = try number("end", "a finite number") { _ in true }
      return .trim(path: d, start: start ?? 0, end: end ?? 1)
    case morph.name:
      let t = try number("t", "a finite number") { _ in true }
      return .morph(
        from: parsed.value("from") ?? "", to: parsed.value("to") ?? "", fraction: t ?? 0,
        resample: parsed.isPresent("resample"))
    default:
      return .bounds(path: d)
    }
  }
}
