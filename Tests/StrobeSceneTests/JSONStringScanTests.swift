import Foundation
import StrobeScene
import Testing

/// Strings are scanned eight bytes at a time until a byte that needs a look (a quote, a
/// backslash, a control character, a non-ASCII byte); each such byte must be found wherever
/// it falls in a word.
@Suite struct JSONStringScanTests {
  /// `"` + `before` plain bytes + `special` + 11 plain bytes + `"`, parsed.
  static func parse(_ before: Int, _ special: String) throws(JSONParseError) -> JSONValue {
    let plain = String(repeating: "a", count: before)
    return try JSONParser().parse("\"" + plain + special + "bcdefghijkl\"")
  }

  static func string(_ value: JSONValue) -> String? {
    if case .string(let s) = value.kind { return s }
    return nil
  }

  @Test(arguments: 0..<17)
  func specialBytesAreFoundAtEveryOffset(before: Int) throws {
    let plain = String(repeating: "a", count: before)
    // An escape, a two- and a four-byte UTF-8 character, an escaped quote.
    for (written, meant) in [("\\n", "\n"), ("é", "é"), ("𝄞", "𝄞"), ("\\\"", "\"")] {
      let value = try Self.parse(before, written)
      #expect(Self.string(value) == plain + meant + "bcdefghijkl", "\(before) \(written)")
    }
    // A raw control character is refused where it is.
    do {
      _ = try Self.parse(before, "\u{01}")
      Issue.record("a raw control character at \(before) was accepted")
    } catch {
      guard case .controlCharacterInString(let position, let value) = error else {
        Issue.record("expected controlCharacterInString, got \(error)")
        return
      }
      #expect(value == 1)
      #expect(position.column == before + 2)
    }
    // A string that ends where a word would (no special byte before the quote).
    let short = try JSONParser().parse("\"" + plain + "\"")
    #expect(Self.string(short) == plain)
  }
}
