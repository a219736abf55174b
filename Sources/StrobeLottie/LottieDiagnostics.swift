import StrobeScene

/// Collects the warnings of one import; in strict mode the first one is thrown.
final class LottieDiagnostics {
  let file: String
  let strict: Bool
  private(set) var warnings: [LottieWarning] = []

  init(file: String, strict: Bool) {
    self.file = file
    self.strict = strict
  }

  /// Reports a feature once per file: at its first `path` only (expressions, which real
  /// files carry on many properties).
  func warnOnce(_ path: JSONPath, value: String = "", _ message: String) throws {
    guard !warnings.contains(where: { $0.message == message }) else { return }
    try warn(path, value: value, message)
  }

  /// Reports an unsupported feature at `path`.
  func warn(_ path: JSONPath, value: String = "", _ message: String) throws {
    let warning = LottieWarning(path: path, value: value, message: message)
    if strict { throw LottieError.unsupported(file: file, warning) }
    if !warnings.contains(warning) { warnings.append(warning) }
  }
}
