import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeScene

/// Scene files are parsed with path data under `path` read while scanning
/// (docs/performance.md §Path data read in place): the same paths and the same errors as
/// decoding the strings afterwards.
@Suite struct PathDataInPlaceTests {
  func shape(_ pathJSON: String) -> String {
    """
    { "strobe": 1, "canvas": { "width": 100, "height": 100 },
      "layers": [ { "type": "shape", "path": \(pathJSON), "fillColor": "#FF0000" } ] }
    """
  }

  @Test func aPlainPathStringBecomesAPathWithItsPosition() throws {
    let json = shape("\"M0 0 L10 0 L10 10 Z\"")
    let tree = try JSONParser.scene.parse(json)
    guard case .object(let root) = tree.kind, case .array(let layers)? = root["layers"]?.kind,
      case .object(let layer) = layers.first?.kind, let path = layer["path"]
    else {
      Issue.record("unexpected tree")
      return
    }
    guard case .path(let data) = path.kind else {
      Issue.record("expected a path, got \(path.kind)")
      return
    }
    #expect(data == (try PathData(svgPathData: "M0 0 L10 0 L10 10 Z")))
    #expect(path.position.line == 2 && path.position.column == 42)
    // The default parser keeps every string a string.
    let plain = try JSONParser().parse(json)
    guard case .object(let r) = plain.kind, case .array(let l)? = r["layers"]?.kind,
      case .object(let o) = l.first?.kind, case .string(let text)? = o["path"]?.kind
    else {
      Issue.record("the default parser made something else than a string")
      return
    }
    #expect(text == "M0 0 L10 0 L10 10 Z")
  }

  @Test func onlyThePathKeyAndOnlyPlainStringsAreRead() throws {
    // An escape, a non-ASCII byte or a syntax error leaves a string; another key too.
    for text in [#""M0 0 L10\u0020 0""#, "\"M0 0 L10 0 é\"", "\"M0 0 Lx\"", "\"\""] {
      let tree = try JSONParser.scene.parse("{\"path\": \(text), \"other\": \"M0 0\"}")
      guard case .object(let object) = tree.kind else {
        Issue.record("not an object")
        continue
      }
      if case .string = object["other"]?.kind {} else { Issue.record("other: \(text)") }
      if text == "\"\"" {
        // An empty string is empty path data.
        if case .path(let p)? = object["path"]?.kind {
          #expect(p.elements.isEmpty)
        } else {
          Issue.record("empty path data stayed a string")
        }
      } else if text == "\"M0 0 Lx\"" || text.contains("é") {
        if case .string = object["path"]?.kind {} else { Issue.record("path: \(text)") }
      }
    }
  }

  @Test func scenesLoadTheSamePathsAndErrorsAsBefore() throws {
    for path in ["\"M0 0 L10 0 L10 10 Z\"", "\"m 5,5 h 10 v 10 z\"", #""M0 0\u0020L5 5""#] {
      let doc = try SceneLoader.load(data: Data(shape(path).utf8), fileName: "p.json")
      let layer = try #require(doc.rootLayer.sublayers?.first as? CAShapeLayer)
      let text = try #require(
        try JSONParser().parse(path).kind.stringValue, "the JSON string of \(path)")
      #expect(layer.path?.data == (try PathData(svgPathData: text)))
    }
    // A bad path reports the string's location and the parser's message, as a string would.
    do {
      _ = try SceneLoader.load(data: Data(shape("\"M0 0 L10\"").utf8), fileName: "p.json")
      Issue.record("a bad path loaded")
    } catch let error as SceneError {
      let text = "\(error)"
      #expect(text.hasPrefix("p.json:2:42: layers[0].path: invalid SVG path data"), "\(text)")
    }
  }
}

extension JSONValue.Kind {
  /// The string, for a string value.
  fileprivate var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }
}
