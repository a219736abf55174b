/// The actions `strobe` runs with by default.
///
/// Wiring point: replace each body with the real implementation (load the scene through
/// StrobeScene, evaluate with StrobeCore, write through StrobeRender). Until then every
/// command fails with ``CommandFailure/notAvailable(command:)`` (exit 1).
public struct StrobeDefaultActions: StrobeActions, Sendable {
  /// Creates the default actions.
  public init() {}

  /// Not wired yet.
  public func render(_ request: RenderRequest, io: CommandIO) throws {
    throw CommandFailure.notAvailable(command: "render")
  }

  /// Not wired yet.
  public func eval(_ request: EvalRequest, io: CommandIO) throws {
    throw CommandFailure.notAvailable(command: "eval")
  }

  /// Not wired yet.
  public func verify(_ request: VerifyRequest, io: CommandIO) throws {
    throw CommandFailure.notAvailable(command: "verify")
  }

  /// Not wired yet.
  public func demo(_ request: DemoRequest, io: CommandIO) throws {
    throw CommandFailure.notAvailable(command: "demo")
  }
}
