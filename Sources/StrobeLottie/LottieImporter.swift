import Foundation
import StrobeScene

/// Imports Lottie (Bodymovin) JSON animations as Strobe scenes.
///
/// The mapping follows lottie-ios's Core Animation engine (docs/lottie.md): the composition
/// becomes a `w`×`h` canvas, Lottie frame f is document time (f − ip) / fr, layers become
/// layer chains with keyframe animations (Bézier easings as timing functions, holds as
/// discrete steps, path keyframes as path animations — through the resampling morph when
/// vertex counts differ). Features the mapping does not render are reported as
/// ``LottieWarning`` values with their JSON path, or thrown under `strict`.
public enum LottieImporter {
  /// Whether `data` looks like a Lottie file: a JSON object with `v`, `fr` and `layers` at
  /// the top level (checked on the parsed object; false for anything unparsable).
  public static func isLottie(_ data: Data) -> Bool {
    guard let root = try? JSONParser().parse(data) else { return false }
    return isLottie(root)
  }

  /// Whether the parsed JSON `root` looks like a Lottie file: an object with `v`, `fr` and
  /// `layers` (the check ``isLottie(_:)-(Data)`` makes after parsing).
  public static func isLottie(_ root: JSONValue) -> Bool {
    guard case .object(let object) = root.kind else { return false }
    return object["v"] != nil && object["fr"] != nil && object["layers"] != nil
  }

  /// Imports a Lottie document.
  ///
  /// - Parameters:
  ///   - data: The Lottie JSON bytes.
  ///   - fileName: The name used in messages.
  ///   - url: The file's location, for image assets given as relative files (nil: they
  ///     stay relative to the current folder).
  ///   - strict: Throw ``LottieError/unsupported(file:_:)`` on the first unsupported
  ///     feature instead of collecting warnings.
  ///   - options: The imported scene's limits (``SceneLimits``: layers — replicated copies
  ///     count — nesting depth, path elements, keyframes) and where image assets given as
  ///     files may come from (by default only inside the Lottie file's folder), exactly as
  ///     for a scene file.
  ///   - expansionLimits: The limits for what the importer itself expands, counted before it
  ///     is made — sampled keyframes (`keyframes`), layers of precomposition instances, parent
  ///     chains and trim copies (`layers`, `depth`), polystar vertices (`path-elements`);
  ///     nil: `options.limits`. `strobe import lottie`, which writes scenes beyond the
  ///     scene limits, passes ``SceneLimits/default`` here.
  /// - Throws: ``LottieError`` with the file, line, column and JSON path of the problem.
  public static func importScene(
    data: Data, fileName: String, url: URL? = nil, strict: Bool = false,
    options: SceneLoadOptions = .default, expansionLimits: SceneLimits? = nil
  ) throws -> LottieImport {
    let json: JSONValue
    do {
      json = try JSONParser().parse(data)
    } catch {
      throw LottieError.syntax(file: fileName, error)
    }
    return try importScene(
      json: json, fileName: fileName, url: url, strict: strict, options: options,
      expansionLimits: expansionLimits)
  }

  /// Imports a Lottie document that is already parsed (as ``isLottie(_:)-(JSONValue)``
  /// checks it), so a caller that parsed the bytes to recognise the format does not parse
  /// them again.
  ///
  /// - Parameters:
  ///   - json: The parsed Lottie JSON, with its source positions (used in messages).
  ///   - fileName: The name used in messages.
  ///   - url: The file's location, for image assets given as relative files.
  ///   - strict: Throw on the first unsupported feature instead of collecting warnings.
  ///   - options: The imported scene's limits and where image files may come from, as for
  ///     ``importScene(data:fileName:url:strict:options:expansionLimits:)``.
  ///   - expansionLimits: The limits for what the importer expands (nil: `options.limits`).
  /// - Throws: ``LottieError`` with the file, line, column and JSON path of the problem.
  public static func importScene(
    json: JSONValue, fileName: String, url: URL? = nil, strict: Bool = false,
    options: SceneLoadOptions = .default, expansionLimits: SceneLimits? = nil
  ) throws -> LottieImport {
    try importScene(
      json: json, fileName: fileName, url: url, strict: strict, options: options,
      expansionLimits: expansionLimits, archive: nil)
  }

