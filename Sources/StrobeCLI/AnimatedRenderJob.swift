import Foundation
import Strobe

/// One `strobe render --animate`: every frame of the window rendered in time order and
/// encoded into one file (docs/animated-output.md §Raster animations).
///
/// Everything that can be checked before rendering is: the window, the frame limit, the
/// canvas size for the codec, the destination and, for video, the `ffmpeg` program. The
/// file appears only complete (``StrobeRender/AtomicFileWriter``); on an error or Ctrl-C
/// nothing is left behind. With `--verify` the file is then decoded back and every frame
/// compared with a fresh render (``AnimatedRasterCheck``); a mismatch keeps the file and
/// exits 1.
struct AnimatedRenderJob {
  let job: RenderJob

  var request: RenderRequest { job.request }
  var document: SceneDocument { job.document }

  /// 0 (play forever) when an animation of the scene repeats forever, else 1.
  static func loops(of document: SceneDocument) -> Int {
    var pending = [document.rootLayer]
    while let layer = pending.popLast() {
      for key in layer.animationKeys() ?? [] {
        guard let animation = layer.animation(forKey: key) else { continue }
        if animation.repeatCount.isInfinite || animation.repeatDuration.isInfinite { return 0 }
      }
      pending += layer.sublayers ?? []
      if let mask = layer.mask { pending.append(mask) }
    }
    return 1
  }

  /// The colour video frames are composited over: black, or the `--background` colour
  /// (its alpha ignored).
  static func videoBackground(_ color: RGBA?) -> (r: UInt8, g: UInt8, b: UInt8) {
    guard let color else { return (0, 0, 0) }
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    return (byte(color.r), byte(color.g), byte(color.b))
  }

  func run(io: CommandIO) throws {
    let format = request.animatedFormat
    let window = request.animationWindow
    let fps = window.fps ?? document.export?.fps ?? RenderCommand.defaultAnimationFrameRate
    if format == .gif && fps > RenderCommand.maximumGIFFrameRate {
      throw AnimatedRenderError.gifFrameRate(file: document.fileName, fps: fps)
    }
    let from = window.from ?? 0
    let to = window.to ?? document.duration
    guard to > from + TimeSampling.endTolerance else {
      throw AnimatedRenderError.nothingToAnimate(file: document.fileName, from: from, to: to)
    }
    let count = ((to - from) * fps).rounded(.up)
    if count > Double(request.limits.frames) {
      throw RenderJobError.tooManyFrames(count: count, limit: request.limits.frames)
    }
    let frames = AnimationWindow.frames(fps: fps, from: from, to: to)
    let scale = request.scales?.first ?? document.export?.scales?.first ?? 1
    let (width, height) = try Renderer.pixelSize(of: document.canvasSize, scale: scale)
    if width > format.maximumSide || height > format.maximumSide {
      throw AnimatedRasterError.canvasTooLarge(
        format: format.displayName, width: width, height: height, limit: format.maximumSide)
    }
    var configured = Renderer(
      textAsOutlines: !request.textAsGlyphs,
      fallbackResolution: request.fallbackResolution ?? Renderer.defaultFallbackResolution,
      pngCompression: request.pngCompression)
    configured.maximumPixels = request.limits.pixels
    let renderer = configured

    let name = "\(request.scene.stem).\(format.fileExtension)"
    let destination: URL?
    let shown: String
    switch request.output {
    case .some(.standardOutput):
      destination = nil
      shown = "-"
    case .some(.file(let path)):
      destination = URL(fileURLWithPath: path)
      shown = path
      let folder = (path as NSString).deletingLastPathComponent
      AtomicFileWriter.removeStaleTemporaryFiles(inFolder: folder.isEmpty ? "." : folder)
    case .none:
      try RenderJob.checkNames(
        [PlannedOutput(fileName: name, format: .png, scale: scale, times: [from], frameIndex: nil)],
        folder: request.outputDirectory)
      let outDir = URL(fileURLWithPath: request.outputDirectory, isDirectory: true)
      try RenderJob.prepareFolder(outDir, as: request.outputDirectory)
      destination = outDir.appendingPathComponent(name)
      shown = RenderJob.display(destination!, request.outputDirectory, name)
    }
    if destination != nil { try AtomicFileWriter.refuseSymbolicLink(at: shown) }

    let size = PixelSize(width: width, height: height)
    let loops = Self.loops(of: document)
    var encoder: any AnimatedImageEncoder
    switch format {
    case .png:
      encoder = APNGEncoder(size: size, loops: loops, compression: request.pngCompression)
    case .mp4, .webm:
      encoder = try VideoEncoder(
        size: size, frameRate: fps, codec: format == .mp4 ? .h264 : .vp9,
        background: Self.videoBackground(request.background ?? nil))
    case .webp:
      encoder = try WebPAnimationEncoder(size: size, loops: loops)
    case .gif:
      encoder = try GIFEncoder(size: size, loops: loops, dither: request.gifDither)
    case .svg:
      preconditionFailure("--animate --format svg is refused when the command line is checked")
    }
    let interrupt = InterruptFlag()
    defer { interrupt.stop() }
    let progress =
      request.allowsProgress && RenderJob.showsProgress(on: io.stderr, quiet: request.quiet)
      ? RenderProgress(sink: io.stderr, total: frames.count) : nil
    defer { progress?.finish() }
    let data: Data
    do {
      for frame in frames {
        if interrupt.isSet { throw AnimatedRasterError.interrupted(format: format.displayName) }
        let image = try renderer.rasterize(job.drawList(at: frame.time), scale: scale)
        try encoder.append(image, delay: FrameDelay(approximating: frame.duration))
        progress?.advance(by: 1)
      }
      if interrupt.isSet { throw AnimatedRasterError.interrupted(format: format.displayName) }
      data = try encoder.finish()
    } catch {
      // Ctrl-C also stops ffmpeg, whose failure is then the interruption's.
      if interrupt.isSet { throw AnimatedRasterError.interrupted(format: format.displayName) }
      throw error
    }
    if let destination {
      let written = try job.write(data, to: destination)
      if !request.quiet {
        job.list("\(written ? "" : "unchanged: ")\(shown)", io: io, progress: progress)
      }
    } else {
      try StandardOutputWriter.write(data)
    }
    guard request.verify else { return }
    progress?.finish()
    let report = try AnimatedRasterCheck.run(
      data: data, format: format, size: size, loops: loops, frames: frames,
      background: Self.videoBackground(request.background ?? nil)
    ) { time in
      if interrupt.isSet { throw AnimatedRasterError.interrupted(format: format.displayName) }
      return try renderer.rasterize(job.drawList(at: time), scale: scale)
    }
    let problems = report.problems()
    guard problems.isEmpty else {
      for line in problems { io.stderr.write("verify \(shown): \(line)\n") }
      throw AnimatedRenderError.verificationFailed(file: shown, problems: problems.count)
    }
    if !request.quiet { io.stderr.write("verify \(shown): ok (\(report.summary))\n") }
  }
}
