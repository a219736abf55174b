import Foundation

/// Every place the scene schema (`docs/strobe-scene.schema.json`) takes a number, as JSON
/// templates in which `@` stands for the number under test.
///
/// Read from the schema at test time, so a field added to the schema is swept without a
/// change here. A property's templates follow its schema: `number`/`integer` → `@`, an
/// array → its items' templates repeated `minItems` times (`[@, @]` for a point), an object
/// → one template per numeric property with the required siblings at neutral values,
/// `oneOf`/`anyOf` → the union. Strings that carry numbers (SVG path data) get templates of
/// their own.
struct SchemaNumberFields {
  /// One numeric field: the object kind it belongs to (`layer-shape`, `animation-basic`,
  /// `canvas`…), its key, and the templates of its value.
  struct Field: Sendable {
    var host: String
    var key: String
    var templates: [String]
  }

  /// The schema's `$defs`.
  let defs: [String: Any]
  /// The schema's top-level `properties`.
  let top: [String: Any]

  /// SVG path data with numbers in every argument position (`m1e308 1e308 l1e308 1e308`).
  static let pathTemplates = [
    "\"m@ @ l@ @\"", "\"M0 0 C@ @ @ @ @ @ Z\"", "\"M0 0 A@ @ @ 0 1 @ @\"",
    "\"M0 0 H@ V@ Q@ @ 1 1\"",
  ]

  init(schemaURL: URL) throws {
    let data = try Data(contentsOf: schemaURL)
    let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    defs = root["$defs"] as? [String: Any] ?? [:]
    top = root["properties"] as? [String: Any] ?? [:]
  }

  /// The numeric fields of the object kinds Strobe scenes contain, in a fixed order.
  ///
  /// Layer kinds list only the keys the plain `layer` kind does not have (those are swept
  /// once, on `layer-layer`); animation kinds likewise after `animation-basic`. Keys that hold
  /// other objects of the list (`sublayers`, `mask`, `animations`, `changes`, `transitions`)
  /// are not fields of their own.
  func fields() -> [Field] {
    let nested: Set<String> = [
      "type", "name", "key", "keyPath", "sublayers", "mask", "animations", "changes",
      "transitions", "layer", "strobe", "canvas", "layers", "transactions", "export",
    ]
    var out: [Field] = []
    for (key, schema) in top.sorted(by: { $0.key < $1.key }) where !nested.contains(key) {
      let t = templates(schema)
      if !t.isEmpty { out.append(Field(host: "document", key: key, templates: t)) }
    }
    let layerKinds = defs.keys.filter { $0.hasPrefix("layer-") }.sorted()
    let animationKinds = defs.keys.filter { $0.hasPrefix("animation-") }.sorted()
    let base = Set(properties("layer-layer").map(\.key))
    let baseAnimation = Set(properties("animation-basic").map(\.key))
    var hosts: [(String, Set<String>)] = [("canvas", []), ("layer-layer", [])]
    hosts += layerKinds.filter { $0 != "layer-layer" }.map { ($0, base) }
    hosts.append(("animation-basic", []))
    hosts += animationKinds.filter { $0 != "animation-basic" }.map { ($0, baseAnimation) }
    hosts += [
      ("transaction", []), ("transactionChange", []), ("transactionTransition", []),
      ("export", []),
    ]
    for (host, skip) in hosts {
      for (key, schema) in properties(host) where !nested.contains(key) && !skip.contains(key) {
        let t = templates(schema)
        if !t.isEmpty { out.append(Field(host: host, key: key, templates: t)) }
      }
    }
    return out
  }

  /// The properties of the `$defs` entry `name`, sorted by key.
  func properties(_ name: String) -> [(key: String, schema: Any)] {
    let def = defs[name] as? [String: Any] ?? [:]
    let props = def["properties"] as? [String: Any] ?? [:]
    return props.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
  }

  /// The templates of a schema node (at most 8, duplicates removed).
  func templates(_ node: Any, depth: Int = 0) -> [String] {
    guard depth < 16, let node = node as? [String: Any] else { return [] }
    var out: [String] = []
    if let ref = node["$ref"] as? String {
      let name = String(ref.split(separator: "/").last ?? "")
      if name == "path" { out += Self.pathTemplates }
      // An animated value takes the key path's form; the sweep animates `opacity`.
      if name == "value" { return ["@"] }
      out += templates(defs[name] as Any, depth: depth + 1)
    }
    switch node["type"] as? String {
    case "number", "integer":
      out.append("@")
    case "array":
      if let prefix = node["prefixItems"] as? [Any] {
        let items = prefix.map { templates($0, depth: depth + 1).first ?? "1" }
        out.append("[" + items.joined(separator: ", ") + "]")
      } else if let items = node["items"] {
        let n = max(node["minItems"] as? Int ?? 1, 1)
        for t in templates(items, depth: depth + 1).prefix(4) {
          out.append("[" + Array(repeating: t, count: n).joined(separator: ", ") + "]")
        }
      }
    case "object":
      let props = (node["properties"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key })
      let required = Set(node["required"] as? [String] ?? [])
      for (key, schema) in props {
        for t in templates(schema, depth: depth + 1).prefix(2) {
          var members = ["\"\(key)\": \(t)"]
          for (other, otherSchema) in props where other != key && required.contains(other) {
            members.append("\"\(other)\": \(neutral(otherSchema, depth: depth + 1))")
          }
          out.append("{" + members.joined(separator: ", ") + "}")
        }
      }
    default:
      break
    }
    for key in ["oneOf", "anyOf"] {
      for alternative in node[key] as? [Any] ?? [] {
        out += templates(alternative, depth: depth + 1)
      }
    }
    var seen: Set<String> = []
    return Array(out.filter { seen.insert($0).inserted }.prefix(8))
  }

  /// A valid, unremarkable value for a required sibling: its first template with 1 for `@`,
  /// else its `const`, first `enum` member, `false` or `"x"`.
  func neutral(_ node: Any, depth: Int) -> String {
    if let t = templates(node, depth: depth).first {
      return t.replacingOccurrences(of: "@", with: "1")
    }
    let node = node as? [String: Any] ?? [:]
    if let ref = node["$ref"] as? String {
      return neutral(defs[String(ref.split(separator: "/").last ?? "")] as Any, depth: depth + 1)
    }
    if let c = node["const"] as? String { return "\"\(c)\"" }
    if let e = (node["enum"] as? [Any])?.first as? String { return "\"\(e)\"" }
    if node["type"] as? String == "boolean" { return "false" }
    return "\"x\""
  }
}
