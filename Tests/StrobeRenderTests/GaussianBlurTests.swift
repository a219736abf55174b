import Foundation
import StrobeGeometry
import Testing

@testable import StrobeRender

/// The shadow blur: accuracy against a directly computed Gaussian, cost per pixel independent
/// of σ, and a shadow image bounded by the canvas plus the reach (issue 15, section 3).
@Suite struct GaussianBlurTests {
  /// The exact Gaussian blur of `values` computed directly in Double (kernel to 6σ, zero
  /// outside), for comparison.
  static func exact(_ values: [Float], width: Int, height: Int, sigma: Double) -> [Double] {
    let r = Int((6 * sigma).rounded(.up))
    let k = (-r...r).map { i in exp(-Double(i * i) / (2 * sigma * sigma)) }
    let sum = k.reduce(0, +)
    let kernel = k.map { $0 / sum }
    var tmp = [Double](repeating: 0, count: values.count)
    var out = [Double](repeating: 0, count: values.count)
    for y in 0..<height {
      for x in 0..<width {
        var acc = 0.0
        for i in max(-r, -x)...min(r, width - 1 - x) {
          acc += kernel[i + r] * Double(values[y * width + x + i])
        }
        tmp[y * width + x] = acc
      }
    }
    for y in 0..<height {
      for x in 0..<width {
        var acc = 0.0
        for i in max(-r, -y)...min(r, height - 1 - y) {
          acc += kernel[i + r] * tmp[(y + i) * width + x]
        }
        out[y * width + x] = acc
      }
    }
    return out
  }

  /// A filled square of `side` pixels centred in a `size` × `size` image (coverage 1).
  static func square(size: Int, side: Int) -> [Float] {
    var v = [Float](repeating: 0, count: size * size)
    let lo = (size - side) / 2
    for y in lo..<(lo + side) {
      for x in lo..<(lo + side) { v[y * size + x] = 1 }
    }
    return v
  }

  /// The worst difference from the exact Gaussian, in 8-bit alpha steps, of blurring a square.
  static func worstError(sigma: Double, size: Int, side: Int) -> Double {
    var v = square(size: size, side: side)
    let want = exact(v, width: size, height: size, sigma: sigma)
    GaussianBlur.blur(&v, width: size, height: size, sigma: sigma)
    return zip(v, want).map { abs(Double($0) - $1) * 255 }.max()!
  }

  @Test(arguments: [17.0, 24.0, 40.0])
  func boxApproximationIsWithinThreeAndAHalfAlphaStepsOfTheGaussian(sigma: Double) throws {
    guard case .boxes = GaussianBlur.method(sigma: sigma) else {
      Issue.record("σ = \(sigma) px should use the box approximation")
      return
    }
    let size = Int(8 * sigma) + 40
    let worst = Self.worstError(sigma: sigma, size: size, side: Int(2 * sigma))
    // Measured (five boxes): 2.71 (σ 17), 2.68 (σ 24), 3.11 (σ 40) steps of 1/255, i.e. at
    // most 1.2 % of full coverage; docs/limits.md. Three or four boxes give 4.3…5.2.
    #expect(worst < 3.5, "σ = \(sigma): worst difference \(worst) / 255")
  }

  @Test func directKernelMatchesTheGaussianBelowTheLimit() {
    // The direct method truncates the kernel at 3σ and renormalises.
    let worst = Self.worstError(sigma: 6, size: 80, side: 12)
    #expect(worst < 1.0, "worst difference \(worst) / 255")
  }

