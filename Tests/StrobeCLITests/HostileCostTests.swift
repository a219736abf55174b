import Foundation
import StrobeScene
import Testing

/// Small hostile inputs whose expansion used to take unbounded time or memory (issue 15,
/// section 3): each is built at test time, run through the real `strobe` binary as a child
/// (``BoundedRun``) and must end — exit 1 naming the limit, or exit 0 where the cost itself
/// is now bounded — well within 30 s and 2 GiB of its own peak memory (docs/limits.md).
@Suite(.serialized) struct HostileCostTests {
  static let seconds = 30.0
  static let peakBytes = 2 << 30

  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("strobe-hostile-costs-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `text` as `name` in a new folder and runs `strobe arguments` (`{}` is the file).
  static func run(_ name: String, _ text: String, _ arguments: [String]) throws -> BoundedRun {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    let binary = try StrobeBinary.locate()
    let args = arguments.map { $0 == "{}" ? file.path : $0 }
    let run = try BoundedRun.run(binary, args, in: dir, deadline: seconds)
    #expect(!run.timedOut, "\(name): killed after \(seconds) s")
    #expect(run.signal == nil, "\(name): ended by signal \(run.signal ?? 0): \(run.stderr)")
    #expect(run.peakBytes < peakBytes, "\(name): peak \(run.peakBytes) bytes")
    return run
  }

  /// Asserts exit 1 with the limit's name and its `--limit` option in a located message.
  static func expectRefused(_ run: BoundedRun, limit: String, _ name: String) {
    #expect(run.status == 1, "\(name): exit \(run.status.map(String.init) ?? "-"): \(run.stderr)")
    #expect(
      run.stderr.contains("raise it with --limit \(limit)=<n>"),
      "\(name): the message names --limit \(limit): \(run.stderr)")
    #expect(run.stderr.contains(name + ":"), "\(name): the message names the file")
  }

  // MARK: Lottie

  static func lottie(layers: String, assets: String = "[]") -> String {
    """
    {"v": "5.7.0", "fr": 30, "ip": 0, "op": 60, "w": 100, "h": 100, "assets": \(assets),
     "layers": [\(layers)]}
    """
  }

  static let staticTransform =
    #""ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}"#

