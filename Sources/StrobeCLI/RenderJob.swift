import Foundation
import Strobe

/// One `strobe render`: the scene's sampled times, the planned outputs, and writing them.
///
/// Times are sorted and de-duplicated (outputs, pages and shard indices are in time order,
/// docs/cli-conventions.md §Times). Each frame's draw list is built once and shared by its formats and
/// scales. Files are written atomically into the output folder (created when missing); with
/// `-o`, exactly one output must be planned. With `--verify`, every SVG and PDF output is
/// rasterised back (librsvg, poppler) and compared with the direct raster render.
///
/// Parallel export (`--jobs N`, N > 1): a pipeline (``EncodingPipeline``). The calling thread
/// evaluates the model (it is not thread-safe; a ``DrawList`` is `Sendable`) up to
/// ``windowPerWorker`` × N outputs ahead of the one being written and queues their encoding on
/// N worker threads; meanwhile it writes, lists and verifies the finished outputs in plan
/// order, so encoding overlaps writing and no worker waits for a window to drain. The bytes
/// do not depend on N, and the first failing output in plan order is the error reported,
/// after the outputs before it were written, exactly as in a serial run. With `--jobs 1`
/// everything runs on the calling thread, one output at a time. SHA-256s are computed (by the
/// workers) only for `--manifest`.
///
/// PNGs are written at `--png-compression`. With `--skip-unchanged`, a file that already holds
/// exactly the new bytes is left alone (modification time kept) and listed as
/// `unchanged: <path>`. With `--manifest`, a ``RenderManifest`` of every output is written
/// atomically at the end.
///
/// Streamed outputs (``isStreamed(_:)``) skip the parallel step and are rendered straight into
/// their file, in plan order: a `--multipage` PDF page by page (``PDFPageStream``; only one
/// page's draw list is built at a time) and a PNG in bands (`--band-rows`, or taller or wider
/// than an in-memory render allows). With `--contact-sheet`, the sheet is drawn last, one
/// frame at a time.
struct RenderJob {
  let request: RenderRequest
  let document: SceneDocument
  /// Builds the frames' draw lists; its cache measures a path trimmed in many frames once.
  let builder = DrawListBuilder(pathMeasures: PathMeasureCache())

  /// The times to sample, sorted and distinct.
  ///
  /// Throws ``RenderJobError/tooManyFrames(count:limit:)`` when they are more than
  /// `--limit frames` — for `--fps` sampling before any time is generated, so a huge range
  /// (`--to 1e300`, or a scene whose duration is huge) fails at once instead of filling
  /// memory. Keyframe times are computed only when asked for.
  func times() throws -> [Double] {
    let limit = request.limits.frames
    func sampled(fps: Double, from: Double, to: Double) throws -> [Double] {
      let count = ((to - from) * fps + TimeSampling.endTolerance * fps).rounded(.down) + 1
      if count > Double(limit) {
        throw RenderJobError.tooManyFrames(count: count, limit: limit)
      }
      return TimeSampling.frames(fps: fps, from: from, to: to)
    }
    let export = document.export
    var fallback: [Double] = [0]
    if let export {
      switch export.times {
      case .some(.list(let list)): fallback = list
      case .some(.keyframes): fallback = document.keyframeTimes
      case .none:
        if let fps = export.fps, request.times == .unspecified {
          fallback = try sampled(fps: fps, from: 0, to: document.duration)
        }
      }
    }
    let asked: [Double]
    switch request.times {
    case .frameRate(let fps, let from, let to):
      asked = try sampled(fps: fps, from: from ?? 0, to: to ?? document.duration)
    case .list(let specs) where !specs.contains(.keyframes):
      asked = TimeSampling.expand(specs, keyframeTimes: [])
    default:
      let needsKeyframes: Bool
      if case .list = request.times { needsKeyframes = true } else { needsKeyframes = false }
      asked = request.times.times(
        duration: document.duration,
        keyframeTimes: needsKeyframes ? document.keyframeTimes : [],
        whenUnspecified: fallback)
    }
    let distinct = Array(Set(asked)).sorted()
    if distinct.count > limit {
      throw RenderJobError.tooManyFrames(count: Double(distinct.count), limit: limit)
    }
    return distinct
  }

