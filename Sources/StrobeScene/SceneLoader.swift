import Foundation

/// Loads scene files.
///
/// ``load(contentsOf:displayName:options:)`` and ``load(data:fileName:options:)`` give a ``SceneDocument`` (layers);
/// ``loadSpec(contentsOf:displayName:options:)`` and ``loadSpec(data:fileName:options:)`` stop at the validated
/// ``SceneSpec``. Errors are ``SceneError`` values whose descriptions name the file, line,
/// column and JSON path.
public enum SceneLoader {
  /// The file name used for a scene read from standard input.
  public static let standardInputName = "<stdin>"

  /// Reads, parses and validates the scene file at `url`.
  ///
  /// The file name in messages is `displayName` (for the CLI: the path as the user typed
  /// it), or the URL's last path component. A file larger than
  /// `options.limits.sceneFileBytes` is refused before it is read, and the validated scene
  /// must stay within `options.limits` (``SceneSpec/checkLimits(_:)``). Only a regular file
  /// is read: a FIFO, device, socket or folder is refused at once, never waited on
  /// (``RegularFile``).
  public static func loadSpec(
    contentsOf url: URL, displayName: String? = nil, options: SceneLoadOptions = .default
  ) throws -> SceneSpec {
    let name = displayName ?? url.lastPathComponent
    let shown = displayName ?? url.path
    let limit = options.limits.sceneFileBytes
    // The file's bytes are freed once parsed, before the tree is decoded, so decoding reuses
    // their memory instead of growing the heap past them (docs/performance.md §Copies).
    let json = try SceneSpec.parse(
      data: readSceneFile(atPath: url.path, shown: shown, limit: limit), fileName: name)
    return try loadSpec(json: json, fileName: name, options: options)
  }

  /// The bytes of the scene file at `path`, a regular file of at most `limit` bytes; errors
  /// name the file as `shown`.
  ///
  /// - Throws: ``SceneError/unreadable(file:reason:)`` for a missing or unreadable file or
  ///   one that is not a regular file (`it is a FIFO, not a regular file; pass '-' to read
  ///   standard input`), ``SceneError/limitExceeded(file:location:limit:value:maximum:)``
  ///   for a file over `limit`.
  public static func readSceneFile(atPath path: String, shown: String, limit: Int) throws
    -> Data
  {
    do {
      return try RegularFile.read(atPath: path, limit: limit)
    } catch .tooLarge(let size, _) {
      throw SceneError.limitExceeded(
        file: shown, location: nil, limit: .sceneBytes, value: size, maximum: limit)
    } catch .notRegular(let kind) where kind == "folder" {
      throw SceneError.unreadable(file: shown, reason: "it is a folder")
    } catch .notRegular(let kind) {
      throw SceneError.unreadable(
        file: shown,
        reason: "it is a \(kind), not a regular file; only regular files are read (pass '-' to "
          + "read standard input)")
    } catch .system(let message) {
      throw SceneError.unreadable(file: shown, reason: message)
    }
  }

  /// Parses and validates scene bytes; `fileName` is used in messages.
  ///
  /// - Throws: ``SceneError``, including
  ///   ``SceneError/limitExceeded(file:location:limit:value:maximum:)`` for more than
  ///   `options.limits.sceneFileBytes` bytes or a scene beyond the other limits.
  public static func loadSpec(
    data: Data, fileName: String, options: SceneLoadOptions = .default
  ) throws -> SceneSpec {
    if data.count > options.limits.sceneFileBytes {
      throw SceneError.limitExceeded(
        file: fileName, location: nil, limit: .sceneBytes, value: data.count,
        maximum: options.limits.sceneFileBytes)
    }
    let spec = try SceneSpec.decode(data: data, fileName: fileName)
    try spec.checkLimits(options.limits)
    return spec
  }

  /// Validates a scene document already parsed from its bytes (so a caller that looked at the
  /// tree first — the CLI, telling a Lottie file from a scene — parses the text once).
  ///
  /// The tree keeps the text's positions, so errors name the same line and column as
  /// ``loadSpec(data:fileName:options:)`` does; the caller has checked the byte limit.
  /// - Throws: ``SceneError``, including a scene beyond `options.limits`.
  public static func loadSpec(
    json: JSONValue, fileName: String, options: SceneLoadOptions = .default
  ) throws -> SceneSpec {
    let spec = try SceneSpec.decode(json: json, fileName: fileName)
    try spec.checkLimits(options.limits)
    return spec
  }

  /// Reads, validates and builds the scene file at `url` into layers; `displayName` names
  /// the file in messages (default: the URL's last path component).
  ///
  /// - Throws: ``SceneError`` for unreadable files, syntax and validation errors, limits
  ///   exceeded, and constructs the model cannot hold yet
  ///   (``SceneError/notSupported(_:feature:)``).
  public static func load(
    contentsOf url: URL, displayName: String? = nil, options: SceneLoadOptions = .default
  ) throws -> SceneDocument {
    try loadSpec(contentsOf: url, displayName: displayName, options: options)
      .makeDocument(url: url, options: options)
  }

  /// Parses, validates and builds scene bytes into layers.
  ///
  /// `fileName` is used in messages (``standardInputName`` for standard input). Relative `contents` paths resolve against
  /// the current folder.
  public static func load(
    data: Data, fileName: String, options: SceneLoadOptions = .default
  ) throws -> SceneDocument {
    try loadSpec(data: data, fileName: fileName, options: options)
      .makeDocument(options: options)
  }

  /// A short reason for a file error.
  static func reason(_ error: Error) -> String {
    let ns = error as NSError
    if ns.domain == NSCocoaErrorDomain, ns.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return ns.localizedDescription
  }
}
