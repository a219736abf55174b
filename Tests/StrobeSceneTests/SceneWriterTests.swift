import Foundation
import StrobeCore
import StrobeGeometry
import StrobeScene
import Testing

/// SceneWriter: number and string formatting, exact output for a tiny layer, the frames
/// wrapper, and the round trip presentation → document → loader → presentation.
@Suite struct SceneWriterTests {
  // MARK: Formatting

  @Test func numbersPrintInShortestRoundTripForm() {
    #expect(SceneWriterJSON.format(1.0) == "1")
    #expect(SceneWriterJSON.format(-3.0) == "-3")
    #expect(SceneWriterJSON.format(-0.0) == "0")
    #expect(SceneWriterJSON.format(0.2) == "0.2")
    #expect(SceneWriterJSON.format(0.1 + 0.2) == "0.30000000000000004")
    #expect(SceneWriterJSON.format(1e-7) == "1e-07")
    #expect(SceneWriterJSON.format(2.5e20) == "2.5e+20")
    #expect(SceneWriterJSON.format(123_456_789_012) == "123456789012")
  }

  @Test func floatsPrintThroughTheirOwnDescription() throws {
    // Double(Float(0.2)) is 0.20000000298023224; the Float's own shortest form is 0.2.
    #expect(try SceneWriterJSON.float(0.2).text() == "0.2\n")
    #expect(try SceneWriterJSON.float(1).text() == "1\n")
    #expect(try SceneWriterJSON.float(0.6).text() == "0.6\n")
  }

  @Test func stringsAreEscaped() {
    #expect(SceneWriterJSON.quote("a\"b\\c") == #""a\"b\\c""#)
    #expect(SceneWriterJSON.quote("1\n2\t3\r") == #""1\n2\t3\r""#)
    #expect(SceneWriterJSON.quote("\u{01}\u{08}\u{0C}\u{1F}") == #""\u0001\b\f\u001F""#)
    #expect(SceneWriterJSON.quote("é ✓ /") == "\"é ✓ /\"")
  }

