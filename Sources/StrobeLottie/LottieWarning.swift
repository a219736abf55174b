import StrobeScene

/// A Lottie feature the importer did not render (or rendered only in part), with where it is.
///
/// Printed as `layers[3].shapes[1].ty "rp": repeater shapes are not supported`. Under
/// `strict` import the first warning is thrown as ``LottieError/unsupported(file:_:)``.
public struct LottieWarning: Sendable, Hashable, CustomStringConvertible {
  /// The JSON path of the value carrying the feature (often its `ty` key).
  public var path: JSONPath
  /// The value as written, shortened (`"rp"`, `2`…); empty when not useful.
  public var value: String
  /// What is not supported, and what the importer did instead.
  public var message: String

  /// A warning at `path`.
  public init(path: JSONPath, value: String = "", message: String) {
    self.path = path
    self.value = value
    self.message = message
  }

  /// `path value: message`.
  public var description: String {
    let where_ = value.isEmpty ? "\(path)" : "\(path) \(value)"
    return "\(where_): \(message)"
  }
}
