import Foundation
import StrobeGeometry
import StrobeScene
import Testing

/// SceneWriterJSON.jsonValue(at:) (the tree without printing it) and
/// SceneSpec.decode(json:fileName:) (decoding without parsing text).
@Suite struct SceneWriterJSONValueTests {
  /// A position-free copy of a parsed value, for comparing trees whatever their positions.
  indirect enum Plain: Equatable {
    case null
    case bool(Bool)
    case number(Double, negativeSign: Bool)
    case string(String)
    case path(PathData)
    case array([Plain])
    case object([String], [Plain])

    init(_ value: JSONValue) {
      switch value.kind {
      case .null: self = .null
      case .bool(let b): self = .bool(b)
      case .number(let d): self = .number(d, negativeSign: d.sign == .minus)
      case .string(let s): self = .string(s)
      case .path(let p): self = .path(p)
      case .array(let items): self = .array(items.map(Plain.init))
      case .object(let o): self = .object(o.keys, o.members.map { Plain($0.value) })
      }
    }
  }

  static let sample = SceneWriterJSON.object([
    ("b", .number(-0.0)),
    ("a", .array([.number(0.1 + 0.2), .number(1e-7), .number(2.5e20), .number(3)])),
    ("s", .string("q\"\\\n\u{01}é")),
    ("flags", .array([.bool(true), .bool(false), .null])),
    ("nested", .array([.object([]), .array([]), .object([("k", .numbers([1, 2]))])])),
  ])

  @Test func convertedTreeHasTheValuesWritten() throws {
    let value = try Self.sample.jsonValue()
    let expected = Plain.object(
      ["b", "a", "s", "flags", "nested"],
      [
        .number(0, negativeSign: false),  // −0 is written as 0
        .array([
          .number(0.30000000000000004, negativeSign: false), .number(1e-7, negativeSign: false),
          .number(2.5e20, negativeSign: false), .number(3, negativeSign: false),
        ]),
        .string("q\"\\\n\u{01}é"),
        .array([.bool(true), .bool(false), .null]),
        .array([
          .object([], []), .array([]),
          .object(
            ["k"], [.array([.number(1, negativeSign: false), .number(2, negativeSign: false)])]),
        ]),
      ])
    #expect(Plain(value) == expected)
  }

  @Test func convertedTreeEqualsTheParsedText() throws {
    let parsed = try JSONParser().parse(try Self.sample.data())
    #expect(Plain(try Self.sample.jsonValue()) == Plain(parsed))
  }

  @Test func everyValueSitsAtTheGivenPosition() throws {
    let at = SourcePosition(line: 7, column: 3, offset: 40)
    let value = try SceneWriterJSON.object([("k", .array([.number(1)]))]).jsonValue(at: at)
    guard case .object(let object) = value.kind, case .array(let items) = object["k"]?.kind
    else {
      Issue.record("not an object holding an array")
      return
    }
    #expect(value.position == at)
    #expect(object.members[0].keyPosition == at)
    #expect(items[0].position == at)
  }