  static func shapeLayer(ind: Int, shapes: String, transform: String? = nil, parent: Int? = nil)
    -> String
  {
    let p = parent.map { #", "parent": \#($0)"# } ?? ""
    return """
      {"ty": 4, "ind": \(ind), "ip": 0, "op": 60, "st": 0\(p), \(transform ?? staticTransform + "}"),
       "shapes": [\(shapes)]}
      """
  }

  static let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
  static let rect =
    #"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}}"#

  static func keyframes(_ a: Double, at t0: Double, _ b: Double, at t1: Double) -> String {
    """
    {"a": 1, "k": [{"t": \(t0), "s": [\(a)], "o": {"x": [0.5], "y": [0.5]}, "i": {"x": [0.5], "y": [0.5]}}, {"t": \(t1), "s": [\(b)]}]}
    """
  }

  @Test(arguments: ["1e8", "1e300"])
  func polystarPointsCountAsPathElements(points: String) throws {
    let star = """
      {"ty": "sr", "sy": 1, "pt": {"a": 0, "k": \(points)}, "p": {"a": 0, "k": [50, 50]},
       "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 40}, "ir": {"a": 0, "k": 20},
       "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}}
      """
    let text = Self.lottie(layers: Self.shapeLayer(ind: 1, shapes: star + ", " + Self.fill))
    for command in [
      ["info", "{}"], ["render", "{}", "--format", "svg"], ["import", "lottie", "{}"],
    ] {
      let run = try Self.run("star.json", text, command)
      Self.expectRefused(run, limit: "path-elements", "star.json")
      #expect(run.stderr.contains("layers[0].shapes[0].pt"), "\(run.stderr)")
    }
  }

  @Test func skewKeyframeFarAwayCountsSampledFrames() throws {
    let transform =
      Self.staticTransform
      + #", "sk": \#(Self.keyframes(0, at: 0, 30, at: 1e8)), "sa": {"a": 0, "k": 0}}"#
    let text = Self.lottie(
      layers: Self.shapeLayer(ind: 1, shapes: Self.rect + ", " + Self.fill, transform: transform))
    for command in [["info", "{}"], ["import", "lottie", "{}"]] {
      let run = try Self.run("skew.json", text, command)
      Self.expectRefused(run, limit: "keyframes", "skew.json")
      #expect(run.stderr.contains("layers[0].ks.sk"), "\(run.stderr)")
    }
  }

  @Test func animatedTrimOffsetCountsItsCopies() throws {
    // 10⁸ degrees of offset is 277,778 turns: a stroke copy per turn.
    let trim = """
      {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": \(Self.keyframes(0, at: 0, 1e8, at: 10)), "m": 1}
      """
    let stroke =
      #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}}"#
    let text = Self.lottie(
      layers: Self.shapeLayer(ind: 1, shapes: [Self.rect, trim, stroke].joined(separator: ", ")))
    for command in [["info", "{}"], ["import", "lottie", "{}"]] {
      let run = try Self.run("trim.json", text, command)
      Self.expectRefused(run, limit: "layers", "trim.json")
      #expect(run.stderr.contains("layers[0].shapes[1].o"), "\(run.stderr)")
    }
  }

  @Test func repeaterOf1e300CopiesIsRefused() throws {
    let repeater = """
      {"ty": "rp", "c": {"a": 0, "k": 1e300}, "o": {"a": 0, "k": 0},
       "tr": {"p": {"a": 0, "k": [1, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]},
              "r": {"a": 0, "k": 0}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}
      """
    let text = Self.lottie(
      layers: Self.shapeLayer(
        ind: 1, shapes: [Self.rect, Self.fill, repeater].joined(separator: ", ")))
    for command in [
      ["info", "{}"], ["render", "{}", "--format", "svg"], ["import", "lottie", "{}"],
    ] {
      let run = try Self.run("repeat.json", text, command)
      Self.expectRefused(run, limit: "layers", "repeat.json")
    }
  }

  /// Precomposition k shows precomposition k − 1 twice: 2³⁰ instances of one shape layer,
  /// counted (linearly, memoised per asset) before any is expanded.
  @Test func doublingPrecompositionsAreCountedBeforeExpanding() throws {
    func ref(_ id: Int) -> String {
      """
      {"ty": 0, "ind": 1, "refId": "p\(id)", "ip": 0, "op": 60, "st": 0, "w": 100, "h": 100, \(Self.staticTransform)}}
      """
    }
    var assets = [
      #"{"id": "p0", "layers": [\#(Self.shapeLayer(ind: 1, shapes: Self.rect + ", " + Self.fill))]}"#
    ]
    for k in 1...30 {
      assets.append(#"{"id": "p\#(k)", "layers": [\#(ref(k - 1)), \#(ref(k - 1))]}"#)
    }
    let text = Self.lottie(layers: ref(30), assets: "[" + assets.joined(separator: ", ") + "]")
    for command in [["info", "{}"], ["import", "lottie", "{}"]] {
      let run = try Self.run("precomp.json", text, command)
      Self.expectRefused(run, limit: "layers", "precomp.json")
    }
  }

  /// A chain of 5,000 parents nests each layer in a copy of every ancestor's transform
  /// (12.5 million layers): the chains are measured (linearly, memoised) and refused at the
  /// layer limit before any copy is made — and at the depth limit when layers are raised.
  @Test func longParentChainIsRefusedBeforeExpanding() throws {
    var layers: [String] = []
    for k in 1...5000 {
      let parent = k > 1 ? #", "parent": \#(k - 1)"# : ""
      layers.append(
        #"{"ty": 3, "ind": \#(k), "ip": 0, "op": 60, "st": 0\#(parent), \#(Self.staticTransform)}}"#
      )
    }
    layers.append(Self.shapeLayer(ind: 5001, shapes: Self.rect + ", " + Self.fill, parent: 5000))
    let text = Self.lottie(layers: layers.joined(separator: ",\n"))
    for command in [["info", "{}"], ["import", "lottie", "{}"]] {
      let run = try Self.run("parents.json", text, command)
      Self.expectRefused(run, limit: "layers", "parents.json")
      #expect(run.stderr.contains("too many layers: 12507501"), "\(run.stderr)")
    }
    let deep = try Self.run("parents.json", text, ["info", "{}", "--limit", "layers=1G"])
    Self.expectRefused(deep, limit: "depth", "parents.json")
  }

  // MARK: Scenes

  /// A transaction setting a replicator's instanceCount to 10⁹ counts against `layers`.
  @Test func transactionInstanceCountCountsAgainstTheLayerLimit() throws {
    let text = """
      { "strobe": 1, "canvas": { "width": 100, "height": 100 },
        "layers": [ { "type": "replicator", "name": "r", "frame": [0, 0, 100, 100],
                      "instanceCount": 2,
                      "sublayers": [ { "frame": [0, 0, 10, 10], "backgroundColor": "#FF0000" } ] } ],
        "transactions": [ { "at": 0.5, "changes": [
          { "layer": "r", "keyPath": "instanceCount", "value": 1000000000 } ] } ] }
      """
    for command in [["info", "{}"], ["render", "{}", "--format", "svg", "--out", "."]] {
      let run = try Self.run("tx.json", text, command)
      Self.expectRefused(run, limit: "layers", "tx.json")
    }
  }

  /// 40,000 copies (allowed by --limit) render: the expansion is linear in the copies.
  @Test func fortyThousandReplicatorCopiesRender() throws {
    let text = """
      { "strobe": 1, "canvas": { "width": 200, "height": 200, "background": "#FFFFFF" },
        "layers": [ { "type": "replicator", "frame": [0, 0, 200, 200], "instanceCount": 40000,
                      "instanceTransform": [ { "translate": [0.005, 0.005, 0] } ],
                      "sublayers": [ { "frame": [0, 0, 2, 2], "backgroundColor": "#FF0000" } ] } ] }
      """
    let run = try Self.run(
      "copies.json", text,
      ["render", "{}", "--format", "png", "--out", ".", "--limit", "layers=100k"])
    #expect(run.status == 0, "\(run.stderr)")
  }

  // MARK: Shadows

  @Test(arguments: [
    #""shadowRadius": 1000"#, #""shadowRadius": 1e300"#, #""shadowRadius": 1e18"#,
    #""shadowRadius": 5, "shadowOffset": [1e300, 3]"#,
  ])
  func extremeShadowsRenderQuickly(shadow: String) throws {
    let text = """
      { "strobe": 1, "canvas": { "width": 100, "height": 100, "background": "#FFFFFF" },
        "layers": [ { "frame": [20, 20, 60, 60], "backgroundColor": "#FF0000",
                      "shadowOpacity": 1, \(shadow) },
                    { "frame": [0, 0, 1e300, 60], "backgroundColor": "#00FF00",
                      "shadowOpacity": 1, \(shadow) } ] }
      """
    let run = try Self.run(
      "shadow.json", text, ["render", "{}", "--format", "png,svg", "--out", "."])
    #expect(run.status == 0, "\(shadow): \(run.stderr)")
  }

  // MARK: Text

  /// A text scene whose one text layer (or a transaction's value for it) holds `string`.
  static func textScene(_ string: String, inTransaction: Bool = false) -> String {
    let escaped = string.replacingOccurrences(of: "\n", with: "\\n")
    let model = inTransaction ? "short" : escaped
    let transactions =
      inTransaction
      ? #", "transactions": [ { "at": 0.5, "changes": [ { "layer": "t", "keyPath": "string", "value": "\#(escaped)" } ] } ]"#
      : ""
    return """
      { "strobe": 1, "canvas": { "width": 100, "height": 100, "background": "#FFFFFF" },
        "layers": [ { "type": "text", "name": "t", "frame": [0, 0, 100, 100],
                      "string": "\(model)", "fontSize": 4 } ]\(transactions) }
      """
  }

  /// 500,000 lines (more than 60 s of Pango layout before) and a letter with 40,000
  /// combining marks (HarfBuzz, 7.9 s) are refused before any layout, naming the limit.
  ///
  /// The arguments are names (a test case prints its arguments), the texts made from them.
  @Test(arguments: ["lines", "combining marks", "lines set by a transaction"])
  func longTextsAreRefusedBeforeLayout(kind: String) throws {
    let string =
      kind == "combining marks"
      ? "a" + String(repeating: "\u{301}", count: 40_000)
      : String(repeating: "a\n", count: 500_000)
    let run = try Self.run(
      "text.json", Self.textScene(string, inTransaction: kind.hasSuffix("transaction")),
      ["render", "{}", "--at", "1", "--format", "png", "--out", "."])
    Self.expectRefused(run, limit: "text-characters", "text.json")
    #expect(run.stderr.contains("text too long: "), "\(kind): \(run.stderr)")
  }

  /// At the limit a text renders; one character more is refused, and `--limit` raises it.
  @Test func textAtTheLimitRendersAndTheLimitRaises() throws {
    let limit = SceneLimits.default.textCharacters
    let atLimit =
      String(repeating: "ab cd\n", count: limit / 6) + String(repeating: "x", count: limit % 6)
    #expect(atLimit.unicodeScalars.count == limit)
    let ok = try Self.run(
      "text.json", Self.textScene(atLimit), ["render", "{}", "--format", "png", "--out", "."])
    #expect(ok.status == 0, "\(ok.stderr)")
    let over = try Self.run(
      "text.json", Self.textScene(atLimit + "y"),
      ["render", "{}", "--format", "png", "--out", "."])
    Self.expectRefused(over, limit: "text-characters", "text.json")
    #expect(over.stderr.contains("text too long: \(limit + 1) characters (limit \(limit));"))
    let raised = try Self.run(
      "text.json", Self.textScene(atLimit + "y"),
      ["render", "{}", "--format", "png", "--out", ".", "--limit", "text-characters=20k"])
    #expect(raised.status == 0, "\(raised.stderr)")
  }
}
