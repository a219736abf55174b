import Foundation
import StrobeCore
import StrobeGeometry
import StrobeRender
import Testing

/// CAGradientLayer through the builder and Cairo: colours at pixel centres against the
/// closed-form gradient, SVG/PDF read-back, and which outputs stay vector.
@Suite struct GradientRenderingTests {
  typealias S = LayerRenderSupport
  static let red = (255.0, 0.0, 0.0, 255.0)
  static let green = (0.0, 255.0, 0.0, 255.0)
  static let blue = (0.0, 0.0, 255.0, 255.0)

  static func layer(
    _ frame: CGRect, _ colors: [CGColor], type: CAGradientLayerType = .axial,
    start: CGPoint? = nil, end: CGPoint? = nil, locations: [Double]? = nil
  ) -> CAGradientLayer {
    let g = CAGradientLayer()
    g.frame = frame
    g.colors = colors
    g.type = type
    if let start { g.startPoint = start }
    if let end { g.endPoint = end }
    g.locations = locations?.map { NSNumber(value: $0) }
    return g
  }

  static let redBlueAxial = S.list(
    120, 120,
    [
      layer(
        CGRect(x: 10, y: 10, width: 100, height: 100), [S.color(255, 0, 0), S.color(0, 0, 255)])
    ])

  @Test func defaultsAreCoreAnimations() {
    let g = CAGradientLayer()
    #expect(g.colors == nil)
    #expect(g.locations == nil)
    #expect(g.startPoint == CGPoint(x: 0.5, y: 0))
    #expect(g.endPoint == CGPoint(x: 0.5, y: 1))
    #expect(g.type == .axial)
  }

