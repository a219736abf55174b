import Foundation
import Testing

@testable import StrobeScene

/// Long unknown names cost no "did you mean" search and are echoed cut (issue 15): a 1 MB
/// key used to take 33 s and a 16 MB one 2.8 GB, echoed whole in the message.
@Suite struct LongInputMessageTests {
  @Test func longWordsGetNoSuggestion() {
    #expect(EditDistance.suggestion(for: "opacty", among: ["opacity", "bounds"]) == "opacity")
    let long = String(repeating: "opacity", count: 10)
    #expect(EditDistance.suggestion(for: long, among: ["opacity", long + "x"]) == nil)
    // Within the length bound, a candidate whose length differs by more than the allowed
    // distance is never a suggestion (and is not computed).
    #expect(EditDistance.suggestion(for: "abcdefghi", among: ["abcdefghijklm"]) == nil)
    #expect(EditDistance.suggestion(for: "abcdefghi", among: ["abcdefghij"]) == "abcdefghij")
  }

  @Test func quotedInputIsCutWithItsLength() {
    let long = String(repeating: "é", count: 1000)
    let quoted = JSONValue.quote(long)
    #expect(quoted.hasSuffix("…\" (1000 characters)"), "\(quoted.suffix(30))")
    #expect(quoted.count < JSONValue.echoedCharacters + 30)
    #expect(JSONValue.quote("short") == "\"short\"")
    let edge = String(repeating: "a", count: JSONValue.echoedCharacters)
    #expect(JSONValue.quote(edge) == "\"" + edge + "\"")
  }

  /// A 1 MB unknown key: the error comes at once, names the key cut to its first characters
  /// with its length, and stays short.
  @Test func megabyteUnknownKeyIsReportedShort() throws {
    let key = String(repeating: "k", count: 1 << 20)
    let scene = #"{"strobe": 1, "canvas": {"width": 10, "height": 10}, "layers": [{"\#(key)": 1}]}"#
    do {
      _ = try SceneLoader.load(data: Data(scene.utf8), fileName: "k.json")
      Issue.record("an unknown key loaded")
    } catch {
      let message = "\(error)"
      #expect(message.count < 600, "\(message.count) characters")
      #expect(message.contains("(1048576 characters)"), "\(message.prefix(400))")
    }
  }
}
