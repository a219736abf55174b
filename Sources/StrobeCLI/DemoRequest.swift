/// A validated `strobe demo` command line: render the built-in demo to every format and verify it.
public struct DemoRequest: Sendable, Hashable {
  /// `--out`: the folder for the demo outputs (created if missing); `"."` by default.
  public var outputDirectory: String

  /// Creates a request.
  public init(outputDirectory: String = ".") {
    self.outputDirectory = outputDirectory
  }
}
