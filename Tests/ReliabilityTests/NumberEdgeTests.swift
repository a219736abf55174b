import Foundation
import Strobe
import Testing

/// Extreme numbers in scenes have a defined outcome: a located error, or Core Animation's
/// documented behaviour (docs/core-animation-semantics.md §4.2), never a crash.
@Suite struct NumberEdgeTests {
  /// A 20×10 scene with one 10×10 layer "a" (red) whose opacity animates 0 → 1; `layer`
  /// and `animation` are extra JSON members.
  func scene(layer: String = "", animation: String) throws -> SceneDocument {
    let json = """
      {"strobe": 1, "canvas": {"width": 20, "height": 10, "background": "#FFFFFF"},
       "layers": [{"name": "a", "bounds": [0, 0, 10, 10], "position": [5, 5],
         "backgroundColor": "#FF0000" \(layer),
         "animations": [{"type": "basic", "keyPath": "opacity", "fromValue": 0,
           "toValue": 1 \(animation)}]}]}
      """
    return try SceneLoader.load(data: Data(json.utf8), fileName: "n.json")
  }

  /// The presented opacity of layer "a" at `t`.
  func opacity(_ doc: SceneDocument, at t: Double) -> Float {
    doc.presentation(at: t).sublayers[0].state.opacity
  }

  @Test func overflowingNumbersAreLocatedSyntaxErrors() {
    for literal in ["1e999", "-1e999", "1e400"] {
      let json = #"{"strobe": 1, "canvas": {"width": \#(literal), "height": 10}}"#
      #expect(throws: SceneError.self) {
        try SceneLoader.load(data: Data(json.utf8), fileName: "n.json")
      }
      var message = ""
      do { _ = try SceneLoader.load(data: Data(json.utf8), fileName: "n.json") } catch {
        message = "\(error)"
      }
      #expect(message == "n.json:1:35: number \(literal) is out of range")
    }
  }

  @Test func speedZeroFreezesTheAnimationAtItsStart() throws {
    // t_local = (T − beginTime) · 0 + timeOffset = 0: the start value, for ever.
    let doc = try scene(animation: #", "duration": 1, "speed": 0"#)
    #expect(opacity(doc, at: 0.5) == 0)
    #expect(opacity(doc, at: 100) == 0)
  }

  @Test func negativeSpeedRunsBackwardsFromTheEnd() throws {
    // Measured table (speed −1): T = .2 → .8, T = .5 → .5, T = .9 → .1, then the model.
    let doc = try scene(animation: #", "duration": 1, "speed": -1"#)
    #expect(abs(opacity(doc, at: 0.2) - 0.8) < 1e-6)
    #expect(abs(opacity(doc, at: 0.5) - 0.5) < 1e-6)
    #expect(abs(opacity(doc, at: 0.9) - 0.1) < 1e-6)
    #expect(opacity(doc, at: 1.5) == 1)
  }

  @Test func zeroDurationMeansTheTransactionDefaultOfAQuarterSecond() throws {
    let doc = try scene(animation: #", "duration": 0"#)
    #expect(abs(opacity(doc, at: 0.125) - 0.5) < 1e-6)
    #expect(doc.duration == 0.25)
  }

  @Test func speedBeyondFloatRangeEndsTheAnimationAtOnce() throws {
    // speed is a Float in Core Animation: 1e300 becomes +inf, the active duration 1/inf = 0.
    let doc = try scene(animation: #", "duration": 1, "speed": 1e300"#)
    #expect(opacity(doc, at: 0.5) == 1)
    #expect(doc.duration == 0)
  }

  @Test func repeatForeverCountsOneCycleForTheDuration() throws {
    let doc = try scene(animation: #", "duration": 2, "repeatCount": "infinity""#)
    #expect(doc.duration == 2)
    // Still running long after: cycle position 0.5 of 2 s at T = 1001.
    #expect(abs(opacity(doc, at: 1001) - 0.5) < 1e-6)
  }

  @Test func hugeCoordinatesDrawNothingOnTheCanvas() throws {
    let doc = try scene(
      layer: #", "transform": [{"translate": [1e300, -1e300]}]"#,
      animation: #", "duration": 1"#)
    let image = try Renderer().rasterize(doc.drawList(at: 2))
    for (x, y) in [(0, 0), (5, 5), (19, 9)] {
      let p = image.pixel(x: x, y: y)
      #expect(p.r == 255 && p.g == 255 && p.b == 255 && p.a == 255, "(\(x), \(y))")
    }
  }

  @Test func negativeBoundsSizeIsStandardised() throws {
    let json = """
      {"strobe": 1, "canvas": {"width": 20, "height": 10},
       "layers": [{"name": "a", "bounds": [0, 0, -10, 20]}]}
      """
    let doc = try SceneLoader.load(data: Data(json.utf8), fileName: "n.json")
    let layer = try #require(doc.layer(named: "a"))
    #expect(layer.bounds == CGRect(x: -10, y: 0, width: 10, height: 20))
  }

  @Test func nonFiniteTimesEvaluateWithoutTrapping() throws {
    let doc = try scene(animation: #", "duration": 1"#)
    for t in [Double.nan, .infinity, -.infinity, 1e300, -1e300] {
      let list = doc.drawList(at: t)
      #expect(list.size == CGSize(width: 20, height: 10))
    }
  }
}