  /// The formats asked for: the command line, else the scene's export block, else PNG.
  ///
  /// Each format once, in first-mention order (as the command line's values are).
  func formats() throws -> [OutputFormat] {
    if let f = request.formats { return f }
    if let names = document.export?.formats {
      return Self.distinct(names.compactMap { OutputFormat(rawValue: $0) })
    }
    return RenderRequest.defaultFormats
  }

  /// `values` without repeats, in first-mention order.
  static func distinct<T: Equatable>(_ values: [T]) -> [T] {
    values.reduce(into: []) { kept, value in if !kept.contains(value) { kept.append(value) } }
  }

  /// Outputs encoded per window, per worker: a window holds at most this many × `--jobs`
  /// encoded files at once, which bounds memory on long exports.
  static let windowPerWorker = 4

  func run(io: CommandIO) throws {
    // One file that plays: the animated SVG has its own writer, the rest share the
    // frame-by-frame encoders (docs/animated-output.md).
    if request.animate, request.animatedFormat == .svg {
      try AnimatedSVGJob(request: request, document: document).run(io: io)
      return
    }
    if request.animate {
      try AnimatedRenderJob(job: self).run(io: io)
      return
    }
    let times = try times()
    let formats = try formats()
    let scales =
      request.scales ?? document.export?.scales.map(Self.distinct) ?? RenderRequest.defaultScales
    let plan = OutputPlan.outputs(
      stem: request.scene.stem, times: times, formats: formats, scales: scales,
      multipage: request.multipage, shard: request.shard, namePattern: request.namePattern)
    if request.output != nil && plan.count != 1 {
      throw RenderJobError.notSingleOutput(count: plan.count)
    }
    let toFiles = request.output == nil && !request.sequenceToStandardOutput
    if request.namePattern != nil { try Self.checkDistinctNames(plan) }
    if toFiles { try Self.checkNames(plan, folder: request.outputDirectory) }
    var configured = Renderer(
      textAsOutlines: !request.textAsGlyphs,
      fallbackResolution: request.fallbackResolution ?? Renderer.defaultFallbackResolution,
      pngCompression: request.pngCompression)
    configured.maximumPixels = request.limits.pixels
    configured.svgIDPrefix = request.svgIDPrefix
    let renderer = configured
    var manifest = RenderManifest()
    let outDir = URL(fileURLWithPath: request.outputDirectory, isDirectory: true)
    if let manifestPath = request.manifest {
      // Fail before writing any output when the manifest could not be written at the end.
      let folder = (manifestPath as NSString).deletingLastPathComponent
      var isDir: ObjCBool = false
      if !FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isDir)
        || !isDir.boolValue
      {
        throw RenderError.directoryNotFound(path: folder)
      }
    }
    if toFiles { try Self.prepareFolder(outDir, as: request.outputDirectory) }
    if case .some(.file(let path)) = request.output {
      let folder = (path as NSString).deletingLastPathComponent
      AtomicFileWriter.removeStaleTemporaryFiles(inFolder: folder.isEmpty ? "." : folder)
    }
    if !request.sequenceToStandardOutput { try refuseLinkedDestinations(plan, in: outDir) }

    let completing = Self.framesCompleted(by: plan)
    let progress =
      request.allowsProgress && Self.showsProgress(on: io.stderr, quiet: request.quiet)
      ? RenderProgress(sink: io.stderr, total: completing.reduce(0, +)) : nil
    defer { progress?.finish() }

