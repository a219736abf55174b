/// The work behind each command, implemented by the rendering side and plugged into
/// ``StrobeCommandLine/run(arguments:io:actions:)``.
///
/// Each method receives a validated request and the run's streams. Write results to
/// `io.stdout`, never with `print`. Throw to fail: ``ExitCode`` sets the status silently; any
/// other error prints `Error: <description>` on standard error and exits 1. Usage errors were
/// already handled before a method is called.
public protocol StrobeActions {
  /// Runs `strobe render`.
  func render(_ request: RenderRequest, io: CommandIO) throws
  /// Runs `strobe eval`.
  func eval(_ request: EvalRequest, io: CommandIO) throws
  /// Runs `strobe info` (a default implementation loads the scene and describes it).
  func info(_ request: InfoRequest, io: CommandIO) throws
  /// Runs `strobe verify`.
  func verify(_ request: VerifyRequest, io: CommandIO) throws
  /// Runs `strobe demo`.
  func demo(_ request: DemoRequest, io: CommandIO) throws
  /// Runs `strobe path` (a default implementation does the geometry).
  func path(_ request: PathRequest, io: CommandIO) throws
  /// Runs `strobe import` (a default implementation converts Lottie files).
  func importScene(_ request: ImportRequest, io: CommandIO) throws
}
