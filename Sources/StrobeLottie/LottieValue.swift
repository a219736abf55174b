import StrobeScene

/// A JSON value of a Lottie file together with its path, for located errors.
///
/// The path is a ``JSONPath``, whose steps are shared with the parent value's (one small
/// object per step, no array copies), so reaching a member costs one allocation.
struct LottieValue {
  let json: JSONValue
  /// The path from the document root.
  let path: JSONPath
  /// The name of the file, for messages.
  let file: String

  init(json: JSONValue, path: JSONPath, file: String) {
    self.json = json
    self.path = path
    self.file = file
  }

  var position: SourcePosition { json.position }

  /// The member `key`, if this is an object that has it (a `null` member counts as absent).
  subscript(key: String) -> LottieValue? {
    guard case .object(let object) = json.kind, let value = object[key] else { return nil }
    if case .null = value.kind { return nil }
    return LottieValue(json: value, path: path.appending(key: key), file: file)
  }

  /// Whether this is an object with `key`.
  func has(_ key: String) -> Bool { self[key] != nil }

  func invalid(_ expected: String) -> LottieError {
    .invalid(
      file: file, path: path, position: position, expected: expected, got: json.summary)
  }

  func required(_ key: String) throws -> LottieValue {
    guard case .object = json.kind else { throw invalid("an object") }
    guard let value = self[key] else {
      throw LottieError.missingKey(file: file, path: path, position: position, key: key)
    }
    return value
  }

  func number() throws -> Double {
    switch json.kind {
    case .number(let d): return d
    case .bool(let b): return b ? 1 : 0
    default: throw invalid("a number")
    }
  }

  func bool() throws -> Bool {
    switch json.kind {
    case .bool(let b): return b
    case .number(let d): return d != 0
    default: throw invalid("a boolean")
    }
  }

  func string() throws -> String {
    guard case .string(let s) = json.kind else { throw invalid("a string") }
    return s
  }

  func array() throws -> [LottieValue] {
    guard case .array(let items) = json.kind else { throw invalid("an array") }
    var values: [LottieValue] = []
    values.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() {
      values.append(LottieValue(json: item, path: path.appending(index: offset), file: file))
    }
    return values
  }

  /// A number or an array of numbers, as an array.
  func numbers() throws -> [Double] {
    switch json.kind {
    case .number(let d): return [d]
    case .array(let items):
      var values: [Double] = []
      values.reserveCapacity(items.count)
      for (offset, item) in items.enumerated() {
        if case .number(let d) = item.kind {
          values.append(d)
        } else {
          // Booleans and errors as `number()` reads them (a located value only then).
          values.append(
            try LottieValue(json: item, path: path.appending(index: offset), file: file).number())
        }
      }
      return values
    default: throw invalid("a number or an array of numbers")
    }
  }

  /// A short rendering of the value for warnings (`"rp"`, `2`).
  var summary: String { json.summary }

  func number(_ key: String, default value: Double) throws -> Double {
    try self[key]?.number() ?? value
  }

  func string(_ key: String) throws -> String? { try self[key]?.string() }

  func bool(_ key: String) throws -> Bool { try self[key]?.bool() ?? false }
}
