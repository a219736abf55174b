/// `strobe completions <shell>`: prints a completion script generated from the command table.
public enum CompletionsCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "completions",
    abstract: "Print a shell completion script for bash, zsh or fish.",
    arguments: [
      .positional(
        "shell",
        help: "bash, zsh or fish. Load it with 'source <(strobe completions bash)', "
          + "'strobe completions zsh > ~/.zfunc/_strobe' or "
          + "'strobe completions fish > ~/.config/fish/completions/strobe.fish'.")
    ])

  /// Validates `parsed` (scanned against ``spec``) into the shell to write for.
  ///
  /// - Throws: ``CLIError/invalidValue(argument:value:expected:)`` for another shell name.
  public static func shell(from parsed: ParsedArguments) throws -> CompletionScript.Shell {
    let raw = parsed.value("shell") ?? ""
    guard let shell = CompletionScript.Shell(rawValue: raw) else {
      throw CLIError.invalidValue(
        argument: "<shell>", value: raw, expected: "one of 'bash', 'zsh' or 'fish'")
    }
    return shell
  }
}
