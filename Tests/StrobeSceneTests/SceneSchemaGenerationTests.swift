import Foundation
import StrobeCore
import Testing

@testable import StrobeScene

/// The JSON Schema's layer objects are derived from the property tables.
///
/// docs/strobe-scene.schema.json's `$defs/layer-<type>` are ``SceneSchema``'s: the committed
/// file holds exactly the derived definitions. `make schema` (`STROBE_WRITE_GENERATED=1`)
/// writes them into it; the rest of the file is kept as it is.
@Suite struct SceneSchemaGenerationTests {
  static let url = SceneSchemaTests.repository.appendingPathComponent(
    "docs/strobe-scene.schema.json")

  /// `value` as the schema file is printed: 2-space indentation, one member or item per
  /// line, `": "` between key and value, non-ASCII kept (Python's `json.dumps(indent=2,
  /// ensure_ascii=False)`, the tool the file was first written with).
  static func text(_ value: SceneWriterJSON, indent: String = "") -> String {
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let n): return SceneWriterJSON.format(n)
    case .string(let s): return quote(s)
    case .path(let p): return quote(ScenePathText.text(p))
    case .array(let items):
      if items.isEmpty { return "[]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + text($0, indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let inner = indent + "  "
      return "{\n"
        + members.map { inner + quote($0.key) + ": " + text($0.value, indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  /// A JSON string literal as Python writes it (controls as `\uXXXX` in lower case).
  static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A parsed value as a writer value (member order kept).
  static func writerValue(_ value: JSONValue) -> SceneWriterJSON {
    switch value.kind {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .number(let n): return .number(n)
    case .string(let s): return .string(s)
    case .path(let p): return .path(p)
    case .array(let items): return .array(items.map(writerValue))
    case .object(let object): return .object(object.members.map { ($0.key, writerValue($0.value)) })
    }
  }

  /// The committed schema with its layer definitions replaced by the derived ones.
  static func regenerated(from committed: String) throws -> String {
    let root = writerValue(try JSONParser().parse(Data(committed.utf8)))
    guard case .object(var members) = root,
      let defsIndex = members.firstIndex(where: { $0.key == "$defs" }),
      case .object(var defs) = members[defsIndex].value
    else {
      Issue.record("the schema has no $defs object")
      return committed
    }
    for type in SceneLayerType.allCases {
      let name = "layer-" + type.rawValue
      let definition = SceneSchema.layerDefinition(type)
      if let i = defs.firstIndex(where: { $0.key == name }) {
        defs[i].value = definition
      } else {
        defs.append((name, definition))
      }
    }
    members[defsIndex].value = .object(defs)
    return text(.object(members)) + "\n"
  }

  @Test func theCommittedSchemaHoldsTheDerivedLayerDefinitions() throws {
    let committed = try String(contentsOf: Self.url, encoding: .utf8)
    let derived = try Self.regenerated(from: committed)
    if ProcessInfo.processInfo.environment["STROBE_WRITE_GENERATED"] == "1" {
      try Data(derived.utf8).write(to: Self.url)
    }
    #expect(
      committed == derived,
      "docs/strobe-scene.schema.json's layer objects are out of date: run make schema")
  }

  @Test func thePrinterReproducesTheFileAsItIs() throws {
    // Parsing and printing the committed file unchanged gives its bytes back, so the check
    // above compares only the layer definitions.
    let committed = try String(contentsOf: Self.url, encoding: .utf8)
    let root = Self.writerValue(try JSONParser().parse(Data(committed.utf8)))
    #expect(Self.text(root) + "\n" == committed)
  }

  @Test func eachLayerDefinitionListsTheTypesRowsWithTheirKinds() throws {
    for type in SceneLayerType.allCases {
      guard case .object(let members) = SceneSchema.layerDefinition(type),
        case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value
      else {
        Issue.record("layer-\(type.rawValue) has no properties")
        continue
      }
      #expect(properties.map(\.key) == type.allowedKeys, "\(type)")
      for row in type.sceneRows {
        let scene = try #require(row.scene)
        let schema = try #require(properties.first { $0.key == scene.key }?.value)
        let printed = Self.text(schema)
        switch scene.kind {
        case .choice(let names):
          for name in names { #expect(printed.contains(Self.quote(name)), "\(scene.key)") }
        case .timeRemap: #expect(printed.contains("keyTimes"))
        case .textAnimators: #expect(printed.contains("#/$defs/textAnimator"))
        default: #expect(printed.contains("\"$ref\": \"#/$defs/"), "\(scene.key)")
        }
        if let note = scene.schemaNote { #expect(printed.contains(Self.quote(note))) }
      }
    }
  }
}
