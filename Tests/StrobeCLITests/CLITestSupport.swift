import StrobeCLI

/// The result of one in-process `strobe` run.
struct RunResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs `strobe` in process with memory sinks and `COLUMNS=80`.
func runStrobe(
  _ arguments: [String], environment: [String: String] = ["COLUMNS": "80"],
  actions: any StrobeActions = StrobeDefaultActions()
) -> RunResult {
  let out = MemoryOutputSink()
  let err = MemoryOutputSink()
  let status = StrobeCommandLine.run(
    arguments: arguments, stdout: out, stderr: err, environment: environment, actions: actions)
  return RunResult(status: status, stdout: out.text, stderr: err.text)
}

/// The usage line of `strobe render`, as ASP builds it from the option table.
let renderUsage = "Usage: strobe render [<options>] <scene>"

/// Parses a render command line that must be valid.
func renderRequest(_ arguments: [String]) throws -> RenderRequest {
  guard case .render(let request) = try StrobeCommandLine.parse(["render"] + arguments) else {
    throw ExitCode.failure
  }
  return request
}

/// The usage error a command line must produce, or `nil` if it parses.
func usageError(_ arguments: [String]) -> UsageError? {
  do {
    _ = try StrobeCommandLine.parse(arguments)
    return nil
  } catch let error as UsageError {
    return error
  } catch {
    return nil
  }
}
