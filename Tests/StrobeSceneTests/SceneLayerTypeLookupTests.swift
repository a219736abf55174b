import Testing

@testable import StrobeScene

@Suite struct SceneLayerTypeLookupTests {
  @Test func cachedKeysAndKindsMatchThePropertyLists() {
    for type in SceneLayerType.allCases {
      let listed = type.properties
      #expect(type.allowedKeys == SceneLayerType.structuralKeys + listed.map(\.0))
      for (key, _) in listed {
        // The first listing of a key wins, as a linear search would find it.
        #expect(type.kind(of: key) == listed.first { $0.0 == key }?.1)
        #expect(type.kind(of: key) != nil, "\(type.rawValue).\(key)")
      }
      #expect(type.kind(of: "noSuchKey") == nil)
    }
  }

  @Test func shapeLayerKnowsPathAndPlainLayerDoesNot() {
    #expect(SceneLayerType.shape.kind(of: "path") != nil)
    #expect(SceneLayerType.layer.kind(of: "path") == nil)
    #expect(SceneLayerType.layer.kind(of: "opacity") == .number)
    #expect(SceneLayerType.rawValues.contains("shape"))
  }
}
