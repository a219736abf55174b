/// A path from a document's root to one of its values, printed as `layers[2].lineCap`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Sendable, Hashable {
    /// An object member.
    case key(String)
    /// An array element (0-based).
    case index(Int)
  }

  /// The steps from the root.
  public var components: [Component]

  /// A path from its steps; the empty path is the root.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The root path.
  public static let root = JSONPath()

  /// This path followed by an object key.
  public func appending(key: String) -> JSONPath {
    appending(.key(key))
  }

  /// This path followed by an array index.
  public func appending(index: Int) -> JSONPath {
    appending(.index(index))
  }

  /// This path followed by `component`, built in one allocation.
  private func appending(_ component: Component) -> JSONPath {
    var steps: [Component] = []
    steps.reserveCapacity(components.count + 1)
    steps.append(contentsOf: components)
    steps.append(component)
    return JSONPath(steps)
  }

  /// True for the document root.
  public var isRoot: Bool { components.isEmpty }

  /// `layers[2].lineCap`; keys that are not plain identifiers print as `["a key"]`;
  /// the root prints as the empty string.
  public var description: String {
    var out = ""
    for component in components {
      switch component {
      case .index(let i):
        out += "[\(i)]"
      case .key(let k):
        let plain =
          !k.isEmpty
          && k.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9")
              || $0 == "_" || $0 == "$"
          }
        if plain {
          out += out.isEmpty ? k : "." + k
        } else {
          out += "[" + JSONValue.quote(k) + "]"
        }
      }
    }
    return out
  }
}
