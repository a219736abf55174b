/// `strobe man`: prints the manual page (roff, section 1) generated from the command table.
public enum ManCommand {
  /// The argument table: drives parsing, usage and help.
  public static let spec = CommandSpec(
    name: "man",
    abstract: "Print the strobe(1) manual page (roff), generated from the same table as --help.",
    arguments: [])
}
