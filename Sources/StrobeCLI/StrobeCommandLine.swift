/// The `strobe` tool: its command table, parsing and the process-free entry point.
///
/// `Sources/strobe/main.swift` only calls ``run(arguments:io:actions:)`` with the real
/// streams and exits with the status it returns. Tests call it with in-memory sinks.
public enum StrobeCommandLine {
  /// The tool's version, printed by `--version` as `strobe 0.1.0`.
  public static let version = "0.1.0"

  /// The root command: `strobe` and its subcommands, in `SUBCOMMANDS:` order.
  public static let root = CommandSpec(
    name: "strobe",
    abstract: "Render Core Animation scenes to SVG, PDF and PNG at chosen times.",
    subcommands: [
      RenderCommand.spec, EvalCommand.spec, InfoCommand.spec, VerifyCommand.spec, PathCommand.spec,
      DemoCommand.spec, ImportCommand.spec, PreviewCommand.spec, CompletionsCommand.spec,
      ManCommand.spec,
      HelpCommand.spec,
    ])

  /// Parses and validates a command line given without the program name.
  ///
  /// Pure: no I/O.
  ///
  /// - Returns: The command to run with its validated request.
  /// - Throws: ``CleanExit`` for help and version requests (including `strobe` alone and
  ///   `strobe help …`); ``UsageError`` for anything wrong with the command line.
  public static func parse(_ arguments: [String]) throws -> StrobeInvocation {
    let rootPath = [root.name]
    guard let first = arguments.first else { throw CleanExit.help(commandPath: rootPath) }
    guard let command = root.subcommand(named: first) else {
      // The root declares no arguments: this throws help, version or the usage error.
      _ = try ArgumentScanner(command: root, commandPath: rootPath).scan(arguments)
      throw CleanExit.help(commandPath: rootPath)
    }
    let path = rootPath + [command.name]
    if command.name == PathCommand.spec.name {
      return .path(try PathCommand.request(from: Array(arguments.dropFirst()), commandPath: path))
    }
    let parsed = try ArgumentScanner(command: command, commandPath: path).scan(
      Array(arguments.dropFirst()))
    do {
      switch command.name {
      case RenderCommand.spec.name where parsed.isPresent("watch"):
        return .tool(.watch(try RenderCommand.watchRequest(from: parsed)))
      case RenderCommand.spec.name: return .render(try RenderCommand.request(from: parsed))
      case EvalCommand.spec.name: return .eval(try EvalCommand.request(from: parsed))
      case InfoCommand.spec.name: return .info(try InfoCommand.request(from: parsed))
      case VerifyCommand.spec.name: return .verify(try VerifyCommand.request(from: parsed))
      case DemoCommand.spec.name: return .demo(try DemoCommand.request(from: parsed))
      case ImportCommand.spec.name: return .importScene(try ImportCommand.request(from: parsed))
      case let name where ToolInvocation.handles(name):
        return .tool(try ToolInvocation.request(command: name, parsed: parsed))
      default: throw try HelpCommand.helpRequest(from: parsed, root: root)
      }
    } catch let error as CLIError {
      throw UsageError(commandPath: path, error: error)
    }
  }

  /// Runs one command line and returns the exit status; never exits the process.
  ///
  /// Help and version go to `io.stdout` (status 0); usage errors to `io.stderr` as
  /// `Error: …` + usage (status 64); runtime failures as `Error: …` (status 1), or the status
  /// of an ``ExitCode`` thrown by a handler.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program name.
  ///   - io: Streams and environment (`COLUMNS` sets the help width, default 80).
  ///   - actions: The command implementations.
  public static func run(
    arguments: [String], io: CommandIO, actions: any StrobeActions = StrobeDefaultActions()
  ) -> Int32 {
    do {
      switch try parse(arguments) {
      case .render(let request): try actions.render(request, io: io)
      case .eval(let request): try actions.eval(request, io: io)
      case .info(let request): try actions.info(request, io: io)
      case .verify(let request): try actions.verify(request, io: io)
      case .demo(let request): try actions.demo(request, io: io)
      case .path(let request): try actions.path(request, io: io)
      case .importScene(let request): try actions.importScene(request, io: io)
      case .tool(let tool): try tool.run(io: io)
      }
      return ExitCode.success.rawValue
    } catch {
      let info = MessageInfo(
        error: error, root: root, version: version,
        screenWidth: HelpGenerator.screenWidth(environment: io.environment))
      let text = info.fullText
      if !text.isEmpty {
        (info.isForStandardOutput ? io.stdout : io.stderr).write(text + "\n")
      }
      return info.exitCode
    }
  }

  /// ``run(arguments:io:actions:)`` with the streams given one by one.
  public static func run(
    arguments: [String], stdout: any OutputSink, stderr: any OutputSink,
    stdin: any InputSource = MemoryInputSource(), environment: [String: String] = [:],
    actions: any StrobeActions = StrobeDefaultActions()
  ) -> Int32 {
    run(
      arguments: arguments,
      io: CommandIO(stdout: stdout, stderr: stderr, stdin: stdin, environment: environment),
      actions: actions)
  }
}
