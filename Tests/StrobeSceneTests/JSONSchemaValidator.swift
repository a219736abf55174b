import Foundation

@testable import StrobeScene

/// A small JSON Schema (draft 2020-12) validator for the subset the scene schema uses.
///
/// Keywords: `type`, `properties`, `additionalProperties`, `required`, `enum`, `const`,
/// `items`, `prefixItems`, `minItems`, `maxItems`, `minimum`, `maximum`, `exclusiveMinimum`,
/// `exclusiveMaximum`, `pattern`, `oneOf`, `anyOf`, `allOf`, `not`, `$ref` (local
/// `#/…` pointers only). Annotations (`$schema`, `$defs`, `title`, `description`) are
/// ignored. Any other keyword is reported as an error, so a schema cannot silently use
/// a keyword this validator does not check.
struct JSONSchemaValidator {
  /// One validation failure: where in the instance, and why.
  struct Failure: CustomStringConvertible {
    /// The instance location, as a JSON pointer.
    var pointer: String
    /// The reason.
    var message: String

    var description: String { "\(pointer.isEmpty ? "/" : pointer): \(message)" }
  }

  /// The whole schema document (the root for `$ref` pointers).
  let root: JSONValue

  static let annotations: Set<String> = ["$schema", "$defs", "$id", "title", "description"]
  static let keywords: Set<String> = [
    "type", "properties", "additionalProperties", "required", "enum", "const", "items",
    "prefixItems", "minItems", "maxItems", "minimum", "maximum", "exclusiveMinimum",
    "exclusiveMaximum", "pattern", "oneOf", "anyOf", "allOf", "not", "$ref",
  ]

  /// The failures of `instance` against the root schema (empty: valid).
  func validate(_ instance: JSONValue) -> [Failure] {
    validate(instance, against: root, at: "")
  }

