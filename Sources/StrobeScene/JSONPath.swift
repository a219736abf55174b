/// A path from a document's root to one of its values, printed as `layers[2].lineCap`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Sendable, Hashable {
    /// An object member.
    case key(String)
    /// An array element (0-based).
    case index(Int)
  }

  /// One step of a path, linked to the steps before it.
  ///
  /// Paths that extend one another share their common prefix, so ``appending(key:)`` and
  /// ``appending(index:)`` make one small object instead of copying every step.
  private final class Step: Sendable {
    /// The steps before this one (`nil` after the root).
    let parent: Step?
    /// This step.
    let component: Component
    /// The number of steps up to and including this one.
    let depth: Int

    init(parent: Step?, _ component: Component) {
      self.parent = parent
      self.component = component
      depth = (parent?.depth ?? 0) + 1
    }
  }

  /// The last step (`nil` for the root).
  private var last: Step?

  /// The steps from the root.
  public var components: [Component] {
    get {
      guard let last else { return [] }
      var result = [Component](repeating: .index(0), count: last.depth)
      var step: Step? = last
      var k = last.depth
      while let current = step {
        k -= 1
        result[k] = current.component
        step = current.parent
      }
      return result
    }
    set { last = Self.chain(newValue) }
  }

  /// A path from its steps; the empty path is the root.
  public init(_ components: [Component] = []) {
    last = Self.chain(components)
  }

  private init(last: Step?) {
    self.last = last
  }

  /// The linked steps of `components` (the last one), `nil` when empty.
  private static func chain(_ components: [Component]) -> Step? {
    var step: Step?
    for component in components { step = Step(parent: step, component) }
    return step
  }

  /// The root path.
  public static let root = JSONPath()

  /// This path followed by an object key.
  public func appending(key: String) -> JSONPath {
    JSONPath(last: Step(parent: last, .key(key)))
  }

  /// This path followed by an array index.
  public func appending(index: Int) -> JSONPath {
    JSONPath(last: Step(parent: last, .index(index)))
  }

  /// True for the document root.
  public var isRoot: Bool { last == nil }

  /// Whether two paths have the same steps.
  public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool {
    var a = lhs.last
    var b = rhs.last
    while true {
      if a === b { return true }  // both at the root, or a shared prefix
      guard let x = a, let y = b, x.depth == y.depth, x.component == y.component else {
        return false
      }
      a = x.parent
      b = y.parent
    }
  }

  /// Hashes the number of steps and the steps (last first).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(last?.depth ?? 0)
    var step = last
    while let current = step {
      hasher.combine(current.component)
      step = current.parent
    }
  }

  /// `layers[2].lineCap`; keys that are not plain identifiers print as `["a key"]`;
  /// the root prints as the empty string.
  public var description: String {
    var out = ""
    for component in components {
      switch component {
      case .index(let i):
        out += "[\(i)]"
      case .key(let k):
        // A key too long to echo is quoted (and cut) like any other input in a message.
        let plain =
          !k.isEmpty && k.utf8.count <= JSONValue.echoedCharacters
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
