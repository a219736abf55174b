import Foundation
import StrobeGeometry
import StrobeRender
import Testing

/// Pixel probes on small hand-built draw lists, checked against hand-computed coverage.
///
/// Shapes have integer edges so covered pixels are exactly the colour (no antialiasing).
@Suite struct DrawingTests {
  let renderer = Renderer()

  @Test func filledRectangleCoversExactlyItsPixels() throws {
    let image = try renderer.rasterize(
      TestShapes.list(40, 30, [TestShapes.fillRect(10, 5, 20, 10)]))
    #expect(image.width == 40 && image.height == 30)
    #expect(same(image.pixel(x: 15, y: 8), opaqueRed))
    #expect(same(image.pixel(x: 5, y: 5), opaqueWhite))
    // Edges: x 10..<30, y 5..<15.
    #expect(same(image.pixel(x: 10, y: 5), opaqueRed))
    #expect(same(image.pixel(x: 29, y: 14), opaqueRed))
    #expect(same(image.pixel(x: 9, y: 5), opaqueWhite))
    #expect(same(image.pixel(x: 30, y: 14), opaqueWhite))
    #expect(same(image.pixel(x: 29, y: 15), opaqueWhite))
    #expect(same(image.pixel(x: 10, y: 4), opaqueWhite))
  }

  @Test func colourComponentsLandInRGBAOrder() throws {
    let image = try renderer.rasterize(
      TestShapes.list(
        4, 4, background: nil, [TestShapes.fillRect(0, 0, 4, 4, RGBA(0.2, 0.4, 0.6, 1))]))
    // Cairo: component × 65535 → 16 bits → top 8 bits: 51, 102, 153.
    #expect(same(image.pixel(x: 1, y: 1), (51, 102, 153, 255)))
  }

  @Test func transparentBackgroundStaysTransparentAndTranslucentFillIsUnpremultiplied() throws {
    let image = try renderer.rasterize(
      TestShapes.list(
        10, 10, background: nil, [TestShapes.fillRect(0, 0, 5, 10, RGBA(1, 0, 0, 0.5))]))
    #expect(same(image.pixel(x: 8, y: 5), (0, 0, 0, 0)))
    // alpha 0.5 → 128; premultiplied red 128 → straight 255.
    #expect(same(image.pixel(x: 2, y: 5), (255, 0, 0, 128)))
  }

  @Test func scaleAndTranslateTransformMovesTheShape() throws {
    // Unit-ish rect (0,0,2,2) scaled (5,3) then moved (4,6) → x 4..<14, y 6..<12.
    let t = CGAffineTransform(a: 5, b: 0, c: 0, d: 3, tx: 4, ty: 6)
    let image = try renderer.rasterize(
      TestShapes.list(20, 20, [TestShapes.fillRect(0, 0, 2, 2, transform: t)]))
    #expect(same(image.pixel(x: 4, y: 6), opaqueRed))
    #expect(same(image.pixel(x: 13, y: 11), opaqueRed))
    #expect(same(image.pixel(x: 14, y: 11), opaqueWhite))
    #expect(same(image.pixel(x: 3, y: 6), opaqueWhite))
    #expect(same(image.pixel(x: 13, y: 12), opaqueWhite))
    #expect(same(image.pixel(x: 4, y: 5), opaqueWhite))
  }

  @Test func rotationUsesCoreGraphicsConvention() throws {
    // rect (0,0,10,4) rotated +90° (x' = -y, y' = x) → x -4..0, y 0..10; then +(20,5).
    let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(
      CGAffineTransform(translationX: 20, y: 5))
    let image = try renderer.rasterize(
      TestShapes.list(30, 20, [TestShapes.fillRect(0, 0, 10, 4, transform: t)]))
    #expect(same(image.pixel(x: 16, y: 5), opaqueRed))
    #expect(same(image.pixel(x: 19, y: 14), opaqueRed))
    #expect(same(image.pixel(x: 20, y: 10), opaqueWhite))
    #expect(same(image.pixel(x: 15, y: 10), opaqueWhite))
    #expect(same(image.pixel(x: 17, y: 15), opaqueWhite))
  }

  @Test func evenOddPunchesAHoleWhereNonZeroDoesNot() throws {
    var path = TestShapes.rect(5, 5, 20, 20)
    path.append(contentsOf: TestShapes.rect(10, 10, 10, 10))  // same winding
    for (rule, centre) in [(FillRule.nonZero, opaqueRed), (.evenOdd, opaqueWhite)] {
      let image = try renderer.rasterize(
        TestShapes.list(
          30, 30, [.fill(path, transform: .identity, color: TestShapes.red, rule: rule)]))
      #expect(same(image.pixel(x: 15, y: 15), centre), "rule \(rule)")
      #expect(same(image.pixel(x: 7, y: 7), opaqueRed), "rule \(rule)")
      #expect(same(image.pixel(x: 2, y: 2), opaqueWhite), "rule \(rule)")
    }
  }