    let workers = request.jobs ?? RenderRequest.defaultJobs
    let lookahead = max(workers * Self.windowPerWorker, 1)
    let hashes = request.manifest != nil
    // The plan index after which each frame's draw list is no longer needed.
    var lastUse: [Double: Int] = [:]
    for (index, output) in plan.enumerated() where output.frameIndex != nil {
      for t in output.times { lastUse[t] = index }
    }
    var frames: [Double: DrawList] = [:]
    var streamed: [Int: Result<Bool, any Error>] = [:]
    var rasters: [String: RasterImage] = [:]
    var failures = 0
    let pipeline =
      workers > 1 && plan.count > 1
      ? EncodingPipeline<Result<Encoded, any Error>>(workers: min(workers, plan.count)) : nil
    defer { pipeline?.shutdown() }
    var prepared = 0
    // Evaluates the model for the next output (on this thread: it is not thread-safe) and,
    // with workers, queues its encoding.
    func prepareNext() {
      let index = prepared
      let output = plan[index]
      prepared += 1
      // A multipage PDF builds its pages one at a time when it is written.
      if output.frameIndex != nil {
        for t in output.times where frames[t] == nil { frames[t] = drawList(at: t) }
      }
      let streaming = Result { try isStreamed(output) }
      streamed[index] = streaming
      guard let pipeline, case .success(false) = streaming else { return }
      let lists = frames.filter { output.times.contains($0.key) }
      pipeline.submit(index) {
        Result { try Self.encode(output, frames: lists, renderer: renderer, hashed: hashes) }
      }
    }
    for (index, output) in plan.enumerated() {
      let horizon = pipeline == nil ? index : index + lookahead
      while prepared < plan.count && prepared <= horizon { prepareNext() }
      let completes = completing[index]
      var written: (bytes: Int, sha256: String, data: Data?)
      if try !streamed.removeValue(forKey: index)!.get() {
        let encoded =
          try pipeline?.result(index).get()
          ?? Self.encode(output, frames: frames, renderer: renderer, hashed: hashes)
        try write(encoded.data, for: output, in: outDir, io: io, progress: progress)
        written = (encoded.data.count, encoded.sha256, encoded.data)
        progress?.advance(by: completes)
      } else {
        // Pages advance the progress line one by one when they complete frames alone.
        let perPage = completes == output.times.count && output.times.count > 1
        written = try writeStreamed(
          output, frames: frames, renderer: renderer, in: outDir, io: io, hashed: hashes,
          progress: progress, onPage: perPage ? { progress?.advance(by: 1) } : nil)
        if !perPage { progress?.advance(by: completes) }
      }
      if request.manifest != nil {
        manifest.entries.append(
          .init(
            path: output.fileName, times: output.times, multipage: output.frameIndex == nil,
            format: output.format, scale: output.format == .png ? output.scale : 1,
            bytes: written.bytes, sha256: written.sha256))
      }
      if request.verify && output.format != .png {
        let data = try written.data ?? readBack(output, in: outDir)
        failures += try verify(
          data, for: output, frames: frames, rasters: &rasters, renderer: renderer, io: io,
          progress: progress)
      }
      for t in output.times where lastUse[t] == index { frames[t] = nil }
    }
    if let path = request.contactSheet, !times.isEmpty {
      try writeContactSheet(
        times: times, to: path, renderer: renderer, io: io, progress: progress)
    }
    if let path = request.manifest {
      try AtomicFileWriter.write(Data(manifest.json().utf8), to: URL(fileURLWithPath: path))
    }
    if failures > 0 { throw RenderJobError.verificationFailed(count: failures) }
    if request.prune { try prune(keeping: plan, in: outDir, io: io, progress: progress) }
  }

  /// `--prune`: removes this scene's outputs that `plan` no longer has.
  ///
  /// Those are the regular files of `outDir` named like outputs of this scene's stem
  /// (``OutputNaming/isOutputName(_:stem:)``) that are not in `plan`, each listed as
  /// `removed: <path>` (unless `--quiet`). Symbolic links and folders are left alone.
  func prune(
    keeping plan: [PlannedOutput], in outDir: URL, io: CommandIO, progress: RenderProgress?
  ) throws {
    let kept = Set(plan.map(\.fileName))
    let stem = request.scene.stem
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: outDir.path).sorted()
    } catch {
      throw RenderJobError.pruneFailed(path: request.outputDirectory, reason: "\(error)")
    }
    for name in names where !kept.contains(name) && OutputNaming.isOutputName(name, stem: stem) {
      let url = outDir.appendingPathComponent(name)
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      guard attributes?[.type] as? FileAttributeType == .typeRegular else { continue }
      let shown = Self.display(url, request.outputDirectory, name)
      do {
        try FileManager.default.removeItem(at: url)
      } catch {
        throw RenderJobError.pruneFailed(path: shown, reason: "\(error)")
      }
      if !request.quiet { list("removed: \(shown)", io: io, progress: progress) }
    }
  }

  /// Prints one line of the file listing on standard output; a progress line on the
  /// terminal is cleared first (`\r`, `ESC [ K`) and drawn again after it, so the two never
  /// share a line.
  func list(_ line: String, io: CommandIO, progress: RenderProgress?) {
    progress?.clear()
    io.stdout.write(line + "\n")
    progress?.redraw()
  }

  /// The draw list at `t`, with `--background` applied.
  func drawList(at t: Double) -> DrawList {
    var list = document.drawList(at: t, using: builder)
    if let background = request.background { list.background = background }
    return list
  }

  /// One output's bytes and, when asked for (`--manifest`), their SHA-256 in hex (else
  /// empty).
  struct Encoded: Sendable {
    var data: Data
    var sha256: String
  }

  /// The bytes of `output`, from the draw lists of its times, hashed when `hashed`.
  static func encode(
    _ output: PlannedOutput, frames: [Double: DrawList], renderer: Renderer, hashed: Bool
  ) throws -> Encoded {
    let data: Data
    switch output.format {
    case .pdf:
      data = try renderer.pdfData(pages: output.times.map { frames[$0]! })
    case .svg:
      data = try renderer.svgData(frames[output.times[0]]!)
    case .png:
      data = try renderer.pngData(frames[output.times[0]]!, scale: output.scale)
    }
    return Encoded(data: data, sha256: hashed ? try SHA256.hexDigest(data) : "")
  }

  /// Writes one output where the request sends it and lists it on standard output (unless
  /// `--quiet` or the bytes went to standard output).
  func write(
    _ data: Data, for output: PlannedOutput, in outDir: URL, io: CommandIO,
    progress: RenderProgress? = nil
  ) throws {
    if request.sequenceToStandardOutput {
      try StandardOutputWriter.write(data)
      return
    }
    switch request.output {
    case .some(.standardOutput):
      try StandardOutputWriter.write(data)
    case .some(.file(let path)):
      let written = try write(data, to: URL(fileURLWithPath: path))
      if !request.quiet {
        list("\(written ? "" : "unchanged: ")\(path)", io: io, progress: progress)
      }
    case .none:
      let url = outDir.appendingPathComponent(output.fileName)
      let written = try write(data, to: url)
      if !request.quiet {
        let shown = Self.display(url, request.outputDirectory, output.fileName)
        list("\(written ? "" : "unchanged: ")\(shown)", io: io, progress: progress)
      }
    }
  }

  /// Writes `data` to `url` atomically and returns true; with `--skip-unchanged`, returns
  /// false without touching the file (so its modification time is kept) when it already
  /// holds exactly these bytes.
  func write(_ data: Data, to url: URL) throws -> Bool {
    if request.skipUnchanged, Self.holds(url, exactly: data) { return false }
    if !request.force, let existing = OutputKind.ofFile(at: url.path),
      existing != OutputKind(data: data)
    {
      throw RenderJobError.differentKind(path: url.relativePath, existing: existing.description)
    }
    try AtomicFileWriter.write(data, to: url)
    return true
  }

  /// Whether the regular file at `url` has exactly the bytes `data` (false when missing or
  /// unreadable); the size is checked before reading.
  static func holds(_ url: URL, exactly data: Data) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      (attributes[.size] as? NSNumber)?.intValue == data.count,
      let existing = try? Data(contentsOf: url)
    else { return false }
    return existing == data
  }

  /// Reads an SVG or PDF output back, compares each page with the direct raster render and
  /// reports it on standard error; returns the number of pages beyond tolerance.
  ///
  /// With `--quiet` only failed pages are reported.
  func verify(
    _ data: Data, for output: PlannedOutput, frames: [Double: DrawList],
    rasters: inout [String: RasterImage], renderer: Renderer, io: CommandIO,
    progress: RenderProgress? = nil
  ) throws -> Int {
    let verifier = Verifier()
    var failures = 0
    for (page, t) in output.times.enumerated() {
      let key = "\(t)"
      let expected = try rasters[key] ?? renderer.rasterize(frames[t] ?? drawList(at: t), scale: 1)
      rasters[key] = expected
      let comparison =
        output.format == .svg
        ? try verifier.verify(svg: data, against: expected)
        : try verifier.verify(pdf: data, page: page, against: expected)
      let ok = comparison.passes(tolerance: ImageComparison.defaultTolerance)
      if !ok { failures += 1 }
      if ok && request.quiet { continue }
      let what =
        output.format == .pdf && output.times.count > 1
        ? "\(output.fileName) page \(page + 1)" : output.fileName
      progress?.clear()
      defer { progress?.redraw() }
      io.stderr.write(
        "verify \(what): \(ok ? "ok" : "FAILED") (max channel difference \(comparison.maxChannelDifference), \(comparison.differingPixelCount) differing pixels, PSNR \(VerificationJob.formatPSNR(comparison.psnr)))\n"
      )
    }
    return failures
  }

  /// Whether `output` is rendered straight into its file instead of into memory: a multipage
  /// PDF (one page at a time, ``PDFPageStream``) or a PNG in bands (`--band-rows`, or an
  /// image larger than an in-memory render allows).
  func isStreamed(_ output: PlannedOutput) throws -> Bool {
    switch output.format {
    case .pdf: return output.frameIndex == nil
    case .svg: return false
    case .png:
      if request.bandRows != nil { return true }
      let canvas = DrawList(size: document.canvasSize, background: nil, operations: [])
      return try Renderer.needsBands(canvas, scale: output.scale)
    }
  }

  /// Renders a streamed output (see ``isStreamed(_:)``) into its destination.
  ///
  /// The bytes are hashed on the way when `hashed`; the output is listed like
  /// ``write(_:for:in:io:)``. Returns its size, SHA-256 (empty unless `hashed`) and, for standard output only (collected there, as `-o -` is
  /// written in one piece), the bytes.
  ///
  /// A file is written through ``AtomicFileStream``: nothing at the destination after an
  /// error; with `--skip-unchanged`, an identical existing file is left alone.
  func writeStreamed(
    _ output: PlannedOutput, frames: [Double: DrawList], renderer: Renderer, in outDir: URL,
    io: CommandIO, hashed: Bool, progress: RenderProgress? = nil, onPage: (() -> Void)?
  ) throws -> (bytes: Int, sha256: String, data: Data?) {
    // Only a manifest needs the digest: without one, libcrypto is not even opened.
    let hasher = hashed ? try SHA256Stream() : nil
    var byteCount = 0
    var memory = Data()
    let file: AtomicFileStream?
    let shown: String?
    switch request.sequenceToStandardOutput ? .standardOutput : request.output {
    case .some(.standardOutput):
      file = nil
      shown = nil
    case .some(.file(let path)):
      file = try AtomicFileStream(url: URL(fileURLWithPath: path))
      shown = path
    case .none:
      let url = outDir.appendingPathComponent(output.fileName)
      file = try AtomicFileStream(url: url)
      shown = Self.display(url, request.outputDirectory, output.fileName)
    }
    let sink: (UnsafeRawBufferPointer) throws -> Void = { bytes in
      byteCount += bytes.count
      hasher?.update(bytes)
      if let file { try file.write(bytes) } else { memory.append(contentsOf: bytes) }
    }
    do {
      switch output.format {
      case .pdf:
        let stream = PDFPageStream(renderer: renderer, output: sink)
        for t in output.times {
          try stream.addPage(frames[t] ?? drawList(at: t))
          onPage?()
        }
        try stream.finish()
      case .png:
        try renderer.writePNGInBands(
          frames[output.times[0]] ?? drawList(at: output.times[0]), scale: output.scale,
          bandRows: request.bandRows ?? Renderer.defaultBandRows,
          maximumPixels: request.maximumBandedPixels, output: sink)
      case .svg:
        preconditionFailure("SVG outputs are not streamed (isStreamed)")
      }
    } catch {
      file?.abort()
      throw error
    }
    let changed = try file?.commit(skipIfIdentical: request.skipUnchanged) ?? true
    if file == nil { try StandardOutputWriter.write(memory) }
    if let shown, !request.quiet {
      list("\(changed ? "" : "unchanged: ")\(shown)", io: io, progress: progress)
    }
    return (byteCount, try hasher?.hexDigest() ?? "", file == nil ? memory : nil)
  }

  /// The bytes of a streamed output just written to its file (for `--verify`).
  func readBack(_ output: PlannedOutput, in outDir: URL) throws -> Data {
    let url: URL
    switch request.output {
    case .some(.file(let path)): url = URL(fileURLWithPath: path)
    default: url = outDir.appendingPathComponent(output.fileName)
    }
    return try Data(contentsOf: url)
  }

  /// Writes the `--contact-sheet` PNG of every sampled time, labelled `<time> s` with the
  /// time printed as in output names; lists its path like the outputs.
  func writeContactSheet(
    times: [Double], to path: String, renderer: Renderer, io: CommandIO,
    progress: RenderProgress? = nil
  ) throws {
    let decimals = OutputNaming.timeDecimals(for: times)
    let sheet = ContactSheet(thumbnailSize: request.thumbnailSize)
    let data = try sheet.pngData(
      frameCount: times.count, canvas: document.canvasSize, renderer: renderer
    ) { index in
      (drawList(at: times[index]), OutputNaming.formatTime(times[index], decimals: decimals) + " s")
    }
    let written = try write(data, to: URL(fileURLWithPath: path))
    if !request.quiet, request.output != .standardOutput {
      list("\(written ? "" : "unchanged: ")\(path)", io: io, progress: progress)
    }
  }

  /// For each planned output, how many frames (distinct times) it completes.
  ///
  /// Those are the times whose last mention in `plan` is that output; the counts add up to
  /// the number of distinct times in the plan.
  static func framesCompleted(by plan: [PlannedOutput]) -> [Int] {
    var last: [Double: Int] = [:]
    for (index, output) in plan.enumerated() {
      for t in output.times { last[t] = index }
    }
    var counts = Array(repeating: 0, count: plan.count)
    for index in last.values { counts[index] += 1 }
    return counts
  }

  /// Whether to draw the progress line: not with `--quiet`, and only when standard error is
  /// a file descriptor that is a terminal (never for in-memory sinks, pipes or files).
  static func showsProgress(on stderr: any OutputSink, quiet: Bool) -> Bool {
    guard !quiet, let sink = stderr as? FileDescriptorOutputSink else { return false }
    return isatty(sink.fileDescriptor) == 1
  }

  /// `DIR/name` as the user spelled DIR (no `./` for the current folder).
  static func display(_ url: URL, _ dir: String, _ name: String) -> String {
    dir == "." ? name : (dir.hasSuffix("/") ? dir + name : dir + "/" + name)
  }

  /// Refuses the render, before anything is written, when any file it will write (every
  /// planned output, `-o`, `--contact-sheet`, `--manifest`) is a symbolic link; the
  /// atomic writer refuses the same again at write time (docs/limits.md, "Files on disk").
  func refuseLinkedDestinations(_ plan: [PlannedOutput], in outDir: URL) throws {
    var paths = [request.contactSheet, request.manifest].compactMap { $0 }
    switch request.output {
    case .some(.file(let path)): paths.append(path)
    case .some(.standardOutput): break
    case .none:
      for output in plan {
        let url = outDir.appendingPathComponent(output.fileName)
        try AtomicFileWriter.refuseSymbolicLink(
          at: Self.display(url, request.outputDirectory, output.fileName))
      }
    }
    for path in paths { try AtomicFileWriter.refuseSymbolicLink(at: path) }
  }

  /// Creates the output folder when missing (an existing non-folder is an error) and removes
  /// the temporary files killed runs left in it
  /// (``StrobeRender/AtomicFileWriter/removeStaleTemporaryFiles(inFolder:)``).
  ///
  /// Errors name the folder as the user spelled it (`shown`), not as an absolute path.
  /// The most bytes of one file name (Linux NAME_MAX) and of one path (PATH_MAX, with its
  /// terminating NUL) an output may have.
  static let maximumNameBytes = 255
  static let maximumPathBytes = 4095

  /// Throws for the first planned output whose name or path the file system would refuse
  /// (ENAMETOOLONG), before any output is written: a time of 1e300 names a file of over 300
  /// digits, and a long stem adds to every name.
  static func checkNames(_ plan: [PlannedOutput], folder: String) throws {
    let folderBytes = URL(fileURLWithPath: folder, isDirectory: true).path.utf8.count
    for output in plan {
      let bytes = output.fileName.utf8.count
      if bytes > maximumNameBytes {
        throw RenderJobError.outputNameTooLong(
          name: output.fileName, bytes: bytes, limit: maximumNameBytes, times: output.times)
      }
      if folderBytes + 1 + bytes > maximumPathBytes {
        throw RenderJobError.outputPathTooLong(
          path: (folder as NSString).appendingPathComponent(output.fileName),
          bytes: folderBytes + 1 + bytes, limit: maximumPathBytes)
      }
    }
  }

  /// Throws for the first two planned outputs with the same file name (a `--name` pattern
  /// without `{index}` or `{time}`, or one whose times print alike), before any output is
  /// written.
  static func checkDistinctNames(_ plan: [PlannedOutput]) throws {
    var seen: [String: PlannedOutput] = [:]
    for output in plan {
      if let first = seen[output.fileName] {
        throw RenderJobError.nameCollision(
          name: output.fileName, times: [first.times[0], output.times[0]])
      }
      seen[output.fileName] = output
    }
  }

  static func prepareFolder(_ url: URL, as shown: String) throws {
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) {
      if !isDir.boolValue { throw RenderJobError.outputFolderIsFile(path: shown) }
      AtomicFileWriter.removeStaleTemporaryFiles(inFolder: url.path)
      return
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw RenderJobError.cannotCreateFolder(path: shown, reason: error.localizedDescription)
    }
  }
}

