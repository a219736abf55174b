import Foundation

/// One JSON value of a scene file, with its file name and JSON path, for located decoding.
///
/// Typed readers (`number()`, `string()`, `oneOf(_:)`, `fields(allowed:)`…) throw
/// ``SceneError`` values that point at this value: a wrong type gives
/// `scene.json:3:14: canvas.width: expected a number; got "wide"`.
/// All throwing members of the scene decoding layer throw ``SceneError`` only.
public struct SceneCursor: Sendable {
  /// The file name used in messages.
  public let file: String
  /// The path from the document root.
  public let path: JSONPath
  /// The value.
  public let value: JSONValue
  /// A cursor on `value` at `path` in `file`.
  public init(file: String, path: JSONPath = .root, value: JSONValue) {
    self.file = file
    self.path = path
    self.value = value
  }

  /// A cursor on `value` at `path` in the same file, with the same checks.
  func child(path: JSONPath, value: JSONValue) -> SceneCursor {
    SceneCursor(file: file, path: path, value: value)
  }

  /// The location of the value.
  public var location: SceneLocation {
    SceneLocation(file: file, path: path, position: value.position)
  }

  /// An ``SceneError/invalidValue(_:expected:got:)`` error for this value.
  public func mismatch(_ expected: String) -> SceneError {
    .invalidValue(location, expected: expected, got: value.summary)
  }

  /// An ``SceneError/invalid(_:message:)`` error at this value.
  public func error(_ message: String) -> SceneError {
    .invalid(location, message: message)
  }

  /// True when the value is `null`.
  public var isNull: Bool {
    if case .null = value.kind { return true }
    return false
  }

  /// The value as a finite number.
  public func number() throws -> Double {
    guard case .number(let d) = value.kind else { throw mismatch("a number") }
    return d
  }

  /// The value as a number that satisfies `range`, described in messages as `expected`.
  public func number(in range: ClosedRange<Double>, _ expected: String) throws -> Double {
    let d = try number()
    guard range.contains(d) else { throw mismatch(expected) }
    return d
  }

  /// The value as a number greater than zero.
  public func positiveNumber() throws -> Double {
    let d = try number()
    guard d > 0 else { throw mismatch("a number greater than 0") }
    return d
  }

  /// The value as a number greater than or equal to zero.
  public func nonNegativeNumber() throws -> Double {
    let d = try number()
    guard d >= 0 else { throw mismatch("a number ≥ 0") }
    return d
  }

  /// The value as a whole number (no fractional part) that fits in `Int`.
  public func integer() throws -> Int {
    guard case .number(let d) = value.kind, d == d.rounded(), abs(d) < 9e15 else {
      throw mismatch("a whole number")
    }
    return Int(d)
  }

  /// The value as a boolean.
  public func bool() throws -> Bool {
    guard case .bool(let b) = value.kind else { throw mismatch("true or false") }
    return b
  }

  /// The value as a string.
  public func string() throws -> String {
    guard case .string(let s) = value.kind else { throw mismatch("a string") }
    return s
  }

  /// The value as one of `options` (exact, case-sensitive).
  ///
  /// Error: `expected one of butt, round, square; got "rond"`.
  public func oneOf(_ options: [String]) throws -> String {
    guard case .string(let s) = value.kind, options.contains(s) else {
      throw mismatch("one of " + options.joined(separator: ", "))
    }
    return s
  }

  /// The elements of an array value, as cursors with indexed paths.
  public func array() throws -> [SceneCursor] {
    guard case .array(let items) = value.kind else { throw mismatch("an array") }
    return items.enumerated().map {
      child(path: path.appending(index: $0.offset), value: $0.element)
    }
  }

  /// An array of exactly `count` numbers, described in messages as `expected`.
  public func numbers(count: Int, _ expected: String) throws -> [Double] {
    guard case .array(let items) = value.kind, items.count == count else {
      throw mismatch(expected)
    }
    if let numbers = Self.plainNumbers(items) { return numbers }
    return try array().map { try $0.number() }
  }

  /// An array of numbers of any length.
  public func numberList() throws -> [Double] {
    if case .array(let items) = value.kind, let numbers = Self.plainNumbers(items) {
      return numbers
    }
    return try array().map { try $0.number() }
  }

  /// The items as numbers when every one is a number in `range`, read without a cursor (and
  /// its JSON path) per item; nil otherwise, and the caller takes the cursor route, whose
  /// error names the first bad item.
  static func plainNumbers(
    _ items: [JSONValue], in range: ClosedRange<Double> = -.infinity...(.infinity)
  ) -> [Double]? {
    var numbers: [Double] = []
    numbers.reserveCapacity(items.count)
    for item in items {
      guard case .number(let d) = item.kind, range.contains(d) else { return nil }
      numbers.append(d)
    }
    return numbers
  }

  /// The members of an object value, checking every key against `allowed`.
  ///
  /// An unknown key throws ``SceneError/unknownKey(_:key:suggestion:note:)`` located at the
  /// key, with the closest allowed key as suggestion; `note` may add an explanation for a
  /// key (for instance that it belongs to another layer type).
  public func fields(
    allowed: [String], note: (String) -> String? = { _ in nil }
  ) throws -> SceneFields {
    let allowedSet = Set(allowed)
    return try fields(allowed: allowed, contains: allowedSet.contains, note: note)
  }

  /// ``fields(allowed:note:)`` with a membership test for the allowed keys (a table built
  /// once by callers that check many objects against the same keys).
  func fields(
    allowed: [String], contains isAllowed: (String) -> Bool,
    note: (String) -> String? = { _ in nil }
  ) throws -> SceneFields {
    guard case .object(let object) = value.kind else { throw mismatch("an object") }
    // By index: the members are read in place, not copied (docs/performance.md §Copies).
    for index in object.members.indices where !isAllowed(object.members[index].key) {
      let member = object.members[index]
      let location = SceneLocation(
        file: file, path: path.appending(key: member.key), position: member.keyPosition)
      throw SceneError.unknownKey(
        location, key: member.key,
        suggestion: EditDistance.suggestion(for: member.key, among: allowed),
        note: note(member.key))
    }
    return SceneFields(cursor: self, object: object)
  }
}