  @Test func nonFiniteNumbersAreLocatedErrors() {
    var state = LayerState()
    state.cornerRadius = .infinity
    let root = PresentationLayer(
      state: LayerState(),
      sublayers: [PresentationLayer(state: LayerState()), PresentationLayer(state: state)])
    #expect(
      throws: SceneWriterError.nonFiniteNumber(path: "layers[1].cornerRadius", value: .infinity)
    ) {
      try SceneWriter().document(
        root: root, canvasSize: CGSize(width: 10, height: 10), background: nil)
    }
  }

  // MARK: Exact output

  @Test func tinyStaticLayerExactly() throws {
    var state = LayerState()
    state.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
    state.position = CGPoint(x: 5, y: 10.5)
    state.opacity = 0.2
    state.backgroundColor = CGColor(srgbRed: 1, green: 0.5, blue: 0, alpha: 1)
    state.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
    let root = PresentationLayer(
      state: LayerState(), sublayers: [PresentationLayer(name: "box \"1\"", state: state)])
    let data = try SceneWriter().document(
      root: root, canvasSize: CGSize(width: 20, height: 30), background: nil)
    let expected = """
      {
        "strobe": 1,
        "canvas": {
          "width": 20,
          "height": 30,
          "background": null
        },
        "layers": [
          {
            "type": "layer",
            "name": "box \\"1\\"",
            "bounds": [0, 0, 10, 20],
            "position": [5, 10.5],
            "anchorPoint": [0.5, 0.5],
            "anchorPointZ": 0,
            "zPosition": 0,
            "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
            "sublayerTransform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
            "isGeometryFlipped": false,
            "isDoubleSided": true,
            "opacity": 0.2,
            "isHidden": false,
            "allowsGroupOpacity": true,
            "backgroundColor": [1, 0.5, 0, 1],
            "cornerRadius": 0,
            "maskedCorners": ["minXMinY", "maxXMaxY"],
            "cornerCurve": "circular",
            "borderWidth": 0,
            "borderColor": [0, 0, 0, 1],
            "masksToBounds": false,
            "shadowColor": [0, 0, 0, 1],
            "shadowOpacity": 0,
            "shadowOffset": [0, -3],
            "shadowRadius": 3,
            "shadowPath": null,
            "contents": null,
            "contentsGravity": "resize",
            "contentsRect": [0, 0, 1, 1],
            "contentsCenter": [0, 0, 1, 1],
            "contentsScale": 1,
            "sublayers": []
          }
        ]
      }

      """
    #expect(String(decoding: data, as: UTF8.self) == expected)
  }

  @Test func shapeKeysFollowTheCommonOnesWithDefaults() throws {
    var shape = ShapeState()
    shape.path = try PathData(svgPathData: "m0 0 h10 v10 z")
    shape.fillRule = .evenOdd
    let layer = PresentationLayer(state: LayerState(), content: .shape(shape))
    guard case .object(let members) = SceneWriter().layerJSON(layer) else {
      Issue.record("not an object")
      return
    }
    let keys = members.map(\.key)
    #expect(
      Array(keys.suffix(13)) == [
        "path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin",
        "miterLimit", "strokeStart", "strokeEnd", "lineDashPattern", "lineDashPhase",
        "sublayers",
      ])
    let text = try SceneWriterJSON.object(members).text()
    // Relative commands come out absolute; the default fill is opaque black.
    #expect(text.contains(#""path": "M 0 0 L 10 0 L 10 10 Z""#))
    #expect(text.contains(#""fillColor": [0, 0, 0, 1]"#))
    #expect(text.contains(#""fillRule": "evenOdd""#))
    #expect(text.contains(#""strokeColor": null"#))
    #expect(text.contains(#""lineDashPattern": null"#))
    #expect(text.contains(#""miterLimit": 10"#))
  }

  @Test func coloursAreClampedLikeTheRenderer() throws {
    let c = CGColor(srgbRed: 1.25, green: -0.5, blue: 0.5, alpha: 1)
    #expect(try SceneWriter().color(c).text() == "[1, 0, 0.5, 1]\n")
    #expect(try SceneWriter().color(nil).text() == "null\n")
  }

  @Test func framesKeepTheOrderAskedAndDuplicates() throws {
    let doc = try SceneLoader.load(data: Data(Self.animated.utf8), fileName: "a.json")
    let data = try SceneWriter().evaluated(doc, at: [1, 0, 1])
    let json = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(Array(json.keys) == ["frames"])
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.compactMap { $0["time"] as? Double } == [1, 0, 1])
    // "fade": opacity 1 → 0.2 over 2 s, linear: 0.6 at t = 1, 1 at t = 0.
    let opacities = frames.compactMap {
      (($0["scene"] as? [String: Any])?["layers"] as? [[String: Any]])?.first?["opacity"]
        as? Double
    }
    #expect(opacities == [0.6, 1, 0.6])
  }

  @Test func oneTimeGivesOneDocument() throws {
    let doc = try SceneLoader.load(data: Data(Self.animated.utf8), fileName: "a.json")
    let data = try SceneWriter().evaluated(doc, at: [2])
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["strobe"] as? Double == 1)
    #expect(json["frames"] == nil)
    #expect(json["transactions"] == nil && json["duration"] == nil && json["export"] == nil)
  }

  @Test func layersInATransitionAreMarked() throws {
    let root = DocumentClock.withFreshContext { () -> PresentationLayer in
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
      let layer = CALayer()
      layer.name = "t"
      root.addSublayer(layer)
      CATransaction.flush()
      let transition = CATransition()
      transition.duration = 1
      layer.add(transition, forKey: "fade")
      CATransaction.flush()
      return root.presentation(at: 0.5)
    }
    let text = try SceneWriter().documentJSON(
      root: root, canvasSize: CGSize(width: 50, height: 50), background: nil
    ).text()
    #expect(text.contains("\"name\": \"t\",\n      \"inTransition\": true,\n"))
    // And the loader accepts the marker.
    let reloaded = try SceneLoader.load(data: Data(text.utf8), fileName: "e.json")
    #expect(reloaded.spec.layers.first?.inTransition == true)
  }

  // MARK: Round trip

  /// An animated scene: opacity, position keyframes, transform rotation, colours, a path
  /// morph, strokeEnd, dash phase, a border, and a transaction.
  static let animated = """
    {
      "strobe": 1,
      "canvas": { "width": 120, "height": 90, "background": "#F0F0F0" },
      "layers": [
        { "name": "card", "bounds": [0, 0, 50, 30], "position": [40, 30],
          "backgroundColor": "#3366CC", "borderWidth": 2, "borderColor": "#112233",
          "cornerRadius": 6, "masksToBounds": true,
          "animations": [
            { "type": "basic", "key": "fade", "keyPath": "opacity", "fromValue": 1,
              "toValue": 0.2, "duration": 2 },
            { "type": "keyframe", "key": "move", "keyPath": "position",
              "values": [[40, 30], [80, 40], [60, 70]], "duration": 1.5,
              "calculationMode": "cubic" },
            { "type": "basic", "key": "spin", "keyPath": "transform.rotation.z",
              "fromValue": 0, "toValue": 1.3, "duration": 1.7,
              "timingFunction": "easeInEaseOut" },
            { "type": "basic", "key": "tint", "keyPath": "backgroundColor",
              "fromValue": "#3366CC", "toValue": "#CC3366", "duration": 1.1 }
          ],
          "sublayers": [
            { "type": "shape", "name": "blob", "frame": [5, 5, 30, 20],
              "path": { "roundedRect": [0, 0, 30, 20], "cornerRadius": 10 },
              "fillColor": "#FFCC00", "strokeColor": "#000000", "lineWidth": 2,
              "lineDashPattern": [3, 2], "lineJoin": "round",
              "animations": [
                { "type": "basic", "key": "morph", "keyPath": "path",
                  "toValue": { "roundedRect": [0, 0, 30, 20], "cornerRadius": 0 },
                  "duration": 1.2, "autoreverses": true, "repeatCount": "infinity" },
                { "type": "basic", "key": "trim", "keyPath": "strokeEnd",
                  "fromValue": 0.1, "toValue": 1, "duration": 0.9 },
                { "type": "basic", "key": "dash", "keyPath": "lineDashPhase",
                  "fromValue": 0, "toValue": 5, "duration": 1 }
              ] }
          ] },
        { "name": "dot", "bounds": [0, 0, 10, 10], "position": [100, 70],
          "backgroundColor": "#00AA00", "zPosition": 1 }
      ],
      "transactions": [
        { "at": 0.3, "duration": 0.8, "timingFunction": "easeOut",
          "changes": [ { "layer": "dot", "keyPath": "opacity", "value": 0.3 },
                       { "layer": "dot", "keyPath": "position", "value": [90, 20] } ] }
      ]
    }
    """

  static let times: [Double] = [0, 0.05, 0.3, 0.45, 0.7, 1, 1.15, 1.6, 2.4, 7.3]

  @Test(arguments: times)
  func roundTripReproducesThePresentation(time: Double) throws {
    let original = try SceneLoader.load(data: Data(Self.animated.utf8), fileName: "a.json")
    let snapshot = original.rootLayer.presentation(at: time)
    let data = try SceneWriter().document(
      root: snapshot, canvasSize: original.canvasSize, background: original.background)
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("\"animations\""))
    #expect(!text.contains("\"beginTime\""))
    let reloaded = try SceneLoader.load(data: data, fileName: "eval.json")
    #expect(reloaded.rootLayer.animationSummaries().isEmpty)
    #expect(reloaded.spec.transactions.isEmpty)
    #expect(reloaded.duration == 0)
    #expect(reloaded.canvasSize == original.canvasSize)
    #expect(reloaded.background == original.background)
    // A static document shows the same values at any time.
    for t in [time, 0, 5] {
      Self.expectClose(
        reloaded.rootLayer.presentation(at: t).sublayers, snapshot.sublayers, "t=\(time)")
    }
  }

  @Test func roundTripChecksAreNotVacuous() throws {
    // The animated values differ between times, so comparing snapshots detects a change.
    let doc = try SceneLoader.load(data: Data(Self.animated.utf8), fileName: "a.json")
    let a = doc.rootLayer.presentation(at: 0.45).sublayers
    let b = doc.rootLayer.presentation(at: 0.7).sublayers
    #expect(Self.numbers(a) != Self.numbers(b))
    #expect(Self.numbers(a).count == Self.numbers(b).count)
  }

  // MARK: Comparison helpers

  static let tolerance = 1e-9

  /// Every number of the trees, in a fixed order (paths flattened point by point).
  static func numbers(_ layers: [PresentationLayer]) -> [Double] {
    layers.flatMap { layer -> [Double] in
      let s = layer.state
      var out: [CGFloat] = [
        s.bounds.origin.x, s.bounds.origin.y, s.bounds.size.width, s.bounds.size.height,
        s.position.x, s.position.y, s.anchorPoint.x, s.anchorPoint.y, s.anchorPointZ,
        s.zPosition, CGFloat(s.opacity), s.cornerRadius, s.borderWidth,
        CGFloat(s.shadowOpacity), s.shadowOffset.width, s.shadowOffset.height, s.shadowRadius,
        s.contentsScale,
      ]
      out += s.transform.rowMajor + s.sublayerTransform.rowMajor
      for color in [s.backgroundColor, s.borderColor, s.shadowColor] {
        out += color?.components ?? [-1]
      }
      out += points(s.shadowPath)
      if case .shape(let shape) = layer.content {
        out += points(shape.path)
        out += shape.fillColor?.components ?? [-1]
        out += shape.strokeColor?.components ?? [-1]
        out += [
          shape.lineWidth, shape.miterLimit, shape.lineDashPhase, shape.strokeStart,
          shape.strokeEnd,
        ]
        out += shape.lineDashPattern ?? [-1]
      }
      return out.map { Double($0) } + numbers(layer.sublayers)
    }
  }

  /// The points of a path's elements, with a kind marker per element.
  static func points(_ path: PathData?) -> [CGFloat] {
    guard let path else { return [-1] }
    return path.elements.flatMap { e -> [CGFloat] in
      switch e {
      case .move(let p): return [10, p.x, p.y]
      case .line(let p): return [11, p.x, p.y]
      case .quadCurve(let p, let c): return [12, c.x, c.y, p.x, p.y]
      case .curve(let p, let c1, let c2): return [13, c1.x, c1.y, c2.x, c2.y, p.x, p.y]
      case .closeSubpath: return [14]
      }
    }
  }

  /// Everything that is not a number: names, flags, enumerations, structure.
  static func labels(_ layers: [PresentationLayer]) -> [String] {
    layers.flatMap { layer -> [String] in
      let s = layer.state
      var out = [
        layer.name ?? "-", "\(s.isHidden)", "\(s.isDoubleSided)", "\(s.isGeometryFlipped)",
        "\(s.masksToBounds)", "\(s.allowsGroupOpacity)", "\(s.maskedCorners.rawValue)",
        s.cornerCurve.rawValue, "\(layer.sublayers.count)",
      ]
      if case .shape(let shape) = layer.content {
        out += [
          "shape", shape.fillRule.rawValue, shape.lineCap.rawValue, shape.lineJoin.rawValue,
        ]
      }
      return out + labels(layer.sublayers)
    }
  }

  static func expectClose(
    _ actual: [PresentationLayer], _ expected: [PresentationLayer], _ context: String
  ) {
    #expect(labels(actual) == labels(expected), "\(context)")
    let a = numbers(actual)
    let e = numbers(expected)
    #expect(a.count == e.count, "\(context)")
    for (i, (x, y)) in zip(a, e).enumerated() where abs(x - y) > tolerance {
      Issue.record("\(context): number \(i) is \(x), expected \(y)")
    }
  }
}
