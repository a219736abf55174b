import Foundation

/// The numeric fields of Lottie files, found by walking them: every number with its JSON path.
///
/// Numbers are grouped by a signature: the `ty` of the nearest enclosing object that has one
/// (a shape item's `"sr"`, or `layer` for layers) and the key path below it with indices
/// dropped (`sr pt.k`, `layer ks.p.k.*.t`). A sweep sets every number of a signature at once,
/// so each signature is swept in the first fixture that has it.
struct LottieNumberFields: Sendable {
  /// One step of a JSON path.
  enum Step: Hashable, Sendable {
    case key(String)
    case index(Int)
  }

  /// A fixture's numbers: signature → the paths of its numbers.
  var signatures: [String: [[Step]]] = [:]
  /// The paths of the animatable properties (objects with `k` and `a`), by signature.
  var properties: [String: [[Step]]] = [:]

  /// Keys whose numbers select structure (types, flags, indices) or the whole animation's
  /// frame range: swept one signature at a time, since a refusal there hides everything else.
  static let structural: Set<String> = [
    "ty", "a", "ddd", "ind", "parent", "tp", "td", "tt", "fr", "ip", "op", "w", "h", "st", "sr",
  ]

  init(_ json: Any) {
    walk(json, path: [], signature: ["root"])
  }

  private mutating func walk(_ value: Any, path: [Step], signature: [String]) {
    if let object = value as? [String: Any] {
      var signature = signature
      if let ty = object["ty"] { signature = [ty is String ? "\(ty)" : "layer"] }
      if object["k"] != nil, object["a"] != nil {
        properties[signature.joined(separator: " "), default: []].append(path)
      }
      for (key, child) in object {
        walk(child, path: path + [.key(key)], signature: signature + [key])
      }
    } else if let array = value as? [Any] {
      for (i, child) in array.enumerated() {
        let sig = signature.last == "*" ? signature : signature + ["*"]
        walk(child, path: path + [.index(i)], signature: sig)
      }
    } else if let number = value as? NSNumber, !Self.isBool(number) {
      signatures[Self.joined(signature), default: []].append(path)
    }
  }

  private static func joined(_ signature: [String]) -> String {
    signature[0] + " " + signature.dropFirst().joined(separator: ".")
  }

  /// Whether `n` came from `true`/`false` (Foundation's boolean numbers have type `c`).
  private static func isBool(_ n: NSNumber) -> Bool {
    n.objCType.pointee == CChar(UInt8(ascii: "c"))
  }

  /// Whether a signature's numbers are swept alone (see ``structural``).
  static func isStructural(_ signature: String) -> Bool {
    let parts = signature.split(separator: " ", maxSplits: 1)
    let keys = parts.count > 1 ? parts[1].split(separator: ".").map(String.init) : []
    return parts[0] == "root" && keys.count == 1 || keys.last.map(structural.contains) ?? false
  }

  /// A path as the importer prints it: `layers[0].shapes[2].pt.k`.
  static func text(_ path: [Step]) -> String {
    var out = ""
    for step in path {
      switch step {
      case .key(let k): out += out.isEmpty ? k : "." + k
      case .index(let i): out += "[\(i)]"
      }
    }
    return out
  }

  /// `document` with the value at `path` replaced by `value`.
  static func setting(_ document: Any, _ path: [Step], to value: Any) -> Any {
    guard let step = path.first else { return value }
    let rest = Array(path.dropFirst())
    switch step {
    case .key(let k):
      guard var object = document as? [String: Any], let child = object[k] else { return document }
      object[k] = setting(child, rest, to: value)
      return object
    case .index(let i):
      guard var array = document as? [Any], array.indices.contains(i) else { return document }
      array[i] = setting(array[i], rest, to: value)
      return array
    }
  }
}
