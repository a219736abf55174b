/// `--animation <id>`: which animation of a dotLottie (`.lottie`) input to read, shared by
/// `render`, `eval`, `info`, `preview` and `import lottie` (docs/lottie.md, "dotLottie").
public enum DotLottieOption {
  /// The option's declaration.
  static let spec = ArgumentSpec.option(
    "animation", value: "id",
    help:
      "dotLottie (.lottie) input only: the animation to read, by its id in the archive's "
      + "manifest. Without it: the manifest's initial animation, else its first.")

  /// The `--animation` value of `parsed`, or nil when it is not given.
  ///
  /// - Throws: ``CLIError/invalidValue(argument:value:expected:)`` for an empty id.
  static func parse(_ parsed: ParsedArguments) throws -> String? {
    guard let id = parsed.value("animation") else { return nil }
    guard !id.isEmpty else {
      throw CLIError.invalidValue(
        argument: spec.unadornedSynopsis, value: id,
        expected: "the id of an animation in the dotLottie manifest")
    }
    return id
  }
}