  /// Red at y = 10 to blue at y = 110: the pixel centre y + 0.5 has t = (y + 0.5 − 10)/100.
  @Test(arguments: [1.0, 2.0]) func axialTwoColoursIsTheLerpAtEachPixelCentre(scale: Double) throws
  {
    let image = try Renderer().rasterize(Self.redBlueAxial, scale: scale)
    var worst = 0.0
    for py in Int(10 * scale)..<Int(110 * scale) {
      let t = ((Double(py) + 0.5) / scale - 10) / 100
      let want = S.lerp(Self.red, Self.blue, t)
      for px in [Int(12 * scale), Int(60 * scale), Int(107 * scale)] {
        worst = max(worst, S.difference(image.pixel(x: px, y: py), want))
      }
    }
    #expect(worst <= 1, "worst channel error \(worst)")
    // Outside the layer: the white canvas.
    #expect(
      S.difference(image.pixel(x: Int(5 * scale), y: Int(60 * scale)), (255, 255, 255, 255)) == 0)
  }

  /// Worst channel error over every pixel centre of `rect` (canvas points) against `want`
  /// (canvas point → expected colour, or nil to skip the pixel).
  static func worstError(
    _ list: DrawList, scale: Double, in rect: CGRect,
    _ want: (Double, Double) -> (Double, Double, Double, Double)?
  ) throws -> Double {
    let image = try Renderer().rasterize(list, scale: scale)
    var worst = 0.0
    for py in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
      for px in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
        guard let w = want((Double(px) + 0.5) / scale, (Double(py) + 0.5) / scale) else {
          continue
        }
        worst = max(worst, S.difference(image.pixel(x: px, y: py), w))
      }
    }
    return worst
  }

  static let locationsList = S.list(
    120, 120,
    [
      layer(
        CGRect(x: 10, y: 10, width: 100, height: 100),
        [S.color(255, 0, 0), S.color(0, 255, 0), S.color(0, 0, 255)],
        start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5), locations: [0, 0.25, 1])
    ])

  /// Stops at 0, 0.25, 1 from x = 10 to x = 110: piecewise lerp in x.
  @Test(arguments: [1.0, 2.0]) func axialWithLocationsIsPiecewiseLinear(scale: Double) throws {
    let worst = try Self.worstError(
      Self.locationsList, scale: scale, in: CGRect(x: 10, y: 12, width: 100, height: 96)
    ) { x, _ in
      let t = (x - 10) / 100
      return t < 0.25
        ? S.lerp(Self.red, Self.green, t / 0.25) : S.lerp(Self.green, Self.blue, (t - 0.25) / 0.75)
    }
    #expect(worst <= 1, "worst channel error \(worst)")
  }

  static let radialList = S.list(
    220, 120,
    [
      layer(
        CGRect(x: 10, y: 10, width: 200, height: 100), [S.color(255, 0, 0), S.color(0, 0, 255)],
        type: .radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 1))
    ])

  /// Centre (110, 60), semi-axes (1 − 0.5)·200 = 100 and (1 − 0.5)·100 = 50: t is the
  /// elliptical radius, clamped to 1 (blue) outside the ellipse.
  @Test(arguments: [1.0, 2.0]) func radialIsAnEllipseFromStartToEndScaledByTheBounds(
    scale: Double
  ) throws {
    let worst = try Self.worstError(
      Self.radialList, scale: scale, in: CGRect(x: 11, y: 11, width: 198, height: 98)
    ) { x, y in
      let t = min(1, hypot((x - 110) / 100, (y - 60) / 50))
      return S.lerp(Self.red, Self.blue, t)
    }
    #expect(worst <= 1, "worst channel error \(worst)")
  }

  /// A radial gradient whose end point has the start's y has zero height: nothing is drawn
  /// (measured in Core Animation), so the canvas shows through.
  @Test func radialWithZeroHeightDrawsNothing() throws {
    let g = Self.layer(
      CGRect(x: 10, y: 10, width: 100, height: 100), [S.color(255, 0, 0), S.color(0, 0, 255)],
      type: .radial, start: CGPoint(x: 0.5, y: 0.5), end: CGPoint(x: 1, y: 0.5))
    let list = S.list(120, 120, [g])
    #expect(list.operations.isEmpty)
    let worst = try Self.worstError(list, scale: 1, in: CGRect(x: 0, y: 0, width: 120, height: 120))
    {
      _, _ in (255, 255, 255, 255)
    }
    #expect(worst == 0)
  }

  static func conicList(end: CGPoint, colors: [CGColor]? = nil) -> DrawList {
    S.list(
      120, 120,
      [
        layer(
          CGRect(x: 10, y: 10, width: 100, height: 100),
          colors ?? [S.color(255, 0, 0), S.color(0, 0, 255)],
          type: .conic, start: CGPoint(x: 0.5, y: 0.5), end: end)
      ])
  }

  /// Turn fraction of the direction (dx, dy) measured from `zero` (radians), from +x toward
  /// +y, in 0..<1.
  static func turn(_ dx: Double, _ dy: Double, from zero: Double) -> Double {
    var t = (atan2(dy, dx) - zero) / (2 * .pi)
    t -= t.rounded(.down)
    return t
  }

  /// Centre (60, 60); angle 0 toward the end point, growing from +x toward +y (clockwise on
  /// screen): the colour is the red → blue lerp at the turn fraction.
  ///
  /// Skipped: pixels within 1.5 points of the seam ray (where blue meets red: Cairo's mesh
  /// rasteriser does not antialias it) and within 6 points of the centre. Tolerance: one
  /// level plus the colour change over 0.6 pixel along the circle (255/(2πr) levels per
  /// point): Cairo's mesh rasteriser places the colours of subdivided patch points at whole
  /// pixels, so the colour can be that of a point up to half a pixel away.
  @Test(arguments: [(CGPoint(x: 1, y: 0.5), 0.0), (CGPoint(x: 0.5, y: 1), Double.pi / 2)])
  func conicFollowsTheAngleFromTheEndPointDirection(end: CGPoint, zero: Double) throws {
    for scale in [1.0, 2.0] {
      let image = try Renderer().rasterize(Self.conicList(end: end), scale: scale)
      var worstExcess = -Double.infinity
      var worst = ""
      for py in Int(11 * scale)..<Int(109 * scale) {
        for px in Int(11 * scale)..<Int(109 * scale) {
          let (dx, dy) = ((Double(px) + 0.5) / scale - 60, (Double(py) + 0.5) / scale - 60)
          let r = hypot(dx, dy)
          let t = Self.turn(dx, dy, from: zero)
          // Distance from the seam ray (direction `zero`).
          let along = dx * cos(zero) + dy * sin(zero)
          let across = abs(-dx * sin(zero) + dy * cos(zero))
          guard r > 6, !(along > 0 && across < 1.5) else { continue }
          let want = S.lerp(Self.red, Self.blue, t)
          let tolerance = 1 + 0.6 / scale * 255 / (2 * .pi * r)
          let excess = S.difference(image.pixel(x: px, y: py), want) - tolerance
          if excess > worstExcess {
            worstExcess = excess
            worst = "(\(px), \(py)) got \(image.pixel(x: px, y: py)), want \(want) ± \(tolerance)"
          }
        }
      }
      #expect(worstExcess <= 0, "scale \(scale): worst pixel \(worst)")
    }
  }

  static let alphaList = S.list(
    120, 120,
    [
      layer(
        CGRect(x: 10, y: 10, width: 100, height: 100),
        [S.color(255, 0, 0, 255), S.color(0, 0, 255, 0)])
    ])

  /// Red (opaque) to transparent blue over white: colours interpolate non-premultiplied, so
  /// at t the layer is (255(1 − t), 0, 255t) with alpha 1 − t over white. (Premultiplied
  /// interpolation would show no blue at all: (255, 255t, 255t).)
  @Test(arguments: [1.0, 2.0]) func coloursInterpolateNonPremultiplied(scale: Double) throws {
    let worst = try Self.worstError(
      Self.alphaList, scale: scale, in: CGRect(x: 10, y: 10, width: 100, height: 100)
    ) { _, y in
      let t = (y - 10) / 100
      let c = S.lerp(Self.red, Self.blue, t)
      let a = 1 - t
      return (c.0 * a + 255 * (1 - a), c.1 * a + 255 * (1 - a), c.2 * a + 255 * (1 - a), 255)
    }
    #expect(worst <= 1, "worst channel error \(worst)")
  }

  static let clipList: DrawList = {
    let g = layer(
      CGRect(x: 10, y: 10, width: 100, height: 100),
      [S.color(255, 0, 0, 128), S.color(0, 0, 255, 128)])
    g.backgroundColor = S.color(255, 255, 0)
    g.cornerRadius = 30
    return S.list(120, 120, [g])
  }()

  /// Half-transparent red → blue over the yellow background, both inside the rounded outline: the
  /// bounds' corner pixels (farther than 30 from the corner circle's centre) stay white.
  @Test(arguments: [1.0, 2.0]) func gradientIsDrawnOverTheBackgroundInsideTheRoundedShape(
    scale: Double
  ) throws {
    let a = 128.0 / 255
    let worst = try Self.worstError(
      Self.clipList, scale: scale, in: CGRect(x: 10, y: 10, width: 100, height: 100)
    ) { x, y in
      // Distance from the nearest corner circle centre (40 or 80 on each axis).
      let cx = min(max(x, 40), 80)
      let cy = min(max(y, 40), 80)
      let d = hypot(x - cx, y - cy)
      let t = (y - 10) / 100
      if d < 29 { return (255 * (1 - t) * a + 255 * (1 - a), 255 * (1 - a), 255 * t * a, 255) }
      if d > 31 { return (255, 255, 255, 255) }
      return nil
    }
    #expect(worst <= 1, "worst channel error \(worst)")
  }

  static let roundTripCases: [(String, DrawList)] = [
    ("axial", redBlueAxial), ("locations", locationsList), ("radial", radialList),
    (
      "conic",
      conicList(
        end: CGPoint(x: 1, y: 0.5),
        colors: [S.color(255, 0, 0), S.color(0, 255, 0), S.color(0, 0, 255), S.color(255, 0, 0)])
    ), ("alpha", alphaList), ("clip", clipList),
  ]

  /// The read-back bound of a conic gradient in SVG, where it is a fallback image (288 dpi:
  /// 4 image pixels per point, resampled by librsvg), at distance `radius` (points) from the
  /// centre: 3 levels plus the colour change over 1.5 output pixels along the circle
  /// (255/(2π·r) levels per point for a full-range channel).
  ///
  /// The direct raster's mesh rasteriser puts patch colours at whole pixels (±½ pixel), the
  /// fallback image does the same at its own resolution, so near the centre, where the
  /// colour turns fastest, the two disagree most: measured 100 levels within 5 points of the
  /// centre, ≤ 6 beyond 10 points, ≤ 3 beyond 30 at 1×. Pixels closer than 3 points are not
  /// compared.
  static func conicSVGTolerance(radius r: Double, scale: Double) -> Double {
    3 + 1.5 / scale * 255 / (2 * .pi * r)
  }

  /// SVG (librsvg) and PDF (poppler) read back within 2 levels of the direct raster at 1×
  /// and 2×, the conic SVG (a fallback image) within ``conicSVGTolerance(radius:scale:)``
  /// and with a PSNR of at least 40 dB.
  @Test(arguments: [0, 1, 2, 3, 4, 5]) func vectorOutputsReadBackLikeTheRaster(index: Int) throws {
    let (name, list) = Self.roundTripCases[index]
    for scale in [1.0, 2.0] {
      let raster = try Renderer().rasterize(list, scale: scale)
      let svg = try Verifier().verify(svg: Renderer().svgData(list), against: raster, scale: scale)
      if name == "conic" {
        let back = try Verifier().rasterizeSVG(Renderer().svgData(list), scale: scale)
        var worst = -Double.infinity
        for py in 0..<raster.height {
          for px in 0..<raster.width {
            let r = hypot((Double(px) + 0.5) / scale - 60, (Double(py) + 0.5) / scale - 60)
            guard r >= 3 else { continue }
            let a = raster.pixel(x: px, y: py)
            let w = back.pixel(x: px, y: py)
            let d = [abs(Int(a.r) - Int(w.r)), abs(Int(a.g) - Int(w.g)), abs(Int(a.b) - Int(w.b))]
              .max()!
            worst = max(worst, Double(d) - Self.conicSVGTolerance(radius: r, scale: scale))
          }
        }
        #expect(worst <= 0, "conic @\(scale)x SVG: worst excess \(worst) over the bound")
        #expect(svg.psnr >= 40, "conic @\(scale)x SVG: \(svg)")
      } else {
        #expect(svg.passes(tolerance: 2), "\(name) @\(scale)x SVG: \(svg)")
      }
      let pdf = try Verifier().verify(
        pdf: Renderer().pdfData(pages: [list]), page: 0, against: raster, scale: scale)
      #expect(pdf.passes(tolerance: 2), "\(name) @\(scale)x PDF: \(pdf)")
    }
  }

  /// Gradients stay vector where the format can hold them.
  ///
  /// Axial and radial gradients: no `<image` in SVG. Every kind, conic included (a type 7
  /// shading): no image XObject in PDF. The conic SVG is the documented fallback image.
  @Test(arguments: [0, 1, 2, 3, 4, 5]) func gradientsStayVector(index: Int) throws {
    let (name, list) = Self.roundTripCases[index]
    let svg = String(decoding: try Renderer().svgData(list), as: UTF8.self)
    if name == "conic" {
      #expect(svg.contains("<image"), "conic SVG is a fallback image")
    } else {
      #expect(!svg.contains("<image"), "\(name) SVG has an image")
      #expect(svg.contains("Gradient"), "\(name) SVG has a gradient element")
    }
    let pdf = String(decoding: try Renderer().pdfData(pages: [list]), as: UTF8.self)
    #expect(!pdf.contains("/Subtype /Image"), "\(name) PDF has an image XObject")
    #expect(pdf.contains("/ShadingType"), "\(name) PDF has a shading")
  }
}