/// Runtime failures of `strobe render` that are not scene or rendering errors.
enum RenderJobError: Error, CustomStringConvertible, Equatable {
  /// `-o` names one file but the request plans `count` outputs.
  case notSingleOutput(count: Int)
  /// `--out` names something that exists and is not a folder.
  case outputFolderIsFile(path: String)
  /// The output folder could not be created.
  case cannotCreateFolder(path: String, reason: String)
  /// `--verify` found `count` outputs beyond tolerance.
  case verificationFailed(count: Int)
  /// The render samples `count` times, more than `--limit frames` allows.
  case tooManyFrames(count: Double, limit: Int)
  /// The output file exists and holds another kind of content; `--force` replaces it.
  case differentKind(path: String, existing: String)
  /// A planned output's file name has more bytes than a file name may (NAME_MAX).
  case outputNameTooLong(name: String, bytes: Int, limit: Int, times: [Double])
  /// A planned output's path (folder and name) has more bytes than a path may (PATH_MAX).
  case outputPathTooLong(path: String, bytes: Int, limit: Int)
  /// `--prune` could not list the output folder or remove the file at `path`.
  case pruneFailed(path: String, reason: String)
  /// Two planned outputs, at `times`, would have the same file `name` (`--name`).
  case nameCollision(name: String, times: [Double])

