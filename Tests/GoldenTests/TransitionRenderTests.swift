import Foundation
import Strobe
import Testing

/// CATransition rendering.
///
/// The layer before and after a transaction's change, blended by the effect. Probes worked out by hand: a 100×100 layer at the canvas origin turns from red
/// to blue at t = 0.5 inside a 1 s linear transition (implicit colour animation disabled),
/// sampled at t = 1 (progress 0.5).
@Suite struct TransitionRenderTests {
  func render(_ type: String, subtype: String = "fromRight", at t: Double) throws -> RasterImage {
    let json = """
      { "strobe": 1, "canvas": { "width": 200, "height": 100, "background": "#FFFFFF" },
        "layers": [ { "name": "card", "frame": [0, 0, 100, 100], "backgroundColor": "#FF0000" } ],
        "transactions": [ { "at": 0.5, "disableActions": true,
          "changes": [ { "layer": "card", "keyPath": "backgroundColor", "value": "#0000FF" } ],
          "transitions": [ { "layer": "card", "transitionType": "\(type)", "subtype": "\(subtype)",
                             "duration": 1 } ] } ] }
      """
    let doc = try SceneLoader.load(data: Data(json.utf8), fileName: "t.json")
    return try Renderer().rasterize(doc.drawList(at: t), scale: 1)
  }

  func expectPixel(
    _ image: RasterImage, _ x: Int, _ y: Int, _ want: (Int, Int, Int), _ why: String
  ) {
    let p = image.pixel(x: x, y: y)
    let got = (Int(p.r), Int(p.g), Int(p.b))
    let ok = abs(got.0 - want.0) <= 1 && abs(got.1 - want.1) <= 1 && abs(got.2 - want.2) <= 1
    #expect(ok, "(\(x), \(y)) \(why): got \(got), expected \(want)")
  }

  @Test func pushFromRightHalfway() throws {
    let img = try render("push", at: 1)
    expectPixel(img, 25, 50, (255, 0, 0), "the old red content pushed left by 50")
    expectPixel(img, 75, 50, (0, 0, 255), "the new blue content entering from the right")
    expectPixel(img, 150, 50, (255, 255, 255), "clipped to the layer's bounds")
  }

  @Test func moveInAndRevealHalfway() throws {
    let moveIn = try render("moveIn", subtype: "fromLeft", at: 1)
    expectPixel(moveIn, 25, 50, (0, 0, 255), "new content moved in from the left, over the old")
    expectPixel(moveIn, 75, 50, (255, 0, 0), "old content stays")
    let reveal = try render("reveal", subtype: "fromRight", at: 1)
    expectPixel(reveal, 25, 50, (255, 0, 0), "old content sliding away to the left")
    expectPixel(reveal, 75, 50, (0, 0, 255), "new content uncovered")
  }

  @Test func fadeHalfwayAndEnds() throws {
    // White, then red at α .5 → (255, 128, 128), then blue at α .5 → (128, 64, 191).
    expectPixel(try render("fade", at: 1), 50, 50, (128, 64, 191), "half cross-dissolve")
    expectPixel(try render("fade", at: 0.25), 50, 50, (255, 0, 0), "before: old content (no fill)")
    expectPixel(try render("fade", at: 2), 50, 50, (0, 0, 255), "after: new content")
  }

  @Test func implicitHiddenChangeIsAFadeTransition() {
    DocumentClock.withFreshContext {
      let l = CALayer()
      CATransaction.flush()
      l.isHidden = true
      #expect(l.animationKeys() == ["transition"])
      #expect(l.animation(forKey: "transition") is CATransition)
      let p = l.presentation(at: 0.125)
      #expect(p.transitions.count == 1 && abs(p.transitions[0].progress - 0.5) < 1e-9)
      #expect(p.transitions[0].spec.before.first?.state.isHidden == false)
    }
  }
}
