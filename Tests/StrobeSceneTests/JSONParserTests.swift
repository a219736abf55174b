import Foundation
import SeededRandom
import Testing

@testable import StrobeScene

@Suite struct JSONParserTests {
  func parse(_ text: String) throws -> JSONValue {
    try JSONParser().parse(text)
  }

  /// The error for `text`, which must fail.
  func failure(_ text: String, depth: Int = 512) -> JSONParseError? {
    do {
      _ = try JSONParser(maximumDepth: depth).parse(text)
      return nil
    } catch {
      return error
    }
  }

  @Test func parsesScalarsWithDistinctBooleansAndNumbers() throws {
    let v = try parse(#"[true, 1, false, 0, null, "x"]"#)
    guard case .array(let items) = v.kind else {
      Issue.record("not an array")
      return
    }
    #expect(
      items.map(\.kind) == [.bool(true), .number(1), .bool(false), .number(0), .null, .string("x")])
  }

  @Test func keepsKeyOrderAndPositions() throws {
    let v = try parse("{\n  \"b\": 1,\n  \"a\": [2, 3]\n}")
    guard case .object(let o) = v.kind else {
      Issue.record("not an object")
      return
    }
    #expect(o.keys == ["b", "a"])
    #expect(o.members[1].keyPosition.line == 3)
    #expect(o.members[1].keyPosition.column == 3)
    // `[2, 3]` starts at line 3, column 8; the 3 at column 12.
    let a = try #require(o["a"])
    #expect(a.position.line == 3 && a.position.column == 8)
    guard case .array(let items) = a.kind else {
      Issue.record("expected an array, got \(a.kind)")
      return
    }
    #expect(items[1].position.column == 12)
  }

  @Test func columnsCountUnicodeScalarsNotBytes() throws {
    // "é" is 2 bytes, "😀" 4 bytes; each counts as one column.
    let v = try parse(#"["é😀", 5]"#)
    guard case .array(let items) = v.kind else {
      Issue.record("expected an array, got \(v.kind)")
      return
    }
    #expect(items[1].position.column == 8)
    #expect(items[0].kind == .string("é😀"))
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let v = try parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\uD83D\uDE00""#)
    #expect(v.kind == .string("a\"b\\c/d\u{8}\u{C}\n\r\té😀"))
  }

  @Test func parsesNumbersWithExponents() throws {
    let v = try parse("[1e3, -2.5E-2, 0.125, -0, 1E+2, 12345678901234567890]")
    guard case .array(let items) = v.kind else {
      Issue.record("expected an array, got \(v.kind)")
      return
    }
    #expect(
      items.map(\.kind) == [
        .number(1000), .number(-0.025), .number(0.125), .number(-0.0), .number(100),
        .number(12_345_678_901_234_567_890),
      ])
  }

  /// The bits of the numbers of a JSON array, in order.
  func numberBits(_ text: String) throws -> [UInt64] {
    let v = try parse(text)
    guard case .array(let items) = v.kind else { return [] }
    return items.map { item in
      if case .number(let n) = item.kind { return n.bitPattern }
      return 0xDEAD
    }
  }

  @Test func numbersAreBitIdenticalToDoubleParsing() throws {
    let texts = [
      "0", "-0", "-0.0", "0e-400", "-0E+5", "1", "-1", "0.1", "0.000123", "9007199254740993",
      "4503599627370496.5", "45035996273704965e-1", "9007199254740995.0",
      "1.0000000000000002220446049250313080847263336181640625",
      "1.00000000000000011102230246251565404236316680908203125",
      "1.00000000000000011102230246251565404236316680908203126", "18446744073709551615",
      "18446744073709551616", "1e-19", "1e19", "1e22", "1e23", "1e-23", "1e55", "1e56",
      "2.2250738585072014e-308", "4.9e-324", "1.7976931348623157e308", "9999999999999999999",
      "99999999999999999999", "12345678901234567890e-30", "280.05228299312455",
      "-0.00000000000000000000000000012345678901234567", "1e-1000000", "0e99999999999",
      "123.456e-1000002", "100000000000000000000000000000000000000000000e-40",
    ]
    let bits = try numberBits("[" + texts.joined(separator: ",") + "]")
    #expect(bits == texts.map { Double($0)!.bitPattern })
  }

