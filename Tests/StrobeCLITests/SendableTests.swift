import StrobeCLI
import Testing

/// Fails to compile if a public value type of StrobeCLI stops being `Sendable`.
private func requireSendable<T: Sendable>(_: T.Type) -> Bool { true }

@Suite struct SendableTests {
  @Test func publicValueTypesAreSendable() {
    #expect(requireSendable(ArgumentSpec.self))
    #expect(requireSendable(CommandSpec.self))
    #expect(requireSendable(ParsedArguments.self))
    #expect(requireSendable(CLIError.self))
    #expect(requireSendable(UsageError.self))
    #expect(requireSendable(CleanExit.self))
    #expect(requireSendable(MessageInfo.self))
    #expect(requireSendable(StrobeInvocation.self))
    #expect(requireSendable(RenderRequest.self))
    #expect(requireSendable(EvalRequest.self))
    #expect(requireSendable(VerifyRequest.self))
    #expect(requireSendable(DemoRequest.self))
    #expect(requireSendable(TimeSelection.self))
    #expect(requireSendable(Shard.self))
    #expect(requireSendable(PlannedOutput.self))
    #expect(requireSendable(StrobeDefaultActions.self))
  }
}