  @Test func strokeWidthIsInPathUnitsSoScaleTwoDoublesIt() throws {
    // Line (5,10)→(15,10), width 4, scale 2 → canvas (10,20)→(30,20), 8 px: y 16..<24.
    let list = TestShapes.list(
      40, 40,
      [
        .stroke(
          TestShapes.line(5, 10, 15, 10), transform: CGAffineTransform(scaleX: 2, y: 2),
          color: TestShapes.red, style: StrokeStyle(lineWidth: 4))
      ])
    let image = try renderer.rasterize(list)
    #expect(same(image.pixel(x: 20, y: 16), opaqueRed))
    #expect(same(image.pixel(x: 20, y: 23), opaqueRed))
    #expect(same(image.pixel(x: 20, y: 15), opaqueWhite))
    #expect(same(image.pixel(x: 20, y: 24), opaqueWhite))
    // Butt caps: x 10..<30.
    #expect(same(image.pixel(x: 10, y: 20), opaqueRed))
    #expect(same(image.pixel(x: 29, y: 20), opaqueRed))
    #expect(same(image.pixel(x: 9, y: 20), opaqueWhite))
    #expect(same(image.pixel(x: 30, y: 20), opaqueWhite))
  }

  @Test func nonUniformScaleScalesTheStrokeAcrossTheLine() throws {
    // Vertical line at x 5 (y 2..8), width 4, scale (3, 1) → x 15, width 12 px: x 9..<21.
    let list = TestShapes.list(
      30, 10,
      [
        .stroke(
          TestShapes.line(5, 2, 5, 8), transform: CGAffineTransform(scaleX: 3, y: 1),
          color: TestShapes.red, style: StrokeStyle(lineWidth: 4))
      ])
    let image = try renderer.rasterize(list)
    #expect(same(image.pixel(x: 9, y: 5), opaqueRed))
    #expect(same(image.pixel(x: 20, y: 5), opaqueRed))
    #expect(same(image.pixel(x: 8, y: 5), opaqueWhite))
    #expect(same(image.pixel(x: 21, y: 5), opaqueWhite))
  }

  @Test func dashesAreInPathUnits() throws {
    // Line y 5 from x 0 to 20, dashes 4 on 4 off, scale 2 → 8 px on, 8 off at y 10.
    let list = TestShapes.list(
      40, 20,
      [
        .stroke(
          TestShapes.line(0, 5, 20, 5), transform: CGAffineTransform(scaleX: 2, y: 2),
          color: TestShapes.red, style: StrokeStyle(lineWidth: 2, dashes: [4, 4]))
      ])
    let image = try renderer.rasterize(list)
    #expect(same(image.pixel(x: 3, y: 10), opaqueRed))
    #expect(same(image.pixel(x: 11, y: 10), opaqueWhite))
    #expect(same(image.pixel(x: 19, y: 10), opaqueRed))
    #expect(same(image.pixel(x: 27, y: 10), opaqueWhite))
  }

  @Test func quadraticCurveFollowsItsParabola() throws {
    // Quad (0,30) ctrl (20,-30) → (40,30): x = 40t, y = 30(1-2t)² = 30(1 - x/20)².
    let path = PathData([
      .move(to: CGPoint(x: 0, y: 30)),
      .quadCurve(to: CGPoint(x: 40, y: 30), control: CGPoint(x: 20, y: -30)), .closeSubpath,
    ])
    let image = try renderer.rasterize(
      TestShapes.list(
        40, 30, [.fill(path, transform: .identity, color: TestShapes.red, rule: .nonZero)]))
    // At x 2..3 the curve is at y 24.3…23.5; at x 10..11 at y 7.5…6.1.
    #expect(same(image.pixel(x: 2, y: 2), opaqueWhite))
    #expect(same(image.pixel(x: 2, y: 26), opaqueRed))
    #expect(same(image.pixel(x: 10, y: 5), opaqueWhite))
    #expect(same(image.pixel(x: 10, y: 9), opaqueRed))
    #expect(same(image.pixel(x: 20, y: 2), opaqueRed))
    #expect(same(image.pixel(x: 37, y: 20), opaqueWhite))  // curve at y ≈ 22.0 there
  }