  /// 20,000 seeded random JSON numbers of 1–25 digits, with and without fractions and
  /// exponents (−40…40), both signs.
  @Test func randomNumbersAreBitIdenticalToDoubleParsing() throws {
    var random = SeededGenerator(seed: 0x2545_F491_4F6C_DD1D)
    func next() -> UInt64 { random.next() }
    var texts: [String] = []
    for _ in 0..<20_000 {
      let integerDigits = Int(next() % 20) + 1
      var text = next() % 2 == 0 ? "-" : ""
      if next() % 4 == 0 {
        text += "0"
      } else {
        text += String(next() % 9 + 1)
        for _ in 1..<integerDigits { text += String(next() % 10) }
      }
      if next() % 2 == 0 {
        text += "."
        for _ in 0..<Int(next() % 20) + 1 { text += String(next() % 10) }
      }
      if next() % 3 == 0 { text += (next() % 2 == 0 ? "e" : "E") + String(Int(next() % 81) - 40) }
      texts.append(text)
    }
    let bits = try numberBits("[" + texts.joined(separator: ",") + "]")
    let expected = texts.map { Double($0)!.bitPattern }
    #expect(bits.count == expected.count)
    for (k, text) in texts.enumerated() where bits[k] != expected[k] {
      Issue.record("\(text): \(bits[k]) vs \(expected[k])")
    }
  }

