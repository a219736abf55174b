import Foundation
import Strobe
import StrobeLottie
import StrobeScene

extension StrobeDefaultActions {
  /// The bytes of a scene source and its name for messages; only a regular file is read (a
  /// FIFO, device, socket or folder is refused, never waited on), one larger than
  /// `options.limits.sceneFileBytes` before it is read (the scene loader's error),
  /// and standard input is read up to one byte past that limit, never further (and refused
  /// when it gets that far).
  func read(_ source: SceneSource, io: CommandIO, options: SceneLoadOptions = .default) throws
    -> (data: Data, name: String, url: URL?)
  {
    switch source {
    case .file(let path):
      let url = URL(fileURLWithPath: path)
      let data = try SceneLoader.readSceneFile(
        atPath: path, shown: path, limit: options.limits.sceneFileBytes)
      return (data, path, url)
    case .standardInput:
      let bytes: [UInt8]
      // One byte past the limit is enough to tell the input is too large.
      let wanted = options.limits.sceneFileBytes.addingReportingOverflow(1)
      do {
        bytes = try io.stdin.read(atMost: wanted.overflow ? Int.max : wanted.partialValue)
      } catch {
        throw CommandFailure.standardInputUnreadable(reason: "\(error)")
      }
      if bytes.count > options.limits.sceneFileBytes {
        throw SceneError.limitExceeded(
          file: SceneLoader.standardInputName, location: nil, limit: .sceneBytes,
          value: bytes.count, maximum: options.limits.sceneFileBytes)
      }
      return (Data(bytes), SceneLoader.standardInputName, nil)
    }
  }

  /// The load options of `strobe import lottie`: image assets confined to the Lottie file's
  /// folder, nesting depth and file sizes at their defaults, no limit on the scene's layer,
  /// path-element, keyframe and text-character counts nor on image pixels (the written scene is held to
  /// them when it is rendered); embedded images must still be readable PNGs.
  static let importOptions = SceneLoadOptions(
    limits: SceneLimits(
      layers: .max, pathElements: .max, keyframes: .max, imagePixels: .max, textCharacters: .max))

  /// Loads a Strobe scene or, when the input is a Lottie file (top-level `v`, `fr` and
  /// `layers`) or a dotLottie archive (a zip file), imports it; Lottie warnings go to
  /// standard error as `warning: …`.
  ///
  /// `options` sets the scene loader's limits and where `contents` files may come from; a
  /// Lottie file is held to the scene-size limit, and the scene it imports to the other
  /// limits, with its image assets confined like `contents` files (a dotLottie archive's
  /// to the archive). `animation` chooses a dotLottie animation; it is refused for other
  /// input.
  func loadInput(
    _ source: SceneSource, io: CommandIO, strict: Bool = false,
    options: SceneLoadOptions = .default, animation: String? = nil
  ) throws -> (document: SceneDocument, lottie: LottieImport?) {
    let (data, name, url) = try read(source, io: io, options: options)
    if data.count > options.limits.sceneFileBytes {
      throw SceneError.limitExceeded(
        file: name, location: nil, limit: .sceneBytes, value: data.count,
        maximum: options.limits.sceneFileBytes)
    }
    if DotLottieArchive.isArchive(data) {
      let archive = try DotLottieArchive(data: data, fileName: name, limits: options.limits)
      let lottie = try LottieImporter.importScene(
        dotLottie: archive, animationID: animation, strict: strict, options: options)
      for warning in lottie.warnings { io.stderr.write("warning: \(name): \(warning)\n") }
      return (lottie.document, lottie)
    }
    if animation != nil { throw LottieCommandFailure.animationNeedsDotLottie(file: name) }
    // Parsed once: the tree that shows a Lottie file is the one imported, and the tree of a
    // scene file is the one decoded. The Lottie importer reads no `path` key, so the scene
    // parser serves both.
    let json = try SceneSpec.parse(data: data, fileName: name)
    if LottieImporter.isLottie(json) {
      let lottie = try LottieImporter.importScene(
        json: json, fileName: name, url: url, strict: strict, options: options)
      for warning in lottie.warnings { io.stderr.write("warning: \(name): \(warning)\n") }
      return (lottie.document, lottie)
    }
    let spec = try SceneLoader.loadSpec(json: json, fileName: name, options: options)
    return (try spec.makeDocument(url: url, options: options), nil)
  }

  /// `strobe render` for any input: Lottie `--frame`/`--frames` become document times
  /// (frame − ip) / fr.
  func renderAnyInput(_ request: RenderRequest, io: CommandIO) throws {
    let options = request.limits.loadOptions(
      allowsOutsideContents: request.allowsOutsideContents)
    let (document, lottie) = try loadInput(
      request.scene, io: io, options: options, animation: request.lottieAnimation)
    var request = request
    if let selection = request.lottieFrames {
      guard let lottie else {
        let name: String
        if case .file(let path) = request.scene {
          name = path
        } else {
          name = SceneLoader.standardInputName
        }
        throw LottieCommandFailure.framesNeedLottie(file: name)
      }
      for frame in selection.frames where frame < lottie.inPoint || frame > lottie.outPoint {
        throw LottieCommandFailure.frameOutOfRange(
          frame: frame, inPoint: lottie.inPoint, outPoint: lottie.outPoint)
      }
      request.times = .list(selection.frames.map { .seconds(lottie.time(forFrame: $0)) })
    }
    try RenderJob(request: request, document: document).run(io: io)
  }

  /// Writes the Strobe scene equivalent to a Lottie file or one animation of a dotLottie
  /// archive (`strobe import lottie`).
  ///
  /// The scene's size limits (layers, path elements, keyframes) are not applied to the written
  /// scene: it meets them, or `--limit`, when it is rendered. What the importer itself
  /// expands (sampled frames, precomposition instances, parent chains, trim copies, polystar
  /// vertices) is held to the default limits, so a small file cannot take unbounded time.
  public func importScene(_ request: ImportRequest, io: CommandIO) throws {
    let (data, name, url) = try read(request.file, io: io)
    let lottie: LottieImport
    if DotLottieArchive.isArchive(data) {
      let archive = try DotLottieArchive(data: data, fileName: name)
      lottie = try LottieImporter.importScene(
        dotLottie: archive, animationID: request.lottieAnimation, strict: request.strict,
        options: Self.importOptions, expansionLimits: .default)
    } else {
      if request.lottieAnimation != nil {
        throw LottieCommandFailure.animationNeedsDotLottie(file: name)
      }
      lottie = try LottieImporter.importScene(
        data: data, fileName: name, url: url, strict: request.strict,
        options: Self.importOptions, expansionLimits: .default)
    }
    for warning in lottie.warnings { io.stderr.write("warning: \(name): \(warning)\n") }
    let bytes = try lottie.sceneJSON.data()
    switch request.output {
    case .none, .some(.standardOutput):
      io.stdout.write(bytes: Array(bytes))
    case .some(.file(let path)):
      try AtomicFileWriter.write(bytes, to: URL(fileURLWithPath: path))
      io.stdout.write("\(path)\n")
    }
  }
}
