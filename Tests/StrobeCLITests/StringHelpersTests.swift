import StrobeScene
import Testing

@testable import StrobeCLI

@Suite struct StringHelpersTests {
  @Test func wrapsAtSpacesLikeASP() {
    // A word that would end exactly at the edge moves down unless it ends the text.
    #expect("aaa bbb ccc".wrapped(to: 8) == "aaa bbb\nccc")
    #expect("aaa bbb ccc".wrapped(to: 7) == "aaa\nbbb ccc")
    #expect("abcdefghij xy".wrapped(to: 5) == "abcdefghij\nxy")
    #expect("aa bb".wrapped(to: 6, wrappingIndent: 2) == "  aa\n  bb")
    #expect("a\n\nb".wrapped(to: 10) == "a\n\nb")
    #expect(
      "short".wrapped(to: 80, wrappingIndent: 26) == String(repeating: " ", count: 26) + "short")
  }

  @Test func optionsShareTheSceneLoadersEditDistance() {
    #expect(EditDistance.distance("kitten", "sitting") == 3)
    // A swap of neighbours is one edit (Levenshtein would count 2).
    #expect(EditDistance.distance("--fromat", "--format") == 1)
    #expect(EditDistance.distance("", "abc") == 3)
    #expect(EditDistance.distance("same", "same") == 0)
  }
}
