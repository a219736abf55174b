import Foundation

/// Loads scene files.
///
/// ``load(contentsOf:)`` and ``load(data:fileName:)`` give a ``SceneDocument`` (layers);
/// ``loadSpec(contentsOf:)`` and ``loadSpec(data:fileName:)`` stop at the validated
/// ``SceneSpec``. Errors are ``SceneError`` values whose descriptions name the file, line,
/// column and JSON path.
public enum SceneLoader {
  /// The file name used for a scene read from standard input.
  public static let standardInputName = "<stdin>"

  /// Reads, parses and validates the scene file at `url`.
  ///
  /// The file name in messages is `displayName` (for the CLI: the path as the user typed
  /// it), or the URL's last path component. A file larger than
  /// `options.limits.sceneFileBytes` is refused before it is read (a regular file by its
  /// size; anything else, such as a pipe, after reading one byte past the limit), and the
  /// validated scene must stay within `options.limits` (``SceneSpec/checkLimits(_:)``).
  public static func loadSpec(
    contentsOf url: URL, displayName: String? = nil, options: SceneLoadOptions = .default
  ) throws -> SceneSpec {
    let name = displayName ?? url.lastPathComponent
    let shown = displayName ?? url.path
    let limit = options.limits.sceneFileBytes
    let data: Data
    do {
      var info = stat()
      if stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        if Int(info.st_size) > limit {
          throw SceneError.limitExceeded(
            file: shown, location: nil, limit: .sceneBytes, value: Int(info.st_size),
            maximum: limit)
        }
        data = try Data(contentsOf: url)
      } else if stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        throw SceneError.unreadable(file: shown, reason: "it is a folder")
      } else {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        data = try handle.read(upToCount: limit + 1) ?? Data()
      }
    } catch let error as SceneError {
      throw error
    } catch {
      throw SceneError.unreadable(file: shown, reason: Self.reason(error))
    }
    return try loadSpec(data: data, fileName: name, options: options)
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
