import Foundation
import StrobeGeometry

/// An ordered JSON value and its pretty printer: what ``SceneWriter`` builds and emits.
///
/// Objects keep their members in the order given, so output is deterministic. Text is
/// pretty-printed with 2-space indentation: objects put one member per line; arrays whose
/// items are all scalars (numbers, strings, booleans, null) stay on one line (`[0, 0, 10, 20]`),
/// other arrays put one item per line; empty arrays and objects print as `[]` and `{}`.
/// Numbers print in shortest round-trip form (see ``format(_:)``).
public indirect enum SceneWriterJSON: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number; must be finite when printed.
  case number(Double)
  /// A string, escaped when printed.
  case string(String)
  /// An array.
  case array([SceneWriterJSON])
  /// An object, members in this order (keys should be distinct).
  case object([(key: String, value: SceneWriterJSON)])
  /// SVG path data given as its elements: printed as a string of ``ScenePathText`` (compact
  /// path data), decoded as these elements without printing or parsing text
  /// (docs/scene-format.md §Values).
  case path(PathData)

  /// A `Float` as the `Double` its own shortest description names, so a `Float` 0.2 prints
  /// as `0.2` (not `0.20000000298023224`).
  ///
  /// Non-finite values are kept as they are (and rejected when printed).
  public static func float(_ value: Float) -> SceneWriterJSON {
    .number(Double("\(value)") ?? Double(value))
  }

  /// A number, or `null` when `value` is nil.
  public static func optional(_ value: Double?) -> SceneWriterJSON {
    value.map { .number($0) } ?? .null
  }

  /// An array of numbers.
  public static func numbers(_ values: [Double]) -> SceneWriterJSON {
    .array(values.map { .number($0) })
  }

  /// A number in shortest round-trip form: Swift's `description` of the `Double`, except
  /// that integral values below 10¹⁵ in magnitude print without `.0` (`1`, `-3`) and −0
  /// prints as `0`.
  ///
  /// Exponents keep Swift's spelling (`1e-07`, `1e+20`), which is valid JSON.
  /// - Precondition: `value` is finite (JSON has no NaN or infinity).
  public static func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.rounded() == value && abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
  /// (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other controls as `\u00XX`); everything
  /// else as is (UTF-8 when encoded).
  public static func quote(_ text: String) -> String {
    // Most strings need no escape: copy them whole.
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }) {
      return "\"" + text + "\""
    }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The pretty-printed text, ending with a newline.
  ///
  /// - Throws: ``SceneWriterError/nonFiniteNumber(path:value:)`` for a NaN or infinite
  ///   number, with its JSON path (`layers[0].opacity`).
  public func text() throws -> String {
    var out = ""
    try write(into: &out, indent: "")
    return out + "\n"
  }

  /// ``text()`` as UTF-8 bytes.
  public func data() throws -> Data {
    Data(try text().utf8)
  }

  /// True for numbers, strings, booleans and null.
  var isScalar: Bool {
    switch self {
    case .array, .object: return false
    default: return true
    }
  }

  /// Appends this value; `indent` is the current line's indentation.
  ///
  /// A non-finite number throws with its path below this value; each container adds its
  /// own step on the way out, so no path is spelled unless one is needed.
  func write(into out: inout String, indent: String) throws {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n):
      guard n.isFinite else { throw SceneWriterError.nonFiniteNumber(path: "", value: n) }
      out += Self.format(n)
    case .string(let s): out += Self.quote(s)
    case .path(let p): out += "\"" + ScenePathText.text(p) + "\""
    case .array(let items):
      if items.isEmpty {
        out += "[]"
      } else if items.allSatisfy(\.isScalar) {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          try Self.located("[\(i)]") { try item.write(into: &out, indent: indent) }
        }
        out += "]"
      } else {
        let inner = indent + "  "
        out += "[\n"
        for (i, item) in items.enumerated() {
          out += inner
          try Self.located("[\(i)]") { try item.write(into: &out, indent: inner) }
          out += i == items.count - 1 ? "\n" : ",\n"
        }
        out += indent + "]"
      }
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      let inner = indent + "  "
      out += "{\n"
      for (i, member) in members.enumerated() {
        out += inner + Self.quote(member.key) + ": "
        try Self.located(member.key) { try member.value.write(into: &out, indent: inner) }
        out += i == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  /// Runs `body`; a non-finite number error from it gets `step` (`key` or `[i]`, built
  /// only then) in front of its path.
  @inline(__always)
  static func located<T>(_ step: @autoclosure () -> String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch SceneWriterError.nonFiniteNumber(let path, let value) {
      throw SceneWriterError.nonFiniteNumber(path: join(step(), path), value: value)
    }
  }

  /// `head` followed by the path `tail` below it (`a` + `b` → `a.b`, `a` + `[0]` → `a[0]`).
  static func join(_ head: String, _ tail: String) -> String {
    if tail.isEmpty || tail.hasPrefix("[") { return head + tail }
    return head + "." + tail
  }
}