  @Test func groupOpacityIsUniformOverOverlaps() throws {
    let group = TestShapes.list(
      30, 10,
      [
        .beginGroup(opacity: 0.5), TestShapes.fillRect(0, 0, 20, 10),
        TestShapes.fillRect(10, 0, 20, 10),
        .endGroup,
      ])
    let image = try renderer.rasterize(group)
    let single = image.pixel(x: 5, y: 5)
    let overlap = image.pixel(x: 15, y: 5)
    // Red at 50 % over white: (255, 127.5, 127.5).
    #expect(single.r == 255 && (127...128).contains(single.g) && single.g == single.b)
    #expect(same(overlap, single))
    // Control: two separately translucent fills do darken the overlap (g ≈ 255/4).
    let control = TestShapes.list(
      30, 10,
      [
        TestShapes.fillRect(0, 0, 20, 10, RGBA(1, 0, 0, 0.5)),
        TestShapes.fillRect(10, 0, 20, 10, RGBA(1, 0, 0, 0.5)),
      ])
    let controlImage = try renderer.rasterize(control)
    #expect((62...66).contains(controlImage.pixel(x: 15, y: 5).g))
  }

  @Test func clipRestrictsFillUntilPopped() throws {
    let list = TestShapes.list(
      40, 40,
      [
        .pushClip(TestShapes.rect(10, 10, 10, 10), transform: .identity, rule: .nonZero),
        TestShapes.fillRect(0, 0, 40, 40),
        .popClip,
        TestShapes.fillRect(30, 0, 10, 10, TestShapes.blue),
      ])
    let image = try renderer.rasterize(list)
    #expect(same(image.pixel(x: 15, y: 15), opaqueRed))
    #expect(same(image.pixel(x: 10, y: 10), opaqueRed))
    #expect(same(image.pixel(x: 9, y: 15), opaqueWhite))
    #expect(same(image.pixel(x: 20, y: 15), opaqueWhite))
    #expect(same(image.pixel(x: 35, y: 5), opaqueBlue))
  }

  @Test func clipsAndGroupsNestBothWays() throws {
    // Clip around a group, then a group around a clip: both restrict their fill; clip
    // transform (scale 2) maps the clip path too.
    let list = TestShapes.list(
      40, 20,
      [
        .pushClip(
          TestShapes.rect(0, 0, 5, 5), transform: CGAffineTransform(scaleX: 2, y: 2), rule: .nonZero
        ),
        .beginGroup(opacity: 1), TestShapes.fillRect(0, 0, 20, 20), .endGroup,
        .popClip,
        .beginGroup(opacity: 1),
        .pushClip(TestShapes.rect(30, 0, 5, 5), transform: .identity, rule: .nonZero),
        TestShapes.fillRect(20, 0, 20, 20, TestShapes.blue),
        .popClip,
        .endGroup,
      ])
    let image = try renderer.rasterize(list)
    #expect(same(image.pixel(x: 9, y: 9), opaqueRed))
    #expect(same(image.pixel(x: 10, y: 9), opaqueWhite))
    #expect(same(image.pixel(x: 9, y: 10), opaqueWhite))
    #expect(same(image.pixel(x: 32, y: 2), opaqueBlue))
    #expect(same(image.pixel(x: 25, y: 2), opaqueWhite))
    #expect(same(image.pixel(x: 32, y: 6), opaqueWhite))
  }

  @Test func singularTransformDrawsNothingAndClipsEverything() throws {
    let list = TestShapes.list(
      10, 10,
      [
        TestShapes.fillRect(0, 0, 10, 10, transform: CGAffineTransform(scaleX: 0, y: 1)),
        .pushClip(
          TestShapes.rect(0, 0, 10, 10), transform: CGAffineTransform(scaleX: 1, y: 0),
          rule: .nonZero),
        TestShapes.fillRect(0, 0, 10, 10, TestShapes.blue),
        .popClip,
        TestShapes.fillRect(0, 0, 2, 2),
      ])
    let image = try renderer.rasterize(list)
    #expect(same(image.pixel(x: 5, y: 5), opaqueWhite))
    #expect(same(image.pixel(x: 1, y: 1), opaqueRed))
  }

