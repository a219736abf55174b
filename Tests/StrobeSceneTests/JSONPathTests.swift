import Testing

@testable import StrobeScene

/// Paths built step by step (sharing their prefixes) equal, hash and print like paths built
/// from a list of steps.
@Suite struct JSONPathTests {
  @Test func appendedPathsEqualPathsFromComponents() {
    let layers = JSONPath.root.appending(key: "layers")
    let second = layers.appending(index: 2)
    let lineCap = second.appending(key: "lineCap")
    let listed = JSONPath([.key("layers"), .index(2), .key("lineCap")])
    #expect(lineCap == listed)
    #expect(lineCap.hashValue == listed.hashValue)
    #expect(lineCap.components == [.key("layers"), .index(2), .key("lineCap")])
    #expect(lineCap.description == "layers[2].lineCap")
    #expect(Set([lineCap, listed, second]).count == 2)
    // The parent is unchanged by appending.
    #expect(second.components == [.key("layers"), .index(2)])
    #expect(second.appending(key: "x") != lineCap)
  }

  @Test func pathsDifferInAnyStepOrLength() {
    let a = JSONPath([.key("a"), .index(0)])
    #expect(a != JSONPath([.key("a"), .index(1)]))
    #expect(a != JSONPath([.key("b"), .index(0)]))
    #expect(a != JSONPath([.key("a")]))
    #expect(a != JSONPath([.index(9), .key("a"), .index(0)]))
    #expect(a != JSONPath.root)
    #expect(JSONPath() == JSONPath.root)
    #expect(JSONPath.root.isRoot && !a.isRoot)
    #expect(JSONPath.root.components.isEmpty)
    #expect(JSONPath.root.description == "")
  }

  @Test func settingComponentsReplacesTheSteps() {
    var path = JSONPath.root.appending(key: "a")
    path.components.append(.index(3))
    path.components.append(.key("not plain"))
    #expect(path == JSONPath([.key("a"), .index(3), .key("not plain")]))
    #expect(path.description == "a[3][\"not plain\"]")
    path.components = []
    #expect(path.isRoot)
  }
}
