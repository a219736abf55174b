import StrobeScene

extension LottieSceneBuilder {
  /// A text layer (`ty` 5): one scene `text` layer per text document (`t.d.k`), each shown
  /// from its keyframe's frame until the next one's (documents hold; they never tween).
  ///
  /// Point text uses Strobe's `textLayout: "point"` extension (the layer origin is the first
  /// line's baseline; left text starts at x = 0, centred text is centred on it, right text
  /// ends at it); box text (`sz`, `ps`) is a wrapped text layer over the box whose first
  /// baseline is one font ascent below the box top (`lineHeight` extension). Line height,
  /// tracking and font style map to the `lineHeight`, `letterSpacing` and `fontStyle`
  /// extensions; the baseline shift moves the layer up. A stroke (`sc`, `sw`, `of`) maps to
  /// the `textStrokeColor`, `textStrokeWidth` and `textPaintOrder` extensions; text animators
  /// (`t.a`) to `textAnimators` (``textAnimators(_:)``). Text on a path and glyph (`chars`)
  /// fonts are reported.
  func text(_ layer: LottieValue) throws -> [SceneNode] {
    let t = try layer.required("t")
    let (animators, grouping, alignment) = try textAnimators(t)
    if let options = t["p"], options.has("m") {
      try diagnostics.warn(
        options.path, "text on a path is not supported; the text is drawn as point text")
    }
    let fontList = try textFonts()
    let keyframes = try t.required("d").required("k").array()
    var documents: [(frame: Double, document: LottieTextDocument, path: JSONPath)] = []
    for keyframe in keyframes {
      let document = try LottieTextDocument(
        try keyframe.required("s"), fonts: fontList, diagnostics: diagnostics)
      documents.append((try keyframe.number("t", default: 0), document, keyframe.path))
    }
    var nodes: [SceneNode] = []
    for (i, entry) in documents.enumerated() {
      let start = i > 0 ? entry.frame : nil
      let end = i + 1 < documents.count ? documents[i + 1].frame : nil
      if let start, let end, end <= start { continue }  // never shown
      guard var node = textNode(entry.document, name: uniqueName("\(entry.path)")) else {
        continue
      }
      applyTextAnimators(
        animators, grouping: grouping, alignment: alignment,
        letterCount: entry.document.text.count, to: &node)
      holdVisibility(from: start, to: end, on: &node)
      nodes.append(node)
    }
    return nodes
  }

  /// `fonts.list` entries by `fName`.
  private func textFonts() throws -> [String: LottieValue] {
    guard let list = fonts?["list"] else { return [:] }
    var byName: [String: LottieValue] = [:]
    for font in try list.array() {
      if let name = try font.string("fName") { byName[name] = font }
    }
    return byName
  }

  /// The scene `text` layer of one document (named after its keyframe's JSON path), nil for
  /// empty text.
  private func textNode(_ document: LottieTextDocument, name: String) -> SceneNode? {
    guard !document.text.isEmpty else { return nil }
    var node = SceneNode(type: "text", name: name)
    node.set("anchorPoint", .point(0, 0))
    if let box = document.box {
      node.set("bounds", .numbers([0, 0, box.size[0], box.size[1]]))
      node.set("position", .point(box.position[0], box.position[1] - document.baselineShift))
      node.set("isWrapped", .bool(true))
    } else {
      node.set("bounds", .numbers([0, 0, 0, 0]))
      node.set("position", .point(0, -document.baselineShift))
      node.set("textLayout", .string("point"))
    }
    node.set("string", .string(document.text))
    node.set("font", .string(document.fontFamily))
    if !document.fontStyle.isEmpty { node.set("fontStyle", .string(document.fontStyle)) }
    node.set("fontSize", .number(document.size))
    node.set("foregroundColor", document.fill.map { .numbers($0) } ?? .null)
    let alignment: String
    switch document.justification {
    case .left: alignment = "left"
    case .right: alignment = "right"
    case .center: alignment = "center"
    case .justifiedLastLeft: alignment = "justified"
    }
    node.set("alignmentMode", .string(alignment))
    node.set("lineHeight", .number(max(document.lineHeight, 0)))
    if document.letterSpacing != 0 {
      node.set("letterSpacing", .number(document.letterSpacing))
    }
    if let stroke = document.stroke {
      node.set("textStrokeColor", .numbers(stroke.color))
      node.set("textStrokeWidth", .number(stroke.width))
      if !stroke.isOverFill { node.set("textPaintOrder", .string("strokeFill")) }
    }
    return node
  }

  /// A discrete `hidden` animation showing `node` for `start` ≤ frame < `end` (layer
  /// frames; nil: unbounded on that side).
  private func holdVisibility(from start: Double?, to end: Double?, on node: inout SceneNode) {
    let values: [SceneWriterJSON]
    var frames: [Double]
    switch (start, end) {
    case (nil, nil): return
    case (let start?, let end?):
      values = [.bool(true), .bool(false), .bool(true)]
      frames = [start - 1, start, end, end + 1]
    case (let start?, nil):
      values = [.bool(true), .bool(false)]
      frames = [start - 1, start, start + 1]
    case (nil, let end?):
      values = [.bool(false), .bool(true)]
      frames = [end - 1, end, end + 1]
    }
    if frames[0] == 0 { frames[0] = -1 }  // a begin time of 0 would mean "now"
    let begin = frames[0] / frameRate
    let finish = frames[frames.count - 1] / frameRate
    let times = frames.map { ($0 / frameRate - begin) / (finish - begin) }
    node.animations.append(
      .object([
        ("type", .string("keyframe")), ("keyPath", .string("hidden")),
        ("values", .array(values)), ("keyTimes", .numbers(times)),
        ("calculationMode", .string("discrete")),
        ("beginTime", .number(begin)), ("duration", .number(finish - begin)),
        ("fillMode", .string("both")), ("isRemovedOnCompletion", .bool(false)),
      ]))
    if start != nil { node.set("isHidden", .bool(true)) }
  }
}