  @Test func boxWidthsMatchTheVariance() {
    for sigma in [16.5, 20, 33.3, 100, 1234.5, 1e5] {
      let widths = GaussianBlur.boxWidths(sigma: sigma, count: GaussianBlur.boxCount)
      #expect(widths.count == GaussianBlur.boxCount)
      #expect(widths.allSatisfy { $0 % 2 == 1 }, "\(widths) must be odd (centred boxes)")
      let variance = widths.map { Double($0 * $0 - 1) / 12 }.reduce(0, +)
      // Whole odd widths: the variance is within one width step of σ².
      let tolerance = 2 * Double(widths.max()!) / 3 + 1
      #expect(
        abs(variance - sigma * sigma) <= tolerance,
        "σ = \(sigma): widths \(widths) give variance \(variance)")
    }
  }

  @Test func costPerPixelDoesNotGrowWithSigma() {
    let small = GaussianBlur.method(sigma: 17).operationsPerPixel
    for sigma in [17.0, 50, 300, 1000, 1e4, 1e6, 1e9] {
      let ops = GaussianBlur.method(sigma: sigma).operationsPerPixel
      #expect(ops == small, "σ = \(sigma): \(ops) operations per pixel and axis")
    }
    for sigma in stride(from: 0.5, through: 16, by: 0.5) {
      #expect(GaussianBlur.method(sigma: sigma).operationsPerPixel <= 97)
    }
    #expect(GaussianBlur.method(sigma: 0) == .identity)
    #expect(GaussianBlur.method(sigma: .nan) == .identity)
  }

  @Test func boxBlurKeepsTheMassOfInteriorContent() {
    var v = Self.square(size: 300, side: 20)
    GaussianBlur.blur(&v, width: 300, height: 300, sigma: 30)
    let mass = v.reduce(0, +)
    #expect(abs(Double(mass) - 400) < 0.05, "mass \(mass)")
  }

  /// Radius 1000 on a 100 × 100 canvas: the image covers the canvas plus 3σ only when the
  /// content is there, and never more than the pixel cap.
  @Test func shadowGridIsClippedToTheVisibleRegionPlusTheReach() throws {
    let visible = CGRect(x: 0, y: 0, width: 100, height: 100)
    let content = CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
    let clipped = try #require(
      ShadowGrid.make(
        content: content, visible: visible, sigma: 10, resolution: 1, maximumPixels: 1 << 24))
    // 100 + 2 × (30 + 2) + the grid's rounding.
    #expect(clipped.width <= 168 && clipped.height <= 168, "\(clipped)")
    #expect(clipped.resolution == 1)
    // σ = 1000 at 2 px per unit would be 2000 px: the resolution drops to 64 px per σ, so the
    // image is (100 + 6000) × 0.064 + rounding ≈ 394 px a side, not 12,200.
    let wide = try #require(
      ShadowGrid.make(
        content: CGRect(x: 0, y: 0, width: 100, height: 100), visible: nil, sigma: 1000,
        resolution: 2, maximumPixels: 1 << 24))
    #expect(wide.sigmaPixels == ShadowGrid.maximumSigmaPixels)
    #expect(wide.width <= 400 && wide.height <= 400, "\(wide)")
    // A huge image at a small σ is held to the pixel cap (plus the grid's rounding).
    let big = try #require(
      ShadowGrid.make(
        content: CGRect(x: 0, y: 0, width: 20_000, height: 20_000), visible: nil, sigma: 8,
        resolution: 2, maximumPixels: 1 << 24))
    #expect(big.width * big.height <= 4104 * 4104, "\(big)")
    #expect(big.resolution < 2, "lowered to fit the cap: \(big)")
    // Content entirely beyond the reach of the visible region makes no image.
    #expect(
      ShadowGrid.make(
        content: CGRect(x: 500, y: 0, width: 10, height: 10), visible: visible, sigma: 100,
        resolution: 1, maximumPixels: 1 << 24) == nil)
  }

  @Test func extremeValuesGiveABoundedGridOrNone() {
    let visible = CGRect(x: 0, y: 0, width: 100, height: 100)
    let cases: [(CGRect, CGRect?, Double, Double)] = [
      (CGRect(x: 0, y: 0, width: 1e300, height: 10), visible, 1e300, 2),
      (CGRect(x: 0, y: 0, width: 1e300, height: 1e300), nil, 1e300, 2),
      (CGRect(x: 1e300, y: 0, width: 10, height: 10), nil, 3, 2),
      (CGRect(x: 0, y: 0, width: 10, height: 10), visible, 1e18, 1e150),
      (CGRect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308), visible, 1e300, 2),
    ]
    for (content, region, sigma, res) in cases {
      let s = ShadowGrid.effectiveSigma(sigma, contentExtent: Double(content.width))
      #expect(s.isFinite && s <= ShadowGrid.sigmaLimit)
      if let grid = ShadowGrid.make(
        content: content, visible: region, sigma: s, resolution: res, maximumPixels: 1 << 24)
      {
        #expect(grid.width * grid.height <= 4104 * 4104, "\(content): \(grid)")
        #expect(grid.sigmaPixels.isFinite)
      }
    }
  }

  @Test func sigmaClampRule() {
    #expect(ShadowGrid.effectiveSigma(5, contentExtent: 100) == 5)
    #expect(ShadowGrid.effectiveSigma(1e300, contentExtent: 100) == 1e8)
    #expect(ShadowGrid.effectiveSigma(.infinity, contentExtent: 1e308) == ShadowGrid.sigmaLimit)
    #expect(ShadowGrid.effectiveSigma(-3, contentExtent: 100) == 0)
    #expect(ShadowGrid.effectiveSigma(.nan, contentExtent: 100) == 0)
  }

  /// A shadow of radius 1000 on a 100 × 100 canvas renders (its image is 64 px per σ, the
  /// blur five running sums per axis) and covers the canvas under a 10,000-point square.
  @Test func hugeRadiusShadowRenders() throws {
    let shadow = ShadowStyle(
      transform: .identity, color: RGBA(0, 0, 0, 1), offset: .zero, sigma: 1000)
    let list = DrawList(
      size: CGSize(width: 100, height: 100), background: TestShapes.white,
      operations: [
        .beginShadow(shadow),
        TestShapes.fillRect(-5000, -5000, 10000, 10000, TestShapes.red),
        .endShadow,
      ])
    let image = try Renderer().rasterize(list)
    let p = image.pixel(x: 50, y: 50)
    #expect(p.r < 3 && p.a == 255, "\(p)")
  }

  /// The whole shadow pipeline at σ = 40 points (lowered resolution, box blurs, bilinear
  /// upsampling) against the exact Gaussian shadow of a rectangle, a product of erf
  /// differences.
  @Test func wideShadowMatchesTheExactGaussianOfARectangle() throws {
    let sigma = 40.0
    let (x0, y0, x1, y1) = (60.0, 50.0, 140.0, 110.0)
    let shadow = ShadowStyle(
      transform: .identity, color: RGBA(0, 0, 0, 1), offset: .zero, sigma: sigma)
    let list = DrawList(
      size: CGSize(width: 200, height: 160), background: TestShapes.white,
      operations: [
        .beginShadow(shadow), TestShapes.fillRect(x0, y0, x1 - x0, y1 - y0, TestShapes.red),
        .endShadow,
      ])
    for scale in [1.0, 2.0] {
      let image = try Renderer().rasterize(list, scale: scale)
      var worst = 0.0
      for py in stride(from: 0, to: 160, by: 7) {
        for px in stride(from: 0, to: 200, by: 7) {
          let cx = Double(px) + 0.5
          let cy = Double(py) + 0.5
          let r = 2.0.squareRoot() * sigma
          let a =
            0.25 * (erf((x1 - cx) / r) - erf((x0 - cx) / r))
            * (erf((y1 - cy) / r) - erf((y0 - cy) / r))
          let want = 255 * (1 - a)  // black at coverage a over white
          let got = Double(
            image.pixel(x: Int(Double(px) * scale), y: Int(Double(py) * scale)).r)
          worst = max(worst, abs(got - want))
        }
      }
      // Measured: at most 3.64 steps of 1/255 (the boxes' 1.2 % plus 8-bit rounding).
      #expect(worst < 4.0, "scale \(scale): worst difference \(worst) / 255")
    }
  }
}