  /// The failures of `instance` against `schema`.
  func validate(_ instance: JSONValue, against schema: JSONValue, at pointer: String) -> [Failure] {
    switch schema.kind {
    case .bool(let b):
      return b ? [] : [Failure(pointer: pointer, message: "no value is allowed here")]
    case .object(let s):
      var failures: [Failure] = []
      func fail(_ message: String) { failures.append(Failure(pointer: pointer, message: message)) }
      for key in s.keys where !Self.keywords.contains(key) && !Self.annotations.contains(key) {
        fail("schema keyword \"\(key)\" is not supported by this validator")
      }
      if let r = s["$ref"] {
        guard case .string(let ref) = r.kind, let target = resolve(ref) else {
          fail("unresolvable $ref \(r.summary)")
          return failures
        }
        failures += validate(instance, against: target, at: pointer)
      }
      if let t = s["type"] {
        let names: [String]
        switch t.kind {
        case .string(let n): names = [n]
        case .array(let items):
          names = items.compactMap { if case .string(let n) = $0.kind { n } else { nil } }
        default: names = []
        }
        if !names.contains(where: { Self.has(type: $0, instance) }) {
          fail("expected \(names.joined(separator: " or ")), got \(instance.typeName)")
        }
      }
      if let e = s["enum"], case .array(let options) = e.kind,
        !options.contains(where: { Self.equal($0, instance) })
      {
        fail("\(instance.summary) is not one of the allowed values")
      }
      if let c = s["const"], !Self.equal(c, instance) {
        fail("expected \(c.summary), got \(instance.summary)")
      }
      if case .number(let d) = instance.kind {
        if let m = Self.number(s["minimum"]), d < m { fail("\(d) < minimum \(m)") }
        if let m = Self.number(s["maximum"]), d > m { fail("\(d) > maximum \(m)") }
        if let m = Self.number(s["exclusiveMinimum"]), d <= m { fail("\(d) ≤ \(m)") }
        if let m = Self.number(s["exclusiveMaximum"]), d >= m { fail("\(d) ≥ \(m)") }
      }
      if case .string(let str) = instance.kind, let p = s["pattern"],
        case .string(let pattern) = p.kind
      {
        if str.range(of: pattern, options: .regularExpression) == nil {
          fail("\(instance.summary) does not match \(pattern)")
        }
      }
      if case .array(let items) = instance.kind {
        if let m = Self.number(s["minItems"]), Double(items.count) < m {
          fail("\(items.count) items, fewer than \(Int(m))")
        }
        if let m = Self.number(s["maxItems"]), Double(items.count) > m {
          fail("\(items.count) items, more than \(Int(m))")
        }
        var prefix = 0
        if let p = s["prefixItems"], case .array(let schemas) = p.kind {
          prefix = schemas.count
          for (i, item) in items.prefix(prefix).enumerated() {
            failures += validate(item, against: schemas[i], at: pointer + "/\(i)")
          }
        }
        if let itemSchema = s["items"] {
          for (i, item) in items.enumerated().dropFirst(prefix) {
            failures += validate(item, against: itemSchema, at: pointer + "/\(i)")
          }
        }
      }
      if case .object(let object) = instance.kind {
        var known: Set<String> = []
        if let p = s["properties"], case .object(let props) = p.kind {
          for member in props.members {
            known.insert(member.key)
            if let value = object[member.key] {
              failures += validate(value, against: member.value, at: pointer + "/" + member.key)
            }
          }
        }
        if let r = s["required"], case .array(let names) = r.kind {
          for case .string(let name) in names.map(\.kind) where object[name] == nil {
            fail("missing required key \"\(name)\"")
          }
        }
        if let extra = s["additionalProperties"] {
          for member in object.members where !known.contains(member.key) {
            if case .bool(false) = extra.kind {
              fail("unknown key \"\(member.key)\"")
            } else {
              failures += validate(member.value, against: extra, at: pointer + "/" + member.key)
            }
          }
        }
      }
      if let a = s["allOf"], case .array(let schemas) = a.kind {
        for sub in schemas { failures += validate(instance, against: sub, at: pointer) }
      }
      if let a = s["anyOf"], case .array(let schemas) = a.kind {
        let results = schemas.map { validate(instance, against: $0, at: pointer) }
        if !results.contains(where: \.isEmpty) {
          fail("matches none of anyOf (\(Self.closest(results)))")
        }
      }
      if let o = s["oneOf"], case .array(let schemas) = o.kind {
        let results = schemas.map { validate(instance, against: $0, at: pointer) }
        let matches = results.filter(\.isEmpty).count
        if matches == 0 {
          fail("matches none of oneOf (\(Self.closest(results)))")
        } else if matches > 1 {
          fail("matches \(matches) schemas of oneOf")
        }
      }
      if let n = s["not"], validate(instance, against: n, at: pointer).isEmpty {
        fail("matches a schema it must not match")
      }
      return failures
    default:
      return [Failure(pointer: pointer, message: "a schema must be an object or a boolean")]
    }
  }

  /// The schema at a local reference `#/a/b`.
  func resolve(_ ref: String) -> JSONValue? {
    guard ref.hasPrefix("#") else { return nil }
    var node = root
    for token in ref.dropFirst().split(separator: "/") {
      let key = token.replacingOccurrences(of: "~1", with: "/")
        .replacingOccurrences(of: "~0", with: "~")
      guard case .object(let o) = node.kind, let next = o[key] else { return nil }
      node = next
    }
    return node
  }

  /// The failures of the branch that came closest, for messages.
  static func closest(_ results: [[Failure]]) -> String {
    guard let best = results.min(by: { $0.count < $1.count }), let first = best.first else {
      return ""
    }
    return "closest: " + first.description
  }

  static func number(_ value: JSONValue?) -> Double? {
    if case .number(let d)? = value?.kind { return d }
    return nil
  }

  static func has(type name: String, _ value: JSONValue) -> Bool {
    switch (name, value.kind) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
      ("array", .array), ("object", .object):
      return true
    case ("integer", .number(let d)): return d == d.rounded()
    default: return false
    }
  }

  /// JSON equality (numbers by value, objects regardless of member order).
  static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a.kind, b.kind) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
    case (.object(let x), .object(let y)):
      return x.members.count == y.members.count
        && x.members.allSatisfy { m in y[m.key].map { equal(m.value, $0) } ?? false }
    default: return false
    }
  }
}