  @Test func skipsByteOrderMark() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data("{\"a\": 1}".utf8)
    let v = try JSONParser().parse(data)
    #expect(v.position.column == 1)
  }

  @Test(arguments: [
    // (input, line, column, message)
    ("[1, 2,]", 1, 6, "trailing comma before ']' (JSON does not allow it)"),
    ("{\"a\": 1,\n }", 1, 8, "trailing comma before '}' (JSON does not allow it)"),
    ("[1] // c", 1, 5, "comments are not allowed in JSON"),
    ("/* c */ 1", 1, 1, "comments are not allowed in JSON"),
    ("[1, // c\n2]", 1, 5, "comments are not allowed in JSON"),
    ("{\"a\": /* c */ 1}", 1, 7, "comments are not allowed in JSON"),
    ("[1 /2]", 1, 4, "unexpected '/'; expected ',' or ']'"),
    // Columns count scalars after non-ASCII strings, and restart on the next line.
    ("[\"é😀\", x]", 1, 8, "unexpected 'x'; expected a value"),
    ("[\"é\",\n \"😀\", x]", 2, 7, "unexpected 'x'; expected a value"),
    ("[\"é\",\n 1, é]", 2, 5, "unexpected 'é'; expected a value"),
    ("[NaN]", 1, 2, "invalid number NaN: JSON numbers are finite decimals"),
    ("[-Infinity]", 1, 2, "invalid number -Infinity: JSON numbers are finite decimals"),
    ("[012]", 1, 2, "invalid number 012: leading zeros are not allowed"),
    ("[1.]", 1, 2, "invalid number 1.: expected a digit after '.'"),
    ("[.5]", 1, 2, "invalid number .5: JSON numbers are finite decimals"),
    ("[1e]", 1, 2, "invalid number 1e: expected a digit in the exponent"),
    ("[+1]", 1, 2, "invalid number +1: JSON numbers are finite decimals"),
    ("[1e999]", 1, 2, "number 1e999 is out of range"),
    ("\n  \"a\\x\"", 2, 5, "invalid escape \\x in string"),
    ("\"\\u12G4\"", 1, 2, "invalid escape \\u12 in string"),
    (
      "\"\\uD800\"", 1, 2,
      "lone surrogate \\uD800 in string (needs a \\uD800-\\uDBFF, \\uDC00-\\uDFFF pair)"
    ),
    (
      "\"\\uDC00\"", 1, 2,
      "lone surrogate \\uDC00 in string (needs a \\uD800-\\uDBFF, \\uDC00-\\uDFFF pair)"
    ),
    ("\"a\tb\"", 1, 3, "control character U+0009 in string (escape it)"),
    ("{\"k\": 1,\n \"k\": 2}", 2, 2, "duplicate key \"k\" (first at 1:2, again at 2:2)"),
    ("[1 2]", 1, 4, "unexpected '2'; expected ',' or ']'"),
    ("{\"a\" 1}", 1, 6, "unexpected '1'; expected ':'"),
    ("{a: 1}", 1, 2, "unexpected 'a'; expected a string key"),
    ("[1", 1, 3, "unexpected end of input; expected ',' or ']'"),
    ("", 1, 1, "unexpected end of input; expected a value"),
    ("\"abc", 1, 5, "unexpected end of input; expected '\"' to close the string"),
    ("[tru]", 1, 2, "unexpected 'tru'; expected a value"),
    ("[True]", 1, 2, "unexpected 'True'; expected a value"),
    ("1 2", 1, 3, "unexpected content after the JSON value"),
    ("[1]]", 1, 4, "unexpected content after the JSON value"),
    ("[,]", 1, 2, "unexpected ','; expected a value"),
  ])
  func rejectsMalformedInput(input: String, line: Int, column: Int, message: String) {
    let error = failure(input)
    #expect(error?.position.line == line, "\(input)")
    #expect(error?.position.column == column, "\(input)")
    #expect(error?.message == message, "\(input)")
  }

  /// Small objects scan their members for duplicates, large ones use a dictionary: both report
  /// the first repeated key, with its first and second positions.
  @Test(arguments: [1, 2, 15, 16, 17, 18, 40])
  func reportsDuplicateKeysInObjectsOfAnySize(members: Int) {
    // {"k0":0,"k1":1,…,"k<n-1>":n-1,"k<j>":7,"k0":8} with j = n / 2: "k<j>" repeats first.
    let j = members / 2
    var text = "{"
    for k in 0..<members { text += "\"k\(k)\":\(k)," }
    text += "\"k\(j)\":7,\"k0\":8}"
    // Each member "k<k>":<k>, is 7 bytes (one-digit k) or 9 bytes (two digits).
    func column(ofMember k: Int) -> Int {
      2 + (0..<k).reduce(0) { $0 + ($1 < 10 ? 7 : 9) }
    }
    let error = failure(text)
    let expected = JSONParseError.duplicateKey(
      SourcePosition(
        line: 1, column: column(ofMember: members), offset: column(ofMember: members) - 1),
      key: "k\(j)",
      first: SourcePosition(line: 1, column: column(ofMember: j), offset: column(ofMember: j) - 1))
    #expect(error == expected, "\(text)")
    // Without the repeats the object parses, keys in order.
    var valid = "{"
    for k in 0..<members { valid += (k == 0 ? "" : ",") + "\"k\(k)\":\(k)" }
    let value = try? parse(valid + "}")
    guard case .object(let object)? = value?.kind else {
      Issue.record("\(valid)} did not parse to an object")
      return
    }
    #expect(object.keys == (0..<members).map { "k\($0)" })
  }

  @Test func rejectsInvalidUTF8() {
    let data = Data("[\"a".utf8) + Data([0xC3, 0x28]) + Data("\"]".utf8)
    #expect(throws: JSONParseError.invalidUTF8(SourcePosition(line: 1, column: 4, offset: 3))) {
      try JSONParser().parse(data)
    }
  }

  @Test func limitsDepthWithoutCrashing() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let error = failure(deep)
    #expect(error?.message == "arrays and objects nested deeper than 512 levels")
    // The 513th bracket (column 513) is the one that goes too deep.
    #expect(error?.position.column == 513)
    // Exactly at the limit is fine.
    let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(failure(ok) == nil)
    #expect(failure(String(repeating: "{\"a\":", count: 3) + "1}}}", depth: 2) != nil)
  }

  @Test func errorDescriptionIsLineColonColumn() {
    #expect(
      failure("[1,]")?.description == "1:3: trailing comma before ']' (JSON does not allow it)")
  }
}
