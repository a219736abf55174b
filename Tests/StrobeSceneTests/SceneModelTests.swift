import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeScene

@Suite struct SceneModelTests {
  typealias S = SceneTestSupport

  func document(_ layers: String, extra: String = "") throws -> SceneDocument {
    let json =
      "{\n  \"strobe\": 1,\n  \"canvas\": { \"width\": 300, \"height\": 200 },\n  \"layers\": [\(layers)]\(extra)\n}"
    return try SceneLoader.load(data: Data(json.utf8), fileName: "scene.json")
  }

  func error(_ layers: String, extra: String = "") -> String? {
    S.sceneError { try document(layers, extra: extra) }?.description
  }

  @Test func rootLayerIsTheCanvas() throws {
    let doc = try document("", extra: #", "duration": 1.5"#)
    #expect(doc.rootLayer.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
    #expect(doc.rootLayer.position == CGPoint(x: 150, y: 100))
    #expect(doc.canvasSize == CGSize(width: 300, height: 200))
    #expect(doc.duration == 1.5)
    #expect(doc.background == nil)
  }

  @Test func frameIsAppliedAfterAnchorPoint() throws {
    // frame written first; applied last: position = origin + anchor·size = (10, 20).
    let doc = try document(#"{"name": "a", "frame": [10, 20, 30, 40], "anchorPoint": [0, 0]}"#)
    let a = try #require(doc.layer(named: "a"))
    #expect(a.position == CGPoint(x: 10, y: 20))
    #expect(a.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    // Default anchor (0.5, 0.5): position = (10 + 15, 20 + 20).
    let b = try #require(
      try document(#"{"name": "b", "frame": [10, 20, 30, 40]}"#).layer(named: "b"))
    #expect(b.position == CGPoint(x: 25, y: 40))
  }

  @Test func frameIsAppliedAfterTransform() throws {
    // Under a 2× scale, Core Animation sizes bounds by the inverse scale so the frame
    // is the requested one: bounds 50 × 50, position at the frame's centre (50, 50).
    let doc = try document(
      #"{"name": "s", "frame": [0, 0, 100, 100], "transform": [{"scale": [2, 2, 1]}]}"#)
    let s = try #require(doc.layer(named: "s"))
    #expect(abs(s.bounds.width - 50) < 1e-9 && abs(s.bounds.height - 50) < 1e-9)
    #expect(abs(s.position.x - 50) < 1e-9 && abs(s.position.y - 50) < 1e-9)
  }

  @Test func layerPropertiesMapToCoreAnimationNames() throws {
    let doc = try document(
      #"""
      {"name": "l", "bounds": [0, 0, 10, 10], "position": [5, 6], "opacity": 0.2,
       "isHidden": true, "backgroundColor": "#FF0000", "cornerRadius": 3,
       "maskedCorners": ["minXMinY", "maxXMaxY"], "borderWidth": 2, "borderColor": null,
       "masksToBounds": true, "zPosition": 4, "anchorPointZ": 1, "cornerCurve": "continuous",
       "shadowOpacity": 0.5, "shadowOffset": [1, 2], "sublayers": [{"name": "child"}]}
      """#)
    let l = try #require(doc.layer(named: "l"))
    #expect(l.opacity == Float(0.2))
    #expect(l.isHidden)
    #expect(l.backgroundColor == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    #expect(l.cornerRadius == 3)
    #expect(l.maskedCorners.rawValue == 1 | 8)
    #expect(l.borderWidth == 2 && l.borderColor == nil)
    #expect(l.masksToBounds && l.zPosition == 4 && l.anchorPointZ == 1)
    #expect(l.cornerCurve == .continuous)
    #expect(l.shadowOpacity == 0.5 && l.shadowOffset == CGSize(width: 1, height: 2))
    #expect(l.sublayers?.first?.name == "child")
    #expect(doc.rootLayer.sublayers?.count == 1)
  }

  @Test func shapePropertiesAndRectPath() throws {
    let doc = try document(
      #"""
      {"type": "shape", "name": "s", "path": {"rect": [10, 10, -4, 6]}, "fillColor": null,
       "strokeColor": "systemBlue", "lineWidth": 8, "lineCap": "round", "lineJoin": "bevel",
       "fillRule": "evenOdd", "lineDashPattern": [4, 2], "strokeEnd": 0.5}
      """#)
    let s = try #require(doc.layer(named: "s") as? CAShapeLayer)
    #expect(s.fillColor == nil)
    #expect(s.strokeColor == CGColor(srgbRed: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    #expect(s.lineWidth == 8 && s.strokeEnd == 0.5)
    #expect(s.lineCap == .round && s.lineJoin == .bevel && s.fillRule == .evenOdd)
    #expect(s.lineDashPattern?.map(\.doubleValue) == [4, 2])
    // CGPath(rect:) of the standardised rect (6, 10, 4, 6).
    #expect(
      s.path?.data.elements == [
        .move(to: CGPoint(x: 6, y: 10)), .line(to: CGPoint(x: 10, y: 10)),
        .line(to: CGPoint(x: 10, y: 16)), .line(to: CGPoint(x: 6, y: 16)), .closeSubpath,
      ])
  }

  @Test func pathConstructorsAndSVGBuildPaths() throws {
    let doc = try document(
      #"""
      {"type": "shape", "name": "svg", "path": "M0 0 H10 V5 Z"},
      {"type": "shape", "name": "arc",
       "path": {"arc": {"center": [5, 5], "radius": 4, "startAngle": 0,
                        "endAngle": 3.141592653589793, "clockwise": true}}},
      {"type": "shape", "name": "oval", "path": {"ellipse": [0, 0, 20, 10]}}
      """#)
    let svg = try #require((doc.layer(named: "svg") as? CAShapeLayer)?.path?.data.elements)
    #expect(
      svg == [
        .move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 10, y: 0)),
        .line(to: CGPoint(x: 10, y: 5)), .closeSubpath,
      ])
    // Clockwise (increasing angle) half circle: starts at (9, 5), ends at (1, 5).
    let arc = try #require((doc.layer(named: "arc") as? CAShapeLayer)?.path?.data)
    #expect(arc.elements.first == .move(to: CGPoint(x: 9, y: 5)))
    let end = try #require(arc.currentPoint)
    #expect(abs(end.x - 1) < 1e-9 && abs(end.y - 5) < 1e-9)
    // Ellipse in [0, 0, 20, 10]: starts at (maxX, midY) = (20, 5); move + 4 cubics + close.
    let oval = try #require((doc.layer(named: "oval") as? CAShapeLayer)?.path?.data.elements)
    #expect(oval.count == 6)
    #expect(oval.first == .move(to: CGPoint(x: 20, y: 5)))
  }

  @Test func loadsTheRepositoryFixtures() throws {
    let fixtures = S.badFixtures.deletingLastPathComponent()
    var files = [fixtures.appendingPathComponent("demo.json")]
    let golden = fixtures.appendingPathComponent("golden")
    files += try FileManager.default.contentsOfDirectory(atPath: golden.path)
      .filter { $0.hasSuffix(".json") }.sorted().map { golden.appendingPathComponent($0) }
    for file in files {
      // Each must validate and build into layers.
      do {
        _ = try SceneLoader.load(contentsOf: file)
      } catch {
        Issue.record("\(error)")
      }
    }
    #expect(files.count > 1)
  }

  @Test func deeplyNestedLayersLoad() throws {
    // 250 nested layers use 500 JSON levels (object + sublayers array), under the limit.
    let depth = 250
    let layers =
      String(repeating: #"{"sublayers": ["#, count: depth - 1) + "{}"
      + String(repeating: "]}", count: depth - 1)
    let doc = try document(layers)
    var count = 0
    var layer = doc.rootLayer.sublayers?.first
    while let l = layer {
      count += 1
      layer = l.sublayers?.first
    }
    #expect(count == depth)
    // One more level of JSON nesting than allowed is a syntax error, not a crash.
    let tooDeep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    let e = S.sceneError { try SceneLoader.load(data: Data(tooDeep.utf8), fileName: "d.json") }
    #expect(e?.description == "d.json:1:513: arrays and objects nested deeper than 512 levels")
  }

  @Test func shapeDefaultsStayCoreAnimations() throws {
    let doc = try document(#"{"type": "shape", "name": "s"}"#)
    let s = try #require(doc.layer(named: "s") as? CAShapeLayer)
    #expect(s.fillColor == CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
    #expect(s.strokeColor == nil && s.lineWidth == 1 && s.miterLimit == 10)
  }

  @Test func contentsCenterIsLoadedAndDefaultsToTheUnitRect() throws {
    let doc = try document(
      #"{"name": "a", "contentsCenter": [0.25, 0.125, 0.5, 0.75]}, {"name": "b"}"#)
    let a = try #require(doc.layer(named: "a"))
    #expect(a.contentsCenter == CGRect(x: 0.25, y: 0.125, width: 0.5, height: 0.75))
    let b = try #require(doc.layer(named: "b"))
    #expect(b.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func maskLayersAreBuiltAndHostedNotSublayers() throws {
    let doc = try document(
      #"{"name": "host", "sublayers": [{"name": "child"}], "mask": {"type": "shape", "name": "m", "path": {"rect": [0, 0, 10, 10]}}}"#
    )
    let host = try #require(doc.layer(named: "host"))
    let mask = try #require(host.mask as? CAShapeLayer)
    #expect(mask.name == "m" && mask.superlayer === host)
    #expect(host.sublayers?.map(\.name) == ["child"])
    #expect(doc.layer(named: "m") === mask)
  }

  @Test func contentsLoadFromDataURIsAndFilesWithLocatedErrors() throws {
    let png =
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABQAAAAUCAYAAACNiR0NAAAAJklEQVR42mP4z8DwnxhMAhw1cNTAYWggkeYBAQNReNTAUQOHpYEA1ByAqq+ACM8AAAAASUVORK5CYII="
    let doc = try document(
      #"{"name": "p", "contents": "\#(png)", "contentsGravity": "topLeft", "contentsRect": [0, 0, 0.5, 0.5]}"#
    )
    let p = try #require(doc.layer(named: "p"))
    let image = try #require(p.contents as? CGImage)
    #expect(image.format == .png && image.width == 20 && image.height == 20)
    #expect(p.contentsGravity == .topLeft)
    #expect(p.contentsRect == CGRect(x: 0, y: 0, width: 0.5, height: 0.5))
    let svg =
      #"data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 30 12'/>"#
    let s = try #require(
      try document(#"{"name": "s", "contents": "\#(svg)"}"#).layer(named: "s")?.contents
        as? CGImage)
    #expect(s.format == .svg && s.width == 30 && s.height == 12)
    let missing = error(#"{"contents": "no-such-image.png"}"#) ?? ""
    #expect(missing.hasPrefix("scene.json:4:") && missing.contains("layers[0].contents:"))
    #expect(
      missing.contains("cannot read the contents image") && missing.contains("no-such-image.png"))
    let bad = error(#"{"contents": "data:image/png;base64,AAAA"}"#) ?? ""
    #expect(bad.contains("layers[0].contents:") && bad.contains("does not hold a PNG image"))
  }
}
