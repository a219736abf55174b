/// `--name` and `--sequence-to-stdout`: frame sequences that sort, on disk or through a pipe
/// (docs/cli-conventions.md §Output names).
extension RenderCommand {
  /// The `--name` option's declaration.
  static let namePatternOption = ArgumentSpec.option(
    "name", value: "pattern",
    help:
      "Name per-frame files by this pattern (the extension is added): {stem}, {index} (from "
      + "0, in time order), {index:05} (zero-padded), {time}, {scale} ('' or '@2x'). "
      + "Default: {stem}@{time}{scale}.")

  /// The `--sequence-to-stdout` flag's declaration.
  static let sequenceToStandardOutputFlag = ArgumentSpec.flag(
    "sequence-to-stdout",
    help:
      "Write every PNG frame to standard output, one after another in time order (for "
      + "'ffmpeg -f image2pipe -i -'); -o - writes one file only.")

  /// Checks `--name` and `--sequence-to-stdout` and records them in `request`.
  ///
  /// - Throws: ``CLIError`` for a pattern ``OutputNamePattern`` refuses; `--name` with
  ///   `--prune` (which knows default names only) or `-o`; `--sequence-to-stdout` with
  ///   `-o`, `--out`, `--manifest`, `--prune`, `--multipage`, `--contact-sheet`, `--name`,
  ///   `--watch`, a format other than PNG or more than one scale.
  static func applyNamePattern(_ parsed: ParsedArguments, to request: inout RenderRequest)
    throws
  {
    func arg(_ id: String) -> ArgumentSpec { spec.argument(id: id)! }
    if let raw = parsed.value("name") {
      do {
        request.namePattern = try OutputNamePattern(parsing: raw)
      } catch {
        throw CLIError.invalidValue(
          argument: arg("name").unadornedSynopsis, value: raw, expected: error.description)
      }
      for option in ["prune", "output"] where parsed.isPresent(option) {
        throw CLIError.conflictingOptions("--name", "--\(option)")
      }
    }
    guard parsed.isPresent("sequence-to-stdout") else { return }
    for option in [
      "output", "out", "manifest", "prune", "multipage", "contact-sheet", "name", "watch",
    ] where parsed.isPresent(option) {
      throw CLIError.conflictingOptions("--sequence-to-stdout", "--\(option)")
    }
    if !parsed.isPresent("animate") {
      if let formats = request.formats, formats != [.png] {
        throw CLIError.requiresOption("--sequence-to-stdout", requires: "--format png")
      }
      if let scales = request.scales, scales.count > 1 {
        throw CLIError.invalidValue(
          argument: arg("scale").unadornedSynopsis,
          value: parsed.values("scale").joined(separator: ","),
          expected: "one scale with --sequence-to-stdout")
      }
      request.formats = [.png]
    }
    request.sequenceToStandardOutput = true
  }
}
