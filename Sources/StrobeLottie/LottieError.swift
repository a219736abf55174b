import StrobeScene

/// Why a Lottie file could not be imported.
///
/// Every case names the file; validation cases also carry the JSON path (`layers[3].ks.p`)
/// and the line and column of the offending value.
public enum LottieError: Error, Sendable, CustomStringConvertible {
  /// The bytes are not valid JSON.
  case syntax(file: String, JSONParseError)
  /// The document is JSON but not a Lottie animation (no `v`, `fr`, `layers`…).
  case notLottie(file: String, reason: String)
  /// A value has the wrong type or is out of range.
  case invalid(
    file: String, path: JSONPath, position: SourcePosition, expected: String, got: String)
  /// A required key is missing.
  case missingKey(file: String, path: JSONPath, position: SourcePosition, key: String)
  /// A feature is not supported and strict mode is on.
  case unsupported(file: String, LottieWarning)
  /// The scene built from the file was rejected by the scene loader where no Lottie layer
  /// or item accounts for the value (an importer defect).
  case scene(file: String, reason: String)
  /// An image asset is over a limit (`image-pixels`, `contents-bytes`), not a readable PNG
  /// or (given as a file) not readable or outside the folder; `path` is the asset's `p`.
  case image(
    file: String, path: JSONPath, position: SourcePosition, reason: String,
    remedy: SceneErrorRemedy? = nil)
  /// What the value at `path` would make exceeds one of the scene's ``SceneLimits``
  /// (counted before it is built): `value` layers, path elements, keyframes or levels of
  /// nesting where `maximum` are allowed.
  case limitExceeded(
    file: String, path: JSONPath, position: SourcePosition, limit: SceneLimits.Limit,
    value: Int, maximum: Int)
  /// A value of the file gave the imported scene something the scene loader refuses (a
  /// colour component of 1e300, more layers than `--limit layers`): `path` and `position`
  /// are the Lottie layer or shape item it came from, `detail` the loader's reason.
  case importedValue(
    file: String, path: JSONPath, position: SourcePosition, detail: String,
    remedy: SceneErrorRemedy? = nil)
  /// A dotLottie archive (`file`), or one of its entries (`entry`, its name in the archive),
  /// cannot be read or is refused: not a zip archive (or one whose central directory libzip
  /// finds inconsistent, two entries of one name included), too many entries, an entry name
  /// that is an absolute path or has a `..` component, an encrypted or corrupt entry, no
  /// `manifest.json`, no animation file for a manifest entry (docs/lottie.md, "dotLottie").
  case archive(file: String, entry: String?, reason: String)
  /// A dotLottie archive (`file`) cannot be opened because libzip, which Strobe loads on
  /// first use, cannot be loaded (docs/performance.md §Lazy libraries): `library` is the file
  /// the dynamic loader looked for (`libzip.so.4`), `package` the Debian package that
  /// installs it and `reason` the loader's message.
  case libraryUnavailable(file: String, library: String, package: String, reason: String)
  /// An entry of a dotLottie archive inflates to more than `maximum` bytes, the `limit` its
  /// kind is held to (`scene-bytes` for the manifest and animations, `contents-bytes` for the
  /// images, one at a time and together).
  case archiveEntryTooLarge(file: String, entry: String, limit: SceneLimits.Limit, maximum: Int)
  /// The animation `id` asked for (`--animation`) is not in the dotLottie manifest, whose
  /// animations are `available`.
  case unknownAnimation(file: String, id: String, available: [String])

  /// What the caller can change to import the file anyway, when the refusal is a policy (a
  /// limit, a permission) rather than a defect of the file; the message does not say how.
  public var remedy: SceneErrorRemedy? {
    switch self {
    case .limitExceeded(_, _, _, let limit, _, _), .archiveEntryTooLarge(_, _, let limit, _):
      return .raiseLimit(limit)
    case .image(_, _, _, _, let remedy), .importedValue(_, _, _, _, let remedy): return remedy
    default: return nil
    }
  }

  /// A one-line message: `file:line:col: path: problem`.
  public var description: String {
    switch self {
    case .syntax(let file, let error):
      return "\(file):\(error)"
    case .notLottie(let file, let reason):
      return "\(file): not a Lottie animation: \(reason)"
    case .invalid(let file, let path, let position, let expected, let got):
      return
        "\(file):\(position.line):\(position.column): \(path): expected \(expected); got \(got)"
    case .missingKey(let file, let path, let position, let key):
      let at = path.isRoot ? "" : "\(path): "
      return "\(file):\(position.line):\(position.column): \(at)missing key \"\(key)\""
    case .unsupported(let file, let warning):
      return "\(file): \(warning) (strict import)"
    case .importedValue(let file, let path, let position, let detail, _):
      let at = path.isRoot ? "" : "\(path): "
      return "\(file):\(position.line):\(position.column): \(at)\(detail)"
    case .scene(let file, let reason):
      return "\(file): the imported scene is invalid (importer defect): \(reason)"
    case .image(let file, let path, let position, let reason, _):
      return "\(file):\(position.line):\(position.column): \(path): \(reason)"
    case .archive(let file, let entry, let reason):
      return "\(entry.map { "\(file)(\($0))" } ?? file): \(reason)"
    case .libraryUnavailable(let file, let library, let package, let reason):
      return
        "\(file): reading a .lottie archive needs \(library) (Debian: \(package)), which "
        + "cannot be loaded: \(reason)"
    case .archiveEntryTooLarge(let file, let entry, let limit, let maximum):
      return "\(file)(\(entry)): the entry inflates to more than \(maximum) bytes (limit "
        + "\(limit.rawValue))"
    case .unknownAnimation(let file, let id, let available):
      let list = available.map(JSONValue.quote).joined(separator: ", ")
      return "\(file): the manifest has no animation \(JSONValue.quote(id)); it has \(list)"
    case .limitExceeded(let file, let path, let position, let limit, let value, let maximum):
      let detail = SceneError.limitExceeded(
        file: file, location: nil, limit: limit, value: value, maximum: maximum
      ).detail
      let at = path.isRoot ? "" : "\(path): "
      return "\(file):\(position.line):\(position.column): \(at)\(detail)"
    }
  }
}
