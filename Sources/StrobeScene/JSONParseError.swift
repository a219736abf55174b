/// Why a text is not valid JSON (RFC 8259), with the place of the problem.
public enum JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The input ended while `expected` was still needed.
  case unexpectedEnd(SourcePosition, expected: String)
  /// A character that cannot start or continue what was expected.
  case unexpectedCharacter(SourcePosition, found: String, expected: String)
  /// A comma directly before `]` or `}`.
  case trailingComma(SourcePosition, closing: String)
  /// `//` or `/*` comments, which JSON does not allow.
  case comment(SourcePosition)
  /// A malformed number (leading zero, missing digits, `NaN`, `Infinity`…).
  case invalidNumber(SourcePosition, text: String, reason: String)
  /// A number too large to represent as a finite `Double`.
  case numberOutOfRange(SourcePosition, text: String)
  /// A backslash escape that JSON does not define, or a malformed `\u` escape.
  case invalidEscape(SourcePosition, text: String)
  /// A `\uD800`–`\uDFFF` escape that is not half of a valid surrogate pair.
  case loneSurrogate(SourcePosition, text: String)
  /// A raw control character (U+0000–U+001F) inside a string.
  case controlCharacterInString(SourcePosition, value: UInt32)
  /// Bytes that are not valid UTF-8.
  case invalidUTF8(SourcePosition)
  /// An object key that appears twice.
  case duplicateKey(SourcePosition, key: String, first: SourcePosition)
  /// Arrays and objects nested deeper than the limit.
  case tooDeep(SourcePosition, limit: Int)
  /// Something other than whitespace after the top-level value.
  case trailingContent(SourcePosition)

  /// Where the problem is.
  public var position: SourcePosition {
    switch self {
    case .unexpectedEnd(let p, _), .unexpectedCharacter(let p, _, _), .trailingComma(let p, _),
      .comment(let p), .invalidNumber(let p, _, _), .numberOutOfRange(let p, _),
      .invalidEscape(let p, _), .loneSurrogate(let p, _), .controlCharacterInString(let p, _),
      .invalidUTF8(let p), .duplicateKey(let p, _, _), .tooDeep(let p, _), .trailingContent(let p):
      return p
    }
  }

  /// The message without the position.
  public var message: String {
    switch self {
    case .unexpectedEnd(_, let expected):
      return "unexpected end of input; expected \(expected)"
    case .unexpectedCharacter(_, let found, let expected):
      return "unexpected \(found); expected \(expected)"
    case .trailingComma(_, let closing):
      return "trailing comma before '\(closing)' (JSON does not allow it)"
    case .comment:
      return "comments are not allowed in JSON"
    case .invalidNumber(_, let text, let reason):
      return "invalid number \(text): \(reason)"
    case .numberOutOfRange(_, let text):
      return "number \(text) is out of range"
    case .invalidEscape(_, let text):
      return "invalid escape \(text) in string"
    case .loneSurrogate(_, let text):
      return "lone surrogate \(text) in string (needs a \\uD800-\\uDBFF, \\uDC00-\\uDFFF pair)"
    case .controlCharacterInString(_, let value):
      let hex = String(value, radix: 16, uppercase: true)
      return "control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) "
        + "in string (escape it)"
    case .invalidUTF8:
      return "invalid UTF-8"
    case .duplicateKey(let p, let key, let first):
      return "duplicate key \(JSONValue.quote(key)) (first at \(first), again at \(p))"
    case .tooDeep(_, let limit):
      return "arrays and objects nested deeper than \(limit) levels"
    case .trailingContent:
      return "unexpected content after the JSON value"
    }
  }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }
}
