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

  /// Renders the built-in demo as stills and as an animated SVG and an APNG.
  ///
  /// The stills are SVG, PDF and PNG at 0 s, the vector ones verified; the animation files
  /// are written beside them (docs/animated-output.md §The demo). The animated SVG is played
  /// in headless Chromium and the APNG decoded back by ffmpeg when they are installed;
  /// without one a note says how to check its file.
  public func demo(_ request: DemoRequest, io: CommandIO) throws {
    let document = try SceneLoader.load(
      data: Data(DemoScene.json.utf8), fileName: DemoScene.fileName)
    let stills = RenderRequest(
      scene: .file(DemoScene.fileName), formats: [.svg, .pdf, .png],
      outputDirectory: request.outputDirectory, scales: [1, 2], times: .list([.seconds(0)]),
      verify: true)
    try RenderJob(request: stills, document: document).run(io: io)
    let browser =
      (try? AnimatedSVGBrowserCheck.chromium()).map {
        FileManager.default.isExecutableFile(atPath: $0)
      } ?? false
    var animated = RenderRequest(
      scene: .file(DemoScene.fileName), outputDirectory: request.outputDirectory,
      verify: browser)
    animated.animate = true
    animated.animatedFormat = .svg
    try RenderJob(request: animated, document: document).run(io: io)
    // The APNG is decoded back by ffmpeg, which Strobe did not write, and every frame
    // compared with a fresh render (docs/animated-output.md §Verifying raster animations).
    let decoder = VideoEncoder.findFFmpeg() != nil
    animated.animatedFormat = .png
    animated.verify = decoder
    try RenderJob(request: animated, document: document).run(io: io)
    if !browser {
      io.stderr.write(
        "note: demo.svg was not played in a browser: headless Chromium is not installed "
          + "('sudo apt-get install chromium', then 'strobe demo' again, checks it)\n")
    }
    if !decoder {
      io.stderr.write(
        "note: demo.png was not decoded back: ffmpeg is not installed "
          + "('sudo apt-get install ffmpeg', then 'strobe demo' again, checks it)\n")
    }
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
