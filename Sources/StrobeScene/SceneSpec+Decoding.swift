import Foundation

extension SceneSpec {
  /// The key whose string values are SVG path data wherever it appears in a scene.
  ///
  /// It is a shape layer's `path` and a keyframe animation's motion `path`
  /// (docs/scene-format.md). Scene files are parsed with ``JSONParser/scene``, which reads
  /// such strings as paths while scanning them.
  static let pathDataKey = "path"

  /// The keys of a scene document.
  static let documentKeys = [
    "strobe", "$schema", "canvas", "duration", "layers", "transactions", "export",
  ]

  /// Parses and validates a scene document.
  ///
  /// - Throws: ``SceneError`` (syntax errors included) located in `fileName`.
  public static func decode(data: Data, fileName: String) throws -> SceneSpec {
    try decode(json: parse(data: data, fileName: fileName), fileName: fileName)
  }

  /// The JSON tree of a scene file's bytes (``JSONParser/scene``).
  ///
  /// - Throws: ``SceneError/syntax(file:error:)`` located in `fileName`.
  package static func parse(data: Data, fileName: String) throws -> JSONValue {
    do {
      return try JSONParser.scene.parse(data)
    } catch {
      throw SceneError.syntax(file: fileName, error: error)
    }
  }

  /// Validates a scene document that is already a ``JSONValue`` tree (parsed text, or a
  /// ``SceneWriterJSON`` converted with ``SceneWriterJSON/jsonValue(at:)``).
  ///
  /// Errors are located at the tree's positions, so a converted tree (which has none) gives
  /// the right JSON path but not a line and column.
  /// - Parameters:
  ///   - json: The document's root value.
  ///   - fileName: The name used in messages.
  /// - Throws: ``SceneError`` located in `fileName`.
  public static func decode(json: JSONValue, fileName: String) throws -> SceneSpec {
    try decode(SceneCursor(file: fileName, value: json))
  }

  /// Validates a parsed scene document.
  public static func decode(_ cursor: SceneCursor) throws -> SceneSpec {
    guard case .object = cursor.value.kind else {
      throw cursor.mismatch("a scene object {\"strobe\": 1, \"canvas\": …, \"layers\": […]}")
    }
    let fields = try cursor.fields(allowed: documentKeys)
    let version = try fields.required("strobe")
    guard case .number(let v) = version.value.kind else {
      throw version.mismatch("the format version 1")
    }
    guard v == 1 else {
      throw SceneError.unsupportedVersion(version.location, version: version.value.summary)
    }
    if let schema = fields["$schema"] { _ = try schema.string() }

    let canvasCursor = try fields.required("canvas")
    let canvas = try canvasCursor.fields(allowed: ["width", "height", "background"])
    var spec = SceneSpec(
      file: cursor.file,
      width: try canvas.required("width").positiveNumber(),
      height: try canvas.required("height").positiveNumber(),
      background: try canvas["background"]?.color())
    spec.explicitDuration = try fields["duration"]?.nonNegativeNumber()
    spec.layers = try fields["layers"]?.array().map(SceneLayerSpec.decode) ?? []

    // Unique names across the whole tree (masks included).
    var names: [String: (SceneLayerType, SceneLocation)] = [:]
    for index in spec.layers.indices {
      try spec.layers[index].forEachLayer { layer in
        guard let name = layer.name, let location = layer.nameLocation else { return }
        if let first = names[name] {
          throw SceneError.duplicateName(location, name: name, first: first.1)
        }
        names[name] = (layer.type, location)
      }
    }

    spec.transactions =
      try fields["transactions"]?.array().map {
        try SceneTransactionSpec.decode($0, layers: names.mapValues(\.0))
      } ?? []
    if let export = fields["export"] {
      spec.export = try SceneExportSettings.decode(export)
    }
    return spec
  }
}
