import StrobeCLI
import StrobeRender
import Testing

/// Records what it is asked to run; optionally fails.
final class RecordingActions: StrobeActions {
  var invocations: [StrobeInvocation] = []
  var failure: (any Error)?

  init(failure: (any Error)? = nil) { self.failure = failure }

  func render(_ request: RenderRequest, io: CommandIO) throws {
    invocations.append(.render(request))
    io.stdout.write("rendered\n")
    if let failure { throw failure }
  }
  func eval(_ request: EvalRequest, io: CommandIO) throws {
    invocations.append(.eval(request))
    if let failure { throw failure }
  }
  func verify(_ request: VerifyRequest, io: CommandIO) throws {
    invocations.append(.verify(request))
    io.stdout.write("max channel difference 9\n")
    if let failure { throw failure }
  }
  func demo(_ request: DemoRequest, io: CommandIO) throws {
    invocations.append(.demo(request))
    if let failure { throw failure }
  }
}

/// A handler error with its own message.
struct SceneProblem: Error, CustomStringConvertible {
  var description: String { "ring.json: layers[0].bounds: expected 4 numbers, found 3" }
}

@Suite struct StrobeActionsTests {
  @Test func validRequestsReachTheHandler() {
    let actions = RecordingActions()
    let result = runStrobe(["render", "ring.json", "--format", "svg"], actions: actions)
    #expect(result.status == 0)
    #expect(result.stdout == "rendered\n")
    #expect(result.stderr == "")
    #expect(
      actions.invocations == [.render(RenderRequest(scene: .file("ring.json"), formats: [.svg]))])
  }

  @Test func usageErrorsNeverReachTheHandler() {
    let actions = RecordingActions()
    #expect(runStrobe(["render", "ring.json", "--fps", "-2"], actions: actions).status == 64)
    #expect(runStrobe(["render", "--help"], actions: actions).status == 0)
    #expect(actions.invocations.isEmpty)
  }

  @Test func exitCodeFailsSilently() {
    let actions = RecordingActions(failure: ExitCode.failure)
    let result = runStrobe(["verify", "a.png", "--against", "b.png"], actions: actions)
    #expect(result.status == 1)
    #expect(result.stdout == "max channel difference 9\n")
    #expect(result.stderr == "")
  }

  @Test func runtimeErrorsPrintTheirDescription() {
    let actions = RecordingActions(failure: SceneProblem())
    let result = runStrobe(["eval", "ring.json", "--at", "1"], actions: actions)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(result.stderr == "Error: ring.json: layers[0].bounds: expected 4 numbers, found 3\n")
  }

  @Test func standardInputIsReachableFromHandlers() throws {
    let input = MemoryInputSource(text: "{\"strobe\": 1}")
    let io = CommandIO(stdout: MemoryOutputSink(), stderr: MemoryOutputSink(), stdin: input)
    #expect(String(decoding: try io.stdin.readAll(), as: UTF8.self) == "{\"strobe\": 1}")
  }
}
