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
  /// it), or the URL's last path component.
  public static func loadSpec(contentsOf url: URL, displayName: String? = nil) throws
    -> SceneSpec
  {
    let name = displayName ?? url.lastPathComponent
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SceneError.unreadable(file: displayName ?? url.path, reason: Self.reason(error))
    }
    return try loadSpec(data: data, fileName: name)
  }

  /// Parses and validates scene bytes; `fileName` is used in messages.
  public static func loadSpec(data: Data, fileName: String) throws -> SceneSpec {
    try SceneSpec.decode(data: data, fileName: fileName)
  }

  /// Reads, validates and builds the scene file at `url` into layers; `displayName` names
  /// the file in messages (default: the URL's last path component).
  ///
  /// - Throws: ``SceneError`` for unreadable files, syntax and validation errors, and
  ///   constructs the model cannot hold yet (``SceneError/notSupported(_:feature:)``).
  public static func load(contentsOf url: URL, displayName: String? = nil) throws
    -> SceneDocument
  {
    try loadSpec(contentsOf: url, displayName: displayName).makeDocument(url: url)
  }

  /// Parses, validates and builds scene bytes into layers; `fileName` is used in messages
  /// (``standardInputName`` for standard input).
  public static func load(data: Data, fileName: String) throws -> SceneDocument {
    try loadSpec(data: data, fileName: fileName).makeDocument()
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
