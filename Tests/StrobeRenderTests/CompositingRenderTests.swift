import Foundation
import StrobeCore
import StrobeGeometry
import Testing

@testable import StrobeRender

/// `compositingFilter` groups and `blurRadius` blurs: their draw-list brackets, their pixels
/// against the closed forms, and how SVG and PDF output holds them (read back by librsvg and
/// poppler within the verifier's tolerance).
@Suite struct CompositingRenderTests {
  /// Backdrop B = (51, 102, 204) = (0.2, 0.4, 0.8), source S = (204, 153, 51) = (0.8, 0.6, 0.2).
  static let backdrop = LayerRenderSupport.color(51, 102, 204)
  static let source = LayerRenderSupport.color(204, 153, 51)

  /// A 20×20 canvas: the backdrop over all of it, and above it a layer at (5, 5, 10, 10) in
  /// the source colour with `filter` (and `configure` applied).
  static func list(
    _ filter: String?, configure: (CALayer) -> Void = { _ in }
  ) -> DrawList {
    let back = CALayer()
    back.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    back.backgroundColor = backdrop
    let top = CALayer()
    top.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    top.backgroundColor = source
    top.compositingFilter = filter
    configure(top)
    return LayerRenderSupport.list(20, 20, [back, top])
  }

  static func pixel(_ list: DrawList, _ x: Int, _ y: Int) throws -> [Int] {
    let p = try Renderer().rasterize(list).pixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
  }

  static func expect(_ got: [Int], _ want: [Double], _ note: String = "") {
    let ok = zip(got, want).allSatisfy { abs(Double($0) - $1) <= 1 }
    #expect(ok, "\(note): got \(got), want \(want)")
  }

  /// Multiply at opacity ½: the opacity scales the source before the blend, so the pixel is
  /// (1 − ½)·b + ½·b·s = (45.9, 81.6, 122.4); outside the layer the backdrop is untouched.
  @Test func multiplyAtHalfOpacity() throws {
    let list = Self.list("multiplyBlendMode") { $0.opacity = 0.5 }
    Self.expect(try Self.pixel(list, 10, 10), [45.9, 81.6, 122.4, 255], "inside")
    Self.expect(try Self.pixel(list, 2, 2), [51, 102, 204, 255], "outside")
    // The opacity rides on the composited group itself (no second group without a mask).
    #expect(list.operations.contains(.beginGroup(opacity: 0.5)))
    #expect(list.operations.last == .endCompositedGroup(.multiplyBlendMode))
  }

  /// The subtree composites as one group: two overlapping opaque sublayers are multiplied
  /// once (b·s = (40.8, 61.2, 40.8)) where they overlap, not twice.
  @Test func theSubtreeIsOneGroup() throws {
    let list = Self.list("multiplyBlendMode") { top in
      let child = CALayer()
      child.frame = CGRect(x: 2, y: 2, width: 6, height: 6)
      child.backgroundColor = Self.source
      top.addSublayer(child)
    }
    Self.expect(try Self.pixel(list, 10, 10), [40.8, 61.2, 40.8, 255], "overlap")
    Self.expect(try Self.pixel(list, 6, 6), [40.8, 61.2, 40.8, 255], "parent only")
  }

  /// With a mask the group is outside it: the masked result blends (left half of the layer),
  /// the masked-out half shows the backdrop.
  @Test func aMaskedLayerBlendsItsMaskedResult() throws {
    let list = Self.list("differenceBlendMode") { top in
      let mask = CALayer()
      mask.frame = CGRect(x: 0, y: 0, width: 5, height: 10)
      mask.backgroundColor = CGColor.black
      top.mask = mask
    }
    Self.expect(try Self.pixel(list, 7, 10), [153, 51, 153, 255], "masked in: |b − s|")
    Self.expect(try Self.pixel(list, 12, 10), [51, 102, 204, 255], "masked out")
    let ops = list.operations
    let begin = try #require(ops.firstIndex(of: .beginMaskedContent))
    #expect(ops[begin - 1] == .beginGroup(opacity: 1))
    #expect(ops.last == .endCompositedGroup(.differenceBlendMode))
  }

  /// Porter–Duff plus: b + s clamped = (255, 255, 255).
  @Test func additionClampsTheSum() throws {
    Self.expect(try Self.pixel(Self.list("additionCompositing"), 10, 10), [255, 255, 255, 255])
    let half = Self.list("additionCompositing") { $0.opacity = 0.5 }
    Self.expect(try Self.pixel(half, 10, 10), [153, 178.5, 229.5, 255], "b + ½·s")
  }

  /// A transform layer ignores its compositing filter, as Core Animation does.
  @Test func aTransformLayerIgnoresIt() {
    let layer = CATransformLayer()
    layer.compositingFilter = "multiplyBlendMode"
    let list = LayerRenderSupport.list(10, 10, [layer])
    #expect(!list.operations.contains { if case .endCompositedGroup = $0 { true } else { false } })
  }

