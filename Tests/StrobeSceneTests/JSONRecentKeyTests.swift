import Foundation
import Testing

@testable import StrobeScene

/// Object keys read again from the parser's recent keys are the keys written: keys that
/// share their first eight or sixteen bytes, differ only in length, are empty, escaped,
/// non-ASCII or too long to be kept.
@Suite struct JSONRecentKeyTests {
  static let keys = [
    "", "a", "ab", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop",
    "abcdefghijklmnopq", "abcdefghijklmnoq", "bbcdefghijklmnop", "fillColor", "strokeColor",
    "lineWidth", "é", "aé", "x\u{0}y",
  ]

  /// The keys of every object of `text`, in order.
  static func keys(_ text: String) throws -> [[String]] {
    guard case .array(let items) = try JSONParser().parse(text).kind else { return [] }
    return items.map { item in
      guard case .object(let object) = item.kind else { return [] }
      return object.keys
    }
  }

  @Test func repeatedKeysAreTheKeysWritten() throws {
    // Each object has every key once (in a rotated order), several times over, so most keys
    // come from the recent keys; JSON escapes the control character.
    var objects: [String] = []
    for turn in 0..<6 {
      let rotated = Array(Self.keys[turn...] + Self.keys[..<turn])
      let members = rotated.enumerated().map { offset, key in
        let quoted = key.replacingOccurrences(of: "\u{0}", with: "\\u0000")
        return "\"\(quoted)\": \(offset)"
      }
      objects.append("{" + members.joined(separator: ", ") + "}")
    }
    let parsed = try Self.keys("[" + objects.joined(separator: ",\n") + "]")
    #expect(parsed.count == 6)
    for (turn, keys) in parsed.enumerated() {
      #expect(keys == Array(Self.keys[turn...] + Self.keys[..<turn]), "object \(turn)")
    }
  }

  @Test func anEscapedKeyEqualsItsPlainSpellingAndDuplicatesAreFound() throws {
    // "a\u0062" is "ab": after a plain "ab" in the same object it is a duplicate.
    let plainThenEscaped = #"[{"ab": 1}, {"ab": 1, "a\u0062": 2}]"#
    do {
      _ = try JSONParser().parse(plainThenEscaped)
      Issue.record("the escaped duplicate key was accepted")
    } catch {
      guard case .duplicateKey(_, let key, _) = error else {
        Issue.record("expected duplicateKey, got \(error)")
        return
      }
      #expect(key == "ab")
    }
    #expect(try Self.keys(#"[{"a\u0062": 1}, {"ab": 2}]"#) == [["ab"], ["ab"]])
  }

  @Test func keysAtTheEndOfTheInputAreRead() throws {
    // Fewer than sixteen bytes after the key's quote: read the usual way.
    #expect(try Self.keys(#"[{"k":1},{"k":2}]"#) == [["k"], ["k"]])
    #expect(try Self.keys(#"[{"abcdefghi":0}]"#) == [["abcdefghi"]])
  }
}
