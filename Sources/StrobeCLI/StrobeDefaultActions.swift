import Foundation
import Strobe

/// The actions `strobe` runs with by default: scenes loaded through StrobeScene, evaluated
/// with StrobeCore, drawn and verified through StrobeRender.
public struct StrobeDefaultActions: StrobeActions, Sendable {
  /// Creates the default actions.
  public init() {}

  /// Renders a scene at the requested times to files (or standard output).
  public func render(_ request: RenderRequest, io: CommandIO) throws {
    try renderAnyInput(request, io: io)
  }

  /// Prints (or writes to `-o`) the scene's presentation at the requested times as a static
  /// scene document, or the frames wrapper for several times.
  public func eval(_ request: EvalRequest, io: CommandIO) throws {
    let options = request.limits.loadOptions(
      allowsOutsideContents: request.allowsOutsideContents)
    let document = try loadInput(
      request.scene, io: io, options: options, animation: request.lottieAnimation
    ).document
    try EvalJob(request: request, document: document).run(io: io)
  }

  /// Prints the scene's canvas, duration, layers, animations, transaction completions and
  /// keyframe times, as text or JSON.
  public func info(_ request: InfoRequest, io: CommandIO) throws {
    let options = request.limits.loadOptions(
      allowsOutsideContents: request.allowsOutsideContents)
    let document = try loadInput(
      request.scene, io: io, options: options, animation: request.lottieAnimation
    ).document
    io.stdout.write(try InfoJob(document: document).output(json: request.json))
  }

  /// Compares an SVG, PDF or PNG file with a reference PNG and prints the figures.
  public func verify(_ request: VerifyRequest, io: CommandIO) throws {
    let comparison = try VerificationJob.compare(
      file: request.file, reference: request.reference, page: request.page)
    io.stdout.write(VerificationJob.report(comparison, tolerance: request.tolerance))
    if !comparison.passes(tolerance: request.tolerance) { throw ExitCode.failure }
  }

  /// Renders the built-in demo scene to SVG, PDF and PNG and verifies the vector outputs.
  public func demo(_ request: DemoRequest, io: CommandIO) throws {
    let document = try SceneLoader.load(
      data: Data(DemoScene.json.utf8), fileName: DemoScene.fileName)
    let render = RenderRequest(
      scene: .file(DemoScene.fileName), formats: [.svg, .pdf, .png],
      outputDirectory: request.outputDirectory, scales: [1, 2], times: .list([.seconds(0)]),
      verify: true)
    try RenderJob(request: render, document: document).run(io: io)
  }

  /// Loads the scene named by `source` (a file, or standard input for `-`) under
  /// `options`; Lottie files and dotLottie archives are imported (see `loadInput`; `animation`
  /// chooses a dotLottie animation).
  func loadScene(
    _ source: SceneSource, io: CommandIO, options: SceneLoadOptions, animation: String? = nil
  ) throws -> SceneDocument {
    try loadInput(source, io: io, options: options, animation: animation).document
  }
}