  /// PDF holds the fifteen blend modes as PDF blend modes (vector, `/BM`); SVG 1.1 holds
  /// none, and PDF no addition: those pages fall back at 72 dpi, and every one reads back
  /// exactly (librsvg, poppler) — at 288 dpi the edges of a rotated layer came back up to
  /// 19 (SVG) and 71 (PDF, addition) levels off.
  @Test(arguments: ["multiplyBlendMode", "hueBlendMode", "additionCompositing"])
  func vectorOutputReadsBack(filter: String) throws {
    let list = Self.list(filter) { top in
      top.opacity = 0.75
      top.setAffineTransform(CGAffineTransform(rotationAngle: 0.4))
    }
    let renderer = Renderer()
    let raster = try renderer.rasterize(list)
    let verifier = Verifier()
    let svg = try renderer.svgData(list)
    let pdf = try renderer.pdfData(pages: [list])
    let svgCheck = try verifier.verify(svg: svg, against: raster)
    let pdfCheck = try verifier.verify(pdf: pdf, page: 0, against: raster)
    #expect(verifier.passes(svgCheck), "SVG max \(svgCheck.maxChannelDifference)")
    #expect(verifier.passes(pdfCheck), "PDF max \(pdfCheck.maxChannelDifference)")
    let pdfText = String(decoding: pdf, as: UTF8.self)
    let svgText = String(decoding: svg, as: UTF8.self)
    #expect(svgText.contains("<image"))
    if filter == "additionCompositing" {
      #expect(Renderer.needsBlendFallback(list, pdf: true))
    } else {
      #expect(!Renderer.needsBlendFallback(list, pdf: true))
      #expect(pdfText.contains(filter == "hueBlendMode" ? "/BM /Hue" : "/BM /Multiply"))
    }
  }

  @Test func sourceOverNeedsNoFallback() {
    let list = Self.list("sourceOverCompositing")
    #expect(!Renderer.needsBlendFallback(list, pdf: false))
    #expect(!Renderer.needsBlendFallback(list, pdf: true))
    #expect(Renderer.needsBlendFallback(Self.list("screenBlendMode"), pdf: false))
    #expect(!Renderer.needsBlendFallback(Self.list(nil), pdf: false))
  }

  @Test func aCompositedEndNeedsAnOpenGroup() {
    let list = DrawList(
      size: CGSize(width: 4, height: 4), background: nil,
      operations: [.endCompositedGroup(.screenBlendMode)])
    #expect(throws: RenderError.self) { try Renderer().rasterize(list) }
  }

  // MARK: Blur

  /// A 40×40 red square blurred with σ = 3 points: at a pixel whose centre lies d outside the
  /// straight edge the alpha is the Gaussian's tail Φ(−d/σ) (the far edges are 13σ away),
  /// the colour stays red, and the middle stays opaque.
  @Test(arguments: [(0.5, 0.4338), (1.5, 0.3085), (3.5, 0.1217), (6.5, 0.0151)])
  func blurFollowsTheGaussianTail(distance: Double, alpha: Double) throws {
    let layer = CALayer()
    layer.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    layer.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
    layer.blurRadius = 3
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
    root.addSublayer(layer)
    let list = DrawListBuilder().build(
      root: root.presentation(at: 0), canvasSize: CGSize(width: 80, height: 80), background: nil)
    let image = try Renderer().rasterize(list)
    let x = Int(60 + distance - 0.5)
    let p = image.pixel(x: x, y: 40)
    #expect(abs(Double(p.a) - alpha * 255) <= 2, "x \(x): alpha \(p.a), want \(alpha * 255)")
    if p.a > 8 { #expect(p.r == 255 && p.g == 0 && p.b == 0, "\(p)") }
    #expect(image.pixel(x: 40, y: 40).a == 255)
    // Halved with the layer's scale (σ is in the layer's own points): the square spans
    // 30…50 and σ is 1.5 canvas points, so the pixel k to the right of the edge has
    // Φ(−(k + ½)/1.5).
    layer.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 0.5))
    let scaled = DrawListBuilder().build(
      root: root.presentation(at: 0), canvasSize: CGSize(width: 80, height: 80), background: nil)
    let k = Int(distance)
    let q = try Renderer().rasterize(scaled).pixel(x: 50 + k, y: 40)
    let want = 255 * Self.tail(Double(k) + 0.5, sigma: 1.5)
    #expect(abs(Double(q.a) - want) <= 2, "scaled, x \(50 + k): alpha \(q.a), want \(want)")
  }

  /// Φ(−d/σ) of the standard normal distribution.
  static func tail(_ d: Double, sigma: Double) -> Double {
    0.5 * erfc(d / sigma / 2.0.squareRoot())
  }
}
