/// Why a scene file cannot be loaded, with the place of the problem.
///
/// Every case that concerns a value carries a ``SceneLocation`` (file, JSON path, line and
/// column). ``description`` is the message shown to users, compiler style:
/// `scene.json:14:18: layers[2].lineCap: expected one of butt, round, square; got "rond"`.
public enum SceneError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(file: String, reason: String)
  /// The text is not valid JSON.
  case syntax(file: String, error: JSONParseError)
  /// A value of the wrong type or outside the allowed set or range.
  case invalidValue(SceneLocation, expected: String, got: String)
  /// A key that the object does not define; `suggestion` is the closest allowed key.
  case unknownKey(SceneLocation, key: String, suggestion: String?, note: String?)
  /// A required key is absent from the object at the location.
  case missingKey(SceneLocation, key: String)
  /// Two keys that cannot be given together.
  case conflictingKeys(SceneLocation, key: String, other: String)
  /// A layer name used twice; `first` is where it was first used.
  case duplicateName(SceneLocation, name: String, first: SceneLocation)
  /// A reference to a layer name that no layer has.
  case unknownLayer(SceneLocation, name: String)
  /// A `strobe` format version this loader does not read.
  case unsupportedVersion(SceneLocation, version: String)
  /// A valid construct that this version of Strobe cannot load into its model yet.
  case notSupported(SceneLocation, feature: String)
  /// Any other located problem.
  case invalid(SceneLocation, message: String)
  /// A resource limit (``SceneLimits``) is exceeded: `value` is what the scene needs,
  /// `maximum` the limit. `location` is nil for the scene file's own size. A scene-size
  /// `value` of `maximum + 1` reads "more than `maximum` bytes": standard input is read only
  /// up to one byte past the limit, so its real size is not known.
  case limitExceeded(
    file: String, location: SceneLocation?, limit: SceneLimits.Limit, value: Int, maximum: Int)
  /// A contents image `image` (as written) resolves to `resolved`, outside the scene's folder,
  /// and ``SceneLoadOptions/allowsContentsOutsideFolder`` is off.
  case contentsOutsideFolder(SceneLocation, image: String, resolved: String)

  /// What the caller can change to load the scene anyway, when the refusal is a policy (a
  /// limit, a permission) rather than a defect of the scene; the message does not say how.
  public var remedy: SceneErrorRemedy? {
    switch self {
    case .limitExceeded(_, _, let limit, _, _): return .raiseLimit(limit)
    case .contentsOutsideFolder: return .allowContentsOutsideFolder
    default: return nil
    }
  }

  /// The location of the problem, when it has one inside the document.
  public var location: SceneLocation? {
    switch self {
    case .unreadable: return nil
    case .limitExceeded(_, let location, _, _, _): return location
    case .syntax(let file, let error):
      return SceneLocation(file: file, path: .root, position: error.position)
    case .invalidValue(let l, _, _), .unknownKey(let l, _, _, _), .missingKey(let l, _),
      .conflictingKeys(let l, _, _), .duplicateName(let l, _, _), .unknownLayer(let l, _),
      .unsupportedVersion(let l, _), .notSupported(let l, _), .invalid(let l, _),
      .contentsOutsideFolder(let l, _, _):
      return l
    }
  }

  /// The message after the location.
  public var detail: String {
    switch self {
    case .unreadable(_, let reason):
      return "cannot read the scene: \(reason)"
    case .syntax(_, let error):
      return error.message
    case .invalidValue(_, let expected, let got):
      return "expected \(expected); got \(got)"
    case .unknownKey(_, _, let suggestion, let note):
      var text = "unknown key"
      if let suggestion { text += "; did you mean \(JSONValue.quote(suggestion))?" }
      if let note { text += " (\(note))" }
      return text
    case .missingKey(_, let key):
      return "missing required key \(JSONValue.quote(key))"
    case .conflictingKeys(_, _, let other):
      return "cannot be given together with \(JSONValue.quote(other))"
    case .duplicateName(_, let name, let first):
      return "duplicate layer name \(JSONValue.quote(name)) "
        + "(first used at \(first.path), line \(first.line))"
    case .unknownLayer(_, let name):
      return "no layer is named \(JSONValue.quote(name))"
    case .unsupportedVersion(_, let version):
      return "unsupported scene format version \(version); this Strobe reads version 1"
    case .notSupported(_, let feature):
      return "not supported yet: \(feature)"
    case .invalid(_, let message):
      return message
    case .limitExceeded(_, _, let limit, let value, let maximum):
      let what: String
      switch limit {
      case .sceneBytes:
        what =
          value == maximum + 1
          ? "scene file too large: more than \(maximum) bytes"
          : "scene file too large: \(value) bytes"
      case .contentsBytes: what = "contents file too large: \(value) bytes"
      case .depth: what = "layers nested too deep: \(value) levels"
      case .layers: what = "too many layers: \(value)"
      case .pathElements: what = "too many path elements: \(value)"
      case .keyframes: what = "too many keyframes: \(value)"
      case .imagePixels: what = "contents image too large: \(value) pixels"
      case .textCharacters: what = "text too long: \(value) characters"
      }
      return "\(what) (limit \(maximum))"
    case .contentsOutsideFolder(_, let image, let resolved):
      return "the contents image \(JSONValue.quote(image)) is outside the scene's folder (it "
        + "resolves to \(resolved))"
    }
  }

  /// `file:line:column: path: detail`.
  public var description: String {
    switch self {
    case .unreadable(let file, _), .limitExceeded(let file, nil, _, _, _):
      return "\(file): \(detail)"
    case .syntax(let file, let error):
      return "\(file):\(error.position): \(error.message)"
    default:
      return "\(location!): \(detail)"
    }
  }
}
