import Foundation
import StrobeGeometry

/// A strict RFC 8259 JSON parser that records source positions.
///
/// Rejects trailing commas, comments, `NaN`/`Infinity`, leading zeros, unknown escapes,
/// lone surrogates, raw control characters in strings, invalid UTF-8, duplicate object
/// keys and trailing content. Nesting is limited (``maximumDepth``) and parsing is
/// iterative, so deep input gives an error, never a stack overflow. A leading UTF-8 byte
/// order mark is skipped.
public struct JSONParser: Sendable {
  /// The default nesting limit for arrays and objects.
  public static let defaultMaximumDepth = 512

  /// The deepest nesting of arrays and objects accepted.
  public var maximumDepth: Int

  /// An object key whose string values are read as SVG path data while they are scanned.
  ///
  /// A plain string (no escapes, ASCII) that parses becomes ``JSONValue/Kind/path(_:)``, read
  /// straight from the input bytes (docs/performance.md §Path data read in place); any other
  /// string stays a string, so whoever decodes it reports what is wrong with it. Nil (the
  /// default): every string stays a string.
  package var pathDataKey: String?

  /// A parser with a nesting limit.
  public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
    self.maximumDepth = maximumDepth
  }

  /// A parser for scene files: the default nesting limit, and path data under
  /// ``SceneSpec/pathDataKey`` read in place.
  package static var scene: JSONParser {
    var parser = JSONParser()
    parser.pathDataKey = SceneSpec.pathDataKey
    return parser
  }

  /// Parses one JSON text.
  ///
  /// - Throws: ``JSONParseError`` with the line and column of the first problem.
  public func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    // The bytes are read in place: the tree copies out every string it keeps.
    try data.withUnsafeBytes { raw in
      parse(raw.assumingMemoryBound(to: UInt8.self))
    }.get()
  }

  /// Parses one JSON text given as a string.
  public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    var text = text
    return try text.withUTF8 { parse($0) }.get()
  }

  /// Parses the bytes of one JSON text (valid for the call).
  private func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
    var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth)
    scanner.pathDataKey = pathDataKey
    do throws(JSONParseError) {
      return .success(try scanner.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}

/// The byte-level state of one parse.
///
/// It reads its caller's buffer in place; every read is checked against `bytes.count` first.
private struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  /// ``JSONParser/pathDataKey``.
  var pathDataKey: String?
  var index = 0
  var line = 1
  var lineStart = 0
  // Column cache: the column of `cacheOffset` on the current line.
  var cacheOffset = 0
  var cacheColumn = 1
  // Whether the current line has a non-ASCII byte before `index` (only strings can have one);
  // while it has none, a column is the byte distance from the line start.
  var lineHasNonASCII = false

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
      cacheOffset = 3
    }
  }

  /// One open container on the explicit stack, mutated in place as its values arrive.
  struct Frame {
    /// Whether the container is an object (else an array).
    let isObject: Bool
    /// Where the opening bracket is.
    let start: SourcePosition
    /// The values so far (arrays).
    var items: [JSONValue] = []
    /// The members so far (objects).
    var members: [JSONObject.Member] = []
    /// The key whose value is being parsed (objects).
    var key = ""
    /// Where `key` is.
    var keyPosition: SourcePosition
    /// The members' key positions by key, once the object is too large for linear scans.
    var seen: [String: SourcePosition]?

    /// An array (`key` is `nil`) or an object whose first key is `key`, with room for
    /// `capacity` values.
    init(start: SourcePosition, key: (String, SourcePosition)? = nil, capacity: Int) {
      self.start = start
      if let (key, keyPosition) = key {
        isObject = true
        self.key = key
        self.keyPosition = keyPosition
        members.reserveCapacity(capacity)
      } else {
        isObject = false
        keyPosition = start
        items.reserveCapacity(capacity)
      }
    }
  }

  /// The size of the last array (even entries) and object (odd entries) closed at each
  /// depth: a container usually has as many values as its previous sibling (the layers of a
  /// scene, the keyframes of an animation), so it starts with room for that many, and its
  /// array is not grown while it fills.
  var siblingSizes: [Int] = []

  /// The room a new container at `depth` starts with: its previous sibling's size, at least
  /// 4 and at most 64.
  func capacity(depth: Int, object: Bool) -> Int {
    let slot = 2 * depth + (object ? 1 : 0)
    return slot < siblingSizes.count ? min(max(siblingSizes[slot], 4), 64) : 4
  }

  /// Notes the size of a container closed at `depth`.
  mutating func noteSize(_ count: Int, depth: Int, object: Bool) {
    let slot = 2 * depth + (object ? 1 : 0)
    while siblingSizes.count <= slot { siblingSizes.append(0) }
    siblingSizes[slot] = count
  }

  /// Objects with at most this many members look for duplicate keys by a linear scan; larger
  /// ones through a dictionary.
  static let linearKeyLimit = 16

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The position of byte offset `offset` (on the current line, at or after the cache).
  mutating func position(at offset: Int) -> SourcePosition {
    if !lineHasNonASCII {
      return SourcePosition(line: line, column: offset - lineStart + 1, offset: offset)
    }
    if cacheOffset < lineStart || cacheOffset > offset {
      cacheOffset = lineStart
      cacheColumn = 1
    }
    var column = cacheColumn
    var i = cacheOffset
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    cacheOffset = offset
    cacheColumn = column
    return SourcePosition(line: line, column: column, offset: offset)
  }

  mutating func here() -> SourcePosition { position(at: index) }

  /// Skips whitespace; rejects comments.
  ///
  /// Inline for the common cases (nothing to skip, or one space before a token); anything else
  /// goes through ``skipWhitespaceRun()``.
  @inline(__always)
  mutating func skipWhitespace() throws(JSONParseError) {
    var i = index
    if i < bytes.count, bytes[i] == 0x20 { i += 1 }
    if i < bytes.count, bytes[i] > 0x20, bytes[i] != UInt8(ascii: "/") {
      index = i
      return
    }
    try skipWhitespaceRun()
  }

  /// Skips any whitespace (counting lines); throws at the start of a comment.
  mutating func skipWhitespaceRun() throws(JSONParseError) {
    while let b = peek {
      switch b {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
        lineHasNonASCII = false
      case UInt8(ascii: "/"):
        if index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
        {
          throw .comment(here())
        }
        return
      default:
        return
      }
    }
  }

  /// A readable name for the byte at the current index (whole scalar when non-ASCII).
  mutating func describeCurrent() -> String {
    guard let b = peek else { return "end of input" }
    if b < 0x20 || b == 0x7F {
      return "control character 0x" + String(b, radix: 16, uppercase: true)
    }
    if b < 0x80 { return "'" + String(UnicodeScalar(b)) + "'" }
    var end = index + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80, end - index < 4 { end += 1 }
    if let s = String(validating: bytes[index..<end], as: UTF8.self) { return "'" + s + "'" }
    return "byte 0x" + String(b, radix: 16, uppercase: true)
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    try skipWhitespace()
    let value = try parseValueTree()
    try skipWhitespace()
    if index < bytes.count { throw .trailingContent(here()) }
    return value
  }

  mutating func parseValueTree() throws(JSONParseError) -> JSONValue {
    var stack: [Frame] = []
    while true {
      // Expecting a value.
      try skipWhitespace()
      let start = here()
      guard let b = peek else { throw .unexpectedEnd(start, expected: "a value") }
      var value: JSONValue
      switch b {
      case UInt8(ascii: "["):
        index += 1
        try skipWhitespace()
        if peek == UInt8(ascii: "]") {
          index += 1
          value = JSONValue(.array([]), at: start)
        } else {
          if stack.count >= maximumDepth { throw .tooDeep(start, limit: maximumDepth) }
          stack.append(
            Frame(start: start, capacity: capacity(depth: stack.count, object: false)))
          continue
        }
      case UInt8(ascii: "{"):
        index += 1
        try skipWhitespace()
        if peek == UInt8(ascii: "}") {
          index += 1
          value = JSONValue(.object(JSONObject()), at: start)
        } else {
          if stack.count >= maximumDepth { throw .tooDeep(start, limit: maximumDepth) }
          let key = try parseKey()
          stack.append(
            Frame(start: start, key: key, capacity: capacity(depth: stack.count, object: true)))
          continue
        }
      default:
        let top = stack.count - 1
        if b == UInt8(ascii: "\""), let key = pathDataKey, top >= 0, stack[top].isObject,
          stack[top].key == key, let path = parsePathData(start: start)
        {
          value = path
        } else {
          value = try parseScalar(start: start)
        }
      }
      // Attach the finished value to its container; close containers as they end.
      while true {
        let top = stack.count - 1
        guard top >= 0 else { return value }
        try skipWhitespace()
        if !stack[top].isObject {
          stack[top].items.append(value)
          switch peek {
          case UInt8(ascii: ","):
            let comma = here()
            index += 1
            try skipWhitespace()
            if peek == UInt8(ascii: "]") { throw .trailingComma(comma, closing: "]") }
          case UInt8(ascii: "]"):
            index += 1
            let frame = stack.removeLast()
            noteSize(frame.items.count, depth: stack.count, object: false)
            value = JSONValue(.array(frame.items), at: frame.start)
            continue
          case nil:
            throw .unexpectedEnd(here(), expected: "',' or ']'")
          default:
            throw .unexpectedCharacter(here(), found: describeCurrent(), expected: "',' or ']'")
          }
        } else {
          stack[top].members.append(
            JSONObject.Member(
              key: stack[top].key, keyPosition: stack[top].keyPosition, value: value))
          switch peek {
          case UInt8(ascii: ","):
            let comma = here()
            index += 1
            try skipWhitespace()
            if peek == UInt8(ascii: "}") { throw .trailingComma(comma, closing: "}") }
            let (next, nextPosition) = try parseKey()
            if let first = Self.record(next, at: nextPosition, in: &stack[top]) {
              throw .duplicateKey(nextPosition, key: next, first: first)
            }
            stack[top].key = next
            stack[top].keyPosition = nextPosition
          case UInt8(ascii: "}"):
            index += 1
            let frame = stack.removeLast()
            noteSize(frame.members.count, depth: stack.count, object: true)
            value = JSONValue(.object(JSONObject(members: frame.members)), at: frame.start)
            continue
          case nil:
            throw .unexpectedEnd(here(), expected: "',' or '}'")
          default:
            throw .unexpectedCharacter(here(), found: describeCurrent(), expected: "',' or '}'")
          }
        }
        break
      }
    }
  }

  /// The index of the closing quote of the string whose opening quote is at the index, when
  /// the string is plain (no escape, control or non-ASCII byte before it); nil otherwise.
  ///
  /// Such a string is its bytes as they are: ``parseString()`` makes the same text of it.
  func plainStringEnd() -> Int? {
    let end = Self.endOfPlainRun(bytes, from: index + 1)
    guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
    return end
  }

  /// The string at the index read as SVG path data, or nil.
  ///
  /// Only a plain string (``plainStringEnd()``) whose text parses is read; the index is then
  /// after its closing quote. Otherwise the index is unchanged.
  mutating func parsePathData(start: SourcePosition) -> JSONValue? {
    guard let end = plainStringEnd(),
      let path = try? PathData(svgPathBytes: UnsafeBufferPointer(rebasing: bytes[index + 1..<end]))
    else { return nil }
    index = end + 1
    return JSONValue(.path(path), at: start)
  }

  /// The position of an earlier member named `key` in the object `frame`, or `nil` after
  /// noting `key` at `position` (when the object keeps a dictionary of its keys).
  static func record(
    _ key: String, at position: SourcePosition, in frame: inout Frame
  ) -> SourcePosition? {
    if frame.seen == nil {
      let members = frame.members
      if members.count <= linearKeyLimit {
        for k in members.indices where members[k].key == key { return members[k].keyPosition }
        return nil
      }
      var seen: [String: SourcePosition] = [:]
      seen.reserveCapacity(members.count * 2)
      for member in members { seen[member.key] = member.keyPosition }
      frame.seen = seen
    }
    if let first = frame.seen?[key] { return first }
    frame.seen?[key] = position
    return nil
  }

  /// Parses `"key" :` (whitespace already skipped before the key).
  mutating func parseKey() throws(JSONParseError) -> (String, SourcePosition) {
    let keyPosition = here()
    guard let b = peek else { throw .unexpectedEnd(keyPosition, expected: "an object key") }
    guard b == UInt8(ascii: "\"") else {
      throw .unexpectedCharacter(keyPosition, found: describeCurrent(), expected: "a string key")
    }
    let key: String
    if let plain = plainKey() { key = plain } else { key = try parseString() }
    try skipWhitespace()
    guard let colon = peek else { throw .unexpectedEnd(here(), expected: "':'") }
    guard colon == UInt8(ascii: ":") else {
      throw .unexpectedCharacter(here(), found: describeCurrent(), expected: "':'")
    }
    index += 1
    return (key, keyPosition)
  }

  /// Keys read recently, by their bytes (up to sixteen, as two words) and length: objects of
  /// one kind repeat their keys, and a key found here is not made again (docs/performance.md
  /// §Copies).
  var recentKeys = [(first: UInt64, second: UInt64, length: Int, key: String)](
    repeating: (0, 0, -1, ""), count: 64)

  /// The key string at the index (its opening quote) when it is plain (``plainStringEnd()``),
  /// or nil with the index unchanged.
  ///
  /// A key of at most sixteen bytes, with sixteen bytes to read from its start, is taken from
  /// ``recentKeys`` or noted there. The index is then after the closing quote.
  mutating func plainKey() -> String? {
    guard let end = plainStringEnd() else { return nil }
    let start = index + 1
    let length = end - start
    index = end + 1
    guard length <= 16, start <= bytes.count - 16 else {
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
    let base = UnsafeRawPointer(bytes.baseAddress! + start)
    var first = base.loadUnaligned(as: UInt64.self)
    var second = base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
    // Only the key's own bytes count (little-endian: the first byte is the lowest).
    if length < 8 {
      first &= (1 << UInt64(8 * length)) &- 1
      second = 0
    } else if length < 16 {
      second &= (1 << UInt64(8 * (length - 8))) &- 1
    }
    let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ second ^ UInt64(length)
    let slot = Int(truncatingIfNeeded: mixed >> 58)
    let known = recentKeys[slot]
    if known.length == length, known.first == first, known.second == second { return known.key }
    let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    recentKeys[slot] = (first, second, length, key)
    return key
  }

  mutating func parseScalar(start: SourcePosition) throws(JSONParseError) -> JSONValue {
    let b = bytes[index]
    switch b {
    case UInt8(ascii: "\""):
      return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true", start: start)
      return JSONValue(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false", start: start)
      return JSONValue(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null", start: start)
      return JSONValue(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber(start: start)), at: start)
    case UInt8(ascii: "N"), UInt8(ascii: "I"), UInt8(ascii: "+"), UInt8(ascii: "."):
      let word = wordAtIndex()
      throw .invalidNumber(start, text: word, reason: "JSON numbers are finite decimals")
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      throw .unexpectedCharacter(start, found: "'" + wordAtIndex() + "'", expected: "a value")
    default:
      throw .unexpectedCharacter(start, found: describeCurrent(), expected: "a value")
    }
  }

  /// The run of letters, digits, signs and dots at the index (for messages).
  func wordAtIndex() -> String {
    var end = index
    while end < bytes.count, end - index < 32 {
      let c = bytes[end]
      let isWordByte =
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
        || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
      if !isWordByte { break }
      end += 1
    }
    return String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
  }

  mutating func expectLiteral(_ literal: String, start: SourcePosition) throws(JSONParseError) {
    let utf8 = Array(literal.utf8)
    if index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 {
      let after = index + utf8.count
      let next = after < bytes.count ? bytes[after] : 0x20
      let isLetter = (next >= 0x41 && next <= 0x5A) || (next >= 0x61 && next <= 0x7A)
      if !isLetter {
        index = after
        return
      }
    }
    throw .unexpectedCharacter(start, found: "'" + wordAtIndex() + "'", expected: "a value")
  }

  /// Parses a number, accumulating its digits while scanning (``DecimalDigits``); the value
  /// comes from ``DecimalToDouble`` when exact there, else from `Double(String)` (same bits).
  mutating func parseNumber(start: SourcePosition) throws(JSONParseError) -> Double {
    let begin = index
    func isDigit(_ c: UInt8?) -> Bool {
      guard let c else { return false }
      return c >= 0x30 && c <= 0x39
    }
    var digits = DecimalDigits()
    let negative = peek == UInt8(ascii: "-")
    if negative { index += 1 }
    if let plain = DecimalDigits.plainDecimal(bytes, at: index),
      let value = DecimalToDouble.value(
        significand: plain.significand, exponent: plain.exponent, negative: negative)
    {
      index = plain.end
      return value
    }
    guard isDigit(peek) else {
      if peek == UInt8(ascii: "I") || peek == UInt8(ascii: "N") {
        index = begin
        throw .invalidNumber(start, text: wordAtIndex(), reason: "JSON numbers are finite decimals")
      }
      throw .invalidNumber(
        start, text: String(decoding: bytes[begin..<index], as: UTF8.self),
        reason: "expected a digit after '-'")
    }
    if peek == UInt8(ascii: "0") {
      index += 1
      if isDigit(peek) {
        index = begin
        throw .invalidNumber(start, text: wordAtIndex(), reason: "leading zeros are not allowed")
      }
    } else {
      index = digits.scanInteger(bytes, from: index)
    }
    if peek == UInt8(ascii: ".") {
      index += 1
      guard isDigit(peek) else {
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        throw .invalidNumber(start, text: text, reason: "expected a digit after '.'")
      }
      index = digits.scanFraction(bytes, from: index)
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      var exponentNegative = false
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") {
        exponentNegative = peek == UInt8(ascii: "-")
        index += 1
      }
      guard isDigit(peek) else {
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        throw .invalidNumber(start, text: text, reason: "expected a digit in the exponent")
      }
      index = digits.scanExponent(bytes, from: index, negative: exponentNegative)
    }
    if let value = digits.value(negative: negative) { return value }
    let text = String(decoding: bytes[begin..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw .numberOutOfRange(start, text: text)
    }
    return value
  }

  /// Parses a string starting at the opening quote; leaves the index after the closing one.
  mutating func parseString() throws(JSONParseError) -> String {
    index += 1  // opening quote
    var out: [UInt8] = []
    var runStart = index
    while true {
      index = Self.endOfPlainRun(bytes, from: index)
      guard let b = peek else {
        throw .unexpectedEnd(here(), expected: "'\"' to close the string")
      }
      if b == UInt8(ascii: "\"") {
        // Every escape adds at least one byte: an empty `out` means none.
        if out.isEmpty {
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
          index += 1
          return text
        }
        out.append(contentsOf: bytes[runStart..<index])
        index += 1
        break
      }
      if b < 0x20 {
        throw .controlCharacterInString(here(), value: UInt32(b))
      }
      if b == UInt8(ascii: "\\") {
        out.append(contentsOf: bytes[runStart..<index])
        try parseEscape(into: &out)
        runStart = index
        continue
      }
      if b >= 0x80 {
        lineHasNonASCII = true
        // Validate one UTF-8 sequence.
        let length: Int
        switch b {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: throw .invalidUTF8(here())
        }
        guard index + length <= bytes.count,
          String(validating: bytes[index..<index + length], as: UTF8.self) != nil
        else { throw .invalidUTF8(here()) }
        index += length
        continue
      }
      index += 1
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The index of the first byte at or after `start` that needs a look in a string: a quote,
  /// a backslash, a control character or a non-ASCII byte (or `bytes.count`).
  ///
  /// Eight bytes at a time: a word has such a byte when one of its bytes has the high bit
  /// set, is below 0x20, or equals 0x22 or 0x5C (the usual "has a zero byte" test on
  /// `word ^ pattern`); the byte loop then finds which.
  static func endOfPlainRun(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    let count = buffer.count
    var i = start
    let low: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    while i + 8 <= count {
      let word = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
      let quote = word ^ (0x22 * low)
      let backslash = word ^ (0x5C * low)
      let special =
        (word | ((quote &- low) & ~quote) | ((backslash &- low) & ~backslash)
          | (word &- 0x20 * low)) & high
      // `word − 0x20…` sets a byte's high bit for a byte below 0x20 (or borrows into
      // the next from one); the high bits of `word` itself mark non-ASCII bytes. A false
      // alarm only stops the fast scan early.
      if special != 0 { break }
      i += 8
    }
    while i < count {
      let b = buffer[i]
      if b == 0x22 || b == 0x5C || b < 0x20 || b >= 0x80 { break }
      i += 1
    }
    return i
  }

  mutating func parseEscape(into out: inout [UInt8]) throws(JSONParseError) {
    let escapeStart = here()
    index += 1  // backslash
    guard let c = peek else { throw .unexpectedEnd(here(), expected: "an escape character") }
    index += 1
    switch c {
    case UInt8(ascii: "\""): out.append(0x22)
    case UInt8(ascii: "\\"): out.append(0x5C)
    case UInt8(ascii: "/"): out.append(0x2F)
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "u"):
      let first = try parseHex4(escapeStart: escapeStart)
      var scalarValue = first
      if (0xD800...0xDBFF).contains(first) {
        // Needs a following low surrogate.
        let lowStart = index
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          let lowPosition = here()
          index += 2
          let second = try parseHex4(escapeStart: lowPosition)
          guard (0xDC00...0xDFFF).contains(second) else {
            throw .loneSurrogate(escapeStart, text: "\\u" + hex4(first))
          }
          scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
          index = lowStart
          throw .loneSurrogate(escapeStart, text: "\\u" + hex4(first))
        }
      } else if (0xDC00...0xDFFF).contains(first) {
        throw .loneSurrogate(escapeStart, text: "\\u" + hex4(first))
      }
      // Valid by construction (surrogates excluded above).
      let scalar = Unicode.Scalar(scalarValue)!
      out.append(contentsOf: Array(String(Character(scalar)).utf8))
    default:
      index -= 1
      let shown = describeCurrent().trimmingCharacters(in: CharacterSet(charactersIn: "'"))
      throw .invalidEscape(escapeStart, text: "\\" + shown)
    }
  }

  func hex4(_ v: UInt32) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
  }

  mutating func parseHex4(escapeStart: SourcePosition) throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    let digitsStart = index
    for _ in 0..<4 {
      guard let c = peek else {
        throw .unexpectedEnd(here(), expected: "four hex digits after \\u")
      }
      let digit: UInt32
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - 0x30)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - 0x61 + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - 0x41 + 10)
      default:
        let text = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        throw .invalidEscape(escapeStart, text: "\\u" + text)
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }
}