  @Test func nonFiniteNumbersNameTheSamePathAsTheWriter() {
    let tree = SceneWriterJSON.object([
      ("layers", .array([.object([("opacity", .number(1)), ("position", .numbers([0, .nan]))])]))
    ])
    let expected = SceneWriterError.nonFiniteNumber(path: "layers[0].position[1]", value: .nan)
    #expect(throws: SceneWriterError.self) { try tree.jsonValue() }
    // NaN ≠ NaN, so compare the messages (which name the path).
    let fromValue = #expect(throws: SceneWriterError.self) { try tree.jsonValue() }
    let fromText = #expect(throws: SceneWriterError.self) { try tree.text() }
    #expect(fromValue?.description == expected.description)
    #expect(fromText?.description == expected.description)
    let top = #expect(throws: SceneWriterError.self) {
      try SceneWriterJSON.number(.infinity).jsonValue()
    }
    #expect(top?.description == "cannot write inf at the top level: JSON numbers must be finite")
  }

  // MARK: decode(json:)

  static let scene = """
    {"strobe": 1, "canvas": {"width": 40, "height": 30},
     "layers": [{"type": "shape", "name": "s", "path": "M0 0 L10 0 L10 10 Z"}]}
    """

  @Test func decodingTheTreeEqualsDecodingTheText() throws {
    let root = try JSONParser().parse(Data(Self.scene.utf8))
    let fromText = try SceneSpec.decode(data: Data(Self.scene.utf8), fileName: "a.json")
    let fromTree = try SceneSpec.decode(json: root, fileName: "a.json")
    #expect(fromTree == fromText)
    #expect(fromTree.width == 40 && fromTree.height == 30)
    #expect(fromTree.layers.map(\.name) == ["s"])
  }

  @Test func treeErrorsAreLocatedAtTheTreePositions() throws {
    let text = "{\"strobe\": 1,\n \"canvas\": {\"width\": \"wide\", \"height\": 30}}"
    let root = try JSONParser().parse(Data(text.utf8))
    let error = #expect(throws: SceneError.self) {
      try SceneSpec.decode(json: root, fileName: "b.json")
    }
    // Line 2, column 22: the value "wide".
    #expect(
      error?.description == "b.json:2:22: canvas.width: expected a number; got \"wide\"")
  }

  /// SVG path data is parsed once, when decoded: a bad path fails the decode, located.
  @Test func pathSyntaxIsCheckedAtDecode() throws {
    let text = """
      {"strobe": 1, "canvas": {"width": 10, "height": 10},
       "layers": [{"type": "shape", "path": "M0 0 L1"}]}
      """
    let root = try JSONParser().parse(Data(text.utf8))
    let atDecode = #expect(throws: SceneError.self) {
      try SceneSpec.decode(json: root, fileName: "c.json")
    }
    // The path's place (line 2, column 39: the path string).
    #expect(
      atDecode?.description.hasPrefix("c.json:2:39: layers[0].path: invalid SVG path") == true)
  }

  /// The laid-out tree is exactly (positions of every value and key included) what parsing
  /// the printed text gives: for the sample, for a scene with non-ASCII keys and strings,
  /// and for seeded random trees of every shape the printer distinguishes.
  @Test func laidOutTreeHasThePrintedPositions() throws {
    var trees: [SceneWriterJSON] = [
      Self.sample, .number(1), .array([]), .object([]),
      .object([("ключ", .object([("é", .array([.string("日本"), .number(-1.5)]))]))]),
    ]
    var state: UInt64 = 0x5EED
    func next(_ n: UInt64) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % n)
    }
    func random(_ depth: Int) -> SceneWriterJSON {
      switch next(depth > 3 ? 5 : 8) {
      case 0: return .null
      case 1: return .bool(next(2) == 0)
      case 2: return .number(Double(next(2000)) / 7 - 100)
      case 3: return .string(["", "a", "é\"x", "line\nbreak", "\u{1}"][next(5)])
      case 4: return .number(Double(next(10)))
      case 5: return .array((0..<next(4)).map { _ in random(depth + 1) })
      case 6: return .array((0..<next(5)).map { _ in .number(Double(next(100)) / 3) })
      default:
        return .object(
          (0..<next(4)).map { i in ("k\(i)" + ["", "ü"][next(2)], random(depth + 1)) })
      }
    }
    for _ in 0..<300 { trees.append(random(0)) }
    for tree in trees {
      let text = try tree.text()
      let parsed = try JSONParser().parse(text)
      let laid = try tree.laidOutJSONValue()
      #expect(Self.positions(laid) == Self.positions(parsed), "\(text)")
      #expect(laid == parsed, "\(text)")
    }
  }

  /// Every position in a tree, in order (`k` for keys), for readable failures.
  static func positions(_ value: JSONValue) -> [String] {
    var out = ["\(value.position.line):\(value.position.column)"]
    switch value.kind {
    case .array(let items): for item in items { out += positions(item) }
    case .object(let o):
      for m in o.members {
        out.append("k\(m.keyPosition.line):\(m.keyPosition.column)")
        out += positions(m.value)
      }
    default: break
    }
    return out
  }
}
