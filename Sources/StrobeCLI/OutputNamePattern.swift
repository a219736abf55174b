/// A `--name` pattern: how per-frame output files are named, without the extension
/// (docs/cli-conventions.md §Output names).
///
/// Placeholders: `{stem}` (the scene's stem), `{index}` (the frame's index from 0 in time
/// order, over every sampled time, before `--shard`), `{index:0N}` (the same, zero-padded to
/// N digits, 1 ≤ N ≤ 12), `{time}` (the time as in default names) and `{scale}` (the scale
/// suffix of default names: empty at scale 1, else `@2x`). Everything else is copied.
///
/// ```
/// let pattern = try OutputNamePattern(parsing: "{stem}_{index:05}")
/// pattern.fileName(stem: "ring", index: 7, time: "0.233", scaleSuffix: "", extension: "png")
/// // "ring_00007.png"
/// ```
public struct OutputNamePattern: Sendable, Hashable, CustomStringConvertible {
  /// One piece of a pattern.
  enum Piece: Sendable, Hashable {
    case literal(String)
    case stem
    case index(width: Int)
    case time
    case scale
  }

  /// The pattern as typed.
  public let description: String
  /// The pattern's pieces, in order.
  let pieces: [Piece]

  /// The largest zero-padding width of `{index:0N}`.
  public static let maximumIndexWidth = 12

  /// Parses `text`; throws the reason when it is not a pattern: empty, holding `/` or a NUL,
  /// an unknown or unclosed `{…}`.
  public init(parsing text: String) throws(OutputNamePatternError) {
    guard !text.isEmpty else { throw .empty }
    if text.contains("/") || text.contains("\u{0}") { throw .separator(pattern: text) }
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      literal += rest[..<open]
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw .unclosed(pattern: text)
      }
      let name = rest[rest.index(after: open)..<close]
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
      switch name {
      case "stem": pieces.append(.stem)
      case "index": pieces.append(.index(width: 0))
      case "time": pieces.append(.time)
      case "scale": pieces.append(.scale)
      default:
        guard name.hasPrefix("index:0"), let width = Int(name.dropFirst(7)), width >= 1,
          width <= Self.maximumIndexWidth
        else { throw .unknownPlaceholder(String(name), pattern: text) }
        pieces.append(.index(width: width))
      }
      rest = rest[rest.index(after: close)...]
    }
    literal += rest
    if literal.contains("}") { throw .unclosed(pattern: text) }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.description = text
    self.pieces = pieces
  }

  /// Whether the pattern names frames apart by index or time (without either, several frames
  /// collide).
  public var distinguishesFrames: Bool {
    pieces.contains {
      switch $0 {
      case .index, .time: return true
      default: return false
      }
    }
  }

  /// The file name for one output: the pattern filled in, then `.` and `extension`.
  public func fileName(
    stem: String, index: Int, time: String, scaleSuffix: String, extension fileExtension: String
  ) -> String {
    var name = ""
    for piece in pieces {
      switch piece {
      case .literal(let text): name += text
      case .stem: name += stem
      case .time: name += time
      case .scale: name += scaleSuffix
      case .index(let width):
        let digits = String(index)
        name += String(repeating: "0", count: max(width - digits.count, 0)) + digits
      }
    }
    return name + "." + fileExtension
  }
}
