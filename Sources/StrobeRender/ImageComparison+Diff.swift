import Foundation

extension ImageComparison {
  /// A visual diff: three panels side by side, expected | mask | actual.
  ///
  /// Each panel is as large as the larger of the two images (missing pixels are transparent
  /// in the image panels). In the middle panel a pixel whose largest premultiplied channel
  /// difference exceeds `threshold` (or that lies outside one of the images) is opaque red
  /// (255, 0, 0, 255); every other pixel is the expected image's grey level faded to 25 %
  /// over white, so the shapes stay recognisable. The result is `3·W × H` pixels.
  public static func diffImage(
    expected: RasterImage, actual: RasterImage, threshold: Int = 0
  ) -> RasterImage {
    let w = max(expected.width, actual.width)
    let h = max(expected.height, actual.height)
    var out = RasterImage(width: 3 * w, height: h, filledWith: (0, 0, 0, 0))
    for y in 0..<h {
      for x in 0..<w {
        let inE = x < expected.width && y < expected.height
        let inA = x < actual.width && y < actual.height
        let e = inE ? expected.pixel(x: x, y: y) : (0, 0, 0, 0)
        let a = inA ? actual.pixel(x: x, y: y) : (0, 0, 0, 0)
        out.setPixel(x: x, y: y, to: e)
        out.setPixel(x: 2 * w + x, y: y, to: a)
        var differs = !(inE && inA)
        if !differs {
          let ei = (y * expected.width + x) * 4
          let ai = (y * actual.width + x) * 4
          differs = pixelDifference(expected.pixels, ei, actual.pixels, ai).max > threshold
        }
        if differs {
          out.setPixel(x: w + x, y: y, to: (255, 0, 0, 255))
        } else {
          // Luma of the premultiplied colour over white, faded to 25 %.
          let alpha = Double(e.3) / 255
          let luma = 0.2126 * Double(e.0) + 0.7152 * Double(e.1) + 0.0722 * Double(e.2)
          let over = luma * alpha + 255 * (1 - alpha)
          let faded = UInt8((255 - 0.25 * (255 - over)).rounded())
          out.setPixel(x: w + x, y: y, to: (faded, faded, faded, 255))
        }
      }
    }
    return out
  }
}