  var description: String {
    switch self {
    case .notSingleOutput(let count):
      return "-o/--output names one file, but this render produces \(count) outputs; use --out DIR"
    case .outputFolderIsFile(let path):
      return "--out: '\(path)' exists and is not a folder"
    case .cannotCreateFolder(let path, let reason):
      return "--out: cannot create folder '\(path)': \(reason)"
    case .tooManyFrames(let count, let limit):
      let shown = count < 1e15 ? String(Int(count)) : String(count)
      return "too many frames: \(shown) (limit \(limit)); raise it with --limit frames=<n>"
    case .differentKind(let path, let existing):
      return "refusing to replace '\(path)': it holds \(existing), not this output's format; "
        + "pass --force to replace it"
    case .outputNameTooLong(let name, let bytes, let limit, let times):
      let time = times.count == 1 ? " (time \(times[0]) s)" : ""
      return
        "output file name '\(Self.abbreviated(name))'\(time) would be \(bytes) bytes, more than "
        + "the \(limit) a file name may have: sample times with fewer digits (--at, --fps, "
        + "the scene's times) or give the scene file a shorter name; nothing was written"
    case .outputPathTooLong(let path, let bytes, let limit):
      return
        "output path '\(Self.abbreviated(path))' would be \(bytes) bytes, more than the "
        + "\(limit) a path may have: use a shorter --out folder; nothing was written"
    case .pruneFailed(let path, let reason):
      return "--prune: cannot remove '\(path)': \(reason)"
    case .nameCollision(let name, let times):
      return
        "--name: the outputs at \(times[0]) s and \(times[1]) s would both be named "
        + "'\(name)'; put {index} or {time} in the pattern; nothing was written"
    case .verificationFailed(let count):
      return
        "verification failed for \(count) output\(count == 1 ? "" : "s") (tolerance \(ImageComparison.defaultTolerance))"
    }
  }

  /// `text` cut to its first 48 and last 16 characters around "…" when longer than 80.
  static func abbreviated(_ text: String) -> String {
    text.count <= 80 ? text : String(text.prefix(48)) + "…" + String(text.suffix(16))
  }
}