  /// Imports parsed Lottie JSON whose image assets given as files are read from `archive`
  /// (a dotLottie archive) when it is given, else from next to `url`.
  static func importScene(
    json: JSONValue, fileName: String, url: URL?, strict: Bool, options: SceneLoadOptions,
    expansionLimits: SceneLimits?, archive: DotLottieArchive?
  ) throws -> LottieImport {
    let root = LottieValue(json: json, path: .root, file: fileName)
    guard case .object = json.kind else {
      throw LottieError.notLottie(file: fileName, reason: "the top level is not an object")
    }
    for key in ["v", "fr", "layers"] where !root.has(key) {
      throw LottieError.notLottie(file: fileName, reason: "no \"\(key)\" at the top level")
    }
    let frameRate = try root.required("fr").number()
    guard frameRate > 0, frameRate.isFinite else {
      throw try root.required("fr").invalid("a frame rate > 0")
    }
    let ip = try root.required("ip").number()
    let op = try root.required("op").number()
    guard op > ip else {
      throw try root.required("op").invalid("an out point > ip (\(JSONValue.format(ip)))")
    }
    let width = try root.required("w").number()
    let height = try root.required("h").number()
    guard width > 0 else { throw try root.required("w").invalid("a width > 0") }
    guard height > 0 else { throw try root.required("h").invalid("a height > 0") }

    let diagnostics = LottieDiagnostics(file: fileName, strict: strict)
    let builder = LottieSceneBuilder(diagnostics: diagnostics, frameRate: frameRate, baseURL: url)
    builder.archive = archive
    builder.rootSize = (width, height)
    if let assets = root["assets"] {
      for asset in try assets.array() {
        if let id = asset["id"] { builder.assets[try id.string()] = asset }
      }
    }
    if let markers = root["chars"], case .array(let list) = markers.json.kind, !list.isEmpty {
      try diagnostics.warn(
        markers.path, "glyph fonts (chars) are not supported; text uses system fonts")
    }
    builder.fonts = root["fonts"]
    builder.limits = expansionLimits ?? options.limits
    builder.sceneLimits = options.limits
    // Precompositions multiply: count the layers every instance makes before expanding any.
    let rootLayers = try root.required("layers")
    var memo: [String: Double] = [:]
    try builder.checkLimit(
      .layers, count: builder.expandedLayerCount(rootLayers, memo: &memo), at: rootLayers)
    var composition = SceneNode(name: "composition")
    composition.set("timeOffset", .number(ip / frameRate))
    composition.sublayers = try builder.composition(
      try root.required("layers"), space: .root, range: ip...op)
    let duration = (op - ip) / frameRate
    let scene = SceneWriterJSON.object([
      ("strobe", .number(1)),
      ("canvas", .object([("width", .number(width)), ("height", .number(height))])),
      ("duration", .number(duration)),
      ("layers", .array([composition.json])),
    ])
    let document: SceneDocument
    do {
      document = try makeDocument(scene, fileName: fileName, url: url, options: options)
    } catch let error as SceneError {
      let origins = LottieOrigin.table(composition, at: "layers[0]")
      throw LottieOrigin.locate(error, file: fileName, in: origins)
        ?? LottieError.scene(file: fileName, reason: "\(error)")
    } catch {
      throw LottieError.scene(file: fileName, reason: "\(error)")
    }
    return LottieImport(
      document: document, sceneJSON: scene, warnings: diagnostics.warnings, frameRate: frameRate,
      inPoint: ip, outPoint: op)
  }

  /// The document of a built scene, decoded from the tree itself: no JSON text is printed
  /// or parsed.
  ///
  /// The fast tree has no source positions. When decoding it fails, the tree is laid out as
  /// `strobe import lottie` prints it (``SceneWriterJSON/laidOutJSONValue()``, which computes
  /// each value's line and column without printing) and decoded again, so the error names
  /// the line and column of that output — the same error as decoding the printed text. The
  /// scene must keep within `options.limits`, as a loaded scene file must.
  static func makeDocument(
    _ scene: SceneWriterJSON, fileName: String, url: URL?,
    options: SceneLoadOptions = .default
  ) throws -> SceneDocument {
    func document(_ spec: SceneSpec) throws -> SceneDocument {
      try spec.checkLimits(options.limits)
      return try spec.makeDocument(url: url, options: options)
    }
    do {
      return try document(
        SceneSpec.decode(json: try scene.jsonValue(), fileName: fileName))
    } catch {
      return try document(
        SceneSpec.decode(json: try scene.laidOutJSONValue(), fileName: fileName))
    }
  }
}
