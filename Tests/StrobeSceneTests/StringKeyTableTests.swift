import Testing

@testable import StrobeScene

/// `StringKeyTable` answers as a dictionary built from the same pairs would (the first value
/// of a repeated key), and the layer types' entries agree with their property lists.
@Suite struct StringKeyTableTests {
  @Test func answersAsADictionaryOfTheFirstValues() {
    // Keys that share prefixes, lengths and bytes, a long (heap) key and a non-ASCII one.
    let keys = [
      "a", "b", "ab", "ba", "path", "paths", "fillColor", "strokeColor", "lineWidth", "",
      "an extraordinarily long key that is not a small string", "opacité", "z", "zz", "zzz",
    ]
    var pairs = keys.enumerated().map { ($0.element, $0.offset) }
    pairs.append(("path", 99))  // repeated: the first value stays
    let table = StringKeyTable(pairs)
    for (offset, key) in keys.enumerated() {
      #expect(table[key] == offset, "\(key)")
      #expect(table.contains(key))
    }
    for missing in ["c", "pat", "pathz", "Path", "fillcolor", "opacite", " ", "zzzz"] {
      #expect(table[missing] == nil, "\(missing)")
      #expect(!table.contains(missing))
    }
  }

  @Test func aFullTableOfManyKeysFindsEveryOne() {
    let keys = (0..<500).map { "key\($0)" }
    let table = StringKeyTable(keys.map { ($0, $0.count) })
    for key in keys { #expect(table[key] == key.count) }
    #expect(table["key500"] == nil)
    #expect(StringKeyTable<Int>([])["anything"] == nil)
  }

  @Test func layerEntriesMatchTheirPropertiesAndRows() {
    for type in SceneLayerType.allCases {
      let lookup = type.keyLookup
      for key in SceneLayerType.structuralKeys {
        #expect(lookup.entries.contains(key))
        // No key is both structural and a property.
        #expect(!type.properties.contains { $0.0 == key }, "\(type.rawValue).\(key)")
      }
      for (key, kind) in type.properties {
        let entry = lookup.entries[key] ?? nil
        #expect(entry?.kind == type.properties.first { $0.0 == key }?.1, "\(key)")
        #expect(entry?.row?.scene?.key == key, "\(type.rawValue).\(key)")
        _ = kind
      }
      #expect(!lookup.entries.contains("noSuchKey"))
    }
  }
}
