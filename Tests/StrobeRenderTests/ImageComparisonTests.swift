import Foundation
import StrobeRender
import Testing

@Suite struct ImageComparisonTests {
  let grey = RasterImage(width: 6, height: 5, filledWith: (100, 150, 200, 255))

  @Test func identicalImagesHaveInfinitePSNR() {
    let c = ImageComparison(expected: grey, actual: grey)
    #expect(c.maxChannelDifference == 0 && c.differingPixelCount == 0)
    #expect(c.meanSquaredError == 0 && c.psnr == .infinity)
    #expect(c.isIdentical && c.passes(tolerance: 0))
    #expect(c.description.contains("PSNR inf dB"))
  }

  @Test func oneChannelOffByTenMatchesClosedForm() {
    var actual = grey
    actual.setPixel(x: 3, y: 2, to: (100, 160, 200, 255))
    let c = ImageComparison(expected: grey, actual: actual)
    let n = 30.0
    let mse = 100 / (4 * n)  // one squared difference of 10² over 4·N channels
    #expect(c.maxChannelDifference == 10)
    #expect(c.differingPixelCount == 1 && c.pixelCount == 30)
    #expect(abs(c.meanSquaredError - mse) < 1e-12)
    #expect(abs(c.psnr - 10 * log10(255 * 255 / mse)) < 1e-9)
    #expect(abs(c.psnr - 48.9226) < 1e-3)  // 10·log10(65025·120/100) = 10·log10(78030)
    #expect(!c.passes())
    #expect(c.passes(tolerance: 10))
  }

  @Test func severalDifferencesAddUp() {
    var actual = grey
    actual.setPixel(x: 0, y: 0, to: (103, 150, 200, 255))  // r +3
    actual.setPixel(x: 5, y: 4, to: (100, 150, 196, 253))  // b −4, a −2
    let c = ImageComparison(expected: grey, actual: actual)
    // Premultiplied, pixel 2 is r 99 (100·253/255 = 99.2), g 149 (148.8), b 194 (194.46),
    // a 253, against 100, 150, 200, 255.
    let squares = 9.0 + (1 + 1 + 36 + 4)
    #expect(c.differingPixelCount == 2)
    #expect(c.maxChannelDifference == 6)
    #expect(abs(c.meanSquaredError - squares / 120) < 1e-12)
  }

  @Test func colourUnderZeroAlphaDoesNotCount() throws {
    let a = try RasterImage(width: 1, height: 1, pixels: [255, 0, 0, 0])
    let b = try RasterImage(width: 1, height: 1, pixels: [0, 255, 9, 0])
    #expect(ImageComparison(expected: a, actual: b).isIdentical)
  }

  @Test func sizeMismatchIsFlaggedAndFails() {
    let other = RasterImage(width: 5, height: 6, filledWith: (100, 150, 200, 255))
    let c = ImageComparison(expected: grey, actual: other)
    #expect(!c.sizesMatch && !c.passes(tolerance: 255))
    #expect(c.maxChannelDifference == 255 && c.psnr == 0)
    #expect(c.description.contains("size mismatch"))
  }

  @Test func diffImageHasThreePanelsAndARedMask() {
    var actual = grey
    actual.setPixel(x: 1, y: 1, to: (0, 0, 0, 255))
    let diff = ImageComparison.diffImage(expected: grey, actual: actual)
    #expect(diff.width == 18 && diff.height == 5)
    #expect(same(diff.pixel(x: 1, y: 1), (100, 150, 200, 255)))  // expected panel
    #expect(same(diff.pixel(x: 12 + 1, y: 1), (0, 0, 0, 255)))  // actual panel
    #expect(same(diff.pixel(x: 6 + 1, y: 1), opaqueRed))  // mask: differing
    let unchanged = diff.pixel(x: 6 + 2, y: 1)  // mask: equal → faded grey, not red
    #expect(unchanged.r == unchanged.g && unchanged.g == unchanged.b && unchanged.r > 200)
    // A threshold above the difference hides it.
    let loose = ImageComparison.diffImage(expected: grey, actual: actual, threshold: 255)
    #expect(!same(loose.pixel(x: 7, y: 1), opaqueRed))
  }
}
