/// The streams and environment a command runs with, passed explicitly so commands are
/// testable without a process.
///
/// Deliberately not `Sendable`: it carries stream references that belong to one run.
public struct CommandIO {
  /// Results, help and version text.
  public var stdout: any OutputSink
  /// Diagnostics (`Error: …`, warnings).
  public var stderr: any OutputSink
  /// Read when a scene path is `-`.
  public var stdin: any InputSource
  /// Environment variables (`COLUMNS` sets the help width).
  public var environment: [String: String]

  /// Bundles the given streams and environment.
  public init(
    stdout: any OutputSink, stderr: any OutputSink, stdin: any InputSource = MemoryInputSource(),
    environment: [String: String] = [:]
  ) {
    self.stdout = stdout
    self.stderr = stderr
    self.stdin = stdin
    self.environment = environment
  }

  /// The process's real standard streams (descriptors 0, 1, 2) with `environment`.
  public static func standard(environment: [String: String]) -> CommandIO {
    CommandIO(
      stdout: FileDescriptorOutputSink.standardOutput,
      stderr: FileDescriptorOutputSink.standardError,
      stdin: FileDescriptorInputSource.standardInput, environment: environment)
  }
}
