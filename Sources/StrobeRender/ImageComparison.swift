import Foundation

/// How far two ``RasterImage``s are apart: maximum channel difference, differing pixels, PSNR.
///
/// Channels are compared as Cairo composites them, premultiplied: red, green and blue are
/// taken as `round(c·a/255)`, alpha as is. So colour under zero alpha does not count, and a
/// translucent edge pixel is weighted by its coverage; for opaque images this is a plain
/// per-channel comparison.
///
/// With `d` the difference of one channel and `N` the pixel count, the mean squared error is
/// `MSE = Σd² / (4·N)` over all four channels of all pixels, and
/// `PSNR = 10·log10(255² / MSE)` dB, `+∞` when the images are identical.
///
/// Images of different sizes are not compared pixel by pixel: ``sizesMatch`` is `false` and
/// the metrics take their worst values (max difference 255, every pixel of the larger image
/// differing, MSE 255², PSNR 0 dB), so ``passes(tolerance:)`` is `false`.
public struct ImageComparison: Sendable, Hashable, CustomStringConvertible {
  /// The default tolerance: maximum channel difference 2 (of 255).
  public static let defaultTolerance = 2

  /// Width of the expected image, in pixels.
  public let expectedWidth: Int
  /// Height of the expected image, in pixels.
  public let expectedHeight: Int
  /// Width of the actual image, in pixels.
  public let actualWidth: Int
  /// Height of the actual image, in pixels.
  public let actualHeight: Int
  /// Largest difference of any channel of any pixel (0…255).
  public let maxChannelDifference: Int
  /// Number of pixels with any channel different.
  public let differingPixelCount: Int
  /// Number of pixels compared (of the expected image).
  public let pixelCount: Int
  /// Mean squared channel difference, `Σd² / (4·N)` (0…255²).
  public let meanSquaredError: Double
  /// Peak signal-to-noise ratio in dB, `10·log10(255² / MSE)`; `+∞` when identical.
  public let psnr: Double

  /// Whether both images have the same width and height.
  public var sizesMatch: Bool { expectedWidth == actualWidth && expectedHeight == actualHeight }

  /// Whether the images are identical (same size, every channel equal).
  public var isIdentical: Bool { sizesMatch && maxChannelDifference == 0 }

  /// Compares `actual` with `expected`.
  public init(expected: RasterImage, actual: RasterImage) {
    expectedWidth = expected.width
    expectedHeight = expected.height
    actualWidth = actual.width
    actualHeight = actual.height
    pixelCount = expected.width * expected.height
    guard expected.width == actual.width, expected.height == actual.height else {
      maxChannelDifference = 255
      differingPixelCount = max(pixelCount, actual.width * actual.height)
      meanSquaredError = 255 * 255
      psnr = 0
      return
    }
    var maxDiff = 0
    var differing = 0
    var sumSquares: UInt64 = 0
    let e = expected.pixels
    let a = actual.pixels
    for i in stride(from: 0, to: e.count, by: 4) {
      let (pixelDiff, squares) = Self.pixelDifference(e, i, a, i)
      sumSquares += UInt64(squares)
      if pixelDiff > 0 { differing += 1 }
      maxDiff = max(maxDiff, pixelDiff)
    }
    maxChannelDifference = maxDiff
    differingPixelCount = differing
    meanSquaredError = pixelCount == 0 ? 0 : Double(sumSquares) / Double(4 * pixelCount)
    psnr = meanSquaredError == 0 ? .infinity : 10 * log10(255 * 255 / meanSquaredError)
  }

  /// The largest absolute premultiplied channel difference and the sum of the squared
  /// differences of the pixels at byte offsets `i` in `e` and `j` in `a`.
  @inline(__always)
  static func pixelDifference(
    _ e: [UInt8], _ i: Int, _ a: [UInt8], _ j: Int
  ) -> (max: Int, sumSquares: Int) {
    let ea = e[i + 3]
    let aa = a[j + 3]
    let dr = abs(Int(RasterImage.premultiply(e[i], ea)) - Int(RasterImage.premultiply(a[j], aa)))
    let dg = abs(
      Int(RasterImage.premultiply(e[i + 1], ea)) - Int(RasterImage.premultiply(a[j + 1], aa)))
    let db = abs(
      Int(RasterImage.premultiply(e[i + 2], ea)) - Int(RasterImage.premultiply(a[j + 2], aa)))
    let da = abs(Int(ea) - Int(aa))
    return (max(dr, dg, db, da), dr * dr + dg * dg + db * db + da * da)
  }

  /// Whether the sizes match and no channel differs by more than `tolerance` (0…255).
  public func passes(tolerance: Int = ImageComparison.defaultTolerance) -> Bool {
    sizesMatch && maxChannelDifference <= tolerance
  }

  /// One line: sizes or the metrics.
  public var description: String {
    guard sizesMatch else {
      return "size mismatch: expected \(expectedWidth)×\(expectedHeight), "
        + "actual \(actualWidth)×\(actualHeight)"
    }
    let psnrText = psnr.isInfinite ? "inf" : String(format: "%.2f", psnr)
    return "max channel difference \(maxChannelDifference), "
      + "\(differingPixelCount) of \(pixelCount) pixels differ, PSNR \(psnrText) dB"
  }
}
