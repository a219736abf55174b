import Foundation
import Strobe

/// One `strobe render --animate`: the scene's window written as one animated SVG
/// (docs/animated-output.md §Animated SVG), and with `--verify` played in headless Chromium
/// and compared with Strobe's PNG frames (``AnimatedSVGBrowserCheck``).
///
/// Each animation the SVG shows by sampling is a warning on standard error naming the
/// layer and key path. The file is written atomically; nothing is written on an error.
struct AnimatedSVGJob {
  let request: RenderRequest
  let document: SceneDocument

  /// Samples per second for sampled animations when `--fps` is not given.
  static let defaultSampleRate = 60.0

  /// The window (document seconds) and the sample rate.
  func window() -> (from: Double, to: Double, rate: Double) {
    let window = request.animationWindow
    return (
      window.from ?? 0, window.to ?? document.duration, window.fps ?? Self.defaultSampleRate
    )
  }

  /// The animated SVG of the scene.
  func write() throws -> AnimatedSVG {
    var renderer = Renderer(
      textAsOutlines: !request.textAsGlyphs,
      fallbackResolution: request.fallbackResolution ?? Renderer.defaultFallbackResolution)
    renderer.maximumPixels = request.limits.pixels
    renderer.svgIDPrefix = request.svgIDPrefix
    let (from, to, rate) = window()
    let background: CGColor?
    if let given = request.background {
      background = given.map { CGColor(red: $0.r, green: $0.g, blue: $0.b, alpha: $0.a) }
    } else {
      background = document.background
    }
    return try AnimatedSVGWriter(renderer: renderer, sampleRate: rate).write(
      root: document.rootLayer, canvasSize: document.canvasSize, background: background,
      from: from, to: to)
  }

  func run(io: CommandIO) throws {
    guard document.rootLayer.hasAnimationsInTree else {
      throw AnimatedSVGJobError.noAnimation(scene: document.fileName)
    }
    let (from, to, rate) = window()
    // The writer takes a snapshot per sample time: held to --limit frames like a frame export.
    let samples = ((to - from) * rate).rounded(.up) + 1
    if samples > Double(request.limits.frames) {
      throw RenderJobError.tooManyFrames(count: samples, limit: request.limits.frames)
    }
    let svg = try write()
    for s in svg.sampled {
      io.stderr.write("warning: \(s.layer): \(s.keyPath) is \(s.reason)\n")
    }
    let shown: String
    switch request.output {
    case .standardOutput?:
      io.stdout.write(bytes: Array(svg.data))
      shown = "-"
    case .file(let path)?:
      try AtomicFileWriter.write(svg.data, to: URL(fileURLWithPath: path))
      shown = path
      if !request.quiet { io.stdout.write(path + "\n") }
    case nil:
      let dir = URL(fileURLWithPath: request.outputDirectory, isDirectory: true)
      try RenderJob.prepareFolder(dir, as: request.outputDirectory)
      let name = request.scene.stem + ".svg"
      let url = dir.appendingPathComponent(name)
      try AtomicFileWriter.write(svg.data, to: url)
      shown = RenderJob.display(url, request.outputDirectory, name)
      if !request.quiet { io.stdout.write(shown + "\n") }
    }
    guard request.verify else { return }
    let check = try AnimatedSVGBrowserCheck.run(
      svg: svg.data, document: document, background: request.background, from: from, to: to,
      rate: rate)
    var failures = 0
    for frame in check {
      let ok = frame.passes
      if !ok { failures += 1 }
      if ok && request.quiet { continue }
      io.stderr.write("verify \(shown) in Chromium at \(frame.summary)\n")
    }
    if failures > 0 { throw AnimatedSVGJobError.browserMismatch(frames: failures) }
  }

}
