import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// A layer's mask in the animated SVG (docs/animated-output.md §Masks): an alpha `<mask>`
/// holding the mask layer, written and animated as any sublayer, around everything the
/// layer draws; drawn frame by frame where SVG cannot mask as Strobe does.
@Suite struct AnimatedSVGMaskTests {
  static let canvas = CGSize(width: 100, height: 100)

  /// A red 80×60 layer with a sublayer, masked by a 30×60 black slot sliding across it.
  static func window() -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 20, width: 80, height: 60)
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let child = CALayer()
    child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    layer.addSublayer(child)
    let slot = CALayer()
    slot.frame = CGRect(x: 0, y: 0, width: 30, height: 60)
    slot.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 15
    slide.toValue = 65
    slide.duration = 1
    slot.add(slide, forKey: "slide")
    layer.mask = slot
    return layer
  }

  static func write(_ root: CALayer) throws -> AnimatedSVG {
    try AnimatedSVGWriter(sampleRate: 8).write(
      root: root, canvasSize: canvas, background: nil, from: 0, to: 1)
  }

  @Test func theMaskIsAnAlphaMaskAroundTheLayersDrawing() throws {
    let svg = try Self.write(Self.window())
    #expect(svg.sampled.isEmpty, "\(svg.sampled)")
    #expect(svg.exactCount == 1)
    let text = String(decoding: svg.data, as: UTF8.self)
    let mask = try #require(text.range(of: "<mask id=\"l0m\""))
    let open = try #require(text.range(of: "<g mask=\"url(#l0m)\">"))
    #expect(mask.lowerBound < open.lowerBound)
    #expect(text.contains("style=\"mask-type:alpha\""))
    #expect(text.contains(#"maskUnits="userSpaceOnUse" maskContentUnits="userSpaceOnUse""#))
    // The slot's slide is the mask's content's own animation, in the layer's bounds space.
    #expect(text.contains("0%{transform:translate(15px,30px)}100%{transform:translate(65px,30px)}"))
    // The background and the sublayer are both inside the masked group.
    let masked = text[open.upperBound...]
    #expect(masked.contains("fill:rgb(100%,0%,0%)"))
    #expect(masked.contains("fill:rgb(0%,0%,100%)"))
  }

  @Test func masksSVGCannotMatchAreDrawnFrameByFrame() throws {
    let inverted = Self.window()
    inverted.maskMode = .alphaInverted
    #expect(
      try Self.write(inverted).sampled.map(\.reason) == [
        .flipbook(detail: "a mask of mode other than alpha")
      ])
  }
}
