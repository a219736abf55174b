import StrobeGeometry

/// A JSON value together with the place where it starts in its source text.
///
/// Unlike `JSONSerialization`, booleans and numbers stay distinct, object keys keep their
/// order, and every value (and every object key) knows its line and column.
public struct JSONValue: Sendable, Hashable {
  /// The value itself.
  public enum Kind: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string (escapes resolved).
    case string(String)
    /// An array, in source order.
    case array([JSONValue])
    /// An object, members in source order (keys are unique).
    case object(JSONObject)
    /// SVG path data given as its elements by a tree built in code
    /// (``SceneWriterJSON/path(_:)``), never by parsing: a string whose text is
    /// ``ScenePathText/text(_:)``, decoded where a path is expected without that text.
    indirect case path(PathData)
  }

  /// The value.
  public var kind: Kind
  /// Where the value's first character is.
  public var position: SourcePosition

  /// A value at a position.
  public init(_ kind: Kind, at position: SourcePosition) {
    self.kind = kind
    self.position = position
  }

  /// A short description of the value for error messages.
  ///
  /// Scalars are shown as written in JSON (`"rond"`, `3`, `true`, `null`); containers as
  /// `an array` / `an object`. Long strings are shortened with `…`.
  public var summary: String {
    switch kind {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let d): return JSONValue.format(d)
    case .string(let s):
      let short = s.count > 40 ? String(s.prefix(40)) + "…" : s
      return JSONValue.quote(short)
    case .array: return "an array"
    case .object: return "an object"
    case .path(let p): return JSONValue(.string(ScenePathText.text(p)), at: position).summary
    }
  }

  /// The name of the value's JSON type with an article (`a number`, `an array`…).
  public var typeName: String {
    switch kind {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string, .path: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// Formats a number for messages: integers without a fraction, others in shortest form.
  public static func format(_ d: Double) -> String {
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
  }

  /// The most characters of an input string a message echoes (``quote(_:)``).
  public static let echoedCharacters = 200

  /// Quotes a string for a message as a JSON string literal (escaping quotes, backslashes and
  /// controls, as the scene writer does: ``SceneWriterJSON/quote(_:)``).
  ///
  /// A string longer than ``echoedCharacters`` characters is cut there, with an ellipsis and
  /// its length: `"aaaa…" (1048576 characters)`, so that a 16 MB key never makes a 16 MB
  /// message.
  public static func quote(_ s: String) -> String {
    guard s.utf8.count > echoedCharacters else { return SceneWriterJSON.quote(s) }
    let count = s.count
    guard count > echoedCharacters else { return SceneWriterJSON.quote(s) }
    return SceneWriterJSON.quote(String(s.prefix(echoedCharacters)) + "…")
      + " (\(count) characters)"
  }

}
