import Foundation
import Testing

@testable import StrobeCore

/// Masks, contents images and gravity placement in the model.
@Suite struct LayerLookTests {
  @Test func assigningAMaskRemovesItFromSublayersAndHostsIt() {
    let parent = CALayer()
    let host = CALayer()
    let m = CALayer()
    parent.addSublayer(m)
    parent.addSublayer(host)
    host.mask = m
    #expect(parent.sublayers?.count == 1 && parent.sublayers?.first === host)
    #expect(m.superlayer === host && host.mask === m && host.sublayers == nil)
    // Replacing detaches the old mask; removeFromSuperlayer clears the host's mask.
    let n = CALayer()
    host.mask = n
    #expect(m.superlayer == nil && n.superlayer === host)
    n.removeFromSuperlayer()
    #expect(host.mask == nil && n.superlayer == nil)
    host.mask = host
    #expect(host.mask == nil)
  }

  @Test func presentationCarriesTheMaskSubtree() {
    DocumentClock.withFreshContext {
      let host = CALayer()
      let m = CAShapeLayer()
      m.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
      m.addSublayer(CALayer())
      host.mask = m
      let p = host.presentation(at: 0)
      #expect(p.mask?.state.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
      #expect(p.mask?.sublayers.count == 1 && p.sublayers.isEmpty)
      if case .shape = p.mask?.content {} else { Issue.record("mask content is not a shape") }
      #expect(CALayer().presentation(at: 0).mask == nil)
    }
  }

  @Test func imagesReadTheirSizeFromTheData() {
    // A PNG signature + IHDR of 3 × 2 pixels (the body is not read here).
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    png.append(contentsOf: Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
    let image = CGImage(pngData: png)
    #expect(image?.width == 3 && image?.height == 2 && image?.format == .png)
    #expect(CGImage(pngData: Data("not a png at all, really not".utf8)) == nil)
    let svg =
      #"<svg xmlns="http://www.w3.org/2000/svg" width="40px" height="25" viewBox="0 0 8 5"/>"#
    #expect(CGImage(svgData: Data(svg.utf8))?.width == 40)
    #expect(CGImage(svgData: Data(svg.utf8))?.height == 25)
    #expect(CGImage(svgData: Data(#"<svg viewBox="0,0,7.5,3"/>"#.utf8))?.width == 8)
    #expect(CGImage(svgData: Data("<svg/>".utf8)) == nil)
    #expect(CGImage(data: Data(svg.utf8))?.format == .svg)
  }

  @Test func settingNonImageContentsClearsThem() throws {
    let layer = CALayer()
    let svg = try #require(CGImage(svgData: Data(#"<svg width="2" height="2"/>"#.utf8)))
    layer.contents = svg
    #expect((layer.contents as? CGImage) == svg)
    layer.contents = "a string"
    #expect(layer.contents == nil)
  }

  /// Every gravity for a 20 × 10 pt image in bounds (0, 0, 100, 50), by hand (y down).
  @Test func gravityPlacesByHand() {
    let b = CGRect(x: 0, y: 0, width: 100, height: 50)
    let s = CGSize(width: 20, height: 10)
    let want: [(CALayerContentsGravity, CGRect)] = [
      (.center, CGRect(x: 40, y: 20, width: 20, height: 10)),
      (.top, CGRect(x: 40, y: 0, width: 20, height: 10)),
      (.bottom, CGRect(x: 40, y: 40, width: 20, height: 10)),
      (.left, CGRect(x: 0, y: 20, width: 20, height: 10)),
      (.right, CGRect(x: 80, y: 20, width: 20, height: 10)),
      (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
      (.topRight, CGRect(x: 80, y: 0, width: 20, height: 10)),
      (.bottomLeft, CGRect(x: 0, y: 40, width: 20, height: 10)),
      (.bottomRight, CGRect(x: 80, y: 40, width: 20, height: 10)),
      (.resize, b),
      // 100 × 50 vs 20 × 10: same aspect, both fill exactly.
      (.resizeAspect, b), (.resizeAspectFill, b),
      (CALayerContentsGravity(rawValue: "bogus"), CGRect(x: 40, y: 20, width: 20, height: 10)),
    ]
    for (g, r) in want { #expect(g.placement(of: s, in: b) == r, "\(g.rawValue)") }
    // A square image: fit scales by min(100, 50)/10 = 5, fill by 10.
    let sq = CGSize(width: 10, height: 10)
    #expect(
      CALayerContentsGravity.resizeAspect.placement(of: sq, in: b)
        == CGRect(x: 25, y: 0, width: 50, height: 50))
    #expect(
      CALayerContentsGravity.resizeAspectFill.placement(of: sq, in: b)
        == CGRect(x: 0, y: -25, width: 100, height: 100))
  }
}