  @Test func scaleTwoDoublesPixelsAndProbesMap() throws {
    let list = TestShapes.list(40, 30, [TestShapes.fillRect(10, 5, 20, 10)])
    let image = try RasterImage(pngData: renderer.pngData(list, scale: 2))
    #expect(image.width == 80 && image.height == 60)
    #expect(same(image.pixel(x: 30, y: 16), opaqueRed))
    #expect(same(image.pixel(x: 20, y: 10), opaqueRed))
    #expect(same(image.pixel(x: 19, y: 10), opaqueWhite))
    #expect(same(image.pixel(x: 59, y: 29), opaqueRed))
    #expect(same(image.pixel(x: 60, y: 29), opaqueWhite))
    #expect(same(image.pixel(x: 59, y: 30), opaqueWhite))
  }

  @Test func pixelSizeRoundsUpWithoutRoundingNoise() throws {
    #expect(try Renderer.pixelSize(of: CGSize(width: 40.5, height: 30), scale: 1) == (41, 30))
    #expect(try Renderer.pixelSize(of: CGSize(width: 0.1, height: 1), scale: 30) == (3, 30))
    #expect(try Renderer.pixelSize(of: CGSize(width: 10, height: 7), scale: 1.5) == (15, 11))
  }

  @Test func badInputsThrowDescriptiveErrors() throws {
    #expect(throws: RenderError.invalidSize(width: 0, height: 10, scale: 1)) {
      try renderer.rasterize(TestShapes.list(0, 10, []))
    }
    #expect(throws: RenderError.sizeTooLarge(pixelWidth: 40000, pixelHeight: 10, limit: 32767)) {
      try renderer.rasterize(TestShapes.list(40000, 10, []))
    }
    #expect(throws: RenderError.unbalancedOperations(index: 1, reason: "popClip with no open clip"))
    {
      try renderer.rasterize(TestShapes.list(10, 10, [TestShapes.fillRect(0, 0, 1, 1), .popClip]))
    }
    let crossed: [DrawList.Operation] = [
      .beginGroup(opacity: 1),
      .pushClip(TestShapes.rect(0, 0, 1, 1), transform: .identity, rule: .nonZero),
      .endGroup, .popClip,
    ]
    #expect(
      throws: RenderError.unbalancedOperations(index: 2, reason: "endGroup inside an open clip")
    ) {
      try renderer.svgData(TestShapes.list(10, 10, crossed))
    }
    do {
      _ = try renderer.pdfData(pages: [TestShapes.list(10, 10, [.beginGroup(opacity: 1)])])
      Issue.record("an open group must throw")
    } catch let error as RenderError {
      guard case .unbalancedOperations(let index, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(index == 1)
    }
    do {
      _ = try renderer.rasterize(
        TestShapes.list(10, 10, [TestShapes.fillRect(0, 0, 1, 1, RGBA(.nan, 0, 0, 1))]))
      Issue.record("a NaN colour must throw")
    } catch let error as RenderError {
      guard case .invalidOperation(let index, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(index == 0)
      #expect(error.description.contains("operation 0"))
    }
    #expect(throws: RenderError.noPages) { try renderer.pdfData(pages: []) }
  }

  @Test func nonFinitePathPointsNameTheElementAndPoint() throws {
    let renderer = Renderer()
    let good = CGPoint(x: 1, y: 1)
    let cases: [(PathElement, String)] = [
      (.line(to: CGPoint(x: CGFloat.infinity, y: 1)), "(inf, 1.0)"),
      (.quadCurve(to: good, control: CGPoint(x: 2, y: CGFloat.nan)), "(2.0, nan)"),
      (
        .curve(to: good, control1: good, control2: CGPoint(x: -CGFloat.infinity, y: 0)),
        "(-inf, 0.0)"
      ),
      (
        .curve(to: CGPoint(x: CGFloat.nan, y: CGFloat.nan), control1: good, control2: good),
        "(nan, nan)"
      ),
    ]
    for (element, point) in cases {
      let path = PathData([.move(to: .zero), element, .closeSubpath])
      let list = TestShapes.list(
        10, 10,
        [
          TestShapes.fillRect(0, 0, 1, 1),
          .fill(path, transform: .identity, color: TestShapes.red, rule: .nonZero),
        ])
      #expect(
        throws: RenderError.invalidOperation(
          index: 1, reason: "path element 1 has a non-finite point \(point)")
      ) {
        try renderer.svgData(list)
      }
    }
    // Finite curves of every kind pass.
    let finite = PathData([
      .move(to: .zero), .line(to: good), .quadCurve(to: .zero, control: good),
      .curve(to: good, control1: .zero, control2: good), .closeSubpath,
    ])
    _ = try renderer.svgData(
      TestShapes.list(
        10, 10, [.fill(finite, transform: .identity, color: TestShapes.red, rule: .nonZero)]))
  }
}
